import L10nModel

/// `unused-key`: a key of the development language that no scanned code, storyboard, intent
/// definition or Info.plist uses, with the reason (no call, a stale Interface Builder id, an
/// accessor never referenced).
///
/// Not said where the scan is incomplete (`unjudged-keys` says so instead): keys a key pattern
/// may build (`"alert." + name`), tables read whole at run time, Settings bundles, any key
/// while a source file could not be scanned. Not said either of keys of tables the system
/// reads (`InfoPlist` in any case, `AppShortcuts`, `ServicesMenu`), of keys named by Xcode's
/// generated symbols, of Interface Builder object ids whose object the
/// document has (any object id when no document of the table's name was scanned), or of keys
/// that appear as another string literal in a position that can reach a lookup (used through a
/// variable, as in `localizedString(kind.rawValue)`).
package struct UnusedKeyRule: UsageRule {
  package static let id = "unused-key"
  package static let defaultSeverity = Severity.warning
  package static let summary = "A key no scanned code, storyboard or Info.plist uses."

  /// Creates the rule.
  package init() {}

  package func check(_ index: KeyUsageIndex, in project: Project, report: (Problem) -> Void) {
    for (gridIndex, grid) in project.grids.enumerated() {
      guard let source = project.sourceColumn(ofGrid: gridIndex) else { continue }
      // What the table's rows share, found once (it reads every file of the table).
      var table: RowContext.Table?
      for (row, key) in grid.keys.enumerated() where grid.entry(row: row, language: source) != nil {
        guard
          case .unused(let reason) = index.verdict(
            KeyUsageIndex.Row(grid: gridIndex, row: row), in: project)
        else { continue }
        let rows = table ?? RowContext.Table(project: project, grid: grid)
        table = rows
        let context = RowContext(rows, row: row)
        report(
          Problem(
            path: context.source.path, location: context.sourceLocation,
            message: "\(Quoted.key(key)) is not used by the scanned code: \(reason)",
            cell: CellID(table: grid.table, key: key, language: project.languages[source])))
      }
    }
  }

  /// Whether `key` is an Interface Builder object id and a property: `5.title`,
  /// `Kd2-mp-pUS.placeholderString`, `7.ibShadowedObjectValues[0]`.
  package static func looksLikeObjectID(_ key: String) -> Bool {
    LocalizationKey.looksLikeObjectID(key)
  }
}

// MARK: - Documentation and examples

extension UnusedKeyRule {
  package static let explanation = """
    A key no scanned code uses, located in the table, saying why: no call and no key \
    pattern, a stale Interface Builder id (the storyboard or xib of the table's name has no \
    such object), an intent definition without the string, a generated accessor never \
    referenced. Not keys of tables the system reads (`InfoPlist` in any case, `AppShortcuts`, \
    `ServicesMenu`), not keys code names through Xcode's generated symbols (`Button(.done)`), \
    not object ids of a document that has them \
    (any object id when no document of the table's name was scanned), not keys that appear \
    as another string literal where it can reach a lookup (not logged, compared, a defaults \
    key, an image name, verbatim), and never where the scan is incomplete (`unjudged-keys`: \
    key patterns, tables read whole, a source file that could not be scanned). \
    Needs `--sources`.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "note.new" = "New note";
      "note.old" = "Old note";

      """#,
      "Sources/App.m": #"""
      NSString *title(void) {
          return NSLocalizedString(@"note.new", @"");
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
          return NSLocalizedString(@"note.new", @"");
      }

      """#,
    ])
  ]
}
