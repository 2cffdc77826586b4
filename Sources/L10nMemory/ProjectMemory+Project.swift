import L10nModel

extension ProjectMemory {
  /// The memory of `project`: every translated cell, read through the cell layer.
  ///
  /// For each table with a source (`Project.sourceColumn(ofGrid:)`), each key whose source is a
  /// text or plural entry, and each language of the table's bundle that holds translations (not
  /// the source language, not `Base`): a non-empty text is a unit (a String Catalog
  /// translation still `new` is not); a plural entry gives a unit per form, whose source is the
  /// source's form of the same category (else its `other` form) of the same variable.
  package init(project: Project) {
    self.init(sourceLanguage: project.sourceLanguage)
    for grid in project.grids.indices {
      guard let sourceColumn = project.sourceColumn(ofGrid: grid) else { continue }
      let columns = project.bundleColumns(grid: grid).filter { column in
        column != sourceColumn && !project.isSourceSide(column: column)
      }
      guard !columns.isEmpty else { continue }
      let table = project.grids[grid].table
      for row in project.grids[grid].keys.indices {
        let source = project.content(grid: grid, row: row, column: sourceColumn)
        guard source.text.map({ !$0.isEmpty }) ?? (source.plural != nil) else { continue }
        addRow(
          project, grid: grid, row: row, source: source, columns: columns,
          table: table, comment: project.comment(grid: grid, row: row, column: sourceColumn))
      }
    }
    finish()
  }

  /// The units of one row: one context for a text, one per form for plural entries.
  private mutating func addRow(
    _ project: Project, grid: Int, row: Int, source: CellContent, columns: [Int], table: TableID,
    comment: String?
  ) {
    let key = project.grids[grid].keys[row]
    var textContext: Int32?
    var formContexts: [String: Int32] = [:]
    for column in columns {
      let content = project.content(grid: grid, row: row, column: column)
      guard content.state != .new else { continue }
      let language = project.languages[column]
      switch (source, content) {
      case (.text(let sourceText, _), .text(let translation, _)) where !translation.isEmpty:
        let context =
          textContext
          ?? addContext(MemoryContext(table: table, key: key, comment: comment))
        textContext = context
        add(source: sourceText, translation: translation, language: language, context: context)
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
            let form = "\(variable.name): \(category)"
            let context =
              formContexts[form]
              ?? addContext(MemoryContext(table: table, key: key, form: form, comment: comment))
            formContexts[form] = context
            add(
              source: sourceText, translation: translation, language: language, context: context)
          }
        }
      default: continue
      }
    }
  }
}
