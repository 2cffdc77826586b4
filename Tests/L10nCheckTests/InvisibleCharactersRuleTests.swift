import L10nCheck
import L10nModel
import L10nTestSupport
import Testing

/// `invisible-characters`, as SwiftLint's examples: what triggers, and what does not.
@Suite struct InvisibleCharactersRuleTests {
  static let rule = "invisible-characters"

  @Test(
    "triggers: controls, overrides, zero-width characters the source lacks",
    arguments: [
      ("Save", "Speichern\u{202E}", "U+202E RIGHT-TO-LEFT OVERRIDE"),
      ("Save", "Spei\u{200B}chern", "U+200B ZERO WIDTH SPACE"),
      ("Save", "\u{1B}[31mSpeichern", "U+001B"),
      ("Save", "Spei\u{7}chern", "U+0007"),
      ("Save", "Speichern\u{9B}", "U+009B"),
      ("Save", "\u{FEFF}Speichern", "U+FEFF ZERO WIDTH NO-BREAK SPACE"),
      ("Save", "\u{2066}Speichern\u{2069}", "U+2066 LEFT-TO-RIGHT ISOLATE"),
      ("Save", "\u{200F}Speichern", "U+200F RIGHT-TO-LEFT MARK"),
    ])
  func triggers(_ source: String, _ translation: String, _ named: String) {
    let found = findings(Self.rule, source: source, translation: translation)
    #expect(found.count == 1)
    #expect(found.first?.message.contains(named) == true, "\(found.map(\.message))")
    #expect(found.first?.message.hasSuffix("which the source lacks") == true)
  }

  @Test(
    "does not trigger: what the source has, joiners, and marks in right-to-left languages",
    arguments: [
      ("Save\u{202E}", "Speichern\u{202E}", "de"),
      ("Family", "Familie 👨\u{200D}👩\u{200D}👧", "de"),
      ("Half-space", "نیم\u{200C}فاصله", "fa"),
      ("Version %@", "\u{200F}الإصدار %@", "ar"),
      ("Open %@", "\u{2067}פתח\u{2069} %@", "he"),
      ("Open", "\u{202B}افتح\u{202C}", "ur"),
      ("Open", "\u{200F}پرانیستل", "ckb-Arab"),
      ("Line\\nbreak", "Zeile\\nUmbruch", "de"),
      ("Tab\\there", "Tab\\thier", "de"),
      ("Plain", "Schlicht", "de"),
    ])
  func quiet(_ source: String, _ translation: String, _ language: String) {
    #expect(
      findings(Self.rule, source: source, translation: translation, language: language).isEmpty)
  }

  @Test("an override is reported in right-to-left languages too; several characters are listed")
  func overridesEverywhere() {
    let found = findings(
      Self.rule, source: "Open", translation: "\u{202E}افتح\u{200B}\u{1}\u{2}", language: "ar")
    #expect(
      found.map(\.message) == [
        "\"k\" in ar has U+202E RIGHT-TO-LEFT OVERRIDE, U+200B ZERO WIDTH SPACE, U+0001 and 1 more, which the source lacks"
      ])
  }

  @Test("a control character in the source is reported on the source, once")
  func controlInSource() {
    let found = findings(
      Self.rule, source: "Sa\u{1B}[2Jve\u{1B}", translation: "Sa\u{1B}[2Jve\u{1B}")
    #expect(found.map(\.message) == ["\"k\" in en (the source) has U+001B"])
    #expect(found.first?.path == "en.lproj/T.strings")
  }

  @Test("NUL and ESC in a .stringsdict's forms are reported")
  func stringsdictControls() throws {
    let entry = { (one: String, other: String) in
      SharedFixtures.pluralStringsdict(one: one, other: other)
    }
    let folder = try TestSupport.fixture([
      "en.lproj/P.stringsdict": entry("%d file", "%d files"),
      "de.lproj/P.stringsdict": entry("%d Datei&#x1B;[31m", "%d Dateien\u{1B}"),
    ])
    var levels: [String: LintConfiguration.Level] = [:]
    for id in Linter.ruleIDs { levels[id] = id == Self.rule ? .warning : .off }
    let found = Linter(configuration: LintConfiguration(levels: levels)).run(try folder.load())
    #expect(
      found.map(\.message) == [
        "\"files\" in de (n: one) has U+001B, which the source lacks",
        "\"files\" in de (n: other) has U+001B, which the source lacks",
      ])
  }

  @Test("a bidi override in a plural form is reported, naming the form")
  func pluralFormBidi() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/P.stringsdict": SharedFixtures.pluralStringsdict(one: "%d file", other: "%d files"),
      "de.lproj/P.stringsdict": SharedFixtures.pluralStringsdict(
        one: "%d Datei", other: "%d \u{202E}Dateien"),
    ])
    var levels: [String: LintConfiguration.Level] = [:]
    for id in Linter.ruleIDs { levels[id] = id == Self.rule ? .warning : .off }
    let found = Linter(configuration: LintConfiguration(levels: levels)).run(try folder.load())
    #expect(
      found.map(\.message) == [
        "\"files\" in de (n: other) has U+202E RIGHT-TO-LEFT OVERRIDE, which the source lacks"
      ])
  }
}
