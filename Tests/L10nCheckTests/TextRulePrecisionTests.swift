import L10nCheck
import L10nModel
import Testing

/// Issue 46: `unbalanced-quotes`, `whitespace-mismatch` and `repeated-word` on what real
/// apps' translations hold.
@Suite struct TextRulePrecisionTests {
  @Test("a Hebrew prefix letter before an opening quote is no gershayim")
  func hebrewPrefix() {
    #expect(
      ruleMessages(
        "unbalanced-quotes", #"Turn on \"Music mode\""#, "he", #"הפעל ב\"מצב מוזיקה\""#
      ).isEmpty)
    #expect(
      ruleMessages("unbalanced-quotes", #"Open \"%@\""#, "he", #"פתח ו\"%@\" ה\"קובץ\""#)
        == [])
    // Abbreviations keep their gershayim: one letter after it.
    #expect(
      ruleMessages("unbalanced-quotes", #"Price \"%@\""#, "he", #"מחיר \"%@ ש\"ח\""#).isEmpty)
    #expect(
      ruleMessages("unbalanced-quotes", #"Turn on \"Music mode\""#, "he", #"הפעל ב\"מצב מוזיקה"#)
        == ["\"k\" in he has 1 double quotation mark (an odd number)"])
  }

  @Test("no trailing space after a full-width mark; a separator may be a space alone")
  func fullWidthAndSeparators() {
    #expect(ruleMessages("whitespace-mismatch", "Name: ", "ja", "名前：").isEmpty)
    #expect(ruleMessages("whitespace-mismatch", "Done! ", "zh-Hans", "完成！").isEmpty)
    #expect(ruleMessages("whitespace-mismatch", "Saved. ", "ja", "保存しました。").isEmpty)
    #expect(ruleMessages("whitespace-mismatch", " (default)", "zh-Hans", "（默认）").isEmpty)
    #expect(
      ruleMessages("whitespace-mismatch", " (default)", "ru", "(по умолчанию)")
        == ["\"k\" in ru starts with no whitespace (the source: space)"])
    #expect(ruleMessages("whitespace-mismatch", " at ", "ja", " ").isEmpty)
    #expect(ruleMessages("whitespace-mismatch", " at ", "ar", " ").isEmpty)
    #expect(
      ruleMessages("whitespace-mismatch", "Name: ", "ja", "名前:")
        == ["\"k\" in ja ends with no whitespace (the source: space)"])
    #expect(
      ruleMessages("whitespace-mismatch", "Name: ", "hi", "नाम:")
        == ["\"k\" in hi ends with no whitespace (the source: space)"])
    #expect(
      ruleMessages("whitespace-mismatch", " at ", "de", "\\n")
        == [
          "\"k\" in de starts with line break (the source: space); ends with no whitespace (the source: space); has 1 line break (the source: 0 line breaks)"
        ])
  }

  @Test("a translation excused for its full-width mark still counts when most differ")
  func fullWidthInTheVote() {
    var levels: [String: LintConfiguration.Level] = [:]
    for id in Linter.ruleIDs { levels[id] = id == "whitespace-mismatch" ? .warning : .off }
    let files = [
      ("en.lproj/T.strings", "\"v\" = \"Version:  \";\n"),
      ("de.lproj/T.strings", "\"v\" = \"Version: \";\n"),
      ("ar.lproj/T.strings", "\"v\" = \"الإصدار: \";\n"),
      ("ja.lproj/T.strings", "\"v\" = \"バージョン：\";\n"),
      ("hi.lproj/T.strings", "\"v\" = \"संस्करण:  \";\n"),
    ]
    let found = Linter(configuration: LintConfiguration(levels: levels)).run(makeProject(files))
    #expect(
      found.map(\.message) == [
        "\"v\": 3 of 4 translations differ from the source's whitespace (ar, de, ja); the source (en) starts with no whitespace, ends with space, space and has 0 line breaks: is it the one to fix?"
      ])
  }

  @Test("a full-width mark keeps no trailing space under the fix")
  func fullWidthFix() {
    let rule = WhitespaceMismatchRule()
    #expect(rule.fix("名前：", source: "Name: ", language: LanguageID("ja")) == nil)
    #expect(rule.fix("名前:", source: "Name: ", language: LanguageID("ja")) == "名前: ")
    #expect(rule.fix(" ", source: " at ", language: LanguageID("ja")) == nil)
    #expect(rule.fix("（默认）", source: " (default)", language: LanguageID("zh-Hans")) == nil)
  }

  @Test("Slavic one-letter words said twice, and a repeated hyphenated phrase, are reported")
  func oneLetterWordsAndPhrases() {
    #expect(
      ruleMessages("repeated-word", "Open in Xcode", "cs", "Otevřít v v Xcode")
        == ["\"k\" in cs repeats the word “v”"])
    #expect(
      ruleMessages("repeated-word", "With the file", "pl", "Z z plikiem")
        == ["\"k\" in pl repeats the word “Z”"])
    #expect(
      ruleMessages("repeated-word", "In the file", "ru", "В в файле")
        == ["\"k\" in ru repeats the word “В”"])
    #expect(
      ruleMessages(
        "repeated-word", "Picture-in-Picture", "hi", "पिक्चर-इन-पिक्चर पिक्चर-इन-पिक्चर")
        == ["\"k\" in hi repeats the words “पिक्चर-इन-पिक्चर”"])
    #expect(
      ruleMessages("repeated-word", "Picture-in-Picture", "de", "Bild-in-Bild Bild-in-Bild")
        == ["\"k\" in de repeats the words “Bild-in-Bild”"])
    // Not words: one letter in other languages; reduplication stays accepted.
    #expect(ruleMessages("repeated-word", "Column A", "de", "Spalte A A").isEmpty)
    #expect(ruleMessages("repeated-word", "Slowly", "hi", "धीरे धीरे").isEmpty)
    #expect(ruleMessages("repeated-word", "Side by side", "ar", "جنبًا إلى جنب").isEmpty)
    #expect(
      RepeatedWordRule().fix(
        "पिक्चर-इन-पिक्चर पिक्चर-इन-पिक्चर मोड", source: "Picture-in-Picture mode",
        language: LanguageID("hi")) == "पिक्चर-इन-पिक्चर मोड")
  }
}
