import Foundation
import L10nTestSupport
import Testing

/// `extract --check`: the pre-commit hook's and CI's question, "does code use keys the
/// development language lacks?", answered by the exit status.
@Suite("extract --check")
struct ExtractCheckTests {
  static func project(using key: String) -> [String: String] {
    [
      "Resources/en.lproj/Localizable.strings": "\"note.new\" = \"New note\";\n",
      "Sources/App.m": "NSString *t(void) { return NSLocalizedString(@\"\(key)\", @\"\"); }\n",
    ]
  }

  @Test("exit 1 listing the keys to add, writing nothing; exit 0 when none")
  func check() throws {
    let missing = try TestSupport.fixture(Self.project(using: "note.pin"))
    let before = try missing.read("Resources/en.lproj/Localizable.strings")
    let failed = try CommandRunner.run(
      ["extract", "Sources", "--into", "Resources", "--check"], in: missing.url)
    #expect(failed.status == 1)
    #expect(failed.standardOutput.contains("add Localizable: \"note.pin\""))
    #expect(try missing.read("Resources/en.lproj/Localizable.strings") == before)
    let complete = try TestSupport.fixture(Self.project(using: "note.new"))
    let passed = try CommandRunner.run(
      ["extract", "Sources", "--into", "Resources", "--check"], in: complete.url)
    #expect(passed.status == 0)
  }
}
