import Foundation
import L10nModel
import L10nTestSupport
import Testing

/// `Project.gapFlags(grid:)`, the batch count the editor runs at start-up, against the per-cell
/// definition on every real-world project of the corpus (Sparkle's in CI's default run).
@Suite("gapFlags on the corpus")
struct GapFlagsTests {
  /// The corpus projects (Sparkle's alone in CI's default run: `TestSupport.corpusProjects`).
  static let projects = TestSupport.corpusProjects.map { ($0 as NSString).lastPathComponent }

  @Test("the corpus is there", .enabled(if: !TestSupport.corpusIsPresent))
  func corpusAbsent() {
    // Recorded, not failed: the corpus lives beside the checkout and may be missing.
    print("GapFlagsTests: \(TestSupport.corpusRoot.path) is absent; corpus checks skipped")
  }

  @Test(
    "gapFlags agrees with coverage(grid:row:column:) on every table",
    .enabled(if: TestSupport.corpusIsPresent, "needs ../shared/corpus"),
    arguments: projects)
  func agrees(_ name: String) throws {
    let project = try TestSupport.load(TestSupport.corpusRoot.appendingPathComponent(name).path)
    for grid in project.grids.indices {
      let flags = project.gapFlags(grid: grid)
      let perCell = project.grids[grid].keys.indices.map { row in
        project.languages.indices.count { project.coverage(grid: grid, row: row, column: $0).isGap }
      }
      #expect(
        flags.rows == perCell.map { $0 > 0 }, "\(name): \(project.grids[grid].table) row flags")
      #expect(
        flags.count == perCell.reduce(0, +), "\(name): \(project.grids[grid].table) gap count")
    }
    #expect(project.grids.count > 0)
  }
}
