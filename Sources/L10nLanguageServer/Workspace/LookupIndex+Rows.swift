import L10nModel

extension LookupIndex {
  /// A row of a grid.
  package struct Row: Hashable, Sendable {
    /// The grid's index in `Project.grids`.
    package var grid: Int
    /// The row.
    package var row: Int
  }

  /// The grids a site's key is looked up in: its exact table; else the tables of its name (of
  /// the calling file's Swift package target only, with `bundle: .module`); every table when
  /// the call names its table by an expression.
  package func grids(of site: KeySite, path: String?, project: Project) -> [Int] {
    if let table = site.tableID { return project.gridIndex(of: table).map { [$0] } ?? [] }
    let grids = site.table.map { gridsByName[$0] ?? [] } ?? Array(project.grids.indices)
    guard site.inModuleBundle, let path else { return grids }
    return grids.filter { moduleBundles.grid($0, isInTargetOf: path) }
  }

  /// The rows holding a site's key in the grids it is looked up in (see `grids(of:path:project:)`).
  package func rows(of site: KeySite, path: String?, project: Project) -> [Row] {
    let key = LocalizationKey(site.key)
    return grids(of: site, path: path, project: project).compactMap { grid in
      project.grids[grid].row(of: key).map { Row(grid: grid, row: $0) }
    }
  }
}
