import L10nModel

/// Reads a `.strings` file's bytes in any supported storage: UTF-8 (with or without a byte
/// order mark), UTF-16 (with a byte order mark, or detected without), XML or binary plist.
public enum StringsFileReader {
  /// Parses `bytes` read from `path`.
  public static func read(_ bytes: [UInt8], path: String) throws(ParseError) -> StringsDocument {
    switch try TextDecoding.decode(bytes, path: path) {
    case .text(let text, let encoding):
      return try StringsParser.parse(utf8: text, encoding: encoding, path: path)
    case .propertyList(let encoding):
      return try PropertyListStringsReader.read(bytes, encoding: encoding, path: path)
    }
  }
}
