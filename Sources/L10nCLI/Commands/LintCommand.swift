import ArgumentParser
import Foundation
import L10nCheck
import L10nFormats
import L10nHistory
import L10nModel

/// `l10nedit lint`: reports problems for people and CI.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check a project: parse errors, duplicates, gaps, format specifiers and more.",
    discussion: """
      Rules (default level in brackets):
      \(Linter.allRules.map { "  \($0.id) [\(RuleDocument.defaultLevel($0))]: \($0.summary)" }.joined(separator: "\n"))

      lint --explain RULE prints what a rule finds, with examples that trigger it and that do not.

      lint --fix applies the mechanical fixes of the rules that have one \
      (\(Linter.fixableRules.map { $0.id }.joined(separator: ", "))), or of the rules named with \
      --rule R, writing the files as the editor does and reporting each file; --dry-run shows \
      the changes as a diff and writes nothing. Findings are silenced per key with the settings \
      file's "ignoreRules" ({"ellipsis": ["menu.*"]}), or inline with a comment holding \
      l10nedit:ignore RULE above a .strings entry or in a String Catalog key's comment.

      The rules key-not-found, unused-key, unjudged-keys, wrong-table and format-arguments need \
      the code: \
      --sources (or the settings file's "sources"). Swift is scanned by l10nedit-swift-scan \
      (swift build --product l10nedit-swift-scan), Objective-C and C by l10nedit itself.

      Exit status: 0 no errors (warnings alone unless --strict), 1 errors, 2 usage or I/O error.
      """)

  /// The output formats.
  enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, github, sarif
  }

  @OptionGroup var project: ProjectOptions
  @OptionGroup var code: SourceOptions

  @Option(
    help:
      "text (path:line:col: severity: message [rule]), json, github (workflow annotations) or sarif (SARIF 2.1.0 for code scanning)."
  )
  var format: OutputFormat = .text

  @Option(
    name: .customLong("rule"),
    help: ArgumentHelp(
      "Set a rule's level, e.g. --rule untranslated=off (repeatable); with --fix, a bare id "
        + "fixes that rule only.",
      valueName: "id=level"))
  var rules: [String] = []

  @Flag(help: "Apply the mechanical fixes of the findings and write the files.")
  var fix = false

  @Flag(help: "With --fix: print the changes as a diff and write nothing.")
  var dryRun = false

  @OptionGroup var writeOrder: WriteOrderOptions

  @Flag(help: "Exit 1 when there are warnings, too.")
  var strict = false

  /// What else makes the run fail.
  enum FailCondition: String, ExpressibleByArgument, CaseIterable {
    /// A translation that needs review (`needs-review` as an error).
    case needsReview = "needs-review"
  }

  @Option(
    name: .customLong("fail-on"),
    help: ArgumentHelp(
      "Exit 1 on this too: needs-review (any translation awaiting review, listed as an error).",
      valueName: "condition"))
  var failOn: [FailCondition] = []

  @Flag(
    help: ArgumentHelp(
      "List every untranslated info (text output counts them per table and language).",
      discussion: "Also when --rule untranslated=… is given."))
  var verbose = false

  @Option(
    help: ArgumentHelp(
      "With --format github: annotate at most this many findings, errors first; one more "
        + "annotation counts the rest by rule, and the job summary gets them all.",
      valueName: "n"))
  var maxAnnotations = 50

  @Option(
    help: ArgumentHelp(
      "Show and fail on only the findings this baseline file does not accept.",
      discussion: "Findings are matched by rule, file, cell and message, not by line.",
      valueName: "file"))
  var baseline: String?

  @Option(
    help: ArgumentHelp(
      "Write every finding to this baseline file (accepting them all) and exit 0.",
      valueName: "file"))
  var writeBaseline: String?

  @Option(
    help: ArgumentHelp(
      "Print what a rule finds, with examples, and exit (checks nothing).", valueName: "rule"))
  var explain: String?

  func validate() throws {
    if let explain, Self.rule(explain) == nil {
      throw ValidationError(
        "unknown rule \"\(explain)\"; rules: \(Linter.ruleIDs.joined(separator: ", "))")
    }
    if baseline != nil, writeBaseline != nil {
      throw ValidationError("--baseline and --write-baseline go one at a time")
    }
    try validateFix()
  }

  @OptionGroup var progressOptions: ProgressOptions

  /// The built-in rule whose id is `id`.
  static func rule(_ id: String) -> (any Rule.Type)? {
    Linter.allRules.first { $0.id == id }
  }

  func run() throws {
    if let explain, let rule = Self.rule(explain) {
      Output.standardOutput(RuleDocument.text(rule))
      return
    }
    if fix { return try runFix() }
    let progress = ProgressLine(progressOptions.progress, machineOutput: format != .text)
    defer { progress?.finish() }
    let all = try findings(progress: progress)
    if let writeBaseline {
      try write(Baseline(accepting: all, root: project.root), to: writeBaseline)
      return
    }
    let (findings, baselineNote) = try compareWithBaseline(all)
    switch format {
    case .text where verbose || rules.contains(where: { $0.hasPrefix(UntranslatedRule.id + "=") }):
      FindingOutput.writeText(
        findings.indices.lazy.map { UntranslatedSummary.Item.stored($0) }, of: findings)
      Output.standardError(FindingOutput.summary(findings) + baselineNote)
    case .text:
      let merged = UntranslatedSummary.merged(findings)
      FindingOutput.writeText(merged, made: merged.counts, of: findings)
      Output.standardError(FindingOutput.summary(findings) + baselineNote)
    case .json:
      FindingOutput.writeJSON(findings, to: Output.standardOutput)
    case .sarif:
      SARIFOutput.write(findings, to: Output.standardOutput)
    case .github:
      let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"]
      let annotations = FindingOutput.githubAnnotations(
        findings, limit: maxAnnotations, hasJobSummary: summary != nil)
      Output.standardOutput(lines: annotations)
      if let summary {
        FindingOutput.appendJobSummary(findings, to: summary)
      }
    }
    if format != .text, !baselineNote.isEmpty {
      Output.standardError(FindingOutput.summary(findings) + baselineNote)
    }
    let failing: Severity = strict ? .warning : .error
    let counts = findings.severityCounts
    if Severity.allCases.contains(where: { $0 >= failing && counts[$0, default: 0] > 0 }) {
      throw ExitStatus.findings
    }
  }

  /// The findings of the project under the options, before any baseline: what `run` reports.
  func findings(progress: ProgressLine?) throws -> FindingList {
    // A review file that does not parse is a finding (`parse-error`), not a warning.
    let (loaded, settings, _) = try project.load(progress: progress, warnsOfReviewFile: false)
    // `--fail-on needs-review` turns the rule on as an error, whatever `--rule` said.
    let failOnRules = failOn.map { "\($0.rawValue)=error" }
    let configuration = try LintSettings.configuration(
      settings, options: rules + failOnRules, root: project.root, project: loaded)
    let usage = try code.scan(root: project.root, settings: settings).map { scanned in
      // Ignored keys are ignored where code uses them, too.
      var usage = scanned
      usage.references.removeAll {
        configuration.ignores(key: LocalizationKey($0.key.description))
      }
      return KeyUsageIndex(project: loaded, usage: usage)
    }
    let linter = Linter(configuration: configuration)
    let history = linter.readsHistory ? OutdatedTranslations.find(in: loaded) : nil
    let all = linter.run(
      loaded, usage: usage, history: history, progress: progress?.counter("rows checked"))
    progress?.finish()
    if let usage {
      Output.standardError(
        "scanned \(usage.usage.fileCount) source files: \(usage.usage.references.count) uses of keys, \(usage.usage.dynamicKeys.count) with a key that is not a literal, \(usage.usage.patterns.count) key patterns, \(Set(usage.usage.runTimeTables.map(\.table)).count) tables read at run time"
      )
    }
    return all
  }

  /// The findings `--baseline` does not accept, and what it left out, in words (empty without
  /// a baseline).
  private func compareWithBaseline(_ findings: FindingList) throws -> (FindingList, String) {
    guard let path = baseline else { return (findings, "") }
    let accepted = try BaselineFile.readReporting(path)
    let (new, known, gone) = accepted.compare(findings, root: project.root)
    var note = " new; \(known) more in the baseline, not shown"
    if gone > 0 {
      note +=
        "; \(gone) of the baseline's findings are gone (fixed or changed): "
        + "--write-baseline \(path) drops them"
    }
    return (new, note)
  }

  private func write(_ baseline: Baseline, to path: String) throws {
    do {
      try FileSystem.writeSafely(BaselineFile.render(baseline), to: path)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    Output.standardError(
      "wrote \(baseline.total) findings (\(baseline.counts.count) distinct) to \(path)")
  }
}
