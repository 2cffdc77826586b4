import Foundation
import L10nModel
import L10nTestSupport
import Testing

/// `Project.gapFlags(grid:)`, the batch count the editor runs at start-up, against the per-cell
/// definition on every real-world project of the corpus.
@Suite("gapFlags on the corpus")
struct GapFlagsTests {
  static let projects: [String] = {
    guard TestSupport.corpusIsPresent else { return [] }
    let root = TestSupport.corpusRoot
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.filter { name in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: root.appendingPathComponent(name).path, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
  }()

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
