import L10nBulk
import L10nFormats
import L10nMemory
import L10nModel
import L10nTestSupport
import Testing

/// Bulk work: a language's gaps filled from the memory or its parent, find and replace with
/// placeholders kept — each a list of changes and one change set of cell edits.
@Suite struct BulkTests {
  /// The shared regional fixture, with `count2` and `title` in `en` and `de`'s translations.
  static let files = SharedFixtures.regionalSpanish.merging([
    "en.lproj/Main.strings": SharedFixtures.strings([
      ("cancel", "Cancel"), ("abort", "Cancel"), ("count", "%d files in %@"),
      ("count2", "%d files in %@"), ("open", "Open"), ("title", "Settings"),
    ]),
    "es.lproj/Main.strings": SharedFixtures.strings([
      ("cancel", "Cancelar"), ("count", "%d archivos en %@"), ("open", "Abrir"),
    ]),
    "es-MX.lproj/Main.strings": SharedFixtures.strings([
      ("cancel", "Cancelar ya"), ("title", ""),
    ]),
    "de.lproj/Main.strings": SharedFixtures.strings([
      ("cancel", "Abbrechen"), ("count", "%d Dateien in %@"), ("count2", "%d Datei(en) in %@"),
      ("open", "Öffnen"),
    ]),
    "Catalog.xcstrings": """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Cancel" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Abbrechen" } }
          }
        },
        "Open" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "new", "value" : "" } }
          }
        }
      },
      "version" : "1.0"
    }

    """,
  ]) { $1 }

  static func project() throws -> Project {
    let folder = try TestSupport.fixture(files)
    return try TestSupport.load(folder.path)
  }

  static func cell(_ table: String, _ key: String, _ language: String) -> CellID {
    CellID(table: TableID(table), key: LocalizationKey(key), language: LanguageID(language))
  }

  @Test func fillFromMemory() throws {
    let project = try Self.project()
    let change = try GapFilling.fromMemory(
      project, language: LanguageID("es"), memory: ProjectMemory(project: project))
    // Main's abort and count2 have exact matches, and the catalog's keys (with no es) do;
    // title has none. Every filled translation needs review, in every format.
    #expect(
      change.items.map { "\($0.cell) \($0.old ?? "-") \($0.new)" } == [
        "Catalog › Cancel › es - Cancelar", "Catalog › Open › es - Abrir",
        "Main › abort › es - Cancelar", "Main › count2 › es - %d archivos en %@",
      ])
    #expect(change.edits.count == 8)
    var filled = project
    _ = try filled.apply(change.edits)
    #expect(
      change.items.allSatisfy {
        filled.reviewState(of: $0.cell) == .needsReview(.machineTranslated)
      })
    let catalog = try GapFilling.fromMemory(
      project, language: LanguageID("de"), memory: ProjectMemory(project: project))
    // The catalog's Open (state new) from Main's, marked needs_review.
    let open = Self.cell("Catalog", "Open", "de")
    #expect(catalog.items.map(\.cell).contains(open))
    #expect(catalog.edits.contains(.setReview(open, nil, .needsReview(.machineTranslated))))
    var edited = project
    _ = try edited.apply(catalog.edits)
    #expect(edited.content(of: open) == .text("Öffnen", state: .needsReview))
    #expect(edited.reviewState(of: open) == .needsReview(.machineTranslated))
  }

  @Test func fillFromParent() throws {
    let project = try Self.project()
    let change = try GapFilling.fromParent(project, language: LanguageID("es-MX"))
    // es-MX's own "cancel" stays; its empty "title" has no text in es to take.
    #expect(
      change.items.map(\.cell.key.text).sorted() == ["count", "open"])
    #expect(change.items.allSatisfy { $0.old == nil })
    var filled = project
    _ = try filled.apply(change.edits)
    #expect(
      change.items.allSatisfy {
        filled.reviewState(of: $0.cell) == .needsReview(.machineTranslated)
      })
    #expect(throws: BulkError.self) {
      try GapFilling.fromParent(project, language: LanguageID("de"))
    }
    #expect(GapFilling.parent(of: LanguageID("zh-Hant-HK")) == LanguageID("zh-Hant"))
    #expect(GapFilling.parent(of: LanguageID("pt_PT")) == LanguageID("pt"))
    // CLDR's parents where they are not the code cut short, nearest first.
    #expect(GapFilling.parents(of: LanguageID("es-MX")).map(\.code) == ["es-419", "es"])
    #expect(GapFilling.parents(of: LanguageID("zh_HK")).map(\.code) == ["zh-Hant", "zh"])
    #expect(GapFilling.parents(of: LanguageID("zh-Hant-HK")).map(\.code) == ["zh-Hant", "zh"])
    #expect(GapFilling.parents(of: LanguageID("pt-PT")).map(\.code) == ["pt"])
    #expect(GapFilling.parents(of: LanguageID("de")).isEmpty)
  }

  @Test func findReplaceKeepsPlaceholders() throws {
    let project = try Self.project()
    let change = try FindReplace.changes(
      project, language: LanguageID("de"), pattern: "(?i)datei(en)?", replacement: "Dokument")
    #expect(
      change.items.map(\.new).sorted() == ["%d Dokument in %@", "%d Dokument(en) in %@"])
    // A pattern that would eat a specifier leaves the value alone, and says so.
    let eating = try FindReplace.changes(
      project, language: LanguageID("de"), pattern: "^\\S+ ", replacement: "")
    #expect(eating.items.isEmpty)
    #expect(Set(eating.skipped.map(\.cell.key.text)) == ["count", "count2"])
    // Asked, placeholders are text.
    let asked = try FindReplace.changes(
      project, language: LanguageID("de"), pattern: "%d", replacement: "%ld", placeholders: true)
    #expect(asked.items.map(\.new).sorted() == ["%ld Datei(en) in %@", "%ld Dateien in %@"])
    // Groups; a replaced translation needs review: for the reason it already did (the
    // catalog's needs_review, written outside l10nedit), else as marked by hand.
    let grouped = try FindReplace.changes(
      project, language: LanguageID("de"), pattern: "^(Abb)rechen$", replacement: "$1ruch")
    let catalogCancel = Self.cell("Catalog", "Cancel", "de")
    #expect(grouped.items.map(\.new) == ["Abbruch", "Abbruch"])
    var replaced = project
    _ = try replaced.apply(grouped.edits)
    #expect(replaced.reviewState(of: catalogCancel) == .needsReview(.imported))
    let stringsCancel = try #require(grouped.items.map(\.cell).first { $0 != catalogCancel })
    #expect(project.reviewState(of: stringsCancel) == .translated)
    #expect(replaced.reviewState(of: stringsCancel) == .needsReview(.markedByHand))
    #expect(throws: BulkError.self) {
      try FindReplace.changes(project, language: LanguageID("de"), pattern: "(", replacement: "")
    }
  }

  @Test func replacingSourceTextsMarksTheirTranslationsNotThem() throws {
    let project = try Self.project()
    let change = try FindReplace.changes(
      project, language: LanguageID("en"), pattern: "^Open$", replacement: "Show")
    var replaced = project
    _ = try replaced.apply(change.edits)
    // The source text is what translations are reviewed against: not marked itself.
    #expect(replaced.reviewState(of: Self.cell("Main", "open", "en")) == .translated)
    #expect(
      replaced.reviewState(of: Self.cell("Main", "open", "es"))
        == .needsReview(.sourceChanged(from: "Open")))
  }

  @Test(arguments: [
    ("%1$@ and %2$@", "and", "&", "%1$@ & %2$@"),
    ("100%% of %d", "of", "von", "100%% von %d"),
    ("%#@files@ here", "here", "hier", "%#@files@ hier"),
  ])
  func masking(_ text: String, _ pattern: String, _ replacement: String, _ expected: String)
    throws
  {
    let folder = try TestSupport.fixture([
      "en.lproj/A.strings": "\"k\" = \"x\";\n",
      "de.lproj/A.strings": "\"k\" = \"\(text)\";\n",
    ])
    let project = try TestSupport.load(folder.path)
    let change = try FindReplace.changes(
      project, language: LanguageID("de"), pattern: pattern, replacement: replacement)
    #expect(change.items.map(\.new) == [expected])
  }
}
