import L10nModel

/// `key-not-found`: code uses a key that the development language of its table lacks; the
/// user sees the key.
///
/// Keys without a letter (`Text("\(percent)%")`) are not reported: there is nothing to
/// translate.
package struct KeyNotFoundRule: UsageRule {
  package static let id = "key-not-found"
  package static let defaultSeverity = Severity.error
  package static let summary = "Code uses a key the development language of its table lacks."

  /// Creates the rule.
  package init() {}

  package func check(_ index: KeyUsageIndex, in project: Project, report: (Problem) -> Void) {
    let tableNames = Set(project.grids.map { String($0.table.name) })
    for (position, reference) in index.usage.references.enumerated()
    where index.rowsInItsTable(position, project: project).isEmpty {
      // A key another table has is `wrong-table`'s; `Text("\(n)%")` has nothing to translate.
      guard index.matches[position].isEmpty || reference.table == nil,
        reference.key.hasLetters
      else { continue }
      let table = reference.table ?? "any table"
      let message =
        reference.table.map { tableNames.contains($0) } == false
        ? "\(Quoted.text(reference.key.description)) (\(reference.routine)): the project has no table \(table)"
        : "\(Quoted.text(reference.key.description)) (\(reference.routine)) is not in \(table) (\(project.sourceLanguage))"
      report(Problem(path: reference.path, location: reference.location, message: message))
    }
  }
}

// MARK: - Documentation and examples

extension KeyNotFoundRule {
  package static let explanation = """
    Code uses a key the development language of its table lacks: every language then shows \
    the key itself. Located in the Swift or Objective-C file. Needs `--sources` (or the \
    settings file's `sources`).
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
