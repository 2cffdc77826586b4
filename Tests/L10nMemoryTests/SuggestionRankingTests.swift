import L10nMemory
import L10nModel
import Testing

/// The order of suggestions: a table of memories, queries and the translations expected, best
/// first.
@Suite struct SuggestionRankingTests {
  /// A unit of German at `table`/`key`, with an optional comment.
  static func unit(
    _ source: String, _ translation: String, _ place: String, comment: String? = nil,
    language: String = "de"
  ) -> MemoryUnit {
    let parts = place.split(separator: "/").map(String.init)
    return MemoryUnit(
      source: source, translation: translation, language: LanguageID(language),
      context: MemoryContext(
        table: TableID(parts[0]), key: LocalizationKey(parts[1]), comment: comment))
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var units: [MemoryUnit]
    var query: MemoryQuery
    var expected: [String]
    var testDescription: String { name }
  }

  /// "Open" twice as "Offen", once (key `open`) as "Öffnen".
  static let opens = [
    unit("Open", "Öffnen", "A/open"), unit("Open", "Offen", "B/status"),
    unit("Open", "Offen", "C/state"),
  ]

  static let cases: [Case] = [
    Case(
      name: "the same source first, then fuzzy by score",
      units: [
        unit("Delete all files", "Alle Dateien löschen", "A/all"),
        unit("Delete file", "Datei löschen", "A/one"),
        unit("Delete files", "Dateien löschen", "A/many"),
      ],
      query: MemoryQuery(source: "Delete files", language: LanguageID("de")),
      expected: ["Dateien löschen", "Datei löschen", "Alle Dateien löschen"]),
    Case(
      name: "more occurrences first among equals",
      units: opens,
      query: MemoryQuery(source: "Open", language: LanguageID("de")),
      expected: ["Offen", "Öffnen"]),
    Case(
      name: "the same key before more occurrences",
      units: opens,
      query: MemoryQuery(
        source: "Open", language: LanguageID("de"),
        cell: CellID(table: TableID("D"), key: LocalizationKey("open"), language: LanguageID("de"))),
      expected: ["Öffnen", "Offen"]),
    Case(
      name: "the same comment first",
      units: [
        unit("Archive", "Archiv", "A/x", comment: "noun"),
        unit("Archive", "Archivieren", "B/y", comment: "verb"),
      ],
      query: MemoryQuery(source: "Archive", language: LanguageID("de"), comment: "verb"),
      expected: ["Archivieren", "Archiv"]),
    Case(
      name: "fitting format specifiers before more occurrences",
      units: [
        unit("%d files", "%@ Dateien", "A/a"), unit("%d files", "%@ Dateien", "B/b"),
        unit("%d files", "%d Dateien", "C/c"),
      ],
      query: MemoryQuery(source: "%d files", language: LanguageID("de")),
      expected: ["%d Dateien", "%@ Dateien"]),
    Case(
      name: "for a text, a text or a plural's other form before its other forms",
      units: [
        MemoryUnit(
          source: "%d notes", translation: "%d de notes", language: LanguageID("de"),
          context: MemoryContext(
            table: TableID("A"), key: LocalizationKey("n"), form: "count: many")),
        MemoryUnit(
          source: "%d notes", translation: "%d notes", language: LanguageID("de"),
          context: MemoryContext(
            table: TableID("A"), key: LocalizationKey("n"), form: "count: other")),
      ],
      query: MemoryQuery(source: "%d notes", language: LanguageID("de")),
      expected: ["%d notes", "%d de notes"]),
    Case(
      name: "below 70 % nothing",
      units: [unit("Cancel", "Abbrechen", "A/cancel")],
      query: MemoryQuery(source: "Cancel download", language: LanguageID("de")),
      expected: []),
    Case(
      name: "only the query's language",
      units: [
        unit("Save", "Sichern", "A/save", language: "de"),
        unit("Save", "Enregistrer", "A/save", language: "fr"),
      ],
      query: MemoryQuery(source: "Save", language: LanguageID("fr")),
      expected: ["Enregistrer"]),
    Case(
      name: "never the query's own cell",
      units: [unit("Save", "Sichern", "A/save"), unit("Save", "Speichern", "B/save")],
      query: MemoryQuery(
        source: "Save", language: LanguageID("de"),
        cell: CellID(table: TableID("A"), key: LocalizationKey("save"), language: LanguageID("de"))),
      expected: ["Speichern"]),
    Case(
      name: "case differences are fuzzy, not exact",
      units: [unit("settings", "einstellungen", "A/x"), unit("Settings", "Einstellungen", "B/y")],
      query: MemoryQuery(source: "Settings", language: LanguageID("de")),
      expected: ["Einstellungen", "einstellungen"]),
  ]

  @Test(arguments: cases)
  func ranking(_ test: Case) {
    let memory = ProjectMemory(sourceLanguage: .english, units: test.units)
    #expect(memory.suggestions(for: test.query).map(\.translation) == test.expected)
  }

  @Test func scoresAndMarks() throws {
    let memory = ProjectMemory(
      sourceLanguage: .english,
      units: [
        Self.unit("Delete file", "Datei löschen", "A/one"),
        Self.unit("%d files", "%@ Dateien", "A/a"),
      ])
    let fuzzy = try #require(
      memory.suggestions(for: MemoryQuery(source: "Delete files", language: LanguageID("de")))
        .first)
    #expect(fuzzy.score == 91)
    #expect(!fuzzy.isExact)
    #expect(fuzzy.placeholderProblem == nil)
    let marked = try #require(
      memory.suggestions(for: MemoryQuery(source: "%d files", language: LanguageID("de"))).first)
    #expect(marked.isExact)
    #expect(marked.placeholderProblem != nil)
  }

  @Test func limit() {
    let units = (0..<20).map { Self.unit("Done", "Fertig \($0)", "T/k\($0)") }
    let memory = ProjectMemory(sourceLanguage: .english, units: units)
    let query = MemoryQuery(source: "Done", language: LanguageID("de"))
    #expect(memory.suggestions(for: query, limit: 3).count == 3)
    #expect(memory.suggestions(for: query, limit: 50).count == 20)
  }
}
