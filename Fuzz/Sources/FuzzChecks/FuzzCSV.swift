import Foundation
import L10nFormats
import L10nGrammar
import L10nModel

/// CSV import (into SampleProject): no input crashes, and what imports round-trips: the
/// project with the import's edits applied, exported as CSV, imports into itself with no edit
/// (every cell the CSV set is exported as it was set, and reads back the same).
public func fuzzCSV(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  guard
    let result = try? SpreadsheetImport.edits(bytes, path: "fuzz.csv", into: SampleProject.project)
  else { return 0 }
  var edited = SampleProject.project
  // Edits the model refuses (the command reports them) are not the reader's.
  guard (try? edited.apply(result.edits)) != nil else { return 0 }
  let exported = Fuzz.reread("the export of the imported project") {
    try SpreadsheetExport.csv(
      edited, languages: Array(edited.languages.dropFirst()),
      categories: { PluralRules.categories(of: $0).map(\.rawValue) })
  }
  let reread = Fuzz.reread("the CSV exported after an import") {
    try SpreadsheetImport.edits(exported, path: "exported.csv", into: edited)
  }
  Fuzz.require(
    reread.edits.isEmpty,
    "the export of the imported project imports into it with no edit: \(reread.edits)")
  return 0
}
