import Foundation
import L10nTestSupport
import Testing

@testable import L10nFormats
@testable import L10nModel

/// Adding, renaming and deleting a key updates a `.strings` table's rows in place
/// (`TableGrid.updateRows`); the result must be the grid a rebuild from the files gives, on
/// SampleProject and every corpus project, and undo must give the grid back.
@Suite("Rows updated in place")
struct IncrementalRowsTests {
  static let projects: [String] = {
    var paths = [TestSupport.packageRoot.appendingPathComponent("SampleProject/Resources").path]
    guard TestSupport.corpusIsPresent else { return paths }
    let root = TestSupport.corpusRoot
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    paths += names.filter { !$0.hasSuffix(".md") }.sorted().map {
      root.appendingPathComponent($0).path
    }
    return paths
  }()

  /// Whether the grid is the one a rebuild from the files gives: the same keys, every cell at
  /// the same entry.
  static func matchesRebuild(_ project: Project, grid index: Int) -> Bool {
    let grid = project.grids[index]
    let fresh = TableGrid(
      table: grid.table, files: grid.files, pluralFiles: grid.pluralFiles, all: project.files)
    guard grid.keys == fresh.keys else { return false }
    return grid.keys.indices.allSatisfy { row in
      grid.files.indices.allSatisfy {
        grid.entry(row: row, language: $0) == fresh.entry(row: row, language: $0)
      }
    }
  }

  /// A key of `grid` written twice in one of its files, if any.
  static func duplicatedKey(_ project: Project, grid: TableGrid) -> LocalizationKey? {
    for file in grid.files.compactMap({ $0 }) {
      guard let document = project.files[file].document else { continue }
      var seen: Set<LocalizationKey> = []
      for index in document.entries.indices {
        let key = document.key(at: index)
        if !seen.insert(key).inserted { return key }
      }
    }
    return nil
  }

  @Test(
    "add, rename and delete agree with a rebuild; undo gives the grid back", arguments: projects)
  func agreesWithRebuild(_ path: String) throws {
    var project = try TestSupport.load(path)
    var inPlace = 0
    var exercised = 0
    for index in project.grids.indices where project.catalogFile(ofGrid: index) == nil {
      let table = project.grids[index].table
      let original = project.grids[index].keys
      guard original.count >= 4,
        project.grids[index].files.allSatisfy({
          $0.map { project.files[$0].cellDocument == nil } ?? true
        })
      else { continue }
      exercised += 1
      let middle = original[original.count / 2]
      var edits: [CellEdit] = [
        .addKey(table, LocalizationKey("~~ last"), sourceValue: "Last", comment: nil),
        .addKey(table, LocalizationKey(" first"), sourceValue: "First", comment: "c"),
        .addKey(table, LocalizationKey(middle.text + ".x"), sourceValue: "Mid", comment: nil),
        .renameKey(table, original[1], to: LocalizationKey(original[1].text + ".renamed")),
        .renameKey(table, original[2], to: LocalizationKey("~~~ moved to the end")),
        .deleteKey(table, original[original.count / 3]),
        .deleteKey(table, LocalizationKey(" first")),
      ]
      if let duplicated = Self.duplicatedKey(project, grid: project.grids[index]) {
        edits += [
          .renameKey(table, duplicated, to: LocalizationKey(duplicated.text + ".dup")),
          .deleteKey(table, LocalizationKey(duplicated.text + ".dup")),
        ]
      }
      var applied: [ChangeSet] = []
      for edit in edits {
        // Read-only files and keys that became absent are refused, as in the editor.
        guard let changes = try? project.apply([edit]) else { continue }
        applied.append(changes)
        if changes.rowMoves[table] != nil { inPlace += 1 }
        let same = Self.matchesRebuild(project, grid: index)
        #expect(same, "\(path): \(table) after \(edit)")
      }
      for changes in applied.reversed() { _ = project.revert(changes) }
      let restored = project.grids[index].keys == original
      let same = Self.matchesRebuild(project, grid: index)
      #expect(restored && same, "\(path): \(table) after undoing")
    }
    #expect(exercised == 0 || inPlace > 0, "\(path): no edit took the in-place path")
  }

  @Test("a table with cells in few of the languages (stored sparse) too")
  func sparseTable() throws {
    var files = ["en.lproj/A.strings": (0..<12).map { "\"k\($0)\" = \"v\";\n" }.joined()]
    for language in ["de", "fr", "es", "it", "ja", "ko", "nl", "pl", "ru"] {
      files["\(language).lproj/B.strings"] = "\"b\" = \"B\";\n"
    }
    files["de.lproj/A.strings"] = "\"k3\" = \"v-de\";\n\"k9\" = \"v-de\";\n"
    let folder = try TestSupport.fixture(files)
    var project = try TestSupport.load(folder.path)
    let grid = try #require(project.gridIndex(of: TableID("A")))
    let table = TableID("A")
    let edits: [CellEdit] = [
      .addKey(table, LocalizationKey("k10a"), sourceValue: "new", comment: nil),
      .renameKey(table, LocalizationKey("k3"), to: LocalizationKey("z3")),
      .deleteKey(table, LocalizationKey("k1")),
      .deleteKey(table, LocalizationKey("k9")),
    ]
    for edit in edits {
      let changes = try project.apply([edit])
      #expect(changes.rowMoves[table] != nil)
      let same = Self.matchesRebuild(project, grid: grid)
      #expect(same, "after \(edit)")
    }
  }

  @Test("RowMoves keeps kept rows in order and puts inserted ones at their rows")
  func rowMoves() {
    let moves = RowMoves(removed: [1, 3], inserted: [0, 3])
    #expect(
      moves.apply(to: ["a", "b", "c", "d", "e"]) { "new\($0)" } == ["new0", "a", "c", "new3", "e"])
    #expect(RowMoves(removed: [], inserted: [2]).apply(to: [1, 2]) { _ in 9 } == [1, 2, 9])
    #expect(RowMoves(removed: [0, 1], inserted: []).apply(to: [1, 2]) { _ in 9 } == [])
  }
}
