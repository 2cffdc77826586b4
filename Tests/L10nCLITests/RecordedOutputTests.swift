import Foundation
import Testing

/// What `lint`, `stats`, `export` and `format --check` print on SampleProject, byte for byte,
/// as recorded in `Outputs/` by `Tests/record-outputs.sh` before these commands were made
/// faster: a faster path must print exactly what the slower one did. (`Tests/compare-outputs.sh`
/// compares two builds on the corpus the same way.)
@Suite("recorded outputs")
struct RecordedOutputTests {
  /// The recordings' names and the arguments before the project (as in record-outputs.sh).
  static let commands: [(name: String, arguments: [String])] = [
    ("lint", ["lint"]), ("lint-json", ["lint", "--format", "json"]), ("stats", ["stats"]),
    ("stats-json", ["stats", "--json"]), ("export", ["export"]),
    ("format-check", ["format", "--check"]),
  ]

  /// The recorded projects: the folder of their recordings and the argument naming them.
  static let projects = [
    ("SampleProject-Resources", "SampleProject/Resources"),
    ("SampleProject-Remote", "SampleProject/Remote/strings.json"),
  ]

  @Test(
    "standard output, standard error and exit status as recorded",
    arguments: projects.flatMap { project in commands.map { (project, $0) } })
  func recorded(
    project: (recording: String, argument: String), command: (name: String, arguments: [String])
  ) throws {
    let folder = CommandRunner.packageRoot
      .appendingPathComponent("Tests/L10nCLITests/Outputs/\(project.recording)")
    func recorded(_ suffix: String) throws -> String {
      try String(
        contentsOf: folder.appendingPathComponent("\(command.name).\(suffix)"), encoding: .utf8)
    }
    let result = try CommandRunner.run(command.arguments + [project.argument])
    #expect(result.standardOutput == (try recorded("stdout")))
    #expect(result.standardError == (try recorded("stderr")))
    #expect("\(result.status)\n" == (try recorded("status")))
  }
}
