import L10nModel

extension MemoryQuery {
  /// The queries for translating `cell` of `project`: one for a text source, one per form of a
  /// plural source (`count: one`, …); none when the table has no source or the source is
  /// empty, or `cell` is in the source's column.
  package static func queries(for cell: CellID, in project: Project) -> [MemoryQuery] {
    guard let (grid, row, column) = project.position(of: cell), let row,
      let source = project.sourceColumn(ofGrid: grid), source != column
    else { return [] }
    let comment = project.comment(grid: grid, row: row, column: source)
    switch project.content(grid: grid, row: row, column: source) {
    case .text(let text, _) where !text.isEmpty:
      return [MemoryQuery(source: text, language: cell.language, cell: cell, comment: comment)]
    case .plural(let entry, _):
      return entry.variables.flatMap { variable in
        variable.forms.filter { !$0.text.isEmpty }.map { form in
          MemoryQuery(
            source: form.text, language: cell.language, cell: cell,
            form: "\(variable.name): \(form.category)", comment: comment)
        }
      }
    default: return []
    }
  }
}
