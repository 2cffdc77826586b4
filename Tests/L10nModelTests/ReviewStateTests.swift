import L10nModel
import L10nTestSupport
import Testing

/// Review states in the cell layer: read in every format, set by `CellEdit.setReview`, and a
/// source change marking its translations, undone with the edit.
@Suite struct ReviewStateTests {
  static let files = [
    "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n\"bye\" = \"Bye\";\n",
    "de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n\"bye\" = \"\";\n",
    "fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour\";\n",
    "en.lproj/Localizable.stringsdict": ReviewFixtures.stringsdict(
      one: "%d file", other: "%d files"),
    "ru.lproj/Localizable.stringsdict": ReviewFixtures.stringsdict(
      forms: [
        ("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла"),
      ]),
  ]

  static func cell(_ key: String, _ language: String, table: TableID = TableID("Localizable"))
    -> CellID
  {
    CellID(table: table, key: LocalizationKey(key), language: LanguageID(language))
  }

  static let greeting = Self.cell("greeting", "de")
  static let russianFiles = Self.cell("files", "ru")

  @Test func withoutRecordsNonEmptyCellsAreTranslatedAndEmptyOnesNew() throws {
    let folder = try TestSupport.fixture(Self.files)
    let project = try folder.load()
    #expect(project.reviewState(of: Self.greeting) == .translated)
    #expect(
      project.reviewState(of: Self.cell("bye", "de"))
        == .new)
    #expect(
      project.reviewState(of: Self.cell("bye", "fr"))
        == nil)
  }

  @Test func setReviewRecordsAStringsCellAndUndoTakesItBack() throws {
    let folder = try TestSupport.fixture(Self.files)
    var project = try folder.load()
    let changes = try project.apply([.setReview(Self.greeting, nil, .needsReview(.markedByHand))])
    #expect(project.reviewState(of: Self.greeting) == .needsReview(.markedByHand))
    #expect(changes.reviewsChanged)
    #expect(changes.files.isEmpty)
    _ = project.revert(changes)
    #expect(project.reviewState(of: Self.greeting) == .translated)
    #expect(project.reviews.isEmpty)
  }

  @Test func editingATranslationMakesItTranslatedAgain() throws {
    let folder = try TestSupport.fixture(Self.files)
    var project = try folder.load()
    _ = try project.apply([.setReview(Self.greeting, nil, .needsReview(.machineTranslated))])
    _ = try project.apply([.setText(Self.greeting, "Guten Tag")])
    #expect(project.reviewState(of: Self.greeting) == .translated)
  }

  @Test func aSourceChangeMarksNonEmptyTranslationsKeepingTheOldSource() throws {
    let folder = try TestSupport.fixture(Self.files)
    var project = try folder.load()
    let source = Self.cell("greeting", "en")
    let changes = try project.apply([.setText(source, "Hello there")])
    #expect(project.reviewState(of: Self.greeting) == .needsReview(.sourceChanged(from: "Hello")))
    let french = Self.cell("greeting", "fr")
    #expect(project.reviewState(of: french) == .needsReview(.sourceChanged(from: "Hello")))
    #expect(changes.sourceChangeMarks == [SourceChangeMark(source: source, marked: 2)])
    // The empty German "bye" is not marked when its source changes.
    let bye = Self.cell("bye", "en")
    let second = try project.apply([.setText(bye, "Goodbye")])
    #expect(second.sourceChangeMarks.isEmpty)
    // Undo takes the marks back with the edit.
    _ = project.revert(changes)
    #expect(project.reviewState(of: Self.greeting) == .translated)
  }

  @Test func theSameTextAgainMarksNothing() throws {
    let folder = try TestSupport.fixture(Self.files)
    var project = try folder.load()
    let source = Self.cell("greeting", "en")
    let changes = try project.apply([.setText(source, "Hello")])
    #expect(changes.sourceChangeMarks.isEmpty)
    #expect(project.reviews.isEmpty)
  }

  @Test func markingCanBeTurnedOff() throws {
    let folder = try TestSupport.fixture(Self.files)
    var project = try folder.load()
    project.marksSourceChanges = false
    let source = Self.cell("greeting", "en")
    _ = try project.apply([.setText(source, "Hello there")])
    #expect(project.reviewState(of: Self.greeting) == .translated)
  }

  @Test func aTranslationSetInTheSameEditsAsItsSourceIsNotMarked() throws {
    let folder = try TestSupport.fixture(Self.files)
    var project = try folder.load()
    let source = Self.cell("greeting", "en")
    _ = try project.apply([.setText(Self.greeting, "Hallo da"), .setText(source, "Hello there")])
    #expect(project.reviewState(of: Self.greeting) == .translated)
  }

  @Test func eachPluralFormIsMarkedByItsOwnSourceForm() throws {
    let folder = try TestSupport.fixture(Self.files)
    var project = try folder.load()
    let source = Self.cell("files", "en")
    let changes = try project.apply([
      .setPluralForms(source, .stringsdict("count"), ["other": "%d documents"])
    ])
    // Russian one follows English one (unchanged); few, many and other follow English other.
    let states = project.formReviewStates(of: Self.russianFiles)
    let changed = ReviewState.needsReview(.sourceChanged(from: "%d files"))
    #expect(states[PluralFormID(.stringsdict("count"), "one")] == ReviewState.translated)
    #expect(states[PluralFormID(.stringsdict("count"), "few")] == changed)
    #expect(states[PluralFormID(.stringsdict("count"), "many")] == changed)
    #expect(states[PluralFormID(.stringsdict("count"), "other")] == changed)
    #expect(project.reviewState(of: Self.russianFiles) == changed)
    #expect(changes.sourceChangeMarks.first?.marked == 3)
  }

  @Test func oneFormOfACellMarkedAsAWholeLeavesTheOthersAsTheyWere() throws {
    let folder = try TestSupport.fixture(Self.files)
    var project = try folder.load()
    let byHand = ReviewState.needsReview(.markedByHand)
    _ = try project.apply([.setReview(Self.russianFiles, nil, byHand)])
    let one = PluralFormID(.stringsdict("count"), "one")
    _ = try project.apply([.setReview(Self.russianFiles, one, .translated)])
    var states = project.formReviewStates(of: Self.russianFiles)
    #expect(states[one] == .translated)
    #expect(states[PluralFormID(.stringsdict("count"), "few")] == byHand)
    #expect(project.reviewState(of: Self.russianFiles) == byHand)
    // The others one by one: the cell is translated, nothing recorded.
    for category in ["few", "many", "other"] {
      _ = try project.apply([
        .setReview(Self.russianFiles, PluralFormID(.stringsdict("count"), category), .translated)
      ])
    }
    states = project.formReviewStates(of: Self.russianFiles)
    #expect(states.values.allSatisfy { $0 == .translated })
    #expect(project.reviewState(of: Self.russianFiles) == .translated)
    #expect(project.reviews.isEmpty)
  }

  @Test func aCatalogKeepsTheStateAndTheLedgerTheReason() throws {
    let folder = try TestSupport.fixture(["Localizable.xcstrings": ReviewFixtures.catalog])
    var project = try folder.load()
    let table = project.grids[0].table
    let german = Self.cell("greeting", "de", table: table)
    let source = Self.cell("greeting", "en", table: table)
    // Xcode's own needs_review, without a reason recorded: imported.
    let french = Self.cell("greeting", "fr", table: table)
    #expect(project.reviewState(of: french) == .needsReview(.imported))
    _ = try project.apply([.setText(source, "Hello there")])
    #expect(project.reviewState(of: german) == .needsReview(.sourceChanged(from: "Hello")))
    #expect(project.content(of: german).state == .needsReview)
    #expect(project.reviews[german]?.whole == .needsReview(.sourceChanged(from: "Hello")))
    _ = try project.apply([.setReview(german, nil, .translated)])
    #expect(project.content(of: german).state == .translated)
    // Only what it was reviewed against is left (for `outdated-translation`).
    #expect(project.reviews[german] == CellReview(reviewedAgainst: "Hello there"))
  }
}

/// Files for review tests, written for them.
enum ReviewFixtures {
  static func stringsdict(one: String, other: String) -> String {
    stringsdict(forms: [("one", one), ("other", other)])
  }

  static func stringsdict(forms: [(String, String)]) -> String {
    let entries = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>files</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
      <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>\(entries)</dict>
      </dict></dict></plist>
      """
  }

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "greeting" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Salut" } }
          }
        }
      },
      "version" : "1.0"
    }
    """
}
