import L10nMemory
import L10nModel

/// The translation memory's suggestions in the edit panel: a numbered list under the edited
/// text, `1 98% Einstellungen  · Settings › title`, marked when a suggestion's format
/// specifiers do not fit the source; a user memory that cannot be read is said under them.
extension DetailDrawing {
  /// The suggestion lines for the edited cell (none when the memory has none for it).
  func suggestionLines() -> [(String, Style)] {
    let building: [(String, Style)] =
      state.isBuildingMemory
      ? [("Suggestions: the translation memory is being built…", Style(dim: true))] : []
    let problem = state.memory.userProblem.map { reason in
      wrapped("", "User memory not read: \(reason)", CellState.finding(.warning).style)
    }
    let suggestions = state.memory.suggestions
    guard !suggestions.isEmpty else { return building + (problem ?? []) }
    let first = state.keymap.keysLabel(of: .valueEditor(.useSuggestion1)) ?? "?"
    var lines: [(String, Style)] =
      building + [("Suggestions (\(first) … puts one in place of the text):", Style(dim: true))]
    for (index, suggestion) in suggestions.enumerated() {
      let text = suggestion.line(number: index + 1)
      let style =
        suggestion.placeholderProblem != nil
        ? CellState.finding(.warning).style : Style(bold: suggestion.isExact)
      lines += wrapped("", text, style)
    }
    return lines + (problem ?? [])
  }

  /// The selected cell's refused machine translations, with the keys that take one into the
  /// cell: `machine translation: apertium, refused: … · “Abrir”` (none while a text is edited:
  /// the edit panel lists them among its suggestions).
  func refusalLines(of cell: CellID) -> [(String, Style)] {
    // The edit panel lists them among the suggestions.
    if case .editing = state.mode { return [] }
    guard let refused = state.memory.refused[cell], !refused.isEmpty else { return [] }
    let style = CellState.finding(.warning).style
    let lines = refused.flatMap { suggestion in
      wrapped(
        "machine translation: ",
        "\(suggestion.placeholderProblem ?? "refused") · “\(suggestion.translation)”", style)
    }
    let edit = state.keymap.keys(of: .grid(.edit)).first.map(Command.label) ?? "?"
    let take = state.keymap.keysLabel(of: .valueEditor(.useSuggestion1)) ?? "?"
    return lines + [
      ("\(edit) then \(take) takes it into the cell, to fix by hand", Style(dim: true))
    ]
  }
}
