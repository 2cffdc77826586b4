import Foundation
import Testing

/// What the command line says when it is given the wrong thing, and its small conveniences.
@Suite("Command-line messages")
struct CLIMessageTests {
  @Test("an .lproj folder or a file given as PATH: the folder to give instead")
  func wrongPath() throws {
    let lproj = try CommandRunner.run(["lint", "SampleProject/Resources/de.lproj"])
    #expect(lproj.status == 2)
    #expect(
      lproj.standardError.contains(
        "SampleProject/Resources/de.lproj is one language's folder; give the folder that holds it "
          + "(SampleProject/Resources)"))
    let file = try CommandRunner.run(["stats", "SampleProject/Resources/de.lproj/Errors.strings"])
    #expect(file.status == 2)
    #expect(
      file.standardError.contains(
        "is a file; give the folder that holds the .lproj folders (for example "
          + "SampleProject/Resources)"))
  }

  @Test("--version; PATH defaults to the current folder; help names all three formats")
  func conveniences() throws {
    let version = try CommandRunner.run(["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput.hasPrefix("0."))
    let stats = try CommandRunner.run(
      ["stats"], in: CommandRunner.packageRoot.appendingPathComponent("SampleProject/Resources"))
    #expect(stats.status == 0)
    #expect(stats.standardOutput.contains("Localizable   de"))
    let help = try CommandRunner.run(["--help"])
    #expect(
      help.standardOutput.replacingOccurrences(of: "\n", with: " ").contains(
        ".stringsdict, .xcstrings"))
  }
}
