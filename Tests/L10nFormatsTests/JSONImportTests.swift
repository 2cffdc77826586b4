import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

@Suite("JSON import")
struct JSONImportTests {
  static func json(_ text: String) -> [UInt8] { Array(text.utf8) }

  static func cell(_ table: String, _ key: String, _ language: String) -> CellID {
    CellID(table: TableID(table), key: LocalizationKey(key), language: LanguageID(language))
  }

  @Test("importing a project's own export changes nothing")
  func ownExport() throws {
    let sample = try TestSupport.sampleCopy()
    let project = try sample.load()
    let exported = JSONExport.export(project, .allTables)
    #expect(try JSONImport.edits(exported, path: "e.json", into: project, .allTables).isEmpty)
    let table = JSONExport.export(project, .table(TableID("Localizable")))
    #expect(
      try JSONImport.edits(table, path: "t.json", into: project, .table(TableID("Localizable")))
        .isEmpty)
  }

  @Test("a name given twice in one object refuses the file, located; é and e + U+0301 differ")
  func repeatedNames() throws {
    let sample = try TestSupport.sampleCopy()
    let project = try sample.load()
    for (text, line, column) in [
      ("{\"Localizable\": {\"de\": {\"Cancel\": \"A\",\n \"Cancel\": \"B\"}}}", 2, 2),
      ("{\"Localizable\": {\"de\": {},\n\"de\": {}}}", 2, 1),
    ] {
      #expect {
        _ = try JSONImport.edits(Self.json(text), path: "d.json", into: project, .allTables)
      } throws: { error in
        guard let error = error as? ParseError else { return false }
        return error.location == SourceLocation(line: line, column: column)
          && error.reason.hasPrefix("\"") && error.reason.contains("is given twice (also at 1:")
      }
    }
    let distinct = "{\"Localizable\": {\"de\": {\"Cancel\": \"A\", \"Cance\u{301}l\": \"B\"}}}"
    #expect(throws: Never.self) {
      _ = try? JSONImport.edits(Self.json(distinct), path: "d.json", into: project, .allTables)
    }
  }

  @Test("a changed value, a new language and changed plural forms are the only edits")
  func changes() throws {
    let sample = try TestSupport.sampleCopy()
    var project = try sample.load()
    let text = """
      {
        "de": { "welcome.title": "Willkommen!", "common.cancel": "Abbrechen" },
        "it": { "welcome.title": "Benvenuto" },
        "pl": { "files.remaining": { "one": "%ld plik", "many": "%ld plików" } }
      }
      """
    let localizable = TableID("Localizable")
    let edits = try JSONImport.edits(
      Self.json(text), path: "t.json", into: project, .table(localizable))
    let current = project.content(of: Self.cell("Localizable", "common.cancel", "de")).text
    let expected: [CellEdit] =
      [.setText(Self.cell("Localizable", "welcome.title", "de"), "Willkommen!")]
      + (current == "Abbrechen"
        ? [] : [.setText(Self.cell("Localizable", "common.cancel", "de"), "Abbrechen")])
      + [
        .addLanguage(LanguageID("it")),
        .setText(Self.cell("Localizable", "welcome.title", "it"), "Benvenuto"),
      ]
    #expect(Array(edits.prefix(expected.count)) == expected)
    guard case .setPluralForms(let cell, let variable, let forms)? = edits.last else {
      Issue.record("expected plural forms last, got \(edits)")
      return
    }
    #expect(cell == Self.cell("Localizable", "files.remaining", "pl"))
    #expect(variable == .stringsdict("files"))
    // Only the forms that differ from the file's.
    #expect(forms.keys.contains("many"))
    let changes = try project.apply(edits)
    #expect(
      project.content(of: Self.cell("Localizable", "welcome.title", "it")).text == "Benvenuto")
    #expect(
      changes.files.contains { project.files[$0].relativePath == "it.lproj/Localizable.strings" })
    let plural = project.content(of: cell).plural?.variables.first
    #expect(plural?.form("many") == "%ld plików")
    #expect(plural?.form("one") == "%ld plik")
  }

  @Test("a String Catalog's plural variations and substitution formats import back")
  func catalog() throws {
    let folder = try SharedFixtures.pluralSubstitutionProject()
    let project = try folder.load()
    let exported = JSONExport.export(project, .allTables)
    #expect(try JSONImport.edits(exported, path: "e.json", into: project, .allTables).isEmpty)
  }

  @Test(
    "errors name the line and column, and give no edit",
    arguments: [
      (
        #"{ "Nope": { "de": { "a": "b" } } }"#, nil as String?, "1:3",
        "the project has no table \"Nope\""
      ),
      (
        "{\n  \"de\": {\n    \"welcome.title\": 3\n  }\n}", "Localizable", "3:5",
        "expected a string or an object of plural forms"
      ),
      (
        #"{ "de": { "welcome.title": { "one": "x" } } }"#, "Localizable", "1:11",
        "\"welcome.title\" is not a plural entry in Localizable"
      ),
      (#"{ "de": "x" }"#, "Localizable", "1:3", "expected an object of keys"),
    ])
  func errors(text: String, table: String?, location: String, reason: String) throws {
    let project = try TestSupport.load(TestSupport.sampleResources.path)
    let selection = table.map { JSONExport.Selection.table(TableID($0)) } ?? .allTables
    do {
      _ = try JSONImport.edits(Self.json(text), path: "bad.json", into: project, selection)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "bad.json:\(location): \(reason)")
    }
  }
}
