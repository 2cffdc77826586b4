import Foundation
import L10nCLI
import L10nCheck
import L10nTestSupport
import Testing

/// Every rule's own examples, linted for real (in process, as `lint` does): the triggering ones give the rule a finding,
/// the others give it none (the SwiftLint pattern).
@Suite("rule examples")
struct RuleExampleTests {
  /// Every example of every rule, named by the rule and whether it should trigger.
  static let cases: [(rule: String, triggers: Bool, example: RuleExample)] =
    Linter.allRules.flatMap { rule in
      rule.triggeringExamples.map { (rule.id, true, $0) }
        + rule.nonTriggeringExamples.map { (rule.id, false, $0) }
    }

  @Test("every rule has at least one example of each kind")
  func everyRuleHasExamples() {
    for rule in Linter.allRules {
      #expect(!rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
      #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
      #expect(!rule.explanation.isEmpty, "\(rule.id) has no explanation")
    }
  }

  @Test("each example triggers its rule or does not, as declared", arguments: cases.indices)
  func example(_ index: Int) throws {
    let (id, triggers, example) = Self.cases[index]
    let files = Dictionary(uniqueKeysWithValues: example.files.map { ($0.path, $0.text) })
    // A rule over git history: its example's commits in a repository of their own.
    let repository = example.history.isEmpty ? nil : try GitRepository()
    for commit in example.history {
      try repository?.commit(Dictionary(uniqueKeysWithValues: commit.map { ($0.path, $0.text) }))
    }
    try repository?.commit(files)
    let folder = try repository?.folder ?? TestSupport.fixture(files)
    let rule = try #require(Linter.allRules.first { $0.id == id })
    // In process (160 and more examples: a launch each cost a minute of CI); `lint`'s output
    // formats have their own tests.
    var arguments = [
      folder.url.path + "/" + example.lintPath, "--rule", "\(id)=\(rule.defaultSeverity.rawValue)",
    ]
    if example.hasSources { arguments += ["--sources", folder.url.path + "/Sources"] }
    let findings = try LintRun.findings(arguments)
    let found = findings.indices.contains { findings.ruleID(at: $0) == id }
    #expect(
      found == triggers,
      "\(id) example \(index) should \(triggers ? "" : "not ")trigger: \(findings.map(\.message))")
  }

  @Test("lint --explain prints the rule's summary and examples; an unknown rule is refused")
  func explain() throws {
    let result = try CommandRunner.run(["lint", "--explain", "empty-value"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput.hasPrefix("empty-value (default: warning)\n\nA value is empty.\n"))
    #expect(result.standardOutput.contains("Does not trigger:\n"))
    let unknown = try CommandRunner.run(["lint", "--explain", "empty-values"])
    #expect(unknown.status == 2)
    #expect(unknown.standardError.contains("unknown rule \"empty-values\""))
  }
}
