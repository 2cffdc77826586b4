import L10nModel

/// `.strings` files: old-style text (any encoding Foundation reads) or property lists, read-only.
public struct StringsFormat: LocalizationFormat {
  public let fileExtension = "strings"
  public let placement = FormatPlacement.perLanguage
  public let saveOrder = WriteOrder.sorted

  /// The format.
  public init() {}

  public func read(_ bytes: [UInt8], path: String) throws(ParseError) -> LocalizationFile.Content {
    .strings(try StringsFileReader.read(bytes, path: path))
  }

  public func render(_ content: LocalizationFile.Content, order: WriteOrder) -> [UInt8]? {
    guard case .strings(let document) = content else { return nil }
    return StringsWriter.render(document, order: order)
  }
}
