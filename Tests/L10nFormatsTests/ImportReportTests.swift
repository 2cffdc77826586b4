import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

@Suite("import report and pruning")
struct ImportReportTests {
  @Test("pruning one language of one table lists its removals; other languages keep theirs")
  func prune() throws {
    let project = try TestSupport.sampleCopy().load()
    let errors = TableID("Errors")
    let json = #"{ "de": { "error.auth.expired": "Abgelaufen.", "error.new": "Neu" } }"#
    let edits = try JSONImport.edits(
      Array(json.utf8), path: "p.json", into: project, .table(errors), pruning: true)
    #expect(edits.allSatisfy { $0.table == errors })
    let removed = edits.compactMap { edit -> CellID? in
      if case .removeTranslation(let cell) = edit { return cell }
      return nil
    }
    #expect(removed.count == 9)
    #expect(removed.allSatisfy { $0.language == LanguageID("de") })
    #expect(!removed.contains { $0.key == LocalizationKey("error.auth.expired") })

    let report = ImportReport(edits, in: project)
    #expect(report.languages.map(\.language) == [LanguageID("de")])
    #expect(report.languages.first?.added == ["error.new"])
    #expect(report.languages.first?.changed == ["error.auth.expired"])
    let line = try #require(report.lines.first)
    #expect(line.hasPrefix("de: added 1 (error.new); changed 1 (error.auth.expired); removed 9 ("))
    #expect(line.hasSuffix(", … 4 more)"))

    let unpruned = try JSONImport.edits(
      Array(json.utf8), path: "p.json", into: project, .table(errors))
    #expect(ImportReport(unpruned, in: project).languages.first?.removed == [])
  }

  @Test("with several tables, keys are named Table/key; languages in the project's order")
  func severalTables() throws {
    let project = try TestSupport.sampleCopy().load()
    let json = """
      { "Localizable": { "fr": { "Cancel": "Annuler !" }, "de": { "Cancel": "Abbruch" } },
        "Errors": { "de": { "error.auth.expired": "Abgelaufen." } } }
      """
    let edits = try JSONImport.edits(Array(json.utf8), path: "t.json", into: project, .allTables)
    let lines = ImportReport(edits, in: project).lines
    #expect(
      lines == [
        "de: changed 2 (Localizable/Cancel, Errors/error.auth.expired)",
        "fr: changed 1 (Localizable/Cancel)",
      ])
  }

  @Test(
    "a code naming a folder the project or the JSON has in another spelling is refused",
    arguments: [
      (#"{ "EN": { "Cancel": "x" } }"#, #""EN" names the same .lproj folder as "en""#),
      (#"{ "es_MX": { "Cancel": "x" } }"#, #""es_MX" names the same .lproj folder as "es-MX""#),
      (
        "{ \"it\": { \"Cancel\": \"x\" },\n  \"IT\": { \"Cancel\": \"y\" } }",
        #"t.json:2:3: "IT" names the same .lproj folder as "it""#
      ),
    ])
  func collisions(json: String, message: String) throws {
    let project = try TestSupport.sampleCopy().load()
    #expect {
      try JSONImport.edits(
        Array(json.utf8), path: "t.json", into: project, .table(TableID("Localizable")))
    } throws: { error in
      "\(error)".contains(message)
    }
  }
}
