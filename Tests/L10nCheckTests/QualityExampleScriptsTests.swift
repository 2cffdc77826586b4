import L10nCheck
import L10nGrammar
import L10nModel
import Testing

@Suite("Quality rules' examples: Latin, CJK, Arabic and an Indic script")
struct QualityExampleScriptsTests {
  /// The sixteen checks of issue 37, and the older two they extended (line breaks, zero-width
  /// spaces).
  static let ruleIDs = [
    "ending-punctuation", "ellipsis", "french-spacing", "double-space", "repeated-word",
    "unbalanced-brackets", "unbalanced-quotes", "markdown", "url", "email", "markup-tags",
    "shortcut-variables", "numbers", "mixed-scripts", "long-translation", "max-length",
    "whitespace-mismatch", "invisible-characters",
  ]

  static let indic: Set<Script> = [
    .devanagari, .bengali, .gurmukhi, .gujarati, .oriya, .tamil, .telugu, .kannada, .malayalam,
  ]

  @Test("each rule shows translations into a Latin, a CJK, an Arabic and an Indic language")
  func fourScripts() throws {
    for id in Self.ruleIDs {
      let rule = try #require(Linter.allRules.first { $0.id == id }, "\(id)")
      let examples = rule.triggeringExamples + rule.nonTriggeringExamples
      // The languages of the examples' translations (`xx.lproj/…`, not the English source).
      let languages = Set(
        examples.flatMap(\.files).compactMap { file -> LanguageID? in
          guard let folder = file.path.split(separator: "/").first, folder.hasSuffix(".lproj")
          else { return nil }
          let code = String(folder.dropLast(".lproj".count))
          return code == "en" ? nil : LanguageID(code)
        })
      let scripts = languages.map { LanguageScripts.scripts(of: $0) ?? [] }
      #expect(scripts.contains { $0.contains(.latin) }, "\(id): no Latin-script translation")
      #expect(
        scripts.contains { !$0.isDisjoint(with: [.han, .hiragana, .katakana, .hangul]) },
        "\(id): no CJK translation")
      #expect(scripts.contains { $0.contains(.arabic) }, "\(id): no Arabic translation")
      #expect(scripts.contains { !$0.isDisjoint(with: Self.indic) }, "\(id): no Indic translation")
    }
  }
}
