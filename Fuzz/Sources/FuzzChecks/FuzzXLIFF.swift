import Foundation
import L10nFormats
import L10nModel

/// XLIFF: what reads writes (in Xcode's layout) as text that reads back to the same files and
/// units, and that write is a fixed point; imported into SampleProject, it edits only tables
/// the project has, and every file the edits make is inside the project.
public func fuzzXLIFF(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  guard let document = try? XLIFFReader.read(bytes, path: "fuzz.xliff") else { return 0 }
  let written = XLIFFWriter.render(document)
  let reread = Fuzz.reread("the write") { try XLIFFReader.read(written, path: "fuzz.xliff") }
  Fuzz.requireEqual(
    withoutLines(reread), withoutLines(document), "the write keeps every file and unit")
  Fuzz.requireEqual(XLIFFWriter.render(reread), written, "the write is a fixed point")
  requireContainedImport(document)
  return 0
}

/// Imports `document` into SampleProject: whatever its `original` and ids say (`../../x`,
/// storyboards), edits name only the project's tables, and the files they create lie in the
/// project's folders.
private func requireContainedImport(_ document: XLIFFDocument) {
  let project = SampleProject.project
  let result = XLIFFImport.edits(document, into: project)
  let tables = Set(project.grids.map(\.table))
  for edit in result.edits {
    guard let table = edit.table else { continue }
    Fuzz.require(tables.contains(table), "an import edits only the project's tables: \(edit)")
  }
  var edited = project
  // Edits the model refuses (the command reports them) are not the reader's.
  guard (try? edited.apply(result.edits)) != nil else { return }
  for file in edited.files.dropFirst(project.files.count) {
    let parts = file.relativePath.split(separator: "/")
    Fuzz.require(
      !file.relativePath.hasPrefix("/") && !parts.contains(".."),
      "a file the import makes is inside the project: \(file.relativePath)")
  }
}

/// `document` with every unit's line set to 0, and its text as scalars (so that a change of
/// normalization shows).
private func withoutLines(_ document: XLIFFDocument) -> [String] {
  document.files.flatMap { file in
    [file.original, file.sourceLanguage, file.targetLanguage].map(Fuzz.scalars)
      + file.units.map { unit in
        [
          unit.id, unit.source, unit.target ?? "-", unit.state ?? "-", unit.stateQualifier ?? "-",
          unit.note ?? "-", unit.noteFrom ?? "-", unit.translate ? "yes" : "no",
        ].map(Fuzz.scalars).joined(separator: "|")
      }
  }
}
