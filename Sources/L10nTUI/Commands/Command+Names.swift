/// The contexts of the command table and the names of their commands.
extension Command {
  /// Where a command applies: each mode answers to the keys of one or more contexts.
  package enum Context: String, Sendable, CaseIterable {
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
    /// Asking whether to delete a key.
    case deletePrompt
    /// Asking whether to save before quitting.
    case quitPrompt
    /// Asking whether a new source comment goes to the languages that shared the old one.
    case commentPrompt
    /// Asking whether to restore the edits an earlier session left unsaved.
    case restorePrompt
    /// Deciding a cell changed both here and on disk.
    case conflictPrompt
    /// Choosing the copy of a duplicate key to keep.
    case occurrencePrompt
    /// Choosing, at the first save that would re-sort a file, whether saves sort files.
    case sortPrompt
    /// The review of what a save will write: moving between files, saving.
    case review
    /// A full-screen text (the review, the last message): scrolling and closing.
    case pager

    /// The grid command that opens this context, for those listed on one line of help under it.
    package var openedBy: Name? {
      switch self {
      case .grid, .lineEditor, .valueEditor: nil
      case .pluralEditor: .grid(.edit)
      case .tablePicker: .grid(.pickTable)
      case .palette: .grid(.palette)
      case .help: .grid(.help)
      case .deletePrompt: .grid(.deleteKey)
      case .quitPrompt: .grid(.quit)
      case .commentPrompt: .grid(.editComment)
      // Shown at start when an earlier session ended with unsaved edits: listed under save.
      case .restorePrompt: .grid(.save)
      // Asked when saving finds cells changed on disk too: listed under save.
      case .conflictPrompt: .grid(.save)
      case .occurrencePrompt: .grid(.resolveDuplicate)
      // Asked at the first save that would re-sort a file: listed under save.
      case .sortPrompt: .grid(.save)
      // The review scrolls like any full-screen text: both are listed under it.
      case .review, .pager: .grid(.reviewChanges)
      }
    }

    /// Its name in a keys file: `grid`, `line-editor`, `plural-editor`, ….
    package var fileName: String {
      rawValue.reduce(into: "") { name, character in
        name += character.isUppercase ? "-" + character.lowercased() : String(character)
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
    /// An answer to the delete prompt.
    case deletePrompt(DeletePrompt)
    /// An answer to the quit prompt.
    case quitPrompt(QuitPrompt)
    /// An answer to the comment prompt.
    case commentPrompt(CommentPrompt)
    /// An answer to the restore prompt.
    case restorePrompt(RestorePrompt)
    /// An answer to the conflict prompt.
    case conflictPrompt(ConflictPrompt)
    /// An answer to the duplicate-key prompt.
    case occurrencePrompt(OccurrencePrompt)
    /// An answer to the sort prompt.
    case sortPrompt(SortPrompt)
    /// A command of the review of a save.
    case review(Review)
    /// A command of a full-screen text.
    case pager(Pager)

    /// Where it applies.
    package var context: Context { type(of: member).context }

    /// The name as shown in help (and for a future user keymap), unique in its context.
    package var rawValue: String { member.rawValue }

    /// The name as a member of its context's set of names.
    private var member: any CommandSet {
      switch self {
      case .grid(let name): name
      case .lineEditor(let name): name
      case .valueEditor(let name): name
      case .pluralEditor(let name): name
      case .tablePicker(let name): name
      case .palette(let name): name
      case .help(let name): name
      case .deletePrompt(let name): name
      case .quitPrompt(let name): name
      case .commentPrompt(let name): name
      case .restorePrompt(let name): name
      case .conflictPrompt(let name): name
      case .occurrencePrompt(let name): name
      case .sortPrompt(let name): name
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
    case toggleReview = "toggle-review"
    case applyFix = "apply-fix"
    case fillFromMemory = "fill-from-memory"
    case fillFromParent = "fill-from-parent"
    case findReplace = "find-replace"
    case reviewChanges = "review-changes"
    case showMessage = "show-message"
    case undo, redo, save, quit, help

    static let context = Context.grid
    var name: Name { .grid(self) }
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

    static let context = Context.lineEditor
    var name: Name { .lineEditor(self) }
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

    static let context = Context.valueEditor
    var name: Name { .valueEditor(self) }
  }

  /// Moving between the plural editor's fields, removing a form or marking it for review, and
  /// keeping them.
  package enum PluralEditing: String, CommandSet {
    case previousField = "previous-field"
    case nextField = "next-field"
    case keepAll = "keep-all"
    case removeForm = "remove-form"
    case toggleReview = "toggle-review"

    static let context = Context.pluralEditor
    var name: Name { .pluralEditor(self) }
  }

  /// Choosing a table.
  package enum TablePicking: String, CommandSet {
    case moveUp = "move-up"
    case moveDown = "move-down"
    case showTable = "show-table"
    case close

    static let context = Context.tablePicker
    var name: Name { .tablePicker(self) }
  }

  /// Choosing in the command palette.
  package enum Palette: String, CommandSet {
    case moveUp = "move-up"
    case moveDown = "move-down"
    case run
    case close

    static let context = Context.palette
    var name: Name { .palette(self) }
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

    static let context = Context.help
    var name: Name { .help(self) }
  }

  /// The answers to "delete this key?"; any other key keeps it.
  package enum DeletePrompt: String, CommandSet {
    case delete
    case keep

    static let context = Context.deletePrompt
    var name: Name { .deletePrompt(self) }
  }

  /// The answers to "save before quitting?"; any other key cancels.
  package enum QuitPrompt: String, CommandSet {
    case saveAndQuit = "save-and-quit"
    case discardAndQuit = "discard-and-quit"
    case review
    case cancel

    static let context = Context.quitPrompt
    var name: Name { .quitPrompt(self) }
  }
}

extension Command {
  /// The answers to "apply the new source comment to the languages that shared the old one?";
  /// any other key keeps their comments.
  package enum CommentPrompt: String, CommandSet {
    case apply
    case keep

    static let context = Context.commentPrompt
    var name: Name { .commentPrompt(self) }
  }

  /// The answers to "restore the edits an earlier session left unsaved?"; any other key
  /// discards them.
  package enum RestorePrompt: String, CommandSet {
    case restore
    case discard

    static let context = Context.restorePrompt
    var name: Name { .restorePrompt(self) }
  }

  /// The answers to "saving sorts these files: sort them (from now on), keep their order, or
  /// review?"; any other key asks again.
  package enum SortPrompt: String, CommandSet {
    case sort
    case keepOrder = "keep-order"
    case review
    case cancel

    static let context = Context.sortPrompt
    var name: Name { .sortPrompt(self) }
  }

  /// The answers to "this cell changed here and on disk: which value?"; any other key asks
  /// again.
  package enum ConflictPrompt: String, CommandSet {
    case keepMine = "keep-mine"
    case keepDisk = "keep-disk"
    case edit
    case cancel

    static let context = Context.conflictPrompt
    var name: Name { .conflictPrompt(self) }
  }

  /// The answers to "which copy of this duplicate key stays?": a digit names the copy (typed
  /// like text in a line editor, so not in the table); `cancel` keeps them all.
  package enum OccurrencePrompt: String, CommandSet {
    case cancel

    static let context = Context.occurrencePrompt
    var name: Name { .occurrencePrompt(self) }
  }
}

extension Command {
  /// Moving between the files of the review of a save, and saving from it.
  package enum Review: String, CommandSet {
    case nextFile = "next-file"
    case previousFile = "previous-file"
    case save

    static let context = Context.review
    var name: Name { .review(self) }
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

    static let context = Context.pager
    var name: Name { .pager(self) }
  }
}

/// The names of one context's commands: what its mode switches over.
protocol CommandSet: CaseIterable, Hashable, Sendable {
  /// The context they belong to.
  static var context: Command.Context { get }
  /// The name as shown in help, unique in the context.
  var rawValue: String { get }
  /// The command's name in the table.
  var name: Command.Name { get }
}
