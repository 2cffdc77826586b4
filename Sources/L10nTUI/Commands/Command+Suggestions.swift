/// The edit panel's suggestion keys: `Alt-1` … `Alt-9` put the memory's suggestion of that
/// number in place of the text (rebindable in the keys file as `use-suggestion-1` …).
extension Command {
  /// The nine suggestion commands, in order.
  static let suggestionCommands: [Command] = ValueEditing.suggestions.enumerated().map {
    index, name in
    Command(
      .valueEditor(name), "Edit panel",
      "Put translation memory suggestion \(index + 1) in place of the text",
      [.alt(Character(String(index + 1)))]
    )
  }
}

extension Command.ValueEditing {
  /// The suggestion commands, numbered from 1.
  static let suggestions: [Self] = [
    .useSuggestion1, .useSuggestion2, .useSuggestion3, .useSuggestion4, .useSuggestion5,
    .useSuggestion6, .useSuggestion7, .useSuggestion8, .useSuggestion9,
  ]

  /// The suggestion's number (1…9), when the command uses one.
  var suggestionNumber: Int? {
    Self.suggestions.firstIndex(of: self).map { $0 + 1 }
  }
}
