/// How a `.strings` file was stored on disk.
///
/// Every write is UTF-8 without a byte order mark.
public enum SourceEncoding: String, Hashable, Sendable {
  /// UTF-8 without a byte order mark.
  case utf8
  /// UTF-8 with a byte order mark.
  case utf8WithBOM = "utf8-bom"
  /// UTF-16 little-endian with a byte order mark.
  case utf16LittleEndianWithBOM = "utf16le-bom"
  /// UTF-16 big-endian with a byte order mark.
  case utf16BigEndianWithBOM = "utf16be-bom"
  /// UTF-16 little-endian without a byte order mark (detected).
  case utf16LittleEndian = "utf16le"
  /// UTF-16 big-endian without a byte order mark (detected).
  case utf16BigEndian = "utf16be"
  /// An XML property list with a `.strings` suffix.
  case xmlPropertyList = "xml-plist"
  /// A binary property list with a `.strings` suffix.
  case binaryPropertyList = "binary-plist"

  /// Whether the file is a property list rather than old-style text; such files are read-only.
  public var isPropertyList: Bool {
    self == .xmlPropertyList || self == .binaryPropertyList
  }
}
