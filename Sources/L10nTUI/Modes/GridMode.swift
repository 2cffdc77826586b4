import L10nCheck
import L10nModel

/// The grid: moving, finding work, starting edits, saving and quitting; the mouse scrolls and
/// selects.
struct GridMode: ModeComponent {
  static let contexts: [Command.Context] = [.grid]

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    if case .mouse(let mouse) = event {
      switch mouse.kind {
      case .wheelUp, .wheelDown:
        let delta = mouse.kind == .wheelUp ? -3 : 3
        if mouse.y > GridLayout.gridTop + state.layout.gridHeight {
          state.scrollDetail(by: delta)
        } else {
          state.moveRows(delta)
        }
      case .click: state.select(x: mouse.x, y: mouse.y)
      }
      return []
    }
    guard let command = state.keymap.bound(to: event, in: Command.Grid.self) else { return [] }
    return state.runGridCommand(command)
  }
}

/// What the grid's commands do.
extension EditorState {
  /// Does what a grid command says (a key, or the palette, chose it).
  mutating func runGridCommand(_ command: Command.Grid) -> [Effect] {
    switch command {
    case .moveUp: moveRows(-1)
    case .moveDown: moveRows(1)
    case .moveLeft: moveColumns(-1)
    case .moveRight: moveColumns(1)
    case .pageUp: moveRows(-max(1, layout.gridHeight - 1))
    case .pageDown: moveRows(max(1, layout.gridHeight - 1))
    case .firstColumn: moveColumns(-project.languages.count)
    case .lastColumn: moveColumns(project.languages.count)
    case .firstRow: moveToEdge(toEnd: false)
    case .lastRow: moveToEdge(toEnd: true)
    case .nextGap, .previousGap:
      nextGapOrReview(backwards: command == .previousGap)
    case .nextProblem, .previousProblem:
      if !select(nextProblem(backwards: command == .previousProblem)) {
        message = checksFinished ? "No findings" : "Still checking…"
      }
    case .search:
      viewport.searchOrigin = (selectedRow, selectedColumn)
      viewport.searchSteps = []
      waitingSearch = nil
      mode = .searching(LineEditor(singleLine: true))
      return indexForSearch()
    case .nextMatch, .previousMatch:
      return goToMatch(backwards: command == .previousMatch)
    case .cycleFilter:
      let cycled = Viewport.RowFilter.cycled
      show(cycled[((cycled.firstIndex(of: filter) ?? -1) + 1) % cycled.count])
    case .pickTable:
      let index = tableFilter.flatMap { project.gridIndex(of: $0) }.map { $0 + 1 } ?? 0
      mode = .pickingTable(index)
    case .edit: startEditingCell()
    case .seenAs: startSeenAs()
    case .addKey:
      guard
        let table = selection.map({ project.grids[$0.grid].table }) ?? project.grids.first?.table
      else { return [] }
      mode = .editing(.newKey(table), LineEditor(singleLine: true))
    case .deleteKey:
      if let cell = selectedCell { askToDelete(cell) }
    case .renameKey:
      if let cell = selectedCell {
        mode = .editing(.rename(cell.table, cell.key), LineEditor(cell.key.text, singleLine: true))
      }
    case .editComment:
      if let cell = selectedCell {
        mode = .editing(.comment(cell), LineEditor(project.comment(of: cell) ?? ""))
      }
    case .toggleReview: toggleReview()
    case .varyPlural: varyByPlural()
    case .varyDevice: startVaryingByDevice()
    case .varyArgument: startVaryingArgument()
    case .toggleTranslate: toggleTranslate()
    case .markListedReviewed: askToMarkListedReviewed()
    case .fillFromMemory: return fillGaps(fromParent: false)
    case .fillFromParent: return fillGaps(fromParent: true)
    case .findReplace: startFindReplace()
    case .translateCell: askToTranslateCell()
    case .translateListed: askToTranslateListed()
    case .stopJob: return stopTranslation()
    case .applyFix: applyFix()
    case .cycleSeverity:
      let next: Severity =
        switch analysis.minimumSeverity {
        case .warning: .error
        case .error: .info
        case .info: .warning
        }
      analysis.minimumSeverity = next
      analysis.recomputeProblemRows(project)
      rebuildRows(keeping: selectedCell)
      message =
        switch next {
        case .warning: "Problems: errors and warnings"
        case .error: "Problems: errors only"
        case .info: "Problems: errors, warnings and notes"
        }
    case .removeTranslation: removeTranslation()
    case .scrollDetailDown: scrollDetail(by: 1)
    case .scrollDetailUp: scrollDetail(by: -1)
    case .narrowKeys, .widenKeys:
      let step = command == .widenKeys ? 4 : -4
      viewport.keyColumnWidth = layout.keyWidth + step
      viewport.keyColumnWidth = layout.keyWidth
      scrollToSelection()
      message = "Key column: \(layout.keyWidth) columns"
    case .resolveDuplicate:
      guard let cell = selectedCell, project.occurrences(of: cell).count > 1 else {
        message = "This cell's key is defined once in its file: nothing to resolve"
        return []
      }
      askWhichCopy(of: cell)
    case .undo: restore(undoing: true)
    case .redo: restore(undoing: false)
    case .save:
      guard hasUnsavedChanges else {
        message = "Nothing to save"
        return []
      }
      return [.save(dirtyFiles.sorted())]
    case .quit:
      if !hasUnsavedChanges { return [.quit] }
      askToQuit()
    case .help: mode = .help(0)
    case .palette: openPalette()
    case .focusLanguage:
      if viewport.focus != nil {
        focus(on: nil)
      } else if selectedColumn == 0 {
        let palette = keymap.keys(of: .grid(.palette)).first.map {
          " (or \(Command.label($0)) and translate …)"
        }
        message = "Select the column of the language to translate first" + (palette ?? "")
      } else {
        focus(on: selectedColumn)
      }
    case .reviewChanges: return openReview(fromQuitPrompt: false)
    case .showMessage: openMessage()
    case .hardcodedStrings: listHardcodedStrings()
    }
    return []
  }

  /// Removes the selected cell's translation, so that it is missing again (a cleared value
  /// would be an empty label on device); the source's text is left to `delete-key`.
  mutating func removeTranslation() {
    guard let cell = selectedCell, let (grid, row, column) = project.position(of: cell),
      let row
    else { return }
    if column == project.sourceColumn(ofGrid: grid) {
      message = "That is the source text: d deletes the key from every language"
      return
    }
    guard project.grids[grid].entry(row: row, language: column) != nil else {
      message = "\(cell.language) has no translation of \"\(cell.key)\""
      return
    }
    guard perform([.removeTranslation(cell)]) != nil else { return }
    document.editedCells.insert(cell)
    message = "Removed the \(cell.language) translation of \"\(cell.key)\" (u undoes)"
  }

  /// The comment of a key as its table's source gives it, else the first language's that has
  /// one (tables without a source, such as storyboard tables, keep their comments in each
  /// language).
  package func comment(of cell: CellID) -> String? {
    guard let (grid, row, _) = project.position(of: cell), let row else { return nil }
    if let source = project.sourceColumn(ofGrid: grid),
      let comment = project.comment(grid: grid, row: row, column: source)
    {
      return comment
    }
    return project.languages.indices.lazy.compactMap {
      project.comment(grid: grid, row: row, column: $0)
    }.first
  }

  mutating func startEditingCell() {
    guard let selection, let cell = selectedCell else { return }
    let source = project.sourceColumn(ofGrid: selection.grid) ?? 0
    let template = plural(grid: selection.grid, row: selection.row, column: source)
    let content = project.content(grid: selection.grid, row: selection.row, column: selectedColumn)
    if case .structured = content {
      message =
        "Device variations and string sets are shown but not edited here yet; use Xcode for them"
      return
    }
    let entry = content.plural
    if template != nil || entry != nil {
      if let editor = PluralEditor(
        cell: cell, entry: entry, template: template,
        sourceLanguage: project.languages[source], states: project.formReviewStates(of: cell))
      {
        mode = .editingPlural(editor)
      } else {
        message =
          "This entry has no plural variable to edit (width or device variants are read-only)"
      }
      return
    }
    let fileIndex = project.grids[selection.grid].files[selectedColumn]
    if isReadOnly(fileIndex: fileIndex), let fileIndex {
      let file = project.files[fileIndex]
      message =
        "\(file.relativePath) is read-only: " + (file.error?.description ?? "a property list")
      return
    }
    mode = .editing(.value(cell), LineEditor(content.text ?? ""))
    // The edit panel takes room from the grid: keep the row being edited in sight.
    scrollToSelection()
  }
}

extension GridMode {
  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    line.messageOrDimHints(&canvas)
  }
}
