@_spi(Fuzzing) import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// The review file as a format: what it reads and writes, and every way it refuses a file,
/// located.
@Suite struct ReviewFileTests {
  static func cell(_ key: String, _ language: String, table: String = "Localizable") -> CellID {
    CellID(table: TableID(table), key: LocalizationKey(key), language: LanguageID(language))
  }

  static func parse(_ text: String) throws(ParseError) -> ReviewLedger {
    try ReviewFile.parse(Array(text.utf8), path: "p/.l10nedit-review")
  }

  @Test func readsStatesReasonsFormsAndOldSources() throws {
    let ledger = try Self.parse(
      "# comment\n\nLocalizable\tgreeting\tde\t\tneeds-review\tsource-changed\tHello\\tthere\r\n"
        + "Localizable\tfiles\tru\tvariable:count.few\tneeds-review\tsource-changed\t%d files\n"
        + "Localizable\tfiles\tru\tsubstitution:n.one\tneeds-review\tby-hand\n"
        + "Localizable\tintro\tfr\t\tnew\n"
        + "Localizable\tx\tja\tplural.other\tneeds-review\tmachine-translated\n"
        + "Localizable\tx\tja\tdevice.mac\tneeds-review\timported")
    #expect(
      ledger[Self.cell("greeting", "de")]?.whole
        == .needsReview(.sourceChanged(from: "Hello\tthere")))
    #expect(
      ledger[Self.cell("files", "ru")]?.forms[PluralFormID(.stringsdict("count"), "few")]
        == .needsReview(.sourceChanged(from: "%d files")))
    #expect(
      ledger[Self.cell("files", "ru")]?.forms[PluralFormID(.substitution("n"), "one")]
        == .needsReview(.markedByHand))
    #expect(ledger[Self.cell("intro", "fr")]?.whole == .new)
    #expect(
      ledger[Self.cell("x", "ja")]?.forms[PluralFormID(.plural, "other")]
        == .needsReview(.machineTranslated))
    #expect(
      ledger[Self.cell("x", "ja")]?.forms[PluralFormID(.device, "mac")] == .needsReview(.imported))
    #expect(ledger.count == 6)
  }

  @Test func hostileTextRoundTripsOnOneLineEachSorted() throws {
    let hostile = "a\tb\nc\r\\d\u{1B}[31m\u{7}\u{2028}é\u{301}🙂\u{85}"
    var ledger = ReviewLedger()
    ledger[Self.cell(hostile, "de", table: "T\tx")] = CellReview(
      whole: .needsReview(.sourceChanged(from: hostile)),
      forms: [PluralFormID(.stringsdict("v.x"), "one"): .new])
    ledger[Self.cell("a", "de")] = CellReview(whole: .needsReview(.markedByHand))
    let bytes = ReviewFile.render(ledger)
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(lines.count == 3)
    #expect(lines == lines.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    // Nothing that would act on a terminal or break a line is written as it is.
    #expect(!bytes.contains(0x1B) && !bytes.contains(0x07) && !bytes.contains(0x0D))
    #expect(!text.unicodeScalars.contains("\u{2028}") && !text.unicodeScalars.contains("\u{85}"))
    #expect(try ReviewFile.parse(bytes, path: "x") == ledger)
    #expect(ReviewFile.render(try ReviewFile.parse(bytes, path: "x")) == bytes)
  }

  @Test func readsAndWritesACellReviewedAgainstItsSource() throws {
    let text =
      "Localizable\tk\tde\t\treviewed\t\tOpen\\t…\n"
      + "Localizable\tk\tde\tvariable:n.few\tneeds-review\tby-hand\n"
      + "Localizable\tl\tde\t\treviewed\t\t\n"
    let ledger = try Self.parse(text)
    #expect(ledger[Self.cell("k", "de")]?.reviewedAgainst == "Open\t…")
    #expect(ledger[Self.cell("k", "de")]?.whole == nil)
    #expect(ledger[Self.cell("k", "de")]?.forms.count == 1)
    // An empty source text is one too.
    #expect(ledger[Self.cell("l", "de")] == CellReview(reviewedAgainst: ""))
    #expect(ledger.count == 3)
    let bytes = ReviewFile.render(ledger)
    #expect(String(decoding: bytes, as: UTF8.self).hasSuffix(text))
    #expect(try ReviewFile.parse(bytes, path: "x") == ledger)
  }

  @Test(arguments: [
    ("Localizable\tk\tde\t\ttranslated\n", 1, 19, "unknown state"),
    ("Localizable\tk\tde\t\tneeds-review\toops\n", 1, 32, "unknown reason"),
    ("Localizable\tk\tde\t\tneeds-review\n", 1, 31, "needs a reason"),
    ("Localizable\tk\tde\t\tneeds-review\tsource-changed\n", 1, 46, "old source"),
    ("Localizable\tk\tde\t\tnew\tby-hand\n", 1, 23, "no reason"),
    ("Localizable\tk\tde\n", 1, 1, "at least 5"),
    ("Localizable\tk\tde\t\tneeds-review\tby-hand\tx\n", 1, 40, "only source-changed"),
    ("# ok\nLocalizable\tk\\q\tde\t\tnew\n", 2, 14, "unknown escape"),
    ("Localizable\tk\\u{D800}\tde\t\tnew\n", 1, 14, "no Unicode scalar"),
    ("Localizable\tk\tde\tcount.one\tnew\n", 1, 18, "not a plural form"),
    ("\tk\tde\t\tnew\n", 1, 1, "table is empty"),
    ("Localizable\tk\tde\t\tnew\n<<<<<<< HEAD\n", 2, 1, "conflict marker"),
    (
      "Localizable\tk\tde\t\tnew\nLocalizable\tk\tde\t\tneeds-review\tby-hand\n", 2, 1,
      "second line"
    ),
    ("Localizable\tké\tde\t\tnew\n", 1, 1, "not UTF-8"),
    ("Localizable\tk\tde\tplural.one\treviewed\t\tOpen\n", 1, 18, "whole cell"),
    ("Localizable\tk\tde\t\treviewed\n", 1, 27, "source text it was reviewed against"),
    ("Localizable\tk\tde\t\treviewed\tby-hand\tOpen\n", 1, 28, "has no reason"),
    (
      "Localizable\tk\tde\t\tnew\nLocalizable\tk\tde\t\treviewed\t\tOpen\n", 2, 1,
      "second line"
    ),
    (
      "Localizable\tk\tde\t\treviewed\t\tOpen\nLocalizable\tk\tde\t\tnew\n", 2, 1,
      "second line"
    ),
  ])
  func refusesWithALocation(text: String, line: Int, column: Int, words: String) throws {
    var bytes = Array(text.utf8)
    if words == "not UTF-8" { bytes[bytes.firstIndex(of: 0xC3) ?? 0] = 0xFF }
    let error = try #require(throws: ParseError.self) {
      try ReviewFile.parse(bytes, path: "p/.l10nedit-review")
    }
    #expect(error.reason.contains(words), "\(error)")
    if words == "not UTF-8" {
      #expect(error.location == SourceLocation(line: 1, column: 14))
    } else {
      #expect(error.location == SourceLocation(line: line, column: column), "\(error)")
    }
    #expect(error.description.hasPrefix("p/.l10nedit-review:\(error.location.line):"))
  }

  @Test func aBombOfFieldsOrAHugeLineIsReadInProportion() throws {
    // A million tabs on one line: refused at once, with the column of the eighth field.
    let tabs = "Localizable\tk\tde" + String(repeating: "\t", count: 1_000_000)
    let error = try #require(throws: ParseError.self) { try Self.parse(tabs) }
    #expect(error.location == SourceLocation(line: 1, column: 22))
    // A 2 MB old source text reads back whole.
    let long = String(repeating: "\\\\x", count: 700_000)
    let ledger = try Self.parse("Localizable\tk\tde\t\tneeds-review\tsource-changed\t\(long)\n")
    #expect(ledger[Self.cell("k", "de")]?.whole?.reason?.oldSource?.count == 1_400_000)
  }
}
