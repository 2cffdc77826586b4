/// A table's name validated as the file name it becomes (`<name>.strings`, `<name>.xcstrings`).
///
/// Names come from files a project does not control (a table named in code, an XLIFF `<file>`,
/// a CSV row), so a name that is a path (`../en.lproj/Localizable`, `/tmp/x`, `a/b`), hides
/// the file (`.x`), holds control characters or is too long for a file system is refused.
package enum TableName {
  /// The longest name accepted, in UTF-8 bytes: room for `.stringsdict` within the 255 bytes
  /// file systems allow a name.
  package static let maximumBytes = 200

  /// Why `name` cannot name a table's file, or `nil` when it can.
  package static func problem(in name: String) -> String? {
    if name.isEmpty { return "an empty table name" }
    if name.contains("/") || name.contains("\\") || name == "." || name == ".." {
      return "\(quoted(name)) is a path, not a table name"
    }
    if name.hasPrefix(".") { return "a table name does not start with '.'; \(quoted(name)) does" }
    if let bad = name.unicodeScalars.first(where: isControl) {
      return "\(quoted(name)) holds \(bad.codePoint)"
        + ", a control character"
    }
    if name.utf8.count > maximumBytes {
      return "a table name has at most \(maximumBytes) bytes; this one has \(name.utf8.count)"
    }
    return nil
  }

  /// Control characters, and the invisible format characters that would disguise a name in a
  /// terminal or a file browser (bidi overrides and isolates, zero-width characters).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      || scalar.properties.generalCategory == .format
  }

  private static func quoted(_ name: String) -> String {
    "\""
      + String(
        String.UnicodeScalarView(name.unicodeScalars.prefix(80).map { isControl($0) ? "?" : $0 }))
      + (name.unicodeScalars.count > 80 ? "…" : "") + "\""
  }
}
