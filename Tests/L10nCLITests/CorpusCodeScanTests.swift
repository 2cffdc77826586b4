import Foundation
import L10nTestSupport
import Testing

/// `lint --sources` on the corpus apps whose code is beside the corpus (skipped without it):
/// the findings judged by hand in the README stay as judged.
@Suite("lint --sources on the corpus apps", .serialized)
struct CorpusCodeScanTests {
  static var code: URL {
    TestSupport.corpusRoot.deletingLastPathComponent().appendingPathComponent("corpus-code")
  }

  static var isPresent: Bool {
    TestSupport.corpusIsPresent && FileManager.default.fileExists(atPath: code.path)
  }

  func lint(_ app: String) throws -> [Substring] {
    let result = try CommandRunner.run(
      [
        "lint", TestSupport.corpusRoot.path + "/" + app, "--sources", Self.code.path + "/" + app,
        "--rule", "untranslated=off",
      ], in: TestSupport.packageRoot)
    return result.standardOutput.split(separator: "\n").filter {
      $0.contains("[unused-key]") || $0.contains("[unjudged-keys]")
    }
  }

  @Test(
    "stats: the Open … settings keys come through a pattern; Statistics is unused",
    .enabled(if: isPresent && TestSupport.runsSlowCorpusTests))
  func stats() throws {
    let found = try lint("exelban+stats")
    #expect(found.count == 2)
    #expect(found.contains { $0.contains("\"Statistics\" is not used") })
    #expect(
      found.contains {
        $0.contains("10 keys used only through key patterns (\"Open * settings\" at ")
      })
  }

  @Test("Sparkle: the one stale xib id is unused", .enabled(if: isPresent))
  func sparkle() throws {
    let found = try lint("sparkle-project+Sparkle")
    #expect(found.count == 1)
    #expect(found.first?.contains("\"179.title\" is not used") == true)
  }
}
