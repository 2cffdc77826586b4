import L10nGrammar
import L10nMemory
import L10nModel

/// Filling a language's gaps in bulk: from the translation memory's exact matches, or, for a
/// regional language, from its parent language.
package enum GapFilling {
  /// Every gap of `language` with an exact match in `memory`, filled with the first one.
  ///
  /// Gaps are missing, empty, or a catalog's `new` translations; matches are ranked as the
  /// editor ranks suggestions (same key, same comment, specifiers that fit, most used). A match whose
  /// format specifiers do not fit the source is not used. In String Catalogs a filled
  /// translation is `needs_review`. Plural cells are left to the plural editor.
  package static func fromMemory(
    _ project: Project, language: LanguageID, memory: ProjectMemory
  ) throws(BulkError) -> BulkChange {
    let column = try BulkCells.column(of: language, in: project)
    guard column != 0 else { throw BulkError(description: "\(language) is the source language") }
    var change = BulkChange()
    BulkCells.forEach(column: column, of: project) { cell in
      guard cell.coverage.isGap, let source = project.sourceColumn(ofGrid: cell.grid),
        let text = project.content(grid: cell.grid, row: cell.row, column: source).text,
        !text.isEmpty
      else { return }
      let query = MemoryQuery(
        source: text, language: language, cell: cell.id,
        comment: project.comment(grid: cell.grid, row: cell.row, column: source))
      guard
        let match = memory.suggestions(for: query, exactOnly: true).first(where: {
          $0.isExact && $0.placeholderProblem == nil
        })
      else { return }
      change.set(
        cell.id, from: cell.content.text, to: match.translation,
        state: cell.isCatalog ? .needsReview : nil)
    }
    return change
  }

  /// The language `language` falls back to: its code without the last subtag (`es-MX` → `es`,
  /// `zh-Hant-HK` → `zh-Hant`, `pt_PT` → `pt`), or `nil` for a language of one subtag.
  package static func parent(of language: LanguageID) -> LanguageID? {
    let code = language.code
    guard let last = code.lastIndex(where: { $0 == "-" || $0 == "_" }) else { return nil }
    return LanguageID(String(code[..<last]))
  }

  /// Every gap of the regional language `language` filled with its parent's text.
  ///
  /// The parent is `parent(of:)`, which must be a language of the project; only gaps where it
  /// has a text are filled. Plural cells are left to the plural editor.
  package static func fromParent(_ project: Project, language: LanguageID) throws(BulkError)
    -> BulkChange
  {
    let column = try BulkCells.column(of: language, in: project)
    guard let parent = parent(of: language) else {
      throw BulkError(description: "\(language) has no parent language (it has one subtag)")
    }
    guard let parentColumn = project.column(of: parent) else {
      throw BulkError(description: "the project has no \(parent), the parent of \(language)")
    }
    var change = BulkChange()
    BulkCells.forEach(column: column, of: project) { cell in
      guard cell.coverage.isGap,
        let text = project.content(grid: cell.grid, row: cell.row, column: parentColumn).text,
        !text.isEmpty
      else { return }
      change.set(cell.id, from: cell.content.text, to: text, state: nil)
    }
    return change
  }
}
