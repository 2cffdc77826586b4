import Foundation
import L10nTestSupport
import Testing

/// What every command does alike: `-o` and `--out` for the file it writes, and its standard
/// output and error in the order written when both go to one pipe.
@Suite("Output conventions")
struct OutputConventionTests {
  @Test(
    "every command that writes a file takes -o and --out alike",
    arguments: [
      ["bundle"], ["compile"], ["xliff", "export"], ["tm", "export"], ["csv", "export"],
      ["gen", "swift"],
    ])
  func outNames(_ command: [String]) throws {
    let help = try CommandRunner.run(command + ["--help"]).standardOutput
    #expect(help.contains("-o, --out"), "\(command): \(help)")
  }

  @Test("-o and --out write the same file")
  func outWrites() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/Main.strings": "\"a\" = \"A\";\n", "de.lproj/Main.strings": "\"a\" = \"Ä\";\n",
    ])
    for option in ["-o", "--out", "--output"] {
      let file = folder.path + "/out\(option).csv"
      let result = try CommandRunner.run(["csv", "export", folder.path, option, file])
      #expect(result.status == 0, "\(option): \(result.standardError)")
      #expect(FileManager.default.fileExists(atPath: file), "\(option)")
    }
    let tmx = try CommandRunner.run(["tm", "export", folder.path, "-o", folder.path + "/m.tmx"])
    #expect(tmx.status == 0, "\(tmx.standardError)")
  }

  @Test("standard output is flushed before standard error: one pipe gets them in order")
  func outputBeforeError() throws {
    let folder = try MigrateCommandTests.fixture()
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = ["migrate", "App", "--dry-run"]
    process.currentDirectoryURL = folder.url
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // The catalog and the project's changes (standard output), then the last word (error).
    let catalog = try #require(text.range(of: "would migrate Localizable.xcstrings"))
    let last = try #require(text.range(of: "dry run: nothing written"))
    #expect(catalog.lowerBound < last.lowerBound)
    #expect(text.hasSuffix("dry run: nothing written\n"), "\(text.suffix(300))")
  }
}
