import L10nCheck
import L10nModel

/// The editor's questions: each one call of `ask` or `choose` (see `Prompt`).
extension EditorState {
  /// "Delete this key everywhere?"; any key but `delete` keeps it.
  mutating func askToDelete(_ cell: CellID) {
    ask(
      "Delete \"\(cell.key)\" from every language of \(cell.table)? ",
      answers: Command.DeletePrompt.self, tone: .danger
    ) { answer, state in
      switch answer {
      case .keep:
        state.message = "Kept \"\(cell.key)\""
      case .delete:
        guard let changes = state.perform([.deleteKey(cell.table, cell.key)]) else { return [] }
        state.document.editedCells = state.editedCells.filter {
          !($0.table == cell.table && $0.key == cell.key)
        }
        state.message = "Deleted \"\(cell.key)\" from \(state.files(changes.files.count))"
      }
      return []
    }
  }

  /// "Save before quitting?"; any key but the answers cancels.
  mutating func askToQuit() {
    let count = unsavedFileCount
    ask(
      "Unsaved changes in \(count) file\(count == 1 ? "" : "s"): ",
      answers: Command.QuitPrompt.self
    ) { answer, state in
      switch answer {
      case .saveAndQuit:
        // The question stays while the save runs (a failed save goes back to the grid).
        state.askToQuit()
        return [.saveAndQuit(state.dirtyFiles.sorted())]
      case .discardAndQuit: return [.quit]
      case .review: return state.openReview(fromQuitPrompt: true)
      case .cancel:
        state.message = "Not quitting"
        return []
      }
    }
  }

  /// "Apply the new source comment to the languages that shared the old one (`cells`)?"; any
  /// key but `apply` keeps their comments.
  mutating func askToSpread(comment: String?, to cells: [CellID]) {
    let languages = cells.map(\.language.code).joined(separator: ", ")
    ask(
      "Also give this comment to \(languages) (they had the old one, or none)? ",
      answers: Command.CommentPrompt.self
    ) { answer, state in
      switch answer {
      case .keep:
        state.message = "The other languages keep their comments"
      case .apply:
        guard state.perform(cells.map { .setComment($0, comment) }) != nil else { return [] }
        state.message = "Comment applied to \(languages)"
      }
      return []
    }
  }

  /// "Restore the edits an earlier session left unsaved (`batches`, step by step)?"; any key
  /// but `restore` discards them.
  mutating func askToRestore(_ batches: [[CellEdit]]) {
    let count = batches.count
    ask(
      "An earlier session ended with \(count) unsaved edit\(count == 1 ? "" : "s") here. ",
      answers: Command.RestorePrompt.self
    ) { answer, state in
      switch answer {
      case .discard:
        state.message = "Discarded the earlier session's unsaved edits"
      case .restore:
        let restored = state.replay(batches)
        state.message =
          restored == count
          ? "Restored \(restored) unsaved edit\(restored == 1 ? "" : "s"); not saved yet"
          : "Restored \(restored) of \(count) edits; the others no longer apply"
      }
      return []
    }
  }

  /// "This cell changed here and on disk (the conflict at `index` of the pending merge): keep
  /// mine, keep the disk's, or type another text?"; `cancel` saves nothing, any other key
  /// asks again.
  mutating func askToDecide(conflict index: Int) {
    guard let conflict = conflict(at: index) else { return }
    let language = conflict.aspect.cell.language
    let count = " (\(index + 1) of \(conflictCount)): "
    let isGit = pendingMerge?.isGitConflict == true
    pendingMerge?.deciding = index
    ask(
      isGit
        ? "ours and theirs differ in \(language)" + count
        : "\(language) changed here and on disk too" + count,
      answers: Command.ConflictPrompt.self,
      // Git's sides: OURS (the version edited) and THEIRS.
      relabeled: isGit ? ["keep mine": "keep ours", "keep disk's": "take theirs"] : [:]
    ) { answer, state in
      guard let conflict = state.conflict(at: index) else {
        state.abandonMerge()
        return []
      }
      switch answer {
      case .keepMine: return state.decide(conflict: index, .mine)
      case .keepDisk: return state.decide(conflict: index, .disk)
      case .edit:
        guard let text = conflict.mine.editableText else {
          state.askToDecide(conflict: index)
          state.message = "Plural forms cannot be typed here: keep one side, then edit the cell"
          return []
        }
        state.mode = .editing(.conflictText(index), LineEditor(text))
      case .cancel: state.abandonMerge()
      }
      return []
    }
  }

  /// "Which copy of this duplicate key stays?"; a digit keeps that copy and removes the others,
  /// `cancel` keeps them all, any other key asks again.
  mutating func askWhichCopy(of cell: CellID) {
    let copies = project.occurrences(of: cell).enumerated().map { index, copy in
      "\(index + 1) line \(copy.line) “\(VisibleText.escaped(String(copy.value.prefix(40))))”"
    }
    choose(
      "\(cell.language) defines \"\(cell.key)\" \(copies.count) times; a digit keeps that copy: "
        + copies.joined(separator: " · ") + " · ",
      answers: Command.OccurrencePrompt.self, items: copies.count
    ) { reply, state in
      switch reply {
      case .answer(.cancel):
        state.message = "Kept every copy of \"\(cell.key)\""
      case .item(let number):
        guard state.perform([.keepOccurrence(cell, number - 1)]) != nil else { return [] }
        state.document.editedCells.insert(cell)
        state.message =
          "Kept copy \(number) of \"\(cell.key)\" in \(cell.language); removed the others"
      }
      return []
    }
  }
}
