import L10nBulk
import L10nCheck
import L10nGrammar
import L10nMemory
import L10nModel

/// Which cells of a language a translation run fills, and how: the cells the translation
/// memory fills with exact matches first, and the texts (`TranslationUnit`) the rest send to a
/// provider.
///
/// A plural cell (a `.stringsdict` entry, a String Catalog's plural, device or substitution
/// variations) is sent form by form with the target language's categories for whole numbers,
/// each with a number of its category (`few` in Polish: `2`); each form's source is the
/// source's form of that category, else its `other`. A device variation is sent per device. An
/// outer format with words around its `%#@var@` tokens is sent too (`isFormat`).
package struct TranslationPlan: Sendable {
  /// Which cells of the language are translated.
  package enum Selection: String, CaseIterable, Sendable {
    /// Missing, empty, or a String Catalog's `new` translations.
    case gaps
    /// Translations needing review, whatever the reason (never translated ones).
    case needsReview = "needs-review"
    /// Gaps and translations needing review; translated ones too with `overwritesTranslated`.
    case all
  }

  /// What a run translates.
  package struct Options: Sendable {
    /// The target language.
    package var language: LanguageID
    /// Which cells.
    package var only: Selection
    /// Only this table's cells.
    package var table: TableID?
    /// Only keys matching this pattern (`*` wildcards).
    package var keys: String?
    /// Only these cells (the editor's cell, or the cells its filter shows).
    package var cells: Set<CellID>?
    /// With `all`: translated cells (a person's translations) are translated again too.
    package var overwritesTranslated: Bool
    /// At most this many cells are changed (filled from the memory or sent), in grid order.
    package var limit: Int?

    /// Options for `language`.
    package init(
      language: LanguageID, only: Selection = .gaps, table: TableID? = nil, keys: String? = nil,
      cells: Set<CellID>? = nil, overwritesTranslated: Bool = false, limit: Int? = nil
    ) {
      self.language = language
      self.only = only
      self.table = table
      self.keys = keys
      self.cells = cells
      self.overwritesTranslated = overwritesTranslated
      self.limit = limit
    }
  }

  /// The texts to send to the provider, in grid order; a plural cell's forms together.
  package var units: [TranslationUnit] = []
  /// The cells filled from the translation memory's exact matches, marked needing review
  /// (machine-translated); its `skipped` are the cells the plan leaves (a plural the memory
  /// cannot fill whole is sent; a cell whose file would not ship is not: see
  /// `BulkCells.Cell.unshippedFile`).
  package var fromMemory = BulkChange()

  /// How many cells `units` are of.
  package var cellCount: Int { Set(units.map(\.cell)).count }

  /// The plan for `options` in `project`: `memory` fills what it can (never with a copy of the
  /// source, unless `keepsSourceText` says the key is the same in every language); `rules`
  /// gives each text its `maxLength`.
  package init(
    _ project: Project, options: Options, memory: ProjectMemory, rules: LintConfiguration,
    keepsSourceText: (LocalizationKey) -> Bool = { _ in false }
  ) throws(BulkError) {
    let column = try BulkCells.column(of: options.language, in: project)
    guard column != 0 else {
      throw BulkError(description: "\(options.language) is the source language")
    }
    var taken = 0
    BulkCells.forEach(column: column, of: project) { cell in
      guard taken < options.limit ?? .max, Self.selects(cell, column, options, project),
        !fromMemory.leaves(cell)
      else { return }
      let keeps = keepsSourceText(cell.id.key)
      switch MemoryFill.fill(
        cell, of: project, from: memory, keepsSourceText: keeps, into: &fromMemory)
      {
      case .filled:
        taken += 1
        return
      case .noMatch, .skipped, .onlyCopies: break
      }
      let cellUnits = Self.units(of: cell, in: project, rules: rules)
      guard !cellUnits.isEmpty else { return }  // its source has no text: nothing to translate
      units += cellUnits
      taken += 1
    }
  }

  /// Whether `options` select `cell`.
  private static func selects(
    _ cell: BulkCells.Cell, _ column: Int, _ options: Options, _ project: Project
  ) -> Bool {
    if let table = options.table, cell.id.table != table { return false }
    if let keys = options.keys, !Wildcard.matches(keys, cell.id.key.text) { return false }
    if let cells = options.cells, !cells.contains(cell.id) { return false }
    switch cell.coverage {
    case .notCounted: return false
    case .gap: return options.only != .needsReview
    case .covered: break
    }
    let state = project.reviewState(grid: cell.grid, row: cell.row, column: column)
    switch state {
    case .needsReview?: return options.only != .gaps
    case .translated?, .new?, nil:
      return options.only == .all && options.overwritesTranslated
    }
  }

  /// The texts of `cell`: its source text, or each form of each of its source's plural
  /// variables (and the outer format when it has words of its own).
  private static func units(
    of cell: BulkCells.Cell, in project: Project, rules: LintConfiguration
  ) -> [TranslationUnit] {
    guard let sourceColumn = project.sourceColumn(ofGrid: cell.grid) else { return [] }
    let source = project.content(grid: cell.grid, row: cell.row, column: sourceColumn)
    let comment = project.comment(grid: cell.grid, row: cell.row, column: sourceColumn)
    let maxLength = rules.maxLength(table: cell.id.table, key: cell.id.key)
    func unit(_ text: String, form: TranslationUnit.Form? = nil, isFormat: Bool = false)
      -> TranslationUnit
    {
      TranslationUnit(
        cell: cell.id, form: form, source: text, comment: comment, maxLength: maxLength,
        isFormat: isFormat)
    }
    guard let entry = source.plural else {
      guard let text = source.text, !text.isEmpty else { return [] }
      return [unit(text)]
    }
    var units: [TranslationUnit] = []
    if BulkPlurals.hasText(outside: entry.formatKey) {
      units.append(unit(entry.formatKey, isFormat: true))
    }
    let language = cell.id.language
    for variable in entry.variables {
      let categories: [(String, String?)] =
        variable.id.isDevice || !variable.isPlural
        ? variable.forms.map { ($0.category, nil) }
        : PluralRules.integerCategories(of: language).map {
          ($0.rawValue, PluralRules.sample(of: $0, in: language).map(Self.spelled))
        }
      for (category, sample) in categories {
        guard let text = variable.form(category) ?? variable.form("other"), !text.isEmpty
        else { continue }
        units.append(
          unit(text, form: .init(variable: variable.id, category: category, sample: sample)))
      }
    }
    return units.contains { $0.form != nil } ? units : []
  }

  /// A sample number as a text: `3`, `1.5`.
  private static func spelled(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }
}
