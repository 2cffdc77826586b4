/// The lines of a source file holding an `l10nedit:ignore` comment (`// l10nedit:ignore
/// hardcoded-string`): a marker silences what lies on its own line or the line below.
package struct IgnoreMarkers: Sendable {
  /// The marker's text to the end of its line, by line number (1-based).
  private var markers: [Int: String] = [:]

  /// The markers of `text`; one search when there is none.
  package init(_ text: String) {
    guard text.utf8.count >= Self.marker.utf8.count, text.contains(Self.marker) else { return }
    var line = 1
    for content in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let found = content.firstRange(of: Self.marker) {
        markers[line] = String(content[found.lowerBound...])
      }
      line += 1
    }
  }

  /// The marker on `line` or the line above, if any.
  package func marker(forLine line: Int) -> String? {
    markers[line] ?? markers[line - 1]
  }

  /// The marker (`InlineIgnore.marker` of the rules).
  static let marker = "l10nedit:ignore"
}
