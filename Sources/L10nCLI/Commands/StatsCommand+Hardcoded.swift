import L10nCheck
import L10nFormats
import L10nModel

extension StatsCommand {
  /// The `hardcoded-string` findings of the sources per target, as `lint --sources` (and
  /// `--baseline`) reports them; `nil` without sources.
  func hardcodedTally(_ loaded: Project, settings: ProjectSettings) throws -> HardcodedTally? {
    guard let usage = try code.scan(root: project.root, settings: settings) else { return nil }
    let configuration = try LintSettings.configuration(settings)
    let index = KeyUsageIndex(project: loaded, usage: usage)
    var findings = FindingList(
      Linter(configuration: configuration).check(index, in: loaded).filter {
        $0.ruleID == HardcodedStringRule.id
      })
    if let baseline {
      findings = try BaselineFile.readReporting(baseline).compare(findings, root: project.root).new
    }
    let roots = code.paths(root: project.root, settings: settings)
    let targets = SourceTargets(
      sources: roots, projects: SourceTargets.xcodeProjects(in: [project.root] + roots))
    for warning in targets.warnings { Output.standardError("warning: \(warning)") }
    return HardcodedTally(findings, targets: targets, roots: roots)
  }
}
