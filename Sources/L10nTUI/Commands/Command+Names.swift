/// The contexts of the command table and the names of their commands.
extension Command {
  /// Where a command applies: each mode answers to the keys of one or more contexts.
  package enum Context: Hashable, Sendable, CaseIterable {
    /// The grid.
    case grid
    /// A line editor (cell, key, comment, search).
    case lineEditor
    /// The edit panel: a cell's value in a line editor, with the source at hand.
    case valueEditor
    /// The plural editor (over a line editor for the field).
    case pluralEditor
    /// The table picker.
    case tablePicker
    /// The command palette (over a line editor for the query).
    case palette
    /// The help screen.
    case help
    /// A prompt's answers, by the prompt's name in a keys file (see `Prompt.kinds`).
    case prompt(String)
    /// The review of what a save will write: moving between files, saving.
    case review
    /// A full-screen text (the review, the last message): scrolling and closing.
    case pager

    /// Every context, in the order of the command table.
    package static var allCases: [Context] {
      [.grid, .lineEditor, .valueEditor, .pluralEditor, .tablePicker, .palette, .help]
        + Prompt.kinds.map { .prompt($0.name) } + [.review, .pager]
    }

    /// The grid command that opens this context, for those listed on one line of help under it.
    package var openedBy: Name? {
      switch self {
      case .grid, .lineEditor, .valueEditor: nil
      case .pluralEditor: .grid(.edit)
      case .tablePicker: .grid(.pickTable)
      case .palette: .grid(.palette)
      case .help: .grid(.help)
      case .prompt(let name): Prompt.kinds.first { $0.name == name }?.listedUnder
      // The review scrolls like any full-screen text: both are listed under it.
      case .review, .pager: .grid(.reviewChanges)
      }
    }

    /// Its name in a keys file: `grid`, `line-editor`, `plural-editor`, `quit-prompt`, ….
    package var fileName: String {
      switch self {
      case .grid: "grid"
      case .lineEditor: "line-editor"
      case .valueEditor: "value-editor"
      case .pluralEditor: "plural-editor"
      case .tablePicker: "table-picker"
      case .palette: "palette"
      case .help: "help"
      case .prompt(let name): name
      case .review: "review"
      case .pager: "pager"
      }
    }

    /// What separates its key hints.
    var hintSeparator: String { self == .grid ? "  " : " · " }
  }

  /// A command: its context and its name there.
  package enum Name: Hashable, Sendable {
    /// A command of the grid.
    case grid(Grid)
    /// A command of a line editor.
    case lineEditor(LineEditing)
    /// A command of the edit panel.
    case valueEditor(ValueEditing)
    /// A command of the plural editor.
    case pluralEditor(PluralEditing)
    /// A command of the table picker.
    case tablePicker(TablePicking)
    /// A command of the palette.
    case palette(Palette)
    /// A command of the help screen.
    case help(HelpScreen)
    /// An answer of a prompt: the prompt's name in a keys file and the answer's.
    case prompt(String, String)
    /// A command of the review of a save.
    case review(Review)
    /// A command of a full-screen text.
    case pager(Pager)

    /// Where it applies.
    package var context: Context {
      if case .prompt(let prompt, _) = self { return .prompt(prompt) }
      return member.map { type(of: $0).context } ?? .grid
    }

    /// The name as shown in help and in a keys file, unique in its context.
    package var rawValue: String {
      if case .prompt(_, let answer) = self { return answer }
      return member?.rawValue ?? ""
    }

    /// The name as a member of its context's set of names (a prompt's answer has none here).
    private var member: (any CommandSet)? {
      switch self {
      case .grid(let name): name
      case .lineEditor(let name): name
      case .valueEditor(let name): name
      case .pluralEditor(let name): name
      case .tablePicker(let name): name
      case .palette(let name): name
      case .help(let name): name
      case .prompt: nil
      case .review(let name): name
      case .pager(let name): name
      }
    }
  }

  /// Moving, finding work, editing and files, on the grid.
  package enum Grid: String, CommandSet {
    case moveUp = "move-up"
    case moveDown = "move-down"
    case moveLeft = "move-left"
    case moveRight = "move-right"
    case pageUp = "page-up"
    case pageDown = "page-down"
    case firstColumn = "first-column"
    case lastColumn = "last-column"
    case firstRow = "first-row"
    case lastRow = "last-row"
    case nextGap = "next-gap"
    case previousGap = "previous-gap"
    case nextProblem = "next-problem"
    case previousProblem = "previous-problem"
    case search
    case nextMatch = "next-match"
    case previousMatch = "previous-match"
    case cycleFilter = "cycle-filter"
    case cycleSeverity = "cycle-severity"
    case pickTable = "pick-table"
    case palette
    case focusLanguage = "focus-language"
    case scrollDetailDown = "scroll-detail-down"
    case scrollDetailUp = "scroll-detail-up"
    case narrowKeys = "narrow-keys"
    case widenKeys = "widen-keys"
    case seenAs = "seen-as"
    case edit
    case addKey = "add-key"
    case deleteKey = "delete-key"
    case removeTranslation = "remove-translation"
    case resolveDuplicate = "resolve-duplicate"
    case renameKey = "rename-key"
    case editComment = "edit-comment"
    case varyPlural = "vary-plural"
    case varyDevice = "vary-device"
    case varyArgument = "vary-argument"
    case toggleTranslate = "toggle-translate"
    case toggleReview = "toggle-review"
    case markListedReviewed = "mark-listed-reviewed"
    case applyFix = "apply-fix"
    case fillFromMemory = "fill-from-memory"
    case fillFromParent = "fill-from-parent"
    case findReplace = "find-replace"
    case translateCell = "translate-cell"
    case translateListed = "translate-listed"
    case stopJob = "stop-job"
    case reviewChanges = "review-changes"
    case showMessage = "show-message"
    case hardcodedStrings = "hard-coded-strings"
    case undo, redo, save, quit, help

    package static let context = Context.grid
    package var name: Name { .grid(self) }
  }

  /// Keeping, throwing away and editing the text of a line editor.
  package enum LineEditing: String, CommandSet {
    case commit
    case commitAndNextGap = "commit-next-gap"
    case cancel
    case cursorLeft = "cursor-left"
    case cursorRight = "cursor-right"
    case lineStart = "line-start"
    case lineEnd = "line-end"
    case deleteBackward = "delete-backward"
    case deleteForward = "delete-forward"
    case deleteWord = "delete-word"
    case deleteToStart = "delete-to-start"
    case deleteToEnd = "delete-to-end"
    case insertLineBreak = "insert-line-break"

    package static let context = Context.lineEditor
    package var name: Name { .lineEditor(self) }
  }

  /// What the edit panel adds to the line editor: the source's text and placeholders.
  package enum ValueEditing: String, CommandSet {
    case copySource = "copy-source"
    case insertPlaceholder = "insert-placeholder"
    case useSuggestion1 = "use-suggestion-1"
    case useSuggestion2 = "use-suggestion-2"
    case useSuggestion3 = "use-suggestion-3"
    case useSuggestion4 = "use-suggestion-4"
    case useSuggestion5 = "use-suggestion-5"
    case useSuggestion6 = "use-suggestion-6"
    case useSuggestion7 = "use-suggestion-7"
    case useSuggestion8 = "use-suggestion-8"
    case useSuggestion9 = "use-suggestion-9"

    package static let context = Context.valueEditor
    package var name: Name { .valueEditor(self) }
  }

  /// Moving between the plural editor's fields, removing a form or marking it for review, and
  /// keeping them.
  package enum PluralEditing: String, CommandSet {
    case previousField = "previous-field"
    case nextField = "next-field"
    case keepAll = "keep-all"
    case removeForm = "remove-form"
    case toggleReview = "toggle-review"

    package static let context = Context.pluralEditor
    package var name: Name { .pluralEditor(self) }
  }

  /// Choosing a table.
  package enum TablePicking: String, CommandSet {
    case moveUp = "move-up"
    case moveDown = "move-down"
    case showTable = "show-table"
    case close

    package static let context = Context.tablePicker
    package var name: Name { .tablePicker(self) }
  }

  /// Choosing in the command palette.
  package enum Palette: String, CommandSet {
    case moveUp = "move-up"
    case moveDown = "move-down"
    case run
    case close

    package static let context = Context.palette
    package var name: Name { .palette(self) }
  }

  /// Scrolling and closing the help screen.
  package enum HelpScreen: String, CommandSet {
    case moveUp = "move-up"
    case moveDown = "move-down"
    case pageUp = "page-up"
    case pageDown = "page-down"
    case top
    case bottom
    case close

    package static let context = Context.help
    package var name: Name { .help(self) }
  }
}

extension Command {
  /// Moving between the files of the review of a save, and saving from it.
  package enum Review: String, CommandSet {
    case nextFile = "next-file"
    case previousFile = "previous-file"
    case save

    package static let context = Context.review
    package var name: Name { .review(self) }
  }

  /// Scrolling and closing a full-screen text (the review of a save, the last message).
  package enum Pager: String, CommandSet {
    case moveUp = "move-up"
    case moveDown = "move-down"
    case pageUp = "page-up"
    case pageDown = "page-down"
    case top
    case bottom
    case close

    package static let context = Context.pager
    package var name: Name { .pager(self) }
  }
}

/// The names of one context's commands: what its mode switches over.
package protocol CommandSet: CaseIterable, Hashable, Sendable {
  /// The context they belong to.
  static var context: Command.Context { get }
  /// The name as shown in help, unique in the context.
  var rawValue: String { get }
  /// The command's name in the table.
  var name: Command.Name { get }
}
