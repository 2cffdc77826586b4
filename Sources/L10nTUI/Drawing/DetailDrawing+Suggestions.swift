import L10nMemory

/// The translation memory's suggestions in the edit panel: a numbered list under the edited
/// text, `1 98% Einstellungen  · Settings › title`, marked when a suggestion's format
/// specifiers do not fit the source.
extension DetailDrawing {
  /// The suggestion lines for the edited cell (none when the memory has none for it).
  func suggestionLines() -> [(String, Style)] {
    if state.isBuildingMemory {
      return [("Suggestions: the translation memory is being built…", Style(dim: true))]
    }
    let suggestions = state.memory.suggestions
    guard !suggestions.isEmpty else { return [] }
    let first = state.keymap.keysLabel(of: .valueEditor(.useSuggestion1)) ?? "?"
    var lines: [(String, Style)] = [
      ("Suggestions (\(first) … puts one in place of the text):", Style(dim: true))
    ]
    for (index, suggestion) in suggestions.enumerated() {
      let text = suggestion.line(number: index + 1)
      let style =
        suggestion.placeholderProblem != nil
        ? CellState.finding(.warning).style : Style(bold: suggestion.isExact)
      lines += wrapped("", text, style)
    }
    return lines
  }
}
