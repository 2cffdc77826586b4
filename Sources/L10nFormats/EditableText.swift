import L10nModel

/// A file's bytes as the text a code editor holds when it opens them: what the language
/// server's text edits of localization files apply to.
///
/// Editors open UTF-8 (dropping a byte order mark) and UTF-16 with a byte order mark as text;
/// they do not recognise UTF-16 without one, and a binary property list is no text at all.
package enum EditableText {
  /// The text of `bytes`, or why an editor cannot be trusted to open them as it.
  package static func decode(_ bytes: [UInt8]) -> Result<String, Unreadable> {
    switch Result(catching: { () throws(TextDecoding.Failure) in try TextDecoding.decode(bytes) })
    {
    case .success(.text(let utf8, let encoding)):
      if encoding == .utf16LittleEndian || encoding == .utf16BigEndian {
        return .failure(Unreadable(reason: "is UTF-16 without a byte order mark"))
      }
      return .success(String(decoding: utf8, as: UTF8.self))
    case .success(.propertyList(.xmlPropertyList)):
      // An XML property list (a `.stringsdict`) is UTF-8 text.
      let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
      if UTF8Validation.firstInvalidOffset(in: body) != nil {
        return .failure(Unreadable(reason: "is not valid UTF-8"))
      }
      return .success(String(decoding: body, as: UTF8.self))
    case .success(.propertyList):
      return .failure(Unreadable(reason: "is a binary property list"))
    case .failure(let failure):
      return .failure(Unreadable(reason: "cannot be read as text: \(failure.reason)"))
    }
  }

  /// Why bytes are not text an editor opens.
  package struct Unreadable: Error, Hashable, Sendable {
    /// The reason, said of the file (`is a binary property list`).
    package let reason: String
  }
}
