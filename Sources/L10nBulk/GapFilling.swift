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
  /// format specifiers do not fit the source is not used. A filled translation needs review
  /// (machine-translated), in every format. A plural gap is filled when each of its forms has a
  /// match (`BulkPlurals.fromMemory`), else left alone and named in `skipped`, as is a gap whose
  /// writing would make a file its table's target would not ship (`MemoryFill.fill`).
  ///
  /// A match that is the source text itself is no translation: the gap stays, counted in
  /// `copiesSkipped` (also when the memory left the copy out), unless `keepsSourceText` says
  /// the key is the same in every language.
  package static func fromMemory(
    _ project: Project, language: LanguageID, memory: ProjectMemory,
    keepsSourceText: (LocalizationKey) -> Bool = { _ in false }
  ) throws(BulkError) -> BulkChange {
    let column = try BulkCells.column(of: language, in: project)
    guard column != 0 else { throw BulkError(description: "\(language) is the source language") }
    var change = BulkChange()
    BulkCells.forEach(column: column, of: project) { cell in
      guard cell.coverage.isGap else { return }
      let keeps = keepsSourceText(cell.id.key)
      switch MemoryFill.fill(cell, of: project, from: memory, keepsSourceText: keeps, into: &change)
      {
      case .filled, .noMatch: break
      case .skipped(let reason): change.skipped.append(.init(cell: cell.id, reason: reason))
      case .onlyCopies: change.copiesSkipped += 1
      }
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

  /// The languages `language` may take its texts from, nearest first: CLDR's parent where it
  /// is not the code cut short — Chinese of Hong Kong, Macao and Taiwan `zh-Hant`, of China
  /// and Singapore `zh-Hans`; Spanish of the Americas `es-419` — then each shorter code
  /// (`zh-Hant-HK` → `zh-Hant` → `zh`).
  package static func parents(of language: LanguageID) -> [LanguageID] {
    var parents: [LanguageID] = []
    let tag = LanguageTag(language)
    if tag.script == nil, let region = tag.region {
      switch (tag.language, region) {
      case ("zh", "hk"), ("zh", "mo"), ("zh", "tw"): parents.append(LanguageID("zh-Hant"))
      case ("zh", "cn"), ("zh", "sg"): parents.append(LanguageID("zh-Hans"))
      case ("es", let region) where region != "es" && region != "419":
        parents.append(LanguageID("es-419"))
      default: break
      }
    }
    var next = parent(of: language)
    while let shorter = next {
      parents.append(shorter)
      next = parent(of: shorter)
    }
    return parents
  }

  /// Whether `content`, a value of row `row` of grid `grid`, is its source's text or plural
  /// forms themselves.
  private static func isCopyOfSource(
    _ content: CellContent, grid: Int, row: Int, in project: Project
  ) -> Bool {
    guard let sourceColumn = project.sourceColumn(ofGrid: grid) else { return false }
    let source = project.content(grid: grid, row: row, column: sourceColumn)
    if let text = content.text, !text.isEmpty { return text == source.text }
    if let entry = content.plural, let sourceEntry = source.plural {
      let forms = { (entry: PluralEntry) in
        entry.variables.flatMap { $0.forms.map { [$0.category, $0.text] } }
      }
      return forms(entry) == forms(sourceEntry)
    }
    return false
  }

  /// The language `fromParent` fills `language` from: the first of `parents(of:)` the project
  /// has (`es-MX` ← `es-419`, else `es`; `zh-HK` ← `zh-Hant`).
  package static func parentLanguage(of language: LanguageID, in project: Project)
    -> LanguageID?
  {
    parents(of: language).first { project.column(of: $0) != nil }
  }

  /// The parent `fromParent` would take `language`'s texts from when it is the project's
  /// source language (`en-GB` ← `en`): its texts are not translations, so filling would copy
  /// source texts.
  package static func sourceParent(of language: LanguageID, in project: Project) -> LanguageID? {
    guard let parent = parentLanguage(of: language, in: project),
      parent == project.sourceLanguage
    else { return nil }
    return parent
  }

  /// Every gap of the regional language `language` filled with its parent's text.
  ///
  /// The parent is `parentLanguage(of:in:)`; only gaps where it has a text are filled (a plural
  /// gap with each of the parent's forms, and its format). A parent
  /// that is the project's source language (`sourceParent(of:in:)`) is refused, naming how
  /// many source texts would be copied, unless `copyingSource` says to copy them. Another
  /// parent's text that is the source text itself (a copy the parent holds, not a
  /// translation) is not copied on, counted in `copiesSkipped`, unless `keepsSourceText` says
  /// the key is the same in every language. A gap whose writing would make a file its table's
  /// target would not ship is left, named in `skipped`. A filled translation needs review
  /// (machine-translated).
  package static func fromParent(
    _ project: Project, language: LanguageID, copyingSource: Bool = false,
    keepsSourceText: (LocalizationKey) -> Bool = { _ in false }
  ) throws(BulkError) -> BulkChange {
    let column = try BulkCells.column(of: language, in: project)
    let candidates = parents(of: language)
    guard !candidates.isEmpty else {
      throw BulkError(description: "\(language) has no parent language (it has one subtag)")
    }
    guard let parent = parentLanguage(of: language, in: project),
      let parentColumn = project.column(of: parent)
    else {
      throw BulkError(
        description: "the project has no parent language of \(language) ("
          + candidates.map(\.code).joined(separator: ", ") + ")")
    }
    var change = BulkChange()
    let parentIsSource = parent == project.sourceLanguage
    BulkCells.forEach(column: column, of: project) { cell in
      guard cell.coverage.isGap else { return }
      let parentContent = project.content(grid: cell.grid, row: cell.row, column: parentColumn)
      let hasValue =
        (parentContent.plural != nil && parentContent.state != .new)
        || parentContent.text?.isEmpty == false
      // A gap the parent would fill whose file would not ship is left, said why.
      guard hasValue, !change.leaves(cell) else { return }
      if !parentIsSource, !keepsSourceText(cell.id.key),
        isCopyOfSource(parentContent, grid: cell.grid, row: cell.row, in: project)
      {
        change.copiesSkipped += 1
        return
      }
      if let entry = parentContent.plural, parentContent.state != .new {
        // Every variable's forms as the parent has them (regional variants share plural
        // rules); the outer format too where it is the entry's own text.
        let variables = entry.variables.map { ($0.id, $0.forms) }.filter { !$0.1.isEmpty }
        let ownFormat = entry.variables.allSatisfy {
          if case .stringsdict = $0.id { true } else { $0.id.isSubstitution }
        }
        let sourceFormat = project.sourceColumn(ofGrid: cell.grid).flatMap {
          project.content(grid: cell.grid, row: cell.row, column: $0).plural?.formatKey
        }
        guard !variables.isEmpty else { return }
        change.setForms(
          cell.id, from: cell.content.plural, to: variables,
          format: ownFormat && entry.formatKey != sourceFormat ? entry.formatKey : nil,
          review: .machineTranslated)
        return
      }
      guard let text = parentContent.text, !text.isEmpty else { return }
      change.set(cell.id, from: cell.content.text, to: text, review: .machineTranslated)
    }
    if !copyingSource, !change.isEmpty, sourceParent(of: language, in: project) != nil {
      let count = change.items.count
      throw BulkError(
        description: "the parent of \(language) is \(parent), the project's source language: "
          + "filling would copy \(count) source text\(count == 1 ? "" : "s") as \(count == 1 ? "it is" : "they are")",
        copiesSource: true)
    }
    return change
  }
}
