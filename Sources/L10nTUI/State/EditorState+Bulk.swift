import L10nBulk
import L10nMemory
import L10nModel

/// Bulk work on the selected language — its gaps filled from the translation memory or from
/// its parent language, find and replace — each applied as one undoable step and shown at once
/// in the review of what the save will write (`u` undoes it all).
extension EditorState {
  /// `fill-from-memory` and `fill-from-parent`: the selected language's gaps filled.
  mutating func fillGaps(fromParent: Bool) -> [Effect] {
    guard let language = bulkLanguage() else { return [] }
    let change: BulkChange
    let keeps = analysis.linter.keepsSourceText
    do {
      if fromParent {
        // A parent that is the source language copies source texts: only when P is pressed
        // again at once, after the message said so.
        change = try GapFilling.fromParent(
          project, language: language, copyingSource: sourceCopyConfirmable == language,
          keepsSourceText: keeps)
      } else {
        // The background memory when it is of this project's version, else one made now.
        let current =
          memory.generation == document.generation ? memory.memory : nil
        change = try GapFilling.fromMemory(
          project, language: language,
          memory: current ?? ProjectMemory(project: project, keepsSourceText: keeps),
          keepsSourceText: keeps)
      }
    } catch {
      if error.copiesSource {
        sourceCopyOffered = language
        let key = keymap.keysLabel(of: .grid(.fillFromParent)) ?? "?"
        message = "Not filled: \(error) (\(key) again copies them, to adapt)"
      } else {
        message = "\(error)"
      }
      return []
    }
    let copies =
      change.copiesSkipped == 0
      ? ""
      : "; \(change.copiesSkipped) left: only the source text itself, a copy is no translation"
    return applyBulk(
      change,
      nothing: "No gap of \(language) "
        + (fromParent ? "has a text in its parent" : "has an exact match in the memory")
        + copies,
      done:
        "Filled \(change.items.count) gap\(change.items.count == 1 ? "" : "s") of \(language) from "
        + (fromParent
          ? GapFilling.parentLanguage(of: language, in: project)?.code ?? "" : "the memory")
        + copies)
  }

  /// `find-replace`: asks for the expression, then the replacement.
  mutating func startFindReplace() {
    guard let language = bulkLanguage(allowingSource: true) else { return }
    mode = .editing(.findPattern(language), LineEditor(singleLine: true))
  }

  /// Replaces `pattern` with `replacement` in `language`'s values.
  mutating func replace(_ pattern: String, with replacement: String, in language: LanguageID)
    -> [Effect]
  {
    let change: BulkChange
    do {
      change = try FindReplace.changes(
        project, language: language, pattern: pattern, replacement: replacement)
    } catch {
      message = "\(error)"
      return []
    }
    let skipped =
      change.skipped.isEmpty
      ? ""
      : "; \(change.skipped.count) left alone: the replacement would change placeholders or tags"
    return applyBulk(
      change, nothing: "/\(pattern)/ changes no value of \(language)\(skipped)",
      done: "Replaced in \(change.items.count) value\(change.items.count == 1 ? "" : "s") of "
        + "\(language)\(skipped)")
  }

  /// The selected language, or `nil` with a message when the source is selected (unless
  /// `allowingSource`).
  private mutating func bulkLanguage(allowingSource: Bool = false) -> LanguageID? {
    guard allowingSource || selectedColumn != 0 else {
      message = "Select the column of the language to work on first"
      return nil
    }
    return project.languages[selectedColumn]
  }

  /// Applies `change` as one step and opens the review of the save; says `nothing` when it
  /// changes nothing.
  private mutating func applyBulk(_ change: BulkChange, nothing: String, done: String)
    -> [Effect]
  {
    guard !change.isEmpty else {
      message = nothing
      return []
    }
    guard perform(change.edits) != nil else { return [] }
    document.editedCells.formUnion(change.items.map(\.cell))
    let effects = openReview(fromQuitPrompt: false)
    message = "\(done) (one step: u undoes it all; s in the review saves)"
    return effects
  }
}
