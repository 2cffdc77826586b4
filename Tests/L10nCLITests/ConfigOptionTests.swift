import Foundation
import L10nTestSupport
import Testing

/// `--config FILE`: a settings file other than the project's (the GitHub Action's `config`).
@Suite("--config")
struct ConfigOptionTests {
  static let project = [
    "en.lproj/Localizable.strings": "\"a\" = \"Edited %@\";\n",
    "de.lproj/Localizable.strings": "\"a\" = \"Bearbeitet %d\";\n",
    "ci/l10nedit.yml": "rules:\n  format-mismatch: off\n",
    "ci/broken.yml": "rules: 3\n",
  ]

  @Test("the given file's rule levels apply; without it the project's defaults do")
  func configTurnsARuleOff() throws {
    let folder = try TestSupport.fixture(Self.project)
    let plain = try CommandRunner.run(["lint", "."], in: folder.url)
    #expect(plain.status == 1)
    #expect(plain.standardOutput.contains("[format-mismatch]"))
    let configured = try CommandRunner.run(
      ["lint", ".", "--config", "ci/l10nedit.yml"], in: folder.url)
    #expect(configured.status == 0)
    #expect(!configured.standardOutput.contains("[format-mismatch]"))
  }

  @Test("a missing or broken file is an error with its place, exit 2")
  func badConfig() throws {
    let folder = try TestSupport.fixture(Self.project)
    let missing = try CommandRunner.run(["lint", ".", "--config", "nope.yml"], in: folder.url)
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("nope.yml"))
    let broken = try CommandRunner.run(["lint", ".", "--config", "ci/broken.yml"], in: folder.url)
    #expect(broken.status == 2)
    #expect(broken.standardError.contains("ci/broken.yml:1:"))
  }
}
