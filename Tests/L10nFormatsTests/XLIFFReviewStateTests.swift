import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// XLIFF carries the review state of cells whose format has none of its own (`.strings`, and
/// `.stringsdict` form by form): exported as Xcode spells a target needing review, read back on
/// import.
@Suite("XLIFF review states of .strings and .stringsdict cells")
struct XLIFFReviewStateTests {
  static let cell = CellID(
    table: TableID("App/Main"), key: LocalizationKey("hello"), language: LanguageID("de"))

  /// A `.strings` project whose German `hello` needs review (marked by hand), `bye` not.
  static func project() throws -> Project {
    let folder = try TestSupport.fixture([
      "App/en.lproj/Main.strings": "\"bye\" = \"Bye\";\n\"hello\" = \"Hello\";\n",
      "App/de.lproj/Main.strings": "\"bye\" = \"Tschüss\";\n\"hello\" = \"Hallo\";\n",
    ])
    var project = try ProjectLoader.load(folder.path)
    _ = try project.apply([.setReview(cell, nil, .needsReview(.markedByHand))])
    return project
  }

  /// Changes every unit of `document` as a translator's tool would.
  static func edit(_ document: inout XLIFFDocument, _ change: (inout XLIFFUnit) -> Void) {
    for file in document.files.indices {
      for unit in document.files[file].units.indices { change(&document.files[file].units[unit]) }
    }
  }

  @Test("export: a target needing review says needs-review-l10n; a translated one no state")
  func export() throws {
    let text = XLIFFTests.text(XLIFFTests.export(try Self.project(), "de"))
    #expect(text.contains(#"<target state="needs-review-l10n">Hallo</target>"#))
    #expect(text.contains("<target>Tschüss</target>"))
  }

  @Test("import: the same text marked translated is reviewed; taken needing review, it needs it")
  func importStates() throws {
    var project = try Self.project()
    var document = XLIFFTests.export(project, "de")
    Self.edit(&document) { $0.state = "translated" }
    _ = try project.apply(XLIFFImport.edits(document, into: project).edits)
    #expect(project.reviewState(of: Self.cell) == .translated)
    // A new text in state needs-review, taken with --take all: needs review.
    Self.edit(&document) {
      $0.state = "needs-review-translation"
      $0.target = "Servus"
    }
    let all = XLIFFImport.edits(document, into: project, options: .init(policy: .all))
    _ = try project.apply(all.edits)
    #expect(project.content(of: Self.cell).text == "Servus")
    #expect(project.reviewState(of: Self.cell)?.needsReview == true)
  }

  // MARK: - .stringsdict, form by form

  static let files = CellID(
    table: TableID("App/Main"), key: LocalizationKey("n"), language: LanguageID("de"))
  static let one = PluralFormID(.stringsdict("n"), "one")
  static let other = PluralFormID(.stringsdict("n"), "other")

  /// A `.stringsdict` plural with two German forms; `one` needs review (marked by hand).
  static func pluralProject() throws -> Project {
    let folder = try TestSupport.fixture([
      "App/en.lproj/Main.stringsdict": FileMergeFormTests.stringsdict(
        one: "%d file", other: "%d files"),
      "App/de.lproj/Main.stringsdict": FileMergeFormTests.stringsdict(
        one: "%d Datei", other: "%d Dateien"),
    ])
    var project = try ProjectLoader.load(folder.path)
    _ = try project.apply([.setReview(files, one, .needsReview(.markedByHand))])
    return project
  }

  @Test("export: a .stringsdict form needing review says needs-review-l10n; the others no state")
  func exportForms() throws {
    let text = XLIFFTests.text(XLIFFTests.export(try Self.pluralProject(), "de"))
    #expect(text.contains(#"<target state="needs-review-l10n">%d Datei</target>"#))
    #expect(text.contains("<target>%d Dateien</target>"))
    #expect(!text.contains(#"<target state="needs-review-l10n">%#@n@</target>"#))
  }

  @Test(
    "import: a .stringsdict form marked translated is reviewed; one taken needing review needs it")
  func importForms() throws {
    var project = try Self.pluralProject()
    var document = XLIFFTests.export(project, "de")
    Self.edit(&document) { $0.state = "translated" }
    _ = try project.apply(XLIFFImport.edits(document, into: project).edits)
    #expect(project.reviewState(of: Self.files, form: Self.one) == .translated)
    // A new text of `other`, in state needs-review and taken with --take all: that form needs
    // review, `one` stays reviewed.
    Self.edit(&document) { unit in
      guard unit.target == "%d Dateien" else { return }
      unit.state = "needs-review-translation"
      unit.target = "%d Akten"
    }
    let all = XLIFFImport.edits(document, into: project, options: .init(policy: .all))
    _ = try project.apply(all.edits)
    #expect(project.content(of: Self.files).plural?.variables.first?.form("other") == "%d Akten")
    #expect(project.reviewState(of: Self.files, form: Self.other)?.needsReview == true)
    #expect(project.reviewState(of: Self.files, form: Self.one) == .translated)
  }

  // MARK: - Remote strings JSON

  @Test("remote JSON: a text and a plural form needing review say needs-review-l10n, and back")
  func remoteStrings() throws {
    let folder = try TestSupport.fixture([
      "strings.json": """
      {
        "en": { "title": "Error", "count": { "one": "%d message", "other": "%d messages" } },
        "de": { "title": "Fehler", "count": { "one": "%d Nachricht", "other": "%d Nachrichten" } }
      }
      """
    ])
    var project = try ProjectLoader.load(folder.path + "/strings.json")
    let table = try #require(project.grids.first?.table)
    let title = CellID(table: table, key: LocalizationKey("title"), language: LanguageID("de"))
    let count = CellID(table: table, key: LocalizationKey("count"), language: LanguageID("de"))
    let variable = try #require(project.content(of: count).plural?.variables.first?.id)
    let one = PluralFormID(variable, "one")
    _ = try project.apply([
      .setReview(title, nil, .needsReview(.markedByHand)),
      .setReview(count, one, .needsReview(.markedByHand)),
    ])
    var document = XLIFFTests.export(project, "de")
    let text = XLIFFTests.text(document)
    #expect(text.contains(#"<target state="needs-review-l10n">Fehler</target>"#), "\(text)")
    #expect(text.contains(#"<target state="needs-review-l10n">%d Nachricht</target>"#))
    #expect(text.contains("<target>%d Nachrichten</target>"))
    Self.edit(&document) { $0.state = "translated" }
    _ = try project.apply(XLIFFImport.edits(document, into: project).edits)
    #expect(project.reviewState(of: title) == .translated)
    #expect(project.reviewState(of: count, form: one) == .translated)
  }
}
