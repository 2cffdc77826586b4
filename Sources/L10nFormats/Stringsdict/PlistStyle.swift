import L10nModel

/// How a property list file lays out what a writer adds: one level of indentation and the line
/// ending.
struct PlistStyle {
  /// One level of indentation (a tab, or some spaces).
  var indentUnit: [UInt8]
  /// LF, CRLF or CR.
  var lineEnding: [UInt8]

  /// Xcode's layout: tabs and LF.
  static let xcode = PlistStyle(indentUnit: [0x09], lineEnding: [0x0A])

  /// The style of the file `source` was read from.
  ///
  /// The unit is how much deeper the first nested entry is indented than its parent entry (or
  /// the top-level entries' indentation, or a tab when neither says).
  init(of source: PlistSource) {
    lineEnding = XMLTrivia.lineEnding(of: source.text)
    indentUnit = Self.xcode.indentUnit
    let entries = source.root.entries ?? []
    guard let first = entries.first?.source else { return }
    let outer = XMLTrivia.lineIndent(in: source.text, at: Int(first.key.start))
    if !outer.isEmpty { indentUnit = Array(outer) }
    for entry in entries {
      guard let inner = entry.value.entries?.first?.source, let parent = entry.source else {
        continue
      }
      let parentIndent = XMLTrivia.lineIndent(in: source.text, at: Int(parent.key.start))
      let innerIndent = XMLTrivia.lineIndent(in: source.text, at: Int(inner.key.start))
      if innerIndent.count > parentIndent.count, innerIndent.starts(with: parentIndent) {
        indentUnit = Array(innerIndent.dropFirst(parentIndent.count))
      }
      return
    }
  }

  /// Creates a style.
  init(indentUnit: [UInt8], lineEnding: [UInt8]) {
    self.indentUnit = indentUnit
    self.lineEnding = lineEnding
  }
}
