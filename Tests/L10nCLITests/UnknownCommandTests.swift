import Foundation
import L10nTestSupport
import Testing

/// `l10nedit WORD`: a misspelt command is an unknown command, a folder opens the editor.
@Suite("Unknown commands")
struct UnknownCommandTests {
  @Test(
    "a word like a command, not a path: unknown command, exit 2, never the editor",
    arguments: [
      (["lnit"], "'lnit' — did you mean 'lint'?"),
      (["stat", "SampleProject/Resources"], "'stat' — did you mean 'stats'?"),
      (["xlif", "export", "SampleProject/Resources"], "'xlif' — did you mean 'xliff'?"),
      (["ex"], "'ex' — did you mean 'export' or 'extract'?"),
    ])
  func misspelt(_ arguments: [String], _ said: String) throws {
    let run = try CommandRunner.run(arguments)
    #expect(run.status == 2)
    #expect(run.standardError == "error: unknown command \(said)\n")
    #expect(run.standardOutput.isEmpty)
  }

  @Test("a folder of that name opens the editor; a path like no command keeps its error")
  func paths() throws {
    let parent = try TemporaryFolder()
    try parent.write(["lnit/en.lproj/Localizable.strings": #""a" = "A";"#])
    let folder = try CommandRunner.run(["lnit"], in: parent.url)
    #expect(folder.status == 2)
    #expect(folder.standardError.contains("error: l10nedit needs a terminal"))
    let missing = try CommandRunner.run(["nosuch"], in: parent.url)
    #expect(missing.standardError == "error: nosuch: no such folder\n")
    let missingPath = try CommandRunner.run(["lnit/de"], in: parent.url)
    #expect(!missingPath.standardError.contains("unknown command"))
  }
}
