import Foundation
import L10nTestSupport
import Testing

/// `lint` and the `outdated-translation` rule: a warning in a git work tree, one info outside.
@Suite("lint: outdated-translation")
struct OutdatedTranslationLintTests {
  static let en = "en.lproj/Localizable.strings"
  static let de = "de.lproj/Localizable.strings"

  @Test("outside git: one info saying the rule needs git history, never an error")
  func outsideGit() throws {
    let folder = try TestSupport.fixture([
      Self.en: "\"a\" = \"Open\";\n", Self.de: "\"a\" = \"Öffnen\";\n",
    ])
    for arguments in [["lint", "."], ["lint", ".", "--rule", "outdated-translation=error"]] {
      let result = try CommandRunner.run(arguments, in: folder.url)
      #expect(result.status == 0, "\(result.standardError)")
      let lines = result.standardOutput.split(separator: "\n").filter {
        $0.contains("[outdated-translation]")
      }
      #expect(lines.count == 1)
      #expect(lines.first?.contains("info: needs git history") == true)
    }
  }

  @Test("in a git work tree: a warning naming the key, the language, both texts and commits")
  func inGit() throws {
    let repository = try GitRepository()
    let first = try repository.commit([
      Self.en: "\"a\" = \"Open\";\n", Self.de: "\"a\" = \"Öffnen\";\n",
    ])
    let second = try repository.commit([Self.en: "\"a\" = \"Open File\";\n"])
    let result = try CommandRunner.run(["lint", "."], in: repository.folder.url)
    #expect(
      result.standardOutput.contains(
        "./de.lproj/Localizable.strings:1:1: warning: \"a\" in de was last changed in "
          + "\(first.prefix(7)) (2023-11-14), before its source changed in \(second.prefix(7)) "
          + "(2023-11-14): \"Open\" → \"Open File\" [outdated-translation]"),
      "\(result.standardOutput)")
    let off = try CommandRunner.run(
      ["lint", ".", "--rule", "outdated-translation=off"], in: repository.folder.url)
    #expect(!off.standardOutput.contains("outdated-translation"))
  }
}
