import L10nMemory
import L10nModel
import L10nTranslate

/// Machine translation in the editor: the selected cell, or the listed cells of the selected
/// language, sent to a provider after a question naming how many, the language and the
/// provider; the work runs in the background (its progress in the title bar, `Esc` stops it)
/// and lands as one undoable step, each translation needing review (machine-translated).
/// What the gate refused becomes a suggestion of its cell, with the reason.
extension EditorState {
  /// `translate-cell`: asks, then translates the selected cell (replacing its text, if any).
  mutating func askToTranslateCell() {
    guard let translator = idleTranslator(), let (grid, row) = selection,
      let cell = selectedCell
    else { return }
    guard isMachineTranslatable(grid: grid, row: row, column: selectedColumn) else {
      message =
        selectedColumn == project.sourceColumn(ofGrid: grid)
        ? "That is the source text: select a translation's cell first"
        : "\(cell.language) of \"\(cell.key)\" cannot be translated here (read-only, or not "
          + "to be translated)"
      return
    }
    let replaces = !project.coverage(grid: grid, row: row, column: selectedColumn).isGap
    askToTranslate(
      [cell],
      what: "1 cell (\"\(VisibleText.escaped(String(cell.key.text.prefix(40))))\""
        + (replaces ? ", replacing its text)" : ")"),
      with: translator)
  }

  /// `translate-listed`: asks, then translates the selected language's listed cells that
  /// are gaps — or, with a state filter on (missing, empty, needs review), in that state.
  mutating func askToTranslateListed() {
    guard let translator = idleTranslator() else { return }
    guard selectedColumn != 0 else {
      message = "Select the column of the language to translate first"
      return
    }
    let wanted: Viewport.RowFilter =
      switch filter {
      case .missing, .empty, .needsReview: filter
      case .all, .gaps, .problems, .stale, .unused: .gaps
      }
    let column = selectedColumn
    let cells = rows.compactMap { row -> CellID? in
      guard case .key(let grid, let index) = row,
        cellIs(wanted, grid: grid, row: index, column: column),
        isMachineTranslatable(grid: grid, row: index, column: column)
      else { return nil }
      return cell(grid: grid, row: index, column: column)
    }
    let language = project.languages[column]
    let which = wanted == .gaps ? "gap" : "cell \(wanted.rawValue)"
    guard !cells.isEmpty else {
      message = "No listed \(which) in \(language) to translate"
      return
    }
    let count = cells.count
    askToTranslate(
      cells,
      what: "\(count) cell\(count == 1 ? "" : "s")"
        + (wanted == .gaps ? "" : " (\(wanted.rawValue))"),
      with: translator)
  }

  /// `stop-job`: asks the running machine translation to stop; what passed so far is kept.
  mutating func stopTranslation() -> [Effect] {
    guard var running = translation, !running.stopping else { return [] }
    running.stopping = true
    translation = running
    message = "Stopping the machine translation: what passed so far is kept"
    return [.cancel(RunningTranslation.jobName)]
  }

  /// Takes a running translation's progress.
  mutating func takeTranslationProgress(done: Int, total: Int) {
    translation?.done = done
    translation?.total = total
  }

  /// Takes a translation's outcome: the translations that passed as one change set (a cell
  /// edited since it was asked keeps the edit), the refusals as suggestions of their cells,
  /// and a summary on the bottom line (in full with `show-message`).
  mutating func adoptTranslation(_ outcome: MachineTranslator.Outcome) -> [Effect] {
    guard let running = translation else { return [] }
    translation = nil
    let order = running.order
    if let failure = outcome.failure {
      message = "Nothing translated: \(failure)"
      return []
    }
    let unchanged = Set(
      outcome.translated.filter { project.content(of: $0) == running.asked.content(of: $0) })
    let edits = outcome.edits.filter { $0.cell.map(unchanged.contains) ?? false }
    if !edits.isEmpty, perform(edits) != nil {
      document.editedCells.formUnion(unchanged)
    }
    // Asked again: the cell's earlier refusals go; the new ones take their place.
    for cell in order.cells { memory.refused[cell] = nil }
    for refusal in outcome.refused {
      guard let text = refusal.candidate else { continue }
      var suggestion = Suggestion(
        translation: text, score: 0, source: "",
        context: MemoryContext(
          table: refusal.cell.table, key: refusal.cell.key, form: refusal.form?.description),
        occurrences: 1, isSameKey: true,
        placeholderProblem: "\(order.provider), refused: \(refusal.reason)")
      suggestion.origin = .machineTranslation
      memory.refused[refusal.cell, default: []].append(suggestion)
    }
    memory.suggestionsFor = nil
    if filter != .all { rebuildRows(keeping: selectedCell) }
    report(outcome, of: running, applied: unchanged.count)
    return refreshSuggestions()
  }

  /// The translator, unless none is set up or a translation is running (said on the bottom
  /// line).
  private mutating func idleTranslator() -> MachineTranslator? {
    guard let translator = machineTranslator else {
      message = "Machine translation is not set up in this editor"
      return nil
    }
    guard translation == nil else {
      let stop = keymap.keysLabel(of: .grid(.stopJob)).map { " (\($0) stops it)" } ?? ""
      message = "A machine translation is running\(stop)"
      return nil
    }
    return translator
  }

  /// Whether the cell at (grid, row, column) can be machine-translated: a translation's cell
  /// (not the source), counted (its key is to be translated), in a writable file.
  private func isMachineTranslatable(grid: Int, row: Int, column: Int) -> Bool {
    column != 0 && column != project.sourceColumn(ofGrid: grid)
      && project.coverage(grid: grid, row: row, column: column) != .notCounted
      && !isReadOnly(fileIndex: project.grids[grid].files[column])
  }

  /// "Translate 42 cells into es with apertium?"; with several providers a digit picks one.
  private mutating func askToTranslate(
    _ cells: [CellID], what: String, with translator: MachineTranslator
  ) {
    let language = project.languages[selectedColumn]
    let providers = Array(translator.providers.prefix(9))
    guard let first = providers.first else {
      message = "No translation provider is set up (see the settings file's \"providers\")"
      return
    }
    let others =
      providers.count > 1
      ? " (a digit: "
        + providers.enumerated().map { "\($0.offset + 1) \($0.element)" }
        .joined(separator: " · ") + ")"
      : ""
    choose(
      "Translate \(what) into \(language) with \(first)\(others)? ",
      answers: Command.TranslatePrompt.self, items: providers.count > 1 ? providers.count : 0
    ) { reply, state in
      let provider: String
      switch reply {
      case .answer(.cancel):
        state.message = "Nothing sent"
        return []
      case .answer(.translate): provider = first
      case .item(let number): provider = providers[number - 1]
      }
      return state.startTranslation(
        MachineTranslator.Order(cells: cells, language: language, provider: provider),
        with: translator)
    }
  }

  /// Starts the background job translating `order`.
  private mutating func startTranslation(
    _ order: MachineTranslator.Order, with translator: MachineTranslator
  ) -> [Effect] {
    let project = project
    translation = RunningTranslation(order: order, asked: project, cells: order.cells.count)
    let count = order.cells.count
    let stop = keymap.keysLabel(of: .grid(.stopJob)).map { "; \($0) stops" } ?? ""
    message =
      "Translating \(count) cell\(count == 1 ? "" : "s") into \(order.language) with "
      + "\(order.provider)…\(stop)"
    return [
      .run(
        Job(RunningTranslation.jobName) { control in
          .translated(translator.translate(project, order, control))
        })
    ]
  }

  /// Says what a translation came to: `Translated 40, refused 2 (see suggestions)`, and in
  /// the message view each refusal with its reason.
  private mutating func report(
    _ outcome: MachineTranslator.Outcome, of running: RunningTranslation, applied: Int
  ) {
    let order = running.order
    let suggested = outcome.refused.filter { $0.candidate != nil }.count
    let unanswered = outcome.refused.count - suggested
    var parts = ["translated \(applied)"]
    if outcome.fromMemory > 0 { parts[0] += " (\(outcome.fromMemory) from the memory)" }
    if suggested > 0 { parts.append("refused \(suggested) (see suggestions)") }
    if unanswered > 0 { parts.append("\(unanswered) not translated") }
    let kept = outcome.translated.count - applied
    if kept > 0 { parts.append("\(kept) edited meanwhile kept") }
    let details = keymap.keysLabel(of: .grid(.showMessage)).map { " · \($0): why" } ?? ""
    let undo = applied > 0 ? " · needs review · u undoes it all" : ""
    let head =
      (outcome.stopped
        ? "Stopped: " + parts.joined(separator: ", ")
        : parts.joined(separator: ", ").capitalizedFirst)
      + " · \(order.language) with \(order.provider)" + undo
      + (outcome.refused.isEmpty ? "" : details)
    message = head
    lastMessage =
      [head]
      + outcome.refused.map { refusal in
        "\(refusal.cell.table) › \(refusal.cell.key.text)"
          + (refusal.form.map { " (\($0.description))" } ?? "") + ": \(refusal.reason)"
      }
  }
}

extension String {
  /// The string with its first character upper-cased.
  fileprivate var capitalizedFirst: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}
