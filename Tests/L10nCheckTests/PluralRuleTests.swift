import L10nCheck
import L10nModel
import Testing

/// A `.stringsdict` with one key whose variable `n` has `forms` (category → text).
func stringsdict(
  key: String = "files", format: String = "%#@n@", valueType: String = "ld",
  forms: [(String, String)]
) -> String {
  var xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>\(key)</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>\(format)</string>
    \t\t<key>n</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>\(valueType)</string>

    """
  for (category, text) in forms {
    xml += "\t\t\t<key>\(category)</key>\n\t\t\t<string>\(text)</string>\n"
  }
  xml += "\t\t</dict>\n\t</dict>\n</dict>\n</plist>\n"
  return xml
}

func pluralFindings(
  _ rule: String, _ files: [(String, String)], sourceLanguage: LanguageID? = nil
) -> [Finding] {
  var levels: [String: LintConfiguration.Level] = [:]
  for id in Linter.ruleIDs { levels[id] = id == rule ? .warning : .off }
  return Array(
    Linter(configuration: LintConfiguration(levels: levels)).run(
      makeProject(files, sourceLanguage: sourceLanguage)))
}

@Suite struct PluralRuleTests {
  static let english = (
    "en.lproj/Localizable.stringsdict",
    stringsdict(forms: [("one", "%ld file"), ("other", "%ld files")])
  )

  @Test("missing-plural-category: the language's whole-number categories, other always")
  func missing() {
    let russian = stringsdict(forms: [("one", "%ld файл"), ("other", "%ld файлов")])
    let found = pluralFindings(
      "missing-plural-category", [Self.english, ("ru.lproj/Localizable.stringsdict", russian)])
    #expect(
      found.map(\.message) == [
        "\"files\" in ru (n): lacks few, many (ru uses one, few, many, other for whole numbers)"
      ])
    #expect(found.first?.location.line == 4)
    let japanese = stringsdict(forms: [("other", "%ld 個のファイル")])
    #expect(
      pluralFindings(
        "missing-plural-category", [Self.english, ("ja.lproj/Localizable.stringsdict", japanese)]
      ).isEmpty)
    let noOther = stringsdict(forms: [("one", "%ld Datei")])
    #expect(
      pluralFindings("missing-plural-category", [("de.lproj/Localizable.stringsdict", noOther)])
        .map(\.message) == [
          "\"files\" in de (n): lacks other (de uses one, other for whole numbers)"
        ])
  }

  @Test("a source language with only a .stringsdict says nothing about .strings keys")
  func sourceKinds() {
    let found = pluralFindings(
      "extra-key", [Self.english, ("de.lproj/Localizable.strings", "\"Open\" = \"Öffnen\";\n")])
    #expect(found.isEmpty)
    let plural = pluralFindings(
      "extra-key",
      [
        ("en.lproj/Localizable.strings", "\"a\" = \"b\";"),
        ("de.lproj/Localizable.stringsdict", stringsdict(forms: [("other", "%ld")])),
      ])
    #expect(plural.isEmpty)
  }

  @Test("unused-plural-category: few in English; zero is always allowed")
  func unused() {
    let extra = stringsdict(forms: [
      ("zero", "no files"), ("one", "%ld file"), ("few", "%ld files"), ("other", "%ld files"),
    ])
    #expect(
      pluralFindings("unused-plural-category", [("en.lproj/Localizable.stringsdict", extra)]).map(
        \.message) == [
          "\"files\" in en (n): has few, which en never uses"
        ])
    #expect(pluralFindings("unused-plural-category", [Self.english]).isEmpty)
  }

  @Test("undefined-plural-variable")
  func undefined() {
    let wrong = stringsdict(
      format: "%#@count@", forms: [("one", "%ld file"), ("other", "%ld files")])
    #expect(
      pluralFindings("undefined-plural-variable", [("en.lproj/Localizable.stringsdict", wrong)])
        .map(\.message) == [
          "\"files\" in en uses %#@count@ but has no variable \"count\""
        ])
    #expect(pluralFindings("undefined-plural-variable", [Self.english]).isEmpty)
  }

  @Test("plural-format: against the value type (also written with %) and the source's variant")
  func format() {
    let russian = stringsdict(
      valueType: "%d",
      forms: [
        ("one", "%d файл"), ("few", "%@ файла"), ("many", "%d файлов"), ("other", "%d файла"),
      ])
    let english = (
      "en.lproj/Localizable.stringsdict",
      stringsdict(valueType: "d", forms: [("one", "%d file"), ("other", "%d files")])
    )
    let found = pluralFindings(
      "plural-format", [english, ("ru.lproj/Localizable.stringsdict", russian)])
    #expect(found.count == 1)
    #expect(
      found.first?.message.hasPrefix(
        "\"files\" in ru (n): few prints %@ (an object) but the value type is %d") == true)
    let german = stringsdict(
      valueType: "d", forms: [("one", "eine Datei"), ("other", "%d Dateien")])
    #expect(
      pluralFindings("plural-format", [english, ("de.lproj/Localizable.stringsdict", german)])
        .isEmpty)
    let extra = stringsdict(
      valueType: "d", forms: [("one", "%d Datei %@"), ("other", "%d Dateien")])
    #expect(
      pluralFindings("plural-format", [english, ("de.lproj/Localizable.stringsdict", extra)]).map(
        \.message) == [
          "\"files\" in de (n): one: argument 2 (%@) is not in the source"
        ])
  }
}
