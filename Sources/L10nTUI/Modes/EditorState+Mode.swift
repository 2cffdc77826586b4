import L10nCheck
import L10nModel

/// The keyboard modes, and the component that handles each one's keys.
extension EditorState {
  /// What the keyboard is doing.
  package enum Mode: Hashable, Sendable {
    /// Moving around the grid.
    case normal
    /// Editing text in a line editor.
    case editing(EditTarget, LineEditor)
    /// Editing the plural forms of a `.stringsdict` entry.
    case editingPlural(PluralEditor)
    /// Typing a search.
    case searching(LineEditor)
    /// Asking a question on the bottom line (see `EditorState.ask`).
    case prompting(Prompt)
    /// Choosing the table to show.
    case pickingTable(Int)
    /// The command palette.
    case palette(Palette)
    /// The help screen, scrolled by a number of lines.
    case help(Int)
    /// The review of what a save will write (`EditorState.review`), scrolled by a number of
    /// lines; closing it goes back to the quit prompt when that opened it.
    case reviewing(scroll: Int, fromQuitPrompt: Bool)
    /// The last message in full (`EditorState.lastMessage`), scrolled by a number of lines.
    case readingMessage(Int)
  }

  /// What a line editor's text becomes when committed.
  package enum EditTarget: Hashable, Sendable {
    /// A cell's value.
    case value(CellID)
    /// The name of a new key of a table.
    case newKey(TableID)
    /// The source value of a new key.
    case newKeyValue(TableID, LocalizationKey)
    /// A new name for a key.
    case rename(TableID, LocalizationKey)
    /// The comment of a cell's entry (each language's file keeps its own).
    case comment(CellID)
    /// A device a String Catalog translation is to vary by (or no longer, if it does).
    case device(CellID)
    /// The number of the argument of a String Catalog translation to vary by plural (or no
    /// longer, if it does).
    case argument(CellID)
    /// The text that decides the conflict at this index of the pending merge.
    case conflictText(Int)
    /// The preferred languages of the "seen as" column; the recent list shown, if one is.
    case seenAs(recent: Int?)
    /// The regular expression to find in a language's values (`find-replace`).
    case findPattern(LanguageID)
    /// What replaces the matches of `pattern` in a language's values.
    case replacement(LanguageID, pattern: String)
  }
}

extension EditorState.Mode {
  /// The component that handles the mode's keys.
  var component: any ModeComponent {
    switch self {
    case .normal: GridMode()
    case .editing(.value(let cell), _): ValueEditingMode(target: .value(cell))
    case .editing(.seenAs(let recent), _): SeenAsPromptMode(recent: recent)
    case .editing(let target, _): LineEditingMode(target: target)
    case .editingPlural(let editor): PluralEditingMode(editor: editor)
    case .searching(let editor): SearchMode(editor: editor)
    case .prompting(let prompt): PromptMode(prompt: prompt)
    case .pickingTable(let index): TablePickerMode(index: index)
    case .palette: PaletteMode()
    case .help(let scroll): HelpScreenMode(scroll: scroll)
    case .reviewing(let scroll, let fromQuitPrompt):
      ReviewMode(scroll: scroll, fromQuitPrompt: fromQuitPrompt)
    case .readingMessage(let scroll): MessageViewMode(scroll: scroll)
    }
  }

  /// The contexts whose keys the mode answers to, the first binding of a key winning.
  var contexts: [Command.Context] { component.contexts }
}
