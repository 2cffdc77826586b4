import L10nModel

extension ProjectMemory {
  /// The memory of `project`: every translated cell, read through the cell layer.
  ///
  /// For each table with a source (`Project.sourceColumn(ofGrid:)`), each key whose source is a
  /// text or plural entry, and each language of the table's bundle that holds translations (not
  /// the source language, not `Base`) of a key to be translated (not Don't Translate): a
  /// non-empty text is a unit (a String Catalog
  /// translation still `new` is not); a plural entry gives a unit per form, whose source is the
  /// source's form of the same category (else its `other` form) of the same variable.
  ///
  /// A value identical to its source text is a copy, not a translation: it is no unit (noted
  /// in `sourceCopies`), unless `keepsSourceText` says the key is the same in every language
  /// (the settings' `ignoreRules` for `untranslated`), or for every key (comparing
  /// translations, where a copy is one of the translations compared).
  ///
  /// With `repeatedOnly`, only rows whose source text (or one of whose plural forms) is also
  /// another row's are read, and no fuzzy index is built: what comparing translations of one
  /// text needs (`inconsistent-translation`), at a fraction of the cost on a project of
  /// distinct texts.
  ///
  /// With `languages`, only the translations into those languages are units.
  package init(
    project: Project, repeatedOnly: Bool = false,
    keepsSourceText: (LocalizationKey) -> Bool = { _ in false },
    languages: Set<LanguageID>? = nil
  ) {
    self.init(sourceLanguage: project.sourceLanguage)
    let repeated = repeatedOnly ? Self.rowsWithRepeatedSources(project) : nil
    for grid in project.grids.indices {
      guard let sourceColumn = project.sourceColumn(ofGrid: grid) else { continue }
      let columns = project.bundleColumns(grid: grid).filter { column in
        column != sourceColumn && !project.isSourceSide(column: column)
          && languages.map { $0.contains(project.languages[column]) } ?? true
      }
      guard !columns.isEmpty else { continue }
      let table = project.grids[grid].table
      for row in project.grids[grid].keys.indices {
        if let repeated, !repeated[grid][row] { continue }
        let source = project.content(grid: grid, row: row, column: sourceColumn)
        guard source.text.map({ !$0.isEmpty }) ?? (source.plural != nil),
          project.isToBeTranslated(grid: grid, row: row)
        else { continue }
        addRow(
          project, grid: grid, row: row, source: source, columns: columns,
          table: table, comment: project.comment(grid: grid, row: row, column: sourceColumn),
          keepsCopies: keepsSourceText(project.grids[grid].keys[row]))
      }
    }
    finish(indexed: !repeatedOnly)
  }

  /// For each row of each grid, whether one of its source texts is another row's too.
  ///
  /// Each source cell is read and each text hashed once: the rows are then told from the
  /// texts' numbers (a row read twice, its text hashed again, was most of the time of
  /// `inconsistent-translation` on a table of 20,000 distinct texts).
  private static func rowsWithRepeatedSources(_ project: Project) -> [[Bool]] {
    var numbers: [String: Int] = [:]
    var counts: [Int] = []
    // Each row's texts, by number, in the order read.
    var read: [(grid: Int, row: Int, text: Int)] = []
    var repeated = project.grids.map { [Bool](repeating: false, count: $0.keys.count) }
    let rows = repeated.reduce(0) { $0 + $1.count }
    numbers.reserveCapacity(rows)
    counts.reserveCapacity(rows)
    read.reserveCapacity(rows)
    for grid in project.grids.indices {
      guard let column = project.sourceColumn(ofGrid: grid) else { continue }
      for row in project.grids[grid].keys.indices {
        for text in texts(of: project.content(grid: grid, row: row, column: column)) {
          let number: Int
          if let known = numbers[text] {
            number = known
          } else {
            number = counts.count
            numbers[text] = number
            counts.append(0)
          }
          counts[number] += 1
          read.append((grid, row, number))
        }
      }
    }
    for (grid, row, text) in read where counts[text] > 1 { repeated[grid][row] = true }
    return repeated
  }

  /// A source cell's texts: its text, or its plural forms' (each once).
  private static func texts(of content: CellContent) -> [String] {
    if let text = content.text { return text.isEmpty ? [] : [text] }
    let forms = content.plural?.variables.flatMap { $0.forms.map(\.text) } ?? []
    return Array(Set(forms.filter { !$0.isEmpty }))
  }

  /// Whether a cell (or one of its plural forms) needs review, a text's looked up only where
  /// it can: a String Catalog translation whose state says so, or a project whose review file
  /// names cells (most cells of most projects are neither, and a memory reads every cell).
  private struct ReviewLookup {
    private var whole: Bool
    private var forms: [PluralFormID: ReviewState] = [:]

    init(_ project: Project, grid: Int, row: Int, column: Int, content: CellContent) {
      let mayNeedReview = !project.reviews.isEmpty || content.state == .needsReview
      whole =
        mayNeedReview
        && project.reviewState(grid: grid, row: row, column: column)?.needsReview == true
      // A plural's forms have states of their own (few cells: always looked up).
      if content.plural != nil {
        forms = project.formReviewStates(of: project.cellID(grid: grid, row: row, column: column))
      }
    }

    /// Whether the cell's text (`nil`) or its form `form` needs review.
    func needsReview(_ form: PluralFormID?) -> Bool {
      guard let form else { return whole }
      return forms[form]?.needsReview ?? whole
    }
  }

  /// The units of one row: one context for a text, one per form for plural entries.
  private mutating func addRow(
    _ project: Project, grid: Int, row: Int, source: CellContent, columns: [Int], table: TableID,
    comment: String?, keepsCopies: Bool
  ) {
    let key = project.grids[grid].keys[row]
    var textContext: Int32?
    var formContexts: [String: Int32] = [:]
    for column in columns {
      let content = project.content(grid: grid, row: row, column: column)
      guard content.state != .new else { continue }
      let language = project.languages[column]
      let review = ReviewLookup(project, grid: grid, row: row, column: column, content: content)
      switch (source, content) {
      case (.text(let sourceText, _), .text(let translation, _)) where !translation.isEmpty:
        if translation == sourceText, !keepsCopies {
          noteCopy(of: sourceText, in: language)
          continue
        }
        let context =
          textContext
          ?? addContext(MemoryContext(table: table, key: key, comment: comment))
        textContext = context
        add(
          source: sourceText, translation: translation, language: language, context: context,
          needsReview: review.needsReview(nil))
      case (.plural(let sourceEntry, _), .plural(let entry, _)):
        for variable in entry.variables {
          guard let sourceVariable = sourceEntry.variables.first(where: { $0.id == variable.id })
          else { continue }
          for (category, translation) in variable.forms where !translation.isEmpty {
            guard
              let sourceText = sourceVariable.forms.first(where: { $0.category == category })?
                .text ?? sourceVariable.forms.first(where: { $0.category == "other" })?.text,
              !sourceText.isEmpty
            else { continue }
            if translation == sourceText, !keepsCopies {
              noteCopy(of: sourceText, in: language)
              continue
            }
            let form = "\(variable.name): \(category)"
            let context =
              formContexts[form]
              ?? addContext(MemoryContext(table: table, key: key, form: form, comment: comment))
            formContexts[form] = context
            add(
              source: sourceText, translation: translation, language: language, context: context,
              needsReview: review.needsReview(PluralFormID(variable.id, category)))
          }
        }
      default: continue
      }
    }
  }
}
