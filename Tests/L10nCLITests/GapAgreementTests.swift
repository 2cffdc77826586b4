import Foundation
import L10nFormats
import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

/// The one definition of a gap, seen three ways: the editor's title, `lint` (missing
/// translations and empty values) and `stats` count the same cells on every real project
/// (SampleProject and Sparkle's in CI's default run).
@Suite("One gap total everywhere")
struct GapAgreementTests {
  /// SampleProject and the corpus projects (in CI's default run, Sparkle's alone).
  static var projects: [String] {
    [TestSupport.sampleResources.path] + TestSupport.corpusProjects
  }

  @Test("editor title = lint missing-translation + empty-value = stats gaps", arguments: projects)
  func agree(_ path: String) throws {
    let state = EditorState(
      project: try ProjectLoader.load(path), title: path, width: 120, height: 40)
    let lint = try CommandRunner.run(["lint", "--format", "json", path])
    let findings = try #require(
      try JSONSerialization.jsonObject(with: Data(lint.standardOutput.utf8)) as? [[String: Any]])
    let lintGaps = findings.count {
      ["missing-translation", "empty-value"].contains($0["rule"] as? String ?? "")
    }
    let stats = try CommandRunner.run(["stats", "--json", path])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(stats.standardOutput.utf8)) as? [[String: Any]])
    let statsGaps = rows.reduce(0) { $0 + ($1["gaps"] as? Int ?? 0) }
    #expect(state.counts.gaps == lintGaps, "\(path)")
    #expect(statsGaps == lintGaps, "\(path)")
    // Base is never a translation.
    #expect(
      !findings.contains {
        $0["language"] as? String == "Base"
          && ["missing-translation", "untranslated"].contains($0["rule"] as? String ?? "")
      })
  }
}

@Suite("Base as a table's source")
struct BaseSourceTests {
  @Test(
    "Sparkle's Sparkle table exists only in Base and the translations: Base is its source",
    .enabled(if: TestSupport.corpusIsPresent))
  func sparkle() throws {
    let project = try ProjectLoader.load(
      TestSupport.corpusRoot.path + "/sparkle-project+Sparkle")
    let grid = try #require(project.gridIndex(of: TableID("Sparkle/Sparkle")))
    let source = try #require(project.sourceColumn(ofGrid: grid))
    #expect(project.languages[source] == .base)
    #expect(project.sourceLanguage == .english)
    // In the editor: en lacking a key Base holds is nothing expected, as is Base lacking the
    // keys of a table whose source is en (its Base text lives in a .xib).
    let state = EditorState(project: project, title: "", width: 120, height: 40)
    let english = try #require(project.column(of: .english))
    let base = try #require(project.column(of: .base))
    #expect(state.state(grid: grid, row: 0, column: english) == .notExpected)
    let menu = try #require(project.gridIndex(of: TableID("Sparkle Test App/MainMenu")))
    #expect(state.state(grid: menu, row: 0, column: base) == .notExpected)
    #expect(project.coverage(grid: menu, row: 0, column: base) == .notCounted)
  }
}
