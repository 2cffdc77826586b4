import ArgumentParser
import L10nCheck
import L10nModel

/// `l10nedit lint`: reports problems for people and CI.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Report parse errors and duplicate keys as path:line:col: severity: message.",
    discussion: "Exit status: 0 no errors, 1 errors found, 2 usage or I/O error.")

  @OptionGroup var project: ProjectOptions

  func run() throws {
    let findings = Linter().run(try project.load())
    for finding in findings {
      print(
        "\(finding.path):\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
      )
    }
    if findings.contains(where: { $0.severity == .error }) { throw ExitStatus.findings }
  }
}
