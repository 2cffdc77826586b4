import L10nModel

/// Xcode String Catalogs (`.xcstrings`): every language in one JSON file.
package struct XCStringsFormat: LocalizationFormat {
  package let fileExtension = "xcstrings"
  package let placement = FormatPlacement.allLanguages
  /// Keep-order: edits place members where Xcode would, so the diff stays minimal.
  package let saveOrder = WriteOrder.keepOrder

  /// The format.
  package init() {}

  package func read(_ bytes: [UInt8], path: String) throws(ParseError) -> LocalizationFile.Content {
    .document(try XCStringsFileReader.read(bytes, path: path))
  }

  package func render(_ content: LocalizationFile.Content, order: WriteOrder) -> [UInt8]? {
    guard case .document(let document) = content, let document = document as? XCStringsDocument
    else { return nil }
    return XCStringsWriter.render(document, order: order)
  }

  package func language(of content: LocalizationFile.Content) -> LanguageID? {
    guard case .document(let document) = content, let document = document as? XCStringsDocument
    else { return nil }
    return document.sourceLanguage ?? .english
  }
}
