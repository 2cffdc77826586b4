import L10nMemory
import L10nModel

/// The glossary's terms in the edit panel: each term of the source text with the translation
/// the glossary gives for the edited language, `file → Datei · a note`, green once the text
/// being edited uses it.
extension DetailDrawing {
  /// The glossary lines for the edited cell of row `row` of grid `grid` (none when the
  /// source has no term with a translation into the edited language).
  func glossaryLines(grid: Int, row: Int, editor: LineEditor) -> [(String, Style)] {
    guard !state.glossary.isEmpty, state.selectedColumn != 0,
      let source = state.project.content(grid: grid, row: row, column: 0).text
    else { return [] }
    let language = state.project.languages[state.selectedColumn]
    var seen = Set<Int>()
    var lines: [(String, Style)] = []
    let text = editor.characters.count <= Self.liveCheckLimit ? editor.text : nil
    for match in state.glossary.matches(in: source) where seen.insert(match.term).inserted {
      let entries = state.glossary.entries(of: match.term, in: language)
      guard !entries.isEmpty else { continue }
      let translations = entries.map(\.translation).joined(separator: " / ")
      let notes = Set(entries.map(\.note)).filter { !$0.isEmpty }.sorted()
      let note = notes.isEmpty ? "" : "  · " + notes.joined(separator: "; ")
      let used = text.map { Glossary.uses(entries, in: $0) } ?? false
      lines += wrapped(
        used ? "✔ " : "  ", "\(state.glossary.terms[match.term].text) → \(translations)\(note)",
        used ? Style(foreground: .green) : Style(bold: true))
    }
    guard !lines.isEmpty else { return [] }
    return [("Glossary:", Style(dim: true))] + lines
  }
}
