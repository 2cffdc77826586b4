import ArgumentParser
import L10nCheck
import L10nFormats
import L10nModel

/// `lint --fix [--rule R] [--dry-run]`: the mechanical fixes of the findings, written through
/// the one write path (`ProjectWriter`, as `import` and the editor write), reported per file;
/// with `--dry-run`, shown as a unified diff and not written.
extension LintCommand {
  /// The most times the project is linted and fixed again: a fix can uncover a finding another
  /// rule fixes (an ellipsis fixed, then the ending compared).
  static let fixPasses = 3

  /// The rules `--rule` names to fix (those given without `=level`).
  var rulesToFix: [String] { rules.filter { !$0.contains("=") } }

  /// Checks the rules named for `--fix`.
  func validateFix() throws {
    guard fix else {
      if dryRun { throw ValidationError("--dry-run goes with --fix") }
      if !rulesToFix.isEmpty {
        throw ValidationError(
          "--rule takes id=level, e.g. untranslated=off (a bare id goes with --fix)")
      }
      return
    }
    let fixable = Linter.fixableRules.map { $0.id }
    for id in rulesToFix where !fixable.contains(id) {
      throw ValidationError(
        "\(id) has no fix; rules with a fix: \(fixable.joined(separator: ", "))")
    }
  }

  func runFix() throws {
    let (loaded, settings, stamps) = try project.load()
    let configuration = try LintSettings.configuration(
      settings, options: rules.filter { $0.contains("=") }, root: project.root, project: loaded)
    let linter = Linter(configuration: configuration)
    let only = rulesToFix.isEmpty ? nil : Set(rulesToFix)
    var edited = loaded
    var files = Set<Int>()
    var fixed: [(path: String, fix: LintFixes.Fix)] = []
    for _ in 0..<Self.fixPasses {
      let fixes = LintFixes.fixes(for: linter.run(edited), in: edited, only: only)
      guard !fixes.isEmpty else { break }
      do {
        files.formUnion(try edited.apply(fixes.flatMap(\.edits)).files)
      } catch {
        Output.standardError("error: \(error)")
        throw ExitStatus.failure
      }
      fixed += fixes.map { (Self.path(of: $0, in: edited), $0) }
    }
    let report = report(fixed)
    let order = writeOrder.order(settings, byDefault: false)
    let indices = files.sorted()
    if dryRun {
      report.print(written: false)
      for index in indices { SaveDiff.show(edited, file: index, order: order) }
      return
    }
    try ProjectSaving.save(
      edited, files: indices, order: order, unchangedSince: stamps, report: report)
  }

  /// Per file: how many values were fixed, by rule; then the total, on standard error.
  private func report(_ fixed: [(path: String, fix: LintFixes.Fix)]) -> ChangeReport {
    var report = ChangeReport()
    var paths: [String] = []
    var byPath: [String: [String: Int]] = [:]
    var cells: [String: Set<CellID>] = [:]
    for (path, fix) in fixed {
      if byPath[path] == nil { paths.append(path) }
      for rule in fix.rules { byPath[path, default: [:]][rule, default: 0] += 1 }
      cells[path, default: []].insert(fix.cell)
    }
    for path in paths {
      let rules = (byPath[path] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      let count = cells[path]?.count ?? 0
      let values = "\(path): \(count) value\(count == 1 ? "" : "s") "
      let rulesSaid = " (\(rules.joined(separator: ", ")))"
      report.add(
        .error, done: values + "fixed" + rulesSaid, pending: values + "would be fixed" + rulesSaid)
    }
    let total = Set(fixed.map(\.fix.cell)).count
    let values = "\(total) value\(total == 1 ? "" : "s") "
    let place = " in \(paths.count) file\(paths.count == 1 ? "" : "s")"
    report.add(.error, done: values + "fixed" + place, pending: values + "would be fixed" + place)
    return report
  }

  /// The file that holds the value `fix` changes (a `.stringsdict` for a plural fix, when the
  /// table has one in the language).
  private static func path(of fix: LintFixes.Fix, in project: Project) -> String {
    let cell = fix.cell
    guard let (grid, _, column) = project.position(of: cell),
      let file = (fix.isPlural ? project.grids[grid].pluralFiles[column] : nil)
        ?? project.grids[grid].files[column]
    else { return project.path(of: cell.table, language: cell.language) }
    return project.files[file].path
  }
}
