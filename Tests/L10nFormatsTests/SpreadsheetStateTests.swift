import L10nFormats
import L10nGrammar
import L10nModel
import L10nTestSupport
import Testing

/// A spreadsheet carries each translation's review state in a column after its language's:
/// exported as `ReviewState` says it, read back on import.
@Suite("CSV review state columns")
struct SpreadsheetStateTests {
  static let hello = CellID(
    table: TableID("App/Main"), key: LocalizationKey("hello"), language: LanguageID("de"))
  static let bye = CellID(
    table: TableID("App/Main"), key: LocalizationKey("bye"), language: LanguageID("de"))
  static let files = CellID(
    table: TableID("App/Main"), key: LocalizationKey("n"), language: LanguageID("de"))
  static let one = PluralFormID(.stringsdict("n"), "one")
  static let other = PluralFormID(.stringsdict("n"), "other")

  /// `.strings` and `.stringsdict` in English and German; German `hello` and the `one` form of
  /// `n` need review.
  static func project() throws -> Project {
    let folder = try TestSupport.fixture([
      "App/en.lproj/Main.strings": "\"bye\" = \"Bye\";\n\"hello\" = \"Hello\";\n",
      "App/de.lproj/Main.strings": "\"bye\" = \"Tschüss\";\n\"hello\" = \"Hallo\";\n",
      "App/en.lproj/Main.stringsdict": FileMergeFormTests.stringsdict(
        one: "%d file", other: "%d files"),
      "App/de.lproj/Main.stringsdict": FileMergeFormTests.stringsdict(
        one: "%d Datei", other: "%d Dateien"),
    ])
    var project = try ProjectLoader.load(folder.path)
    _ = try project.apply([
      .setReview(hello, nil, .needsReview(.sourceChanged(from: "Hi"))),
      .setReview(files, one, .needsReview(.markedByHand)),
    ])
    return project
  }

  static func csv(_ project: Project) throws -> String {
    let bytes = try SpreadsheetExport.csv(
      project, languages: [LanguageID("de")],
      categories: { PluralRules.categories(of: $0).map(\.rawValue) })
    return String(decoding: bytes, as: UTF8.self)
  }

  static func edits(_ text: String, _ project: Project) throws -> SpreadsheetImport.Result {
    try SpreadsheetImport.edits(Array(text.utf8), path: "s.csv", into: project)
  }

  @Test("export: a state column after each language; a text's state and each plural form's")
  func export() throws {
    let rows = try Self.csv(Self.project()).components(separatedBy: "\r\n")
    #expect(rows.first == "table,key,comment,en,de,de state")
    #expect(rows.contains("App/Main,bye,,Bye,Tschüss,translated"))
    #expect(rows.contains("App/Main,hello,,Hello,Hallo,needs review (source changed)"))
    #expect(rows.contains("App/Main,n[one],,%d file,%d Datei,needs review (marked by hand)"))
    #expect(rows.contains("App/Main,n[other],,%d files,%d Dateien,translated"))
  }

  @Test("export then import changes nothing, states included")
  func roundTrip() throws {
    let project = try Self.project()
    #expect(try Self.edits(Self.csv(project), project).edits.isEmpty)
  }

  @Test("import: translated reviews, needs review marks (imported), with or without a new text")
  func importStates() throws {
    var project = try Self.project()
    let text = """
      table,key,de,de state
      App/Main,hello,Hallo,translated
      App/Main,bye,Tschüss,Needs Review
      App/Main,n[one],%d Datei,translated
      App/Main,n[other],%d Akten,needs review (machine-translated)

      """
    let result = try Self.edits(text, project)
    #expect(result.changed.map(\.count) == [1])
    #expect(result.reviewed.map(\.count) == [4])
    _ = try project.apply(result.edits)
    #expect(project.reviewState(of: Self.hello) == .translated)
    #expect(project.reviewState(of: Self.bye) == .needsReview(.imported))
    #expect(project.reviewState(of: Self.files, form: Self.one) == .translated)
    #expect(project.content(of: Self.files).plural?.variables.first?.form("other") == "%d Akten")
    #expect(project.reviewState(of: Self.files, form: Self.other) == .needsReview(.imported))
  }

  @Test("import: an empty state changes nothing; a file without state columns imports as before")
  func noStatement() throws {
    let project = try Self.project()
    let empty = try Self.edits("table,key,de,de state\nApp/Main,hello,Hallo,\n", project)
    #expect(empty.edits.isEmpty)
    let old = try Self.edits("table,key,de\nApp/Main,hello,Servus\n", project)
    #expect(old.edits == [.setText(Self.hello, "Servus")])
  }

  @Test("import: a state that is not one refuses the file, naming its row and column")
  func unknownState() throws {
    let project = try Self.project()
    #expect {
      _ = try Self.edits("table,key,de,de state\nApp/Main,hello,Hallo,done\n", project)
    } throws: { error in
      "\(error)" == "s.csv: row 2, column 4: \"done\" is not a review state "
        + "(translated, needs review, new, or empty for no change)"
    }
  }
}
