import L10nModel

/// `.stringsdict` files: XML property lists of plural rules (binary ones are read-only).
public struct StringsdictFormat: LocalizationFormat {
  public let fileExtension = "stringsdict"
  public let placement = FormatPlacement.perLanguage
  public let saveOrder = WriteOrder.sorted

  /// The format.
  public init() {}

  public func read(_ bytes: [UInt8], path: String) throws(ParseError) -> LocalizationFile.Content {
    .stringsdict(try StringsdictFileReader.read(bytes, path: path))
  }

  public func render(_ content: LocalizationFile.Content, order: WriteOrder) -> [UInt8]? {
    guard case .stringsdict(let document) = content else { return nil }
    return StringsdictWriter.render(document, order: order)
  }
}
