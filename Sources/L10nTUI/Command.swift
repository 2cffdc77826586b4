/// Every action a key can trigger, with its name, help text and default keys — one table that
/// drives both the keymap and the help screen.
public struct Command: Sendable {
  /// The command names, as shown in help (and for a future user keymap).
  public enum Name: String, Sendable, CaseIterable {
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
    case pickTable = "pick-table"
    case edit
    case addKey = "add-key"
    case deleteKey = "delete-key"
    case renameKey = "rename-key"
    case editComment = "edit-comment"
    case undo
    case redo, save, quit, help
    case toggleReview = "toggle-review"
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
  }

  /// Where a command applies.
  public enum Context: String, Sendable {
    /// The grid.
    case grid
    /// A line editor (cell, key, comment, search).
    case lineEditor
  }

  /// The command.
  public let name: Name
  /// Where it applies.
  public let context: Context
  /// The help screen's section.
  public let group: String
  /// One line of help.
  public let help: String
  /// The keys bound to it by default.
  public let keys: [KeyEvent]

  /// The command table.
  public static let all: [Command] = [
    Command(.moveUp, .grid, "Move", "Up one key", [.key(.up), .character("k")]),
    Command(.moveDown, .grid, "Move", "Down one key", [.key(.down), .character("j")]),
    Command(.moveLeft, .grid, "Move", "One language left", [.key(.left), .character("h")]),
    Command(.moveRight, .grid, "Move", "One language right", [.key(.right), .character("l")]),
    Command(.pageUp, .grid, "Move", "Up one screen", [.key(.pageUp)]),
    Command(.pageDown, .grid, "Move", "Down one screen", [.key(.pageDown)]),
    Command(.firstColumn, .grid, "Move", "To the source language", [.key(.home)]),
    Command(.lastColumn, .grid, "Move", "To the last language", [.key(.end)]),
    Command(.firstRow, .grid, "Move", "To the first key", [.character("g")]),
    Command(.lastRow, .grid, "Move", "To the last key", [.character("G")]),
    Command(.nextGap, .grid, "Find work", "Next gap (missing or empty cell)", [.key(.tab)]),
    Command(.previousGap, .grid, "Find work", "Previous gap", [.key(.backTab)]),
    Command(.nextProblem, .grid, "Find work", "Next cell with a finding", [.character("]")]),
    Command(
      .previousProblem, .grid, "Find work", "Previous cell with a finding", [.character("[")]),
    Command(.search, .grid, "Find work", "Search keys and values as you type", [.character("/")]),
    Command(.nextMatch, .grid, "Find work", "Next match", [.character("n")]),
    Command(.previousMatch, .grid, "Find work", "Previous match", [.character("N")]),
    Command(.cycleFilter, .grid, "Find work", "Show all keys / gaps / problems", [.character("f")]),
    Command(.pickTable, .grid, "Find work", "Show one table, or all", [.character("t")]),
    Command(.edit, .grid, "Edit", "Edit the cell", [.key(.enter), .character("e")]),
    Command(.addKey, .grid, "Edit", "Add a key to every language of the table", [.character("a")]),
    Command(.deleteKey, .grid, "Edit", "Delete the key everywhere (asks first)", [.character("d")]),
    Command(.renameKey, .grid, "Edit", "Rename the key everywhere", [.character("r")]),
    Command(.editComment, .grid, "Edit", "Edit the key's comment", [.character("c")]),
    Command(
      .toggleReview, .grid, "Edit", "String Catalogs: mark reviewed / needs review",
      [.character("m")]),
    Command(.undo, .grid, "Edit", "Undo the last edit", [.character("u")]),
    Command(.redo, .grid, "Edit", "Redo", [.control("r")]),
    Command(
      .save, .grid, "File", "Save the changed files, sorted, as UTF-8",
      [.character("s"), .control("s")]),
    Command(
      .quit, .grid, "File", "Quit (asks when there are unsaved edits)",
      [.character("q"), .control("c"), .control("q")]),
    Command(.help, .grid, "File", "This help", [.character("?")]),
    Command(.commit, .lineEditor, "Line editor", "Keep the text", [.key(.enter)]),
    Command(
      .commitAndNextGap, .lineEditor, "Line editor", "Keep the text and edit the next gap",
      [.key(.tab)]),
    Command(.cancel, .lineEditor, "Line editor", "Throw the text away", [.key(.escape)]),
    Command(.cursorLeft, .lineEditor, "Line editor", "One character left", [.key(.left)]),
    Command(.cursorRight, .lineEditor, "Line editor", "One character right", [.key(.right)]),
    Command(.lineStart, .lineEditor, "Line editor", "To the start", [.key(.home), .control("a")]),
    Command(.lineEnd, .lineEditor, "Line editor", "To the end", [.key(.end), .control("e")]),
    Command(
      .deleteBackward, .lineEditor, "Line editor", "Delete before the cursor",
      [.key(.backspace), .control("h")]),
    Command(
      .deleteForward, .lineEditor, "Line editor", "Delete after the cursor",
      [.key(.delete), .control("d")]),
    Command(
      .deleteWord, .lineEditor, "Line editor", "Delete the word before the cursor", [.control("w")]),
    Command(.deleteToStart, .lineEditor, "Line editor", "Delete to the start", [.control("u")]),
    Command(.deleteToEnd, .lineEditor, "Line editor", "Delete to the end", [.control("k")]),
    Command(
      .insertLineBreak, .lineEditor, "Line editor", "Insert a line break",
      [.alt("\r"), .control("j")]),
  ]

  private init(
    _ name: Name, _ context: Context, _ group: String, _ help: String, _ keys: [KeyEvent]
  ) {
    self.name = name
    self.context = context
    self.group = group
    self.help = help
    self.keys = keys
  }

  /// The command `event` triggers in `context`, if any.
  public static func named(for event: KeyEvent, in context: Context) -> Name? {
    keymap[context]?[event]
  }

  private static let keymap: [Context: [KeyEvent: Name]] = {
    var map: [Context: [KeyEvent: Name]] = [:]
    for command in all {
      for key in command.keys { map[command.context, default: [:]][key] = command.name }
    }
    return map
  }()

  /// How a key reads in help: `↓`, `Tab`, `Ctrl-R`, `Alt-Enter`, `g`.
  public static func label(_ event: KeyEvent) -> String {
    switch event {
    case .character(let character): String(character)
    case .control(let character): "Ctrl-\(character.uppercased())"
    case .alt(let character): character == "\r" ? "Alt-Enter" : "Alt-\(character)"
    case .key(let key): specialLabels[key] ?? key.rawValue
    case .paste: "paste"
    case .mouse: "mouse"
    case .resize: "resize"
    }
  }

  private static let specialLabels: [KeyEvent.SpecialKey: String] = [
    .up: "↑", .down: "↓", .left: "←", .right: "→", .pageUp: "PgUp", .pageDown: "PgDn",
    .home: "Home", .end: "End", .enter: "Enter", .tab: "Tab", .backTab: "Shift-Tab",
    .backspace: "Backspace", .delete: "Delete", .escape: "Esc",
  ]

  /// The help screen's lines, generated from the table.
  public static var helpLines: [String] {
    var lines: [String] = ["l10nedit keys (Esc, q or ? closes this help)", ""]
    var group = ""
    for command in all {
      if command.group != group {
        if !group.isEmpty { lines.append("") }
        group = command.group
        lines.append(group)
      }
      let keys = command.keys.map(label).joined(separator: " ")
      lines.append(
        "  " + TextWidth.pad(keys, to: 22) + command.help + "  (\(command.name.rawValue))")
    }
    return lines
  }
}
