import L10nMemory
import L10nModel
import Testing

/// Glossary terms found in source texts, in every script, and translations that use them.
@Suite struct GlossaryTests {
  static func glossary(_ terms: [String], language: String = "de") -> Glossary {
    Glossary(
      terms.map { GlossaryEntry(term: $0, language: LanguageID(language), translation: "x") })
  }

  /// The terms found in `text`, as written in it.
  static func found(_ terms: [String], in text: String) -> [String] {
    let characters = Array(text)
    return glossary(terms).matches(in: text).map { String(characters[$0.characters]) }
  }

  @Test(arguments: [
    // Latin: without case, on word boundaries only.
    (["file"], "Open the FILE.", ["FILE"]),
    (["file"], "Edit the profile", []),
    (["file"], "files", []),
    (["file"], "file-based, file_name", ["file"]),
    (["Save"], "save; Save! SAVE", ["save", "Save", "SAVE"]),
    // The longest term at a place wins; matches do not overlap.
    (
      ["settings", "Wi-Fi settings"], "Open Wi-Fi Settings and settings",
      ["Wi-Fi Settings", "settings"]
    ),
    // Greek and Cyrillic case.
    (["ΑΡΧΕΊΟ"], "Άνοιγμα αρχείο", ["αρχείο"]),
    (["файл"], "Открыть Файл", ["Файл"]),
    // CJK has no spaces: terms are found inside text.
    (["ファイル"], "ファイルを開く", ["ファイル"]),
    (["设置"], "打开无线设置。", ["设置"]),
    (["설정"], "설정을 엽니다", ["설정"]),
    (["ไฟล์"], "เปิดไฟล์นี้", ["ไฟล์"]),
    // Arabic and Devanagari words are words: a term inside a longer word is not found.
    (["ملف"], "افتح ملف", ["ملف"]),
    (["ملف"], "افتح ملفات", []),
    (["फ़ाइल"], "फ़ाइल खोलें", ["फ़ाइल"]),
    (["फ़ाइल"], "फ़ाइलें खोलें", []),
    // A term never ends inside a letter and its marks: फ is not फ़.
    (["फ"], "फ़ाइल", []),
  ])
  func matching(_ terms: [String], _ text: String, _ expected: [String]) {
    #expect(Self.found(terms, in: text) == expected)
  }

  @Test func entriesFallBackToTheBaseLanguage() {
    let glossary = Glossary([
      GlossaryEntry(term: "file", language: LanguageID("pt"), translation: "arquivo"),
      GlossaryEntry(term: "file", language: LanguageID("pt-PT"), translation: "ficheiro"),
      GlossaryEntry(term: "File", language: LanguageID("de"), translation: "Datei"),
      GlossaryEntry(term: "file", language: LanguageID("de"), translation: "Dokument"),
      GlossaryEntry(term: "empty", language: LanguageID("de"), translation: ""),
    ])
    #expect(glossary.terms.map(\.text) == ["file"])
    let term = glossary.matches(in: "a file")[0].term
    #expect(glossary.entries(of: term, in: LanguageID("pt_PT")).map(\.translation) == ["ficheiro"])
    #expect(glossary.entries(of: term, in: LanguageID("pt-BR")).map(\.translation) == ["arquivo"])
    #expect(
      glossary.entries(of: term, in: LanguageID("de")).map(\.translation) == ["Datei", "Dokument"])
    #expect(glossary.entries(of: term, in: LanguageID("fr")).isEmpty)
  }

  @Test func translationsAreFoundWithoutCaseAndInflected() {
    let entries = [GlossaryEntry(term: "file", language: LanguageID("de"), translation: "Datei")]
    #expect(Glossary.uses(entries, in: "DATEI öffnen"))
    #expect(Glossary.uses(entries, in: "Dateien öffnen"))
    #expect(!Glossary.uses(entries, in: "Dokument öffnen"))
    let arabic = [GlossaryEntry(term: "file", language: LanguageID("ar"), translation: "ملف")]
    #expect(Glossary.uses(arabic, in: "افتح الملف"))
  }
}
