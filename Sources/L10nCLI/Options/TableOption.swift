import L10nModel

/// What `--table` names: a table id (`App/Localizable`), or its short name (`Localizable`) when
/// only one table of the project has it.
enum TableOption {
  /// The table `given` names in `project`; prints why not (which ids exist) and fails with exit
  /// status 2 when it names none, or several.
  static func resolve(_ given: String, in project: Project) throws -> TableID {
    let ids = project.grids.map(\.table)
    if ids.contains(TableID(given)) { return TableID(given) }
    let named = ids.filter { $0.name == given }
    if named.count == 1, let only = named.first { return only }
    let listed = (named.isEmpty ? ids : named).map(\.path).joined(separator: ", ")
    Output.standardError(
      named.isEmpty
        ? "error: no table \"\(given)\"; tables: \(listed)"
        : "error: \"\(given)\" names \(named.count) tables; give one of: \(listed)")
    throw ExitStatus.failure
  }
}
