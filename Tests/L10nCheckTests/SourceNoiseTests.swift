import L10nCheck
import L10nModel
import Testing

/// Issue 46: what a user cannot act on per translation is said once: a `.stringsdict` value
/// type the source gets wrong, French `many` for large round numbers; Xcode's generated Intents
/// `.stringsdict` is not checked for unused categories.
@Suite struct SourceNoiseTests {
  /// `rule`'s findings on `files`, every other rule off.
  static func found(_ rule: String, _ files: [(String, String)]) -> [String] {
    var levels: [String: LintConfiguration.Level] = [:]
    for id in Linter.ruleIDs { levels[id] = id == rule ? .warning : .off }
    return Linter(configuration: LintConfiguration(levels: levels)).run(makeProject(files))
      .map { "\($0.path):\($0.location.line) \($0.message)" }
  }

  /// A `.stringsdict` of the key `files` whose variable has `valueType` and the forms given.
  static func stringsdict(valueType: String, _ forms: [(String, String)], key: String = "files")
    -> String
  {
    let entries = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>\(key)</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>\(entries)</dict>
      </dict></dict></plist>
      """
  }

  @Test("a value type the source prints against is one finding, on the source")
  func sourceValueType() {
    let files = [
      (
        "en.lproj/T.stringsdict",
        Self.stringsdict(valueType: "d", [("one", "%ld file"), ("other", "%ld files")])
      ),
      (
        "Base.lproj/T.stringsdict",
        Self.stringsdict(valueType: "d", [("one", "%ld file"), ("other", "%ld files")])
      ),
      (
        "de.lproj/T.stringsdict",
        Self.stringsdict(valueType: "d", [("one", "%ld Datei"), ("other", "%ld Dateien")])
      ),
      (
        "ar.lproj/T.stringsdict",
        Self.stringsdict(
          valueType: "d",
          [
            ("zero", "%ld ملف"), ("one", "ملف"), ("two", "ملفان"), ("few", "%ld ملفات"),
            ("many", "%ld ملفًا"), ("other", "%ld ملف"),
          ])
      ),
      ("ja.lproj/T.stringsdict", Self.stringsdict(valueType: "d", [("other", "%ld ファイル")])),
      (
        "hi.lproj/T.stringsdict",
        Self.stringsdict(valueType: "d", [("one", "%@ फ़ाइल"), ("other", "%ld फ़ाइलें")])
      ),
    ]
    let found = Self.found("plural-format", files)
    #expect(found.count == 2)
    #expect(
      found.first { $0.hasPrefix("en.lproj/") }?.hasSuffix(
        "translations that copy this value type are not reported for it") == true)
    // A problem of the translation's own is still its own.
    #expect(
      found.contains { $0.hasPrefix("hi.lproj/") && $0.contains("one prints %@ (an object)") })
    #expect(!found.contains { $0.hasPrefix("de.lproj/") || $0.hasPrefix("Base.lproj/") })
  }

  @Test("many for large round numbers is said once per language, as information")
  func largeNumberMany() {
    let files =
      ["fr", "es", "it", "pt"].flatMap { language in
        [
          (
            "\(language).lproj/T.stringsdict",
            Self.stringsdict(valueType: "ld", [("one", "%ld x"), ("other", "%ld xs")])
          )
        ]
      } + [
        (
          "en.lproj/T.stringsdict",
          Self.stringsdict(valueType: "ld", [("one", "%ld file"), ("other", "%ld files")])
        ),
        (
          "ru.lproj/T.stringsdict",
          Self.stringsdict(valueType: "ld", [("one", "%ld файл"), ("other", "%ld файлов")])
        ),
      ]
    #expect(
      Self.found("missing-plural-category", files) == [
        "ru.lproj/T.stringsdict:2 \"files\" in ru (n): lacks few, many (ru uses one, few, many, other for whole numbers)"
      ])
    let large = Self.found("large-number-plural", files)
    #expect(large.count == 4)
    #expect(
      large.contains(
        "fr.lproj/T.stringsdict:2 fr: 1 plural variable lacks many, which fr uses only for large round numbers (1000000, 2000000…): they show their other form there, usually right (first: \"files\")"
      ))
  }

  @Test("a variable with one text for every count lacks no category")
  func oneText() {
    let files = [
      (
        "en.lproj/T.stringsdict",
        Self.stringsdict(valueType: "ld", [("one", "%ld file"), ("other", "%ld files")])
      ),
      ("tr.lproj/T.stringsdict", Self.stringsdict(valueType: "ld", [("other", "%ld dosya")])),
      (
        "de.lproj/T.stringsdict",
        Self.stringsdict(valueType: "ld", [("zero", "Keine"), ("other", "%ld Zeichen")])
      ),
      ("fr.lproj/T.stringsdict", Self.stringsdict(valueType: "ld", [("other", "%ld fois")])),
      (
        "ar.lproj/T.stringsdict",
        Self.stringsdict(valueType: "ld", [("one", "ملف"), ("other", "%ld ملف")])
      ),
      ("hi.lproj/T.stringsdict", Self.stringsdict(valueType: "ld", [("other", "%ld फ़ाइलें")])),
    ]
    #expect(
      Self.found("missing-plural-category", files) == [
        "ar.lproj/T.stringsdict:2 \"files\" in ar (n): lacks zero, two, few, many (ar uses zero, one, two, few, many, other for whole numbers)"
      ])
    #expect(Self.found("large-number-plural", files).isEmpty)
  }

  @Test("a count the source leaves to another form needs no form of its own in a translation")
  func sourceLeavesOut() {
    let files = [
      ("en.lproj/T.stringsdict", Self.stringsdict(valueType: "ld", [("other", "%ld items")])),
      (
        "cs.lproj/T.stringsdict",
        Self.stringsdict(
          valueType: "ld",
          [("few", "%ld položky"), ("many", "%ld položek"), ("other", "%ld položek")])
      ),
      (
        "ru.lproj/T.stringsdict",
        Self.stringsdict(
          valueType: "ld", [("few", "%ld элемента"), ("many", "%ld элементов"), ("other", "%ld")])
      ),
    ]
    // Czech `one` is 1 alone, which the source writes no form for; Russian `one` is also 21,
    // which the source writes as `other`.
    #expect(
      Self.found("missing-plural-category", files) == [
        "ru.lproj/T.stringsdict:2 \"files\" in ru (n): lacks one (ru uses one, few, many, other for whole numbers)"
      ])
    let withOne = [
      (
        "en.lproj/T.stringsdict",
        Self.stringsdict(valueType: "ld", [("one", "%ld item"), ("other", "%ld items")])
      ),
      files[1],
    ]
    #expect(
      Self.found("missing-plural-category", withOne) == [
        "cs.lproj/T.stringsdict:2 \"files\" in cs (n): lacks one (cs uses one, few, other for whole numbers)"
      ])
  }

  @Test("a one-word source is not compared for inconsistent translations; a phrase is")
  func oneWordSource() {
    let files = [
      ("en.lproj/Menu.strings", "\"dup\" = \"Duplicate\";\n\"open\" = \"Open Settings\";\n"),
      ("bg.lproj/Menu.strings", "\"dup\" = \"Дублирай\";\n\"open\" = \"Отвори настройките\";\n"),
      ("en.lproj/Label.strings", "\"dup\" = \"Duplicate\";\n\"open\" = \"Open Settings\";\n"),
      (
        "bg.lproj/Label.strings", "\"dup\" = \"Дубликат\";\n\"open\" = \"Отваряне на настройки\";\n"
      ),
      ("en.lproj/Japanese.strings", "\"k\" = \"設定\";\n"),
    ]
    let found = Self.found("inconsistent-translation", files)
    #expect(found.count == 1, "\(found)")
    #expect(found.allSatisfy { $0.contains("\"Open Settings\" has 2 translations in bg") })
  }

  @Test("Xcode's Intents .stringsdict is not checked for unused categories")
  func generatedIntents() {
    let forms = [
      ("zero", "0"), ("one", "%ld"), ("two", "%ld"), ("few", "%ld"), ("many", "%ld"),
      ("other", "%ld"),
    ]
    #expect(
      Self.found(
        "unused-plural-category",
        [
          ("en.lproj/Intents.stringsdict", Self.stringsdict(valueType: "ld", forms)),
          ("de.lproj/Intents.stringsdict", Self.stringsdict(valueType: "ld", forms)),
          (
            "de.lproj/T.stringsdict",
            Self.stringsdict(valueType: "ld", forms, key: "There are ${count} options")
          ),
        ]
      ).isEmpty)
    #expect(
      Self.found(
        "unused-plural-category",
        [
          ("de.lproj/T.stringsdict", Self.stringsdict(valueType: "ld", forms))
        ]) == [
          "de.lproj/T.stringsdict:2 \"files\" in de (n): has two, few, many, which de never uses"
        ])
  }
}
