import L10nModel

/// `.strings` files: old-style text (any encoding Foundation reads) or property lists, read-only.
package struct StringsFormat: LocalizationFormat {
  package let fileExtension = "strings"
  package let placement = FormatPlacement.perLanguage
  package let saveOrder = WriteOrder.sorted

  /// The format.
  package init() {}

  package func read(_ bytes: [UInt8], path: String) throws(ParseError) -> LocalizationFile.Content {
    .document(try StringsFileReader.read(bytes, path: path))
  }

  package func render(_ content: LocalizationFile.Content, order: WriteOrder) -> [UInt8]? {
    guard case .document(let any) = content, let document = any as? StringsDocument else {
      return nil
    }
    return StringsWriter.render(document, order: order)
  }
}
