import L10nMemory
import L10nModel
import Testing

@testable import L10nTranslate

/// The glossary as machine translation uses it: the terms a request names, the terms it masks.
@Suite struct GlossaryTranslationTests {
  static let glossary = Glossary([
    GlossaryEntry(term: "iCloud", language: LanguageID("de"), translation: "iCloud"),
    GlossaryEntry(term: "iCloud", language: LanguageID("es"), translation: "iCloud"),
    GlossaryEntry(term: "Finder", language: LanguageID("de"), translation: "Finder"),
    GlossaryEntry(term: "Finder", language: LanguageID("de"), translation: "Sucher"),
    GlossaryEntry(term: "file", language: LanguageID("de"), translation: "Datei"),
    GlossaryEntry(term: "Dock", language: LanguageID("pt"), translation: "Dock"),
    GlossaryEntry(term: "Mail", language: LanguageID("de"), translation: "MAIL"),
  ])

  @Test func termsWhoseTranslationIsTheTermAreNotTranslated() {
    let text = "Move the file from iCloud to the Finder, the Dock or Mail; iCloud again"
    #expect(Self.glossary.doNotTranslate(in: text, for: LanguageID("de")) == ["iCloud"])
    #expect(Self.glossary.doNotTranslate(in: text, for: LanguageID("es")) == ["iCloud"])
    // A base language's entry serves its regional variants; no entry: translated freely.
    #expect(Self.glossary.doNotTranslate(in: text, for: LanguageID("pt-BR")) == ["Dock"])
    #expect(Self.glossary.doNotTranslate(in: text, for: LanguageID("fr")).isEmpty)
  }

  @Test func aRequestNamesTheTermsTheTextUsesOnceWithTheirTranslation() {
    let terms = Self.glossary.requestTerms(
      in: "Move the file from iCloud to the Finder; iCloud again", for: LanguageID("de"))
    #expect(terms.map(\.term) == ["file", "iCloud", "Finder"])
    #expect(terms.map(\.translation) == ["Datei", "iCloud", "Finder"])
  }

  @Test func aDoNotTranslateTermIsMaskedAndComesBack() throws {
    let source = "Open iCloud Drive in the Finder"
    let terms = Self.glossary.doNotTranslate(in: source, for: LanguageID("es"))
    let masked = Masking.mask(source, doNotTranslate: terms)
    #expect(masked.text == "Open ⟦1⟧ Drive in the Finder")
    #expect(
      try Masking.restore("Abrir ⟦1⟧ Drive en el Finder", of: masked).get()
        == "Abrir iCloud Drive en el Finder")
  }
}
