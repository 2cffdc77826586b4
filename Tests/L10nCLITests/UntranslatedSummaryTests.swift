import Foundation
import L10nTestSupport
import Testing

/// `lint`'s text output counts `untranslated` infos per table and language (one app printed
/// 18,354 of them around 691 other findings); `--verbose` and the machine formats list them.
@Suite("lint: untranslated infos counted", .serialized)
struct UntranslatedSummaryTests {
  static func fixture() throws -> TemporaryFolder {
    let english = (1...5).map { "\"k\($0)\" = \"Same text \($0)\";\n" }.joined()
    return try TestSupport.fixture([
      "en.lproj/L.strings": english + "\"x\" = \"Has %@\";\n",
      "de.lproj/L.strings": english + "\"x\" = \"Hat %d\";\n",
      "fr.lproj/L.strings": "\"k1\" = \"Same text 1\";\n",
    ])
  }

  @Test("one line per table and language; a single copy as it was; the errors unchanged")
  func counted() throws {
    let folder = try Self.fixture()
    let run = try CommandRunner.run(["lint", "."], in: folder.url)
    let lines = run.standardOutput.split(separator: "\n")
    let untranslated = lines.filter { $0.hasSuffix("[untranslated]") }
    #expect(untranslated.count == 2, "\(run.standardOutput)")
    #expect(
      untranslated.contains {
        $0.hasPrefix(
          "./de.lproj/L.strings:1:1: info: 5 texts of L in de are the same as the source")
      })
    #expect(untranslated.contains { $0.contains("\"k1\" in fr is identical to the source text") })
    #expect(lines.contains { $0.hasSuffix("[format-mismatch]") })
    // The counts on standard error are of every finding (and the info that a folder outside
    // git has no history).
    #expect(run.standardError.contains("7 infos"))
  }

  @Test("--verbose, --rule untranslated=… and --format json list every one")
  func listed() throws {
    let folder = try Self.fixture()
    for arguments in [["--verbose"], ["--rule", "untranslated=warning"]] {
      let run = try CommandRunner.run(["lint", "."] + arguments, in: folder.url)
      #expect(
        run.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[untranslated]") }.count
          == 6, "\(arguments)")
    }
    let json = try CommandRunner.run(["lint", ".", "--format", "json"], in: folder.url)
    #expect(json.standardOutput.components(separatedBy: "\"untranslated\"").count - 1 == 6)
  }

  @Test("each count in path and line order: first in its file, after a finding, alone at the end")
  func placed() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/L.strings":
        "\"k1\" = \"Same one\";\n\"k2\" = \"Has %@\";\n\"k3\" = \"Same three\";\n"
        + "\"k4\" = \"Same four\";\n\"k5\" = \"Other\";\n",
      "de.lproj/L.strings":
        "\"k1\" = \"Same one\";\n\"k2\" = \"Hat %d\";\n\"k3\" = \"Same three\";\n"
        + "\"k4\" = \"Vier\";\n",
      "fr.lproj/L.strings":
        "\"k2\" = \"A %d\";\n\"k3\" = \"Same three\";\n\"k4\" = \"Same four\";\n"
        + "\"k5\" = \"Autre\";\n",
      "it.lproj/L.strings": "\"k1\" = \"Same one\";\n\"k5\" = \"Altro\";\n",
    ])
    let run = try CommandRunner.run(["lint", "."], in: folder.url)
    let places = run.standardOutput.split(separator: "\n").map { line in
      let rule = line.split(separator: " ").last ?? ""
      return "\(line.split(separator: ":").prefix(2).joined(separator: ":")) \(rule)"
    }
    #expect(
      places == [
        ".:1 [outdated-translation]",
        "./de.lproj/L.strings:1 [untranslated]", "./de.lproj/L.strings:2 [format-mismatch]",
        "./en.lproj/L.strings:1 [missing-translation]",
        "./en.lproj/L.strings:2 [missing-translation]",
        "./en.lproj/L.strings:3 [missing-translation]",
        "./en.lproj/L.strings:4 [missing-translation]",
        "./en.lproj/L.strings:5 [missing-translation]", "./fr.lproj/L.strings:1 [format-mismatch]",
        "./fr.lproj/L.strings:2 [untranslated]", "./it.lproj/L.strings:1 [untranslated]",
      ], "\(run.standardOutput)")
    #expect(run.standardOutput.contains("2 texts of L in fr are the same as the source"))
  }
}
