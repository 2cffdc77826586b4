/// The command table: every context's keys, in help order.
extension Command {
  /// The command table.
  package static let all: [Command] =
    grid + valueEditing + lineEditing + modes
    + Prompt.kinds.flatMap(\.commands) + fullScreen

  private static let grid: [Command] = [
    Command(.grid(.moveUp), "Move", "Up one key", [.key(.up), .character("k")]),
    Command(.grid(.moveDown), "Move", "Down one key", [.key(.down), .character("j")]),
    Command(.grid(.moveLeft), "Move", "One language left", [.key(.left), .character("h")]),
    Command(.grid(.moveRight), "Move", "One language right", [.key(.right), .character("l")]),
    Command(.grid(.pageUp), "Move", "Up one screen", [.key(.pageUp)]),
    Command(.grid(.pageDown), "Move", "Down one screen", [.key(.pageDown)]),
    Command(.grid(.firstColumn), "Move", "To the source language", [.key(.home)]),
    Command(.grid(.lastColumn), "Move", "To the last language", [.key(.end)]),
    Command(.grid(.firstRow), "Move", "To the first key", [.character("g")]),
    Command(.grid(.lastRow), "Move", "To the last key", [.character("G")]),
    Command(
      .grid(.nextGap), "Find work", "Next gap (missing or empty cell)", [.key(.tab)],
      hint: Hint("gap", order: 0)),
    Command(.grid(.previousGap), "Find work", "Previous gap", [.key(.backTab)]),
    Command(
      .grid(.nextProblem), "Find work", "Next cell with a finding", [.character("]")],
      hint: Hint("finding", order: 1)),
    Command(
      .grid(.previousProblem), "Find work", "Previous cell with a finding", [.character("[")]),
    Command(
      .grid(.search), "Find work", "Search keys and values as you type", [.character("/")],
      hint: Hint("search", order: 6)),
    Command(.grid(.nextMatch), "Find work", "Next match", [.character("n")]),
    Command(.grid(.previousMatch), "Find work", "Previous match", [.character("N")]),
    Command(
      .grid(.cycleFilter), "Find work", "Show all keys / gaps / problems", [.character("f")],
      hint: Hint("filter", order: 7)),
    Command(
      .grid(.cycleSeverity), "Find work",
      "] [ and the problems filter: errors and warnings / errors only / also notes",
      [.character("!")]),
    Command(
      .grid(.scrollDetailDown), "Move", "Scroll the detail pane down (the mouse wheel over it too)",
      [.character("J")]),
    Command(.grid(.scrollDetailUp), "Move", "Scroll the detail pane up", [.character("K")]),
    Command(.grid(.narrowKeys), "Move", "Narrow the key column", [.character("<")]),
    Command(.grid(.widenKeys), "Move", "Widen the key column", [.character(">")]),
    Command(
      .grid(.seenAs), "Find work",
      "A column of what a user with given languages sees",
      [.character("p")]),
    Command(
      .grid(.hardcodedStrings), "Find work",
      "List the hard-coded strings of the scanned code whose key would go to the table",
      [.character("H")]),
    Command(
      .grid(.pickTable), "Find work", "Show one table, or all", [.character("t")],
      hint: Hint("table", order: 8)),
    Command(
      .grid(.palette), "Find work",
      "Palette: languages, tables, keys, filters and commands by name",
      [.character(":"), .control("p")], hint: Hint("palette", order: 6)),
    Command(
      .grid(.focusLanguage), "Find work",
      "Translate the selected language alone (again: every language)",
      [.character("L")]),
    Command(
      .grid(.edit), "Edit", "Edit the cell", [.key(.enter), .character("e")],
      hint: Hint("edit", order: 2)),
    Command(
      .grid(.addKey), "Edit", "Add a key to the table's source (the other languages show gaps)",
      [.character("a")]),
    Command(
      .grid(.deleteKey), "Edit", "Delete the key everywhere (asks first)", [.character("d")]),
    Command(
      .grid(.removeTranslation), "Edit",
      "Remove this language's translation (back to missing; undo brings it back)",
      [.character("x"), .key(.delete)]),
    Command(
      .grid(.resolveDuplicate), "Edit",
      "A key defined twice in this language's file: choose the copy to keep", [.character("D")]),
    Command(.grid(.renameKey), "Edit", "Rename the key everywhere", [.character("r")]),
    Command(.grid(.editComment), "Edit", "Edit the key's comment", [.character("c")]),
    Command(
      .grid(.varyPlural), "Edit",
      "String Catalog: vary the cell by plural (its language's categories), or back", []),
    Command(
      .grid(.varyDevice), "Edit",
      "String Catalog: vary the cell by a device typed (one it varies on: removed)", []),
    Command(
      .grid(.varyArgument), "Edit",
      "String Catalog: vary one count of several by plural, its number typed (again: back)", []),
    Command(
      .grid(.toggleTranslate), "Edit",
      "String Catalog: mark the key Don't Translate, or to translate again", []),
    Command(
      .grid(.applyFix), "Edit",
      "Apply the fix of the cell's findings (the detail pane says which fix)", [.character("F")]),
    Command(
      .grid(.toggleReview), "Edit",
      "Mark the cell reviewed (a reviewed String Catalog translation: needs review again)",
      [.character("m")]),
    Command(
      .grid(.markListedReviewed), "Edit",
      "Mark every listed cell that needs review reviewed (asks first)", [.alt("m")]),
    Command(
      .grid(.fillFromMemory), "Bulk",
      "Fill the language's gaps from the memory's exact matches (catalogs: needs review)",
      [.character("M")]),
    Command(
      .grid(.fillFromParent), "Bulk",
      "Fill a regional language's gaps from its parent (es-MX from es) where it has a text",
      [.character("P")]),
    Command(
      .grid(.findReplace), "Bulk",
      "Find and replace (regex) in the language's values, placeholders kept",
      [.character("R")]),
    Command(
      .grid(.translateCell), "Bulk",
      "Machine-translate the cell with a provider (asks first; needs review after)",
      [.character("T")]),
    Command(
      .grid(.translateListed), "Bulk",
      "Machine-translate the language's listed gaps, or the cells the state filter shows (asks)",
      [.alt("t")]),
    Command(
      .grid(.stopJob), "Bulk",
      "Stop the machine translation running (what passed so far is kept)", [.key(.escape)]),
    Command(
      .grid(.undo), "Edit", "Undo the last edit", [.character("u")],
      hint: Hint("undo", order: 9)),
    Command(.grid(.redo), "Edit", "Redo", [.control("r")]),
    Command(
      .grid(.save), "File", "Save the changed files, sorted, as UTF-8",
      [.character("s"), .control("s")], hint: Hint("save", order: 3)),
    Command(
      .grid(.reviewChanges), "File", "Review what the save will write (a diff per file)",
      [.character("S")]),
    Command(
      .grid(.showMessage), "File", "Show the last message in full (a long one is cut below)",
      [.character("v")]),
    Command(
      .grid(.quit), "File", "Quit (asks when there are unsaved edits)",
      [.character("q"), .control("c"), .control("q")], hint: Hint("quit", order: 5)),
    Command(.grid(.help), "File", "This help", [.character("?")], hint: Hint("help", order: 4)),
  ]

  private static let valueEditing: [Command] =
    [
      Command(
        .valueEditor(.copySource), "Edit panel", "Put the source text in place of the text",
        [.control("b")], hint: Hint("copy source", order: 5)),
      Command(
        .valueEditor(.insertPlaceholder), "Edit panel",
        "Insert the next source placeholder the text does not use yet", [.control("t")],
        hint: Hint("placeholder", order: 6)),
    ] + suggestionCommands

  private static let lineEditing: [Command] = [
    Command(
      .lineEditor(.commit), "Line editor", "Keep the text", [.key(.enter)],
      hint: Hint("keep", order: 1)),
    Command(
      .lineEditor(.commitAndNextGap), "Line editor", "Keep the text and edit the next gap",
      [.key(.tab)], hint: Hint("keep + next gap", order: 2)),
    Command(
      .lineEditor(.cancel), "Line editor", "Throw the text away", [.key(.escape), .control("c")],
      hint: Hint("cancel", order: 3)),
    Command(.lineEditor(.cursorLeft), "Line editor", "One character left", [.key(.left)]),
    Command(.lineEditor(.cursorRight), "Line editor", "One character right", [.key(.right)]),
    Command(
      .lineEditor(.lineStart), "Line editor", "To the start", [.key(.home), .control("a")]),
    Command(.lineEditor(.lineEnd), "Line editor", "To the end", [.key(.end), .control("e")]),
    Command(
      .lineEditor(.deleteBackward), "Line editor", "Delete before the cursor",
      [.key(.backspace), .control("h")]),
    Command(
      .lineEditor(.deleteForward), "Line editor", "Delete after the cursor",
      [.key(.delete), .control("d")]),
    Command(
      .lineEditor(.deleteWord), "Line editor", "Delete the word before the cursor",
      [.control("w")]),
    Command(
      .lineEditor(.deleteToStart), "Line editor", "Delete to the start", [.control("u")]),
    Command(.lineEditor(.deleteToEnd), "Line editor", "Delete to the end", [.control("k")]),
    Command(
      .lineEditor(.insertLineBreak), "Line editor", "Insert a line break",
      [.alt("\r"), .control("j")], hint: Hint("line break", order: 4)),
  ]

  /// The contexts listed in help on one line under the command that opens them.
  private static let modes: [Command] = [
    Command(
      .pluralEditor(.previousField), [.key(.up), .key(.backTab)], hint: Hint("field", order: 0)),
    Command(
      .pluralEditor(.nextField), [.key(.down), .key(.tab)],
      hint: Hint("field", order: 0, keyCount: 2)),
    Command(.pluralEditor(.keepAll), [.key(.enter)], hint: Hint("keep all", order: 1)),
    Command(.pluralEditor(.removeForm), [.control("x")], hint: Hint("remove form", order: 5)),
    Command(.pluralEditor(.toggleReview), [.control("r")], hint: Hint("review", order: 6)),
    Command(.palette(.moveUp), [.key(.up), .control("p")], hint: Hint("choose", order: 0)),
    Command(.palette(.moveDown), [.key(.down), .control("n")], hint: Hint("choose", order: 0)),
    Command(.palette(.run), [.key(.enter)], hint: Hint("go", order: 1)),
    Command(.palette(.close), [.key(.escape), .control("c")], hint: Hint("close", order: 2)),
    Command(.tablePicker(.moveUp), [.key(.up), .character("k")], hint: Hint("choose", order: 0)),
    Command(
      .tablePicker(.moveDown), [.key(.down), .character("j")], hint: Hint("choose", order: 0)),
    Command(.tablePicker(.showTable), [.key(.enter)], hint: Hint("show", order: 1)),
    Command(
      .tablePicker(.close), [.key(.escape), .character("q"), .character("t")],
      hint: Hint("close", order: 2)),
    Command(.help(.moveUp), [.key(.up), .character("k")], hint: Hint("scroll", order: 0)),
    Command(.help(.moveDown), [.key(.down), .character("j")], hint: Hint("scroll", order: 0)),
    Command(.help(.pageUp), [.key(.pageUp)], hint: Hint("scroll", order: 0)),
    Command(
      .help(.pageDown), [.key(.pageDown), .character(" ")], hint: Hint("scroll", order: 0)),
    Command(.help(.top), [.character("g"), .key(.home)]),
    Command(.help(.bottom), [.character("G"), .key(.end)]),
    Command(
      .help(.close), [.key(.escape), .character("q"), .character("?")],
      hint: Hint("closes", order: 1)),
  ]

  /// The review of a save and the full-screen texts, listed after the prompts.
  private static let fullScreen: [Command] = [
    Command(
      .review(.nextFile), [.character("]"), .character("n")], hint: Hint("file", order: 1)),
    Command(
      .review(.previousFile), [.character("["), .character("N")], hint: Hint("file", order: 1)),
    Command(.review(.save), [.character("s")], hint: Hint("save", order: 2)),
    Command(.pager(.moveUp), [.key(.up), .character("k")], hint: Hint("scroll", order: 0)),
    Command(.pager(.moveDown), [.key(.down), .character("j")], hint: Hint("scroll", order: 0)),
    Command(.pager(.pageUp), [.key(.pageUp)], hint: Hint("scroll", order: 0)),
    Command(
      .pager(.pageDown), [.key(.pageDown), .character(" ")], hint: Hint("scroll", order: 0)),
    Command(.pager(.top), [.character("g")], hint: Hint("scroll", order: 0)),
    Command(.pager(.bottom), [.character("G")], hint: Hint("scroll", order: 0)),
    Command(
      .pager(.close), [.key(.escape), .character("q")], hint: Hint("close", order: 3, keyCount: 2)),
  ]
}
