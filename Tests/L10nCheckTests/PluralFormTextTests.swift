import L10nCheck
import L10nModel
import L10nTestSupport
import Testing

/// The quality rules check each plural form against the source's form of the same category
/// (else `other`), in `.stringsdict` files and String Catalogs, located as `plural-format`'s.
@Suite struct PluralFormTextTests {
  static let english = (
    "en.lproj/Localizable.stringsdict",
    stringsdict(forms: [("one", "Delete %ld file?"), ("other", "Delete “%ld” files?")])
  )

  /// The findings of `rule` alone (at warning) on `catalog`, a `Localizable.xcstrings`.
  func catalogFindings(_ rule: String, _ catalog: String) throws -> [Finding] {
    let folder = try TestSupport.fixture(["Localizable.xcstrings": catalog])
    var levels: [String: LintConfiguration.Level] = [:]
    for id in Linter.ruleIDs { levels[id] = id == rule ? .warning : .off }
    return Array(Linter(configuration: LintConfiguration(levels: levels)).run(try folder.load()))
  }

  @Test("a .stringsdict form is compared with the source's same category, else its other")
  func stringsdictForms() {
    let russian = (
      "ru.lproj/Localizable.stringsdict",
      stringsdict(forms: [
        ("one", "Удалить %ld файл?"), ("few", "Удалить “%ld файла?"),
        ("many", "Удалить “%ld” файлов."), ("other", "Удалить “%ld” файла?"),
      ])
    )
    let quotes = pluralFindings("unbalanced-quotes", [Self.english, russian])
    #expect(
      quotes.map(\.message) == [
        "\"files\" in ru (n: few) has 1 double quotation mark (an odd number)"
      ])
    // Located as plural-format's findings: the key's line, in the language's file.
    #expect(quotes.first?.path == "ru.lproj/Localizable.stringsdict")
    #expect(quotes.first?.location.line == 4)
    #expect(quotes.first?.cell?.language == LanguageID("ru"))
    // `many` has no English form: compared with `other`, which asks.
    let endings = pluralFindings("ending-punctuation", [Self.english, russian])
    #expect(
      endings.map(\.message) == [
        "\"files\" in ru (n: many) ends with a period (the source: a question mark)"
      ])
  }

  @Test(
    "forms alike in Latin, CJK, Arabic and Devanagari give nothing; the source's own are not compared"
  )
  func nothingToFind() {
    for (language, forms) in [
      ("de", [("one", "%ld Datei löschen?"), ("other", "„%ld“ Dateien löschen?")]),
      ("ja", [("other", "「%ld」個のファイルを削除しますか？")]),
      ("ar", [("zero", "حذف ”%ld“ ملفات؟"), ("other", "حذف ”%ld“ ملفات؟")]),
      ("hi", [("one", "%ld फ़ाइल हटाएँ?"), ("other", "“%ld” फ़ाइलें हटाएँ?")]),
    ] {
      let translation = ("\(language).lproj/Localizable.stringsdict", stringsdict(forms: forms))
      for rule in ["unbalanced-quotes", "ending-punctuation", "mixed-scripts", "repeated-word"] {
        #expect(pluralFindings(rule, [Self.english, translation]).isEmpty, "\(language) \(rule)")
      }
    }
  }

  @Test("a catalog's plural substitution and device variations are checked per form")
  func catalogForms() throws {
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "%lld items": {"localizations": {
          "en": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%lld item (see list)"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld items (see list)"}}}}},
          "fr": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%lld élément (voir liste"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld éléments (voir liste)"}}}}}
        }},
        "Tap here": {"localizations": {
          "en": {"variations": {"device": {
            "mac": {"stringUnit": {"state": "translated", "value": "Click here..."}},
            "other": {"stringUnit": {"state": "translated", "value": "Tap here…"}}}}},
          "de": {"variations": {"device": {
            "mac": {"stringUnit": {"state": "translated", "value": "Hier klicken…"}},
            "other": {"stringUnit": {"state": "translated", "value": "Hier tippen..."}}}}}
        }}
      }}
      """
    let brackets = try catalogFindings("unbalanced-brackets", catalog)
    #expect(brackets.map(\.message) == ["\"%lld items\" in fr (plural: one) has an unclosed “(”"])
    #expect(brackets.first?.location.line == 6)
    // The Mac form's source writes "..." itself; the other form's does not.
    let ellipses = try catalogFindings("ellipsis", catalog)
    #expect(
      ellipses.map(\.message) == [
        "\"Tap here\" in de (device: other) writes \"...\" where the source writes “…”"
      ])
  }

  @Test("a form's finding is silenced by ignoreRules; max-length counts the source's forms once")
  func silencedAndSource() {
    let russian = (
      "ru.lproj/Localizable.stringsdict",
      stringsdict(forms: [("one", "Удалить %ld файл?"), ("other", "Удалить “%ld файла?")])
    )
    var levels: [String: LintConfiguration.Level] = [:]
    for id in Linter.ruleIDs { levels[id] = id == "unbalanced-quotes" ? .warning : .off }
    var configuration = LintConfiguration(levels: levels)
    configuration.ignoredRuleKeys = ["unbalanced-quotes": ["fil*"]]
    #expect(Linter(configuration: configuration).run(makeProject([Self.english, russian])).isEmpty)

    var limited = LintConfiguration(levels: ["max-length": .warning])
    for id in Linter.ruleIDs where id != "max-length" { limited.levels[id] = .off }
    limited.maxLengths = [("files", 18)]
    let long = Linter(configuration: limited).run(makeProject([Self.english, russian]))
    #expect(
      long.map(\.message).sorted() == [
        "\"files\" in en (n: other) is 19 characters long; maxLength allows 18",
        "\"files\" in ru (n: other) is 19 characters long; maxLength allows 18",
      ])
  }
}
