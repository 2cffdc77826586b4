import L10nModel

/// `.stringsdict` files: XML property lists of plural rules (binary ones are read-only).
package struct StringsdictFormat: LocalizationFormat {
  package let fileExtension = "stringsdict"
  package let placement = FormatPlacement.perLanguageOverlay
  package let saveOrder = WriteOrder.sorted

  /// The format.
  package init() {}

  package func read(_ bytes: [UInt8], path: String) throws(ParseError) -> LocalizationFile.Content {
    .document(try StringsdictFileReader.read(bytes, path: path))
  }

  package func render(_ content: LocalizationFile.Content, order: WriteOrder) -> [UInt8]? {
    guard case .document(let any) = content, let document = any as? StringsdictDocument else {
      return nil
    }
    return StringsdictWriter.render(document, order: order)
  }
}
