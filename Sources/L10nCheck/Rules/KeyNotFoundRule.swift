import L10nModel

/// `key-not-found`: code uses a key that the development language of its table lacks; the
/// user sees the key.
///
/// Keys without a letter (`Text("\(percent)%")`) are not reported: there is nothing to
/// translate. The finding's cell is the missing key (as code spells it, newlines included) in
/// the table it names, in the development language: what JSON output gives as `key`.
package struct KeyNotFoundRule: ReferenceRule {
  package static let id = "key-not-found"
  package static let defaultSeverity = Severity.error
  package static let summary = "Code uses a key the development language of its table lacks."

  /// Creates the rule.
  package init() {}

  package func check(_ index: KeyUsageIndex, in project: Project, report: (Problem) -> Void) {
    var tables: [String: TableID] = [:]
    for grid in project.grids where tables[String(grid.table.name)] == nil {
      tables[String(grid.table.name)] = grid.table
    }
    for (position, reference) in index.usage.references.enumerated()
    where index.rowsInItsTable(position, project: project).isEmpty {
      // A key another table has is `wrong-table`'s; `Text("\(n)%")` has nothing to translate.
      guard index.matches[position].isEmpty || reference.table == nil,
        reference.key.hasLetters
      else { continue }
      let table = reference.table ?? "any table"
      let message =
        reference.table.map { tables[$0] != nil } == false
        ? "\(Quoted.text(reference.key.description)) (\(reference.routine)): the project has no table \(table)"
        : "\(Quoted.text(reference.key.description)) (\(reference.routine)) is not in \(table) (\(project.sourceLanguage))"
      let id = reference.table.map { tables[$0] ?? TableID($0) } ?? TableID("")
      report(
        Problem(
          path: reference.path, location: reference.location, message: message,
          cell: CellID(
            table: id, key: LocalizationKey(reference.key.description),
            language: project.sourceLanguage)))
    }
  }
}

// MARK: - Documentation and examples

extension KeyNotFoundRule {
  package static let explanation = """
    Code uses a key the development language of its table lacks: every language then shows \
    the key itself. Located in the Swift or Objective-C file; JSON output gives the key (as \
    the code spells it) in `key`. Needs `--sources` (or the settings file's `sources`).
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "note.new" = "New note";

      """#,
      "Sources/App.m": #"""
      NSString *title(void) {
          return NSLocalizedString(@"note.create", @"Toolbar button");
      }

      """#,
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "note.new" = "New note";

      """#,
      "Sources/App.m": #"""
      NSString *title(void) {
          return NSLocalizedString(@"note.new", @"Toolbar button");
      }

      """#,
    ])
  ]
}
