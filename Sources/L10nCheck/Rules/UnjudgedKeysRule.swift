import L10nModel

/// `unjudged-keys`: what a scan could not judge, once per table.
///
/// Keys only key patterns may build (`"alert." + name`), a table read whole at run time, a
/// table a resource the scan does not read uses: `unused-key` is silent about those keys.
package struct UnjudgedKeysRule: UsageRule {
  package static let id = "unjudged-keys"
  package static let defaultSeverity = Severity.info
  package static let summary =
    "Keys of a table the scan cannot judge unused: used through key patterns, read at run time."

  /// Creates the rule.
  package init() {}

  package func check(_ index: KeyUsageIndex, in project: Project, report: (Problem) -> Void) {
    for (gridIndex, grid) in project.grids.enumerated() {
      guard let source = project.sourceColumn(ofGrid: gridIndex) else { continue }
      var first: Int?
      var patterns: [CodeReference] = []
      var throughPatterns = 0
      var reason: String?
      for row in grid.keys.indices where grid.entry(row: row, language: source) != nil {
        switch index.verdict(KeyUsageIndex.Row(grid: gridIndex, row: row), in: project) {
        case .used, .unused: continue
        case .throughPattern(let pattern):
          throughPatterns += 1
          if !patterns.contains(pattern) { patterns.append(pattern) }
        case .readAtRunTime(let table):
          reason = reason ?? "read whole at run time (\(table.place))"
        case .notJudged(let user):
          reason = reason ?? "used by \(user)"
        }
        first = first ?? row
      }
      guard let first else { continue }
      let context = RowContext(project: project, grid: grid, row: first)
      let message: String
      if let reason {
        message = "\(grid.table.name): \(reason); its keys are not judged unused"
      } else {
        let shown = patterns.prefix(3).map {
          "\(Quoted.text($0.key.description)) at \($0.place)"
        }
        let more = patterns.count > 3 ? " and \(patterns.count - 3) more" : ""
        message =
          "\(grid.table.name): \(throughPatterns) key\(throughPatterns == 1 ? "" : "s") used only through key patterns (\(shown.joined(separator: ", "))\(more)); not judged unused"
      }
      report(Problem(path: context.source.path, location: context.sourceLocation, message: message))
    }
  }
}

// MARK: - Documentation and examples

extension UnjudgedKeysRule {
  package static let explanation = """
    Once per table, what the scan could not judge, so that `unused-key` stays quiet there: \
    keys only key patterns may build (`"alert." + name`, with the patterns' places), a table \
    read whole at run time, a table a resource uses (a Settings bundle, an intent definition \
    the Xcode project lists but the scan did not read). Needs `--sources`.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "menu.open" = "Open";
      "menu.close" = "Close";

      """#,
      "Sources/Menu.m": #"""
      NSString *title(NSString *name) {
          return NSLocalizedString([@"menu." stringByAppendingString:name], @"");
      }

      """#,
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "menu.open" = "Open";

      """#,
      "Sources/Menu.m": #"""
      NSString *title(void) {
          return NSLocalizedString(@"menu.open", @"");
      }

      """#,
    ])
  ]
}
