import L10nModel
import L10nTestSupport
import Testing

@testable import L10nFormats

/// A file an edit created and that was saved since is never dropped by undo: it is on disk.
@Suite struct SavedFileTests {
  static let cell = CellID(
    table: TableID("InfoPlist"), key: LocalizationKey("CFBundleDisplayName"),
    language: LanguageID("zh-Hans"))

  @Test("undoing the creation of a saved file empties it and keeps it; redo fills it again")
  func savedFileStays() throws {
    // SampleProject's zh-Hans lacks InfoPlist.strings: filling the cell creates the file.
    let sample = try TestSupport.sampleCopy()
    var project = try sample.load()
    let count = project.files.count
    let cell = Self.cell
    let changes = try project.apply([.setText(cell, "Tidemark")])
    #expect(project.files.count == count + 1)
    project.markSaved(Array(changes.files))
    let redo = project.revert(changes)
    #expect(project.files.count == count + 1)
    #expect(project.files.last?.document?.entries.isEmpty == true)
    #expect(project.content(of: cell) == .missing)
    let grid = try #require(project.gridIndex(of: cell.table))
    let column = try #require(project.column(of: cell.language))
    #expect(project.grids[grid].files[column] == count)
    let again = project.revert(redo)
    #expect(project.content(of: cell) == .text("Tidemark", state: nil))
    _ = project.revert(again)
    #expect(project.files.count == count + 1)
    #expect(project.content(of: cell) == .missing)
  }

  @Test("an unsaved created file is dropped by undo")
  func unsavedFileGoes() throws {
    // SampleProject's zh-Hans lacks InfoPlist.strings: filling the cell creates the file.
    let sample = try TestSupport.sampleCopy()
    var project = try sample.load()
    let count = project.files.count
    let cell = Self.cell
    let changes = try project.apply([.setText(cell, "Tidemark")])
    _ = project.revert(changes)
    #expect(project.files.count == count)
  }
}
