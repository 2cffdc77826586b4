import L10nModel

/// Reads String Catalogs (`.xcstrings`).
public enum XCStringsFileReader {
  /// Parses `bytes` read from `path`.
  public static func read(_ bytes: [UInt8], path: String) throws(ParseError) -> XCStringsDocument {
    let root = try JSONReader.read(bytes, path: path)
    guard root.members != nil else {
      throw ParseError(
        path: path, location: .init(line: 1, column: 1), reason: "a String Catalog is a JSON object"
      )
    }
    return XCStringsDocument(root: root)
  }
}

/// Writes String Catalogs in Xcode's layout.
public enum XCStringsWriter {
  /// The file's bytes.
  ///
  /// Sorted order orders every object's keys as Xcode does (case-insensitive, numeric); keep-order
  /// writes the members as read, so an unedited catalog is reproduced byte for byte even when it
  /// was hand-edited out of order.
  public static func render(_ document: XCStringsDocument, order: StringsWriter.Order) -> [UInt8] {
    JSONWriter.render(document.root, sorted: order == .sorted)
  }
}
