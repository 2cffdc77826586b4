import L10nCheck
import L10nGrammar
import L10nModel

/// The pane under the grid: the selected key, its table and comment, the source value and the
/// selected cell's value in full (wrapped, escapes visible) — or, while the cell is edited, the
/// value being edited with the cursor in it — and the cell's findings in words.
struct DetailDrawing {
  let state: EditorState
  let top: Int
  let height: Int

  func draw(_ canvas: inout Canvas) {
    let width = canvas.screen.width
    guard let selection = state.selection else {
      canvas.put(
        "No keys to show. Press f to change the filter or t to pick a table.", x: 1, y: top + 1)
      return
    }
    let grid = state.project.grids[selection.grid]
    let key = grid.keys[selection.row]
    let language = state.project.languages[state.selectedColumn]
    let cellState = state.state(
      grid: selection.grid, row: selection.row, column: state.selectedColumn)
    let content = content(of: selection)
    let heading =
      "─ \(grid.table) › \(VisibleText.escaped(key.text)) ─ \(language) ─ \(describe(cellState)) "
    canvas.put(
      heading + String(repeating: "─", count: max(0, width)), x: 0, y: top, style: Style(dim: true))
    guard let edited = content.edited else {
      let all = content.all
      let scroll = min(state.detailScroll, max(0, all.count - (height - 1)))
      let first = content.context.count - scroll
      put(
        Array(all.dropFirst(scroll)), on: &canvas,
        termRows: max(0, first)..<max(0, first + content.termLines),
        label: first >= 0 ? content.termLabel : 0)
      let more = [scroll > 0 ? "↑" : nil, all.count > scroll + height - 1 ? "↓" : nil]
        .compactMap(\.self)
      if !more.isEmpty {
        let keys = state.keymap.keysLabel(of: .grid(.scrollDetailDown)).map { " \($0)" } ?? ""
        let marker = " \(more.joined()) more\(keys) "
        canvas.put(
          marker, x: max(0, width - TextWidth.width(of: marker) - 2), y: top,
          style: Style(bold: true))
      }
      return
    }
    let (rows, cursor, sourceRows) = arrange(
      context: content.context, source: content.source, edited: edited, after: content.findings)
    put(
      rows, on: &canvas,
      termRows: sourceRows.clamped(
        to: sourceRows.lowerBound..<sourceRows.lowerBound + content.termLines),
      label: content.termLabel)
    canvas.screen.cursor = Screen.Position(x: 1 + cursor.x, y: top + 1 + cursor.y)
  }

  /// What the pane shows under its heading.
  struct Content {
    /// The key's facts and comments, and a conflict's versions.
    var context: [(String, Style)] = []
    /// The source's value, the reference language's and the cell's (unless edited).
    var source: [(String, Style)] = []
    /// The value being edited, if it is.
    var edited: EditedLines?
    /// The live placeholder check and the cell's findings.
    var findings: [(String, Style)] = []
    /// How many of the `source` lines, from the first, are the source language's (where the
    /// glossary's terms are underlined).
    var termLines = 0
    /// The characters of the label before the source text on its first line (`en: `).
    var termLabel = 0

    /// Every line, when nothing is edited: what the pane scrolls through.
    var all: [(String, Style)] { context + source + findings }
  }

  /// The lines of the selected key's pane.
  func content(of selection: (grid: Int, row: Int)) -> Content {
    let grid = state.project.grids[selection.grid]
    let cellState = state.state(
      grid: selection.grid, row: selection.row, column: state.selectedColumn)
    var lines: [(String, Style)] = []
    let cell = state.cell(grid: selection.grid, row: selection.row, column: state.selectedColumn)
    // A file of every language that keeps review states (a String Catalog): the selected
    // cell's state and the key's attributes.
    if let location = grid.entry(row: selection.row, language: 0), location.column >= 0,
      let document = state.project.files[Int(location.file)].cellDocument,
      document.keepsReviewStates
    {
      var facts: [String] = []
      let entry = Int(location.entry)
      let language = state.project.languages[state.selectedColumn]
      let selected = grid.entry(row: selection.row, language: state.selectedColumn)
      if let selected {
        let entry = Int(selected.entry)
        if let unitState = document.state(entry: entry, language: language) {
          facts.append("state: \(unitState)")
        }
        let forms = Self.formsNeedingReview(document.formStates(entry: entry, language: language))
        if !forms.isEmpty { facts.append("forms needing review: " + forms.joined(separator: ", ")) }
      }
      if let extraction = document.keyAttributes(entry: entry)["extractionState"] {
        facts.append("extraction: \(Self.unquoted(extraction))")
      }
      if !document.isTranslatable(entry: entry) { facts.append("not to be translated") }
      if !facts.isEmpty { lines.append((facts.joined(separator: " · "), Style(dim: true))) }
    }
    lines += reviewLines(of: cell) + refusalLines(of: cell)
    let keyComment = state.comment(of: cell)
    if let comment = keyComment {
      // A comment Xcode's extraction wrote from the code (editing it makes it the team's own).
      let generated =
        state.project.keyAttributes(of: cell.key, in: cell.table)["isCommentAutoGenerated"]
        == "true"
      lines += wrapped(
        generated ? "comment (generated): " : "comment: ",
        comment.lazy.map { $0 == "\n" ? " " : $0 }, Style(dim: true))
    }
    // A language's own comment, when its file says something else.
    if let own = state.project.comment(of: cell), own != keyComment {
      lines += wrapped(
        "comment (\(cell.language)): ", own.lazy.map { $0 == "\n" ? " " : $0 }, Style(dim: true))
    }
    lines += state.usageLines(grid: selection.grid, row: selection.row).map {
      ($0, Style(dim: true))
    }
    lines += conflictLines()
    if let seenAs = state.seenAs,
      let value = state.seenAsResolution(grid: selection.grid)?.resolve(row: selection.row)
    {
      lines.append(
        ("seen as \(seenAs.joined(separator: ",")): from \(value.explanation)", Style(dim: true)))
    }
    var source: [(String, Style)] = []
    var edited: EditedLines?
    var checkLines: [(String, Style)] = []
    var termLines = 0
    // The source, the reference language while one language is translated, and the cell's.
    var columns = [0]
    for column in [state.viewport.focus?.reference, state.selectedColumn].compactMap(\.self)
    where !columns.contains(column) {
      columns.append(column)
    }
    for column in columns {
      let name = state.project.languages[column]
      let style = column == 0 ? Style.plain : Style(bold: true)
      if case .editing(.value(let editedCell), let editor) = state.mode,
        editedCell == state.cell(grid: selection.grid, row: selection.row, column: column)
      {
        edited = editedLines(editor, label: "\(name) (editing): ", style: style)
        checkLines =
          placeholderLines(editor, cell: editedCell)
          + glossaryLines(grid: selection.grid, row: selection.row, editor: editor)
          + suggestionLines()
      } else {
        let content = state.project.content(
          grid: selection.grid, row: selection.row, column: column)
        source += wrapped("\(name): ", Self.describe(content), style)
        if column == 0 { termLines = source.count }
      }
    }
    var findings = checkLines
    if cellState == .unreadable, let fileIndex = state.fileIndex(of: cell),
      let error = state.project.files[fileIndex].error
    {
      let file = state.project.files[fileIndex].relativePath
      findings += wrapped(
        "⊘ ", "\(file):\(error.location): \(error.reason)", CellState.unreadable.style)
    }
    for finding in state.findings.problems(of: cell) {
      let glyph = CellState.finding(finding.severity).glyph
      // While the cell is edited, its findings are about the text as it was.
      let label = edited == nil ? "\(glyph) " : "\(glyph) before this edit: "
      findings += wrapped(
        label, "\(finding.message) [\(finding.ruleID)]",
        CellState.finding(finding.severity).style)
    }
    if edited == nil { findings += fixLines(cell) }
    return Content(
      context: lines, source: source, edited: edited, findings: findings, termLines: termLines,
      termLabel: "\(state.project.languages[0]): ".count)
  }

  /// The offer of the cell's fix: its key and what it does, per rule.
  private func fixLines(_ cell: CellID) -> [(String, Style)] {
    let rules = state.fixableRules(of: cell)
    guard !rules.isEmpty, let key = state.keymap.keys(of: .grid(.applyFix)).first else {
      return []
    }
    let summaries = rules.compactMap { id in
      Linter.fixableRules.first { $0.id == id }.map { "\($0.fixSummary) [\(id)]" }
    }
    return wrapped(
      "\(Command.label(key)) apply fix: ", summaries.joined(separator: "; "), Style(bold: true))
  }

  /// Draws `lines`; those at `termRows` (source lines) with the glossary's terms underlined,
  /// after the first `label` characters of the first of them.
  private func put(
    _ lines: [(String, Style)], on canvas: inout Canvas, termRows: Range<Int> = 0..<0,
    label: Int = 0
  ) {
    for (offset, line) in lines.prefix(height - 1).enumerated() {
      let terms =
        termRows.contains(offset)
        ? termScalars(in: line.0, after: offset == termRows.lowerBound ? label : 0) : []
      putHighlighted(line.0, y: top + 1 + offset, style: line.1, terms: terms, on: &canvas)
    }
  }

  /// Draws a line of the pane with its format placeholders highlighted (invalid `%` sequences
  /// underlined in red), so a translator sees what must be kept, and the scalars in `terms`
  /// (glossary terms) underlined.
  private func putHighlighted(
    _ text: String, y: Int, style: Style, terms: [Range<Int>] = [], on canvas: inout Canvas
  ) {
    let spans = FormatString.spans(in: text)
    guard !spans.isEmpty || !terms.isEmpty else {
      canvas.put(text, x: 1, y: y, style: style)
      return
    }
    let scalars = Array(text.unicodeScalars)
    var styles = [Style](repeating: style, count: scalars.count)
    for span in spans {
      let highlight: Style
      switch span.item {
      case .specifier: highlight = Style(foreground: .cyan, bold: true, underline: true)
      case .invalid: highlight = Style(foreground: .red, bold: true, underline: true)
      case .percentSign: continue
      }
      for index in span.scalars { styles[index] = highlight }
    }
    for term in terms {
      for index in term where index < styles.count { styles[index].underline = true }
    }
    var x = 1
    var start = 0
    while start < scalars.count {
      var end = start + 1
      while end < scalars.count, styles[end] == styles[start] { end += 1 }
      x = canvas.put(
        String(String.UnicodeScalarView(scalars[start..<end])), x: x, y: y, style: styles[start])
      start = end
    }
  }

  /// The scalar offsets of the glossary's terms in `line`, past its first `label` characters.
  private func termScalars(in line: String, after label: Int) -> [Range<Int>] {
    let characters = Array(line)
    guard label < characters.count else { return [] }
    let text = String(characters[label...])
    let matches = state.glossary.matches(in: text)
    guard !matches.isEmpty else { return [] }
    // Scalar offsets of each character's start.
    var starts: [Int] = []
    var offset = 0
    for character in characters {
      starts.append(offset)
      offset += character.unicodeScalars.count
    }
    starts.append(offset)
    return matches.map {
      starts[label + $0.characters.lowerBound]..<starts[label + $0.characters.upperBound]
    }
  }

  /// The plural (or device) forms marked `needs_review` among a cell's form states
  /// (`CellDocument.formStates`), in CLDR order (`one`, `other`; `files.one` in a
  /// substitution).
  static func formsNeedingReview(_ formStates: [VariableID: [String: TranslationState]])
    -> [String]
  {
    formStates.sorted { $0.key.name < $1.key.name }.flatMap { variable, states in
      let forms = states.filter { $0.value == .needsReview }.keys
      let ordered =
        PluralCategory.allCases.map(\.rawValue).filter(forms.contains)
        + forms.filter { PluralCategory(rawValue: $0) == nil }.sorted()
      return ordered.map { variable.isSubstitution ? "\(variable.name).\($0)" : $0 }
    }
  }

  /// A key attribute's value as the format writes it (`"manual"`), without the quotes of a
  /// plain string.
  private static func unquoted(_ value: String) -> String {
    guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\""), !value.contains("\\")
    else { return value }
    return String(value.dropFirst().dropLast())
  }

  /// A cell's content in full: the text, a plural entry's format and forms per variable, a
  /// catalog's summary of what it does not edit, or that there is nothing.
  static func describe(_ content: CellContent) -> String {
    switch content {
    case .text(let text, _): return text
    case .structured(let summary): return summary
    case .missing: return "(missing)"
    case .unreadable: return "(unreadable)"
    case .plural(let entry, _):
      let variables = entry.variables.filter(\.isPlural)
      let forms = variables.map { variable in
        // Device forms are named by device (in the catalog's order), plural ones by category.
        let named =
          variable.id == .device
          ? variable.forms.map { "\($0.category): \($0.text)" }
          : PluralCategory.allCases.compactMap { category in
            variable.form(category.rawValue).map { "\(category.rawValue): \($0)" }
          }
        let forms = named.joined(separator: " · ")
        return variables.count > 1 ? "\(variable.name) { \(forms) }" : forms
      }
      // A catalog's own plural variations have no format around them.
      let format = entry.formatKey.isEmpty ? "" : entry.formatKey + " — "
      return format + forms.joined(separator: " ")
    }
  }

  private func describe(_ state: CellState) -> String {
    switch state {
    case .missing: "missing"
    case .notExpected: "nothing expected (another bundle's language, or the source is elsewhere)"
    case .empty: "empty"
    case .unreadable: "its file failed to parse (read-only)"
    case .needsReview: "needs review"
    case .machineTranslated: "machine-translated: needs review"
    case .stale: "stale"
    case .finding(let severity): severity.rawValue
    case .edited: "edited, unsaved"
    case .fine: "ok"
    }
  }
}

extension DetailDrawing {
  /// `label` then `text` in lines of the pane's width, escapes visible, no more lines than the
  /// pane has.
  func wrapped(
    _ label: String, _ text: some Collection<Character>, _ style: Style
  ) -> [(String, Style)] {
    var wrapper = LineWrapper(width: state.width - 2, limit: height - 1 + state.detailScroll)
    wrapper.append(label)
    wrapper.append(text)
    return wrapper.lines.map { ($0, style) }
  }

  /// Why the cell needs review, and its source's change word by word (`[-old-]{+new+}`).
  fileprivate func reviewLines(of cell: CellID) -> [(String, Style)] {
    let style = CellState.needsReview.style
    if let reason = state.project.reviewState(of: cell)?.reason {
      let forms = formsNeedingReview(of: cell)
      let which = forms.isEmpty ? "" : " (" + forms.joined(separator: ", ") + ")"
      let lines = wrapped("needs review\(which): ", reason.description, style)
      guard let old = reason.oldSource else { return lines }
      guard let now = sourceText(of: cell) else {
        return lines + wrapped("source was: ", old, Style(bold: true))
      }
      return lines
        + wrapped("source changed: ", WordDiff.marked(old: old, new: now), Style(bold: true))
    }
    guard let outdated = state.outdated(cell) else { return [] }
    let why = wrapped(
      "needs review: ",
      "the source changed after this translation was written; source "
        + outdated.sourceCommit.description + ", translation "
        + outdated.translationCommit.description, style)
    // A translation older than its source's key had no source text to be made from.
    guard let old = outdated.oldSource else {
      return why + wrapped("source now (not in the source then): ", outdated.newSource, .plain)
    }
    return why
      + wrapped(
        "source changed: ", WordDiff.marked(old: old, new: outdated.newSource), Style(bold: true))
  }

  /// The plural forms of `cell` needing review, in CLDR order, with their variable's name when
  /// the cell has several; none for a catalog (its facts line says them) or a text.
  private func formsNeedingReview(of cell: CellID) -> [String] {
    guard let (grid, row, column) = state.project.position(of: cell), let row,
      let location = state.project.grids[grid].entry(row: row, language: column),
      state.project.files[Int(location.file)].cellDocument?.keepsReviewStates != true
    else { return [] }
    let states = state.project.formReviewStates(of: cell)
    let several = Set(states.keys.map(\.variable)).count > 1
    let order = PluralCategory.allCases.map(\.rawValue)
    return states.filter(\.value.needsReview).keys.sorted {
      ($0.variable.name, order.firstIndex(of: $0.category) ?? order.count, $0.category)
        < ($1.variable.name, order.firstIndex(of: $1.category) ?? order.count, $1.category)
    }.map { several ? "\($0.variable.name).\($0.category)" : $0.category }
  }

  /// The text of the source of `cell`'s key, when it is one text.
  private func sourceText(of cell: CellID) -> String? {
    guard let (grid, row, _) = state.project.position(of: cell), let row,
      let column = state.project.sourceColumn(ofGrid: grid)
    else { return nil }
    return state.project.content(grid: grid, row: row, column: column).text
  }

  /// The disk's value and the value as read of the conflict being decided, if any.
  fileprivate func conflictLines() -> [(String, Style)] {
    var index = state.decidingConflict
    if case .editing(.conflictText(let asked), _) = state.mode { index = asked }
    guard let index, let conflict = state.conflict(at: index) else { return [] }
    let what = if case .content = conflict.aspect { "" } else { conflict.aspect.part + " " }
    // A file that no longer reads (conflict markers) has no value to show: its error instead.
    let disk =
      state.unreadableDiskFile(of: conflict.aspect.cell)?.error.map {
        "the file no longer reads (\($0.location): \($0.reason)); keeping yours replaces it"
      } ?? conflict.disk.summary
    // Git's conflicts are between OURS and THEIRS, with no version read before them.
    guard state.pendingMerge?.isGitConflict != true else {
      return wrapped("\(what)theirs (d): ", disk, Style(foreground: .yellow, bold: true))
        + wrapped("\(what)ours (m): ", conflict.mine.summary, Style(bold: true))
    }
    return wrapped("\(what)on disk now: ", disk, Style(foreground: .yellow, bold: true))
      + wrapped("\(what)as read: ", conflict.base.summary, Style(dim: true))
      + wrapped("\(what)here: ", conflict.mine.summary, Style(bold: true))
  }
}
