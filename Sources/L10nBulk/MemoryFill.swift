import L10nGrammar
import L10nMemory
import L10nModel

/// One cell filled from the translation memory's exact matches: what `fill --from memory`
/// does for each gap, and `translate` for each cell before asking a provider.
package enum MemoryFill {
  /// What the memory did for a cell.
  package enum Outcome: Equatable, Sendable {
    /// The cell's change was added.
    case filled
    /// The memory has no exact match for it (or the cell's source has no text).
    case noMatch
    /// A plural cell the memory cannot fill whole, or a cell it would fill whose file would
    /// not ship (`BulkCells.Cell.unshippedFile`), and why.
    case skipped(String)
    /// Its only match is the source text itself, and a copy is not a translation.
    case onlyCopies
  }

  /// Adds `cell`'s change to `change` when `memory` has an exact match for its source (for a
  /// plural cell, for each of its forms: `BulkPlurals.fromMemory`), marked as needing review
  /// (machine-translated); says what it did.
  ///
  /// Matches are ranked as the editor ranks suggestions (same key, same comment, specifiers
  /// that fit, most used); the cell's own translation is never one. A match whose format
  /// specifiers do not fit the source is not used, nor one that is the source text itself
  /// unless `keepsSourceText` (the key is the same in every language). A cell whose writing
  /// would make a file that will not ship is not filled: skipped, with that reason.
  package static func fill(
    _ cell: BulkCells.Cell, of project: Project, from memory: ProjectMemory,
    keepsSourceText keeps: Bool, into change: inout BulkChange
  ) -> Outcome {
    guard let source = project.sourceColumn(ofGrid: cell.grid) else { return .noMatch }
    let language = cell.id.language
    let comment = project.comment(grid: cell.grid, row: cell.row, column: source)
    let sourceContent = project.content(grid: cell.grid, row: cell.row, column: source)
    if let entry = sourceContent.plural {
      switch BulkPlurals.fromMemory(entry, cell: cell.id, comment: comment, memory: memory) {
      case .success(let forms):
        if let reason = cell.unshippedFile { return .skipped(reason) }
        change.setForms(cell.id, from: cell.content.plural, to: forms, review: .machineTranslated)
        return .filled
      case .failure(let skip): return .skipped(skip.reason)
      }
    }
    guard let text = sourceContent.text, !text.isEmpty else { return .noMatch }
    let query = MemoryQuery(source: text, language: language, cell: cell.id, comment: comment)
    let match = memory.suggestions(for: query, exactOnly: true).first(where: {
      $0.isExact && $0.placeholderProblem == nil && (keeps || $0.translation != text)
    })
    guard let match else {
      return !keeps && memory.sourceCopies[language]?.contains(text) == true
        ? .onlyCopies : .noMatch
    }
    if let reason = cell.unshippedFile { return .skipped(reason) }
    change.set(cell.id, from: cell.content.text, to: match.translation, review: .machineTranslated)
    return .filled
  }
}
