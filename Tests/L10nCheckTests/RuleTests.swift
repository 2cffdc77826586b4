import L10nCheck
import L10nModel
import Testing

@Suite struct RuleTests {
  @Test("missing-translation: reported at the source entry, once per language")
  func missingTranslation() {
    let found = findings("missing-translation", source: "Hello", translation: nil)
    #expect(found.map(\.message) == ["\"k\" has no translation in de"])
    #expect(found.first?.path == "en.lproj/T.strings")
    #expect(found.first?.cell?.language == LanguageID("de"))
    #expect(findings("missing-translation", source: "Hello", translation: "Hallo").isEmpty)
    #expect(findings("missing-translation", source: nil, translation: "Hallo").isEmpty)
  }

  @Test("missing-translation: a language without the table's file")
  func missingTable() {
    let project = makeProject([
      ("en.lproj/T.strings", "\"k\" = \"v\";"), ("de.lproj/Other.strings", "\"x\" = \"y\";"),
    ])
    let found = Linter(configuration: LintConfiguration(levels: ["extra-key": .off])).run(project)
    #expect(found.map(\.message) == ["\"k\" has no translation in de (de.lproj has no T.strings)"])
  }

  @Test("extra-key: reported where the extra entry is")
  func extraKey() {
    let found = findings("extra-key", source: nil, translation: "Hallo")
    #expect(found.map(\.message) == ["\"k\" is not in the source language (en)"])
    #expect(found.first?.path == "de.lproj/T.strings")
    #expect(findings("extra-key", source: "Hello", translation: "Hallo").isEmpty)
  }

  @Test("no coverage findings when the table has no source file (storyboard tables)")
  func noSourceFile() {
    let project = makeProject([
      ("de.lproj/Main.strings", "\"a.title\" = \"x\";"), ("en.lproj/Other.strings", ""),
    ])
    #expect(Linter().run(project).isEmpty)
  }

  @Test("empty-value")
  func emptyValue() {
    #expect(
      findings("empty-value", source: "Hello", translation: "").map(\.message) == [
        "\"k\" is empty in de"
      ])
    #expect(findings("empty-value", source: "Hello", translation: "Hallo").isEmpty)
    #expect(
      findings("empty-value", source: "", translation: "").map(\.message) == [
        "\"k\" is empty in en"
      ])
  }

  @Test("untranslated: identical text, but not short words, names or variants of the source")
  func untranslated() {
    #expect(
      findings("untranslated", source: "Delete this note", translation: "Delete this note").count
        == 1)
    #expect(
      findings("untranslated", source: "Delete this note", translation: "Notiz löschen").isEmpty)
    #expect(findings("untranslated", source: "OK", translation: "OK").isEmpty)
    #expect(findings("untranslated", source: "Tidemark", translation: "Tidemark").isEmpty)
    #expect(findings("untranslated", source: "%d notes", translation: "%d notes").isEmpty)
    #expect(
      findings(
        "untranslated", source: "Delete this note", translation: "Delete this note",
        language: "en-GB"
      ).isEmpty)
  }

  @Test("whitespace-mismatch: leading, trailing and line breaks")
  func whitespace() {
    #expect(
      findings("whitespace-mismatch", source: "Search", translation: "Suchen ").map(\.message) == [
        "\"k\" in de ends with space (the source: no whitespace)"
      ])
    #expect(
      findings("whitespace-mismatch", source: "a\\nb", translation: "ab").map(\.message) == [
        "\"k\" in de has 0 line breaks (the source: 1 line break)"
      ])
    #expect(findings("whitespace-mismatch", source: " a", translation: " b").isEmpty)
    #expect(findings("whitespace-mismatch", source: "a", translation: "").isEmpty)
  }

  @Test("invalid-format: only when the source is a format string")
  func invalidFormat() {
    #expect(findings("invalid-format", source: "100% private", translation: "100 % privat").isEmpty)
    #expect(
      findings("invalid-format", source: "%d%% off", translation: "%d % de réduction").map(
        \.message) == [
          "\"k\" in de: '% ': ' ' is not a conversion"
        ])
    #expect(
      findings("invalid-format", source: "%d items", translation: "%d Elemente %n").count == 1)
    #expect(
      findings("invalid-format", source: "%1$@ %@", translation: "%1$@ %2$@").map(\.message) == [
        "\"k\" in en (the source): mixes positional (%1$@) and sequential (%@) arguments; use n$ on all"
      ])
    #expect(
      findings("invalid-format", source: "%1$@ %3$@", translation: "%1$@ %3$@").map(\.message) == [
        "\"k\" in en (the source): argument 2 is never used, so String(format:) cannot skip it"
      ])
  }

  @Test("format-mismatch: missing, extra and incompatible arguments, with the source's spelling")
  func formatMismatch() {
    #expect(
      findings("format-mismatch", source: "%1$@ shared %2$@", translation: "%1$@ teilte").map(
        \.message) == [
          "\"k\" in de expects %1$@ then %2$@; found a single %1$@: argument 2 (%2$@ in the source) is missing"
        ])
    #expect(
      findings("format-mismatch", source: "%d notes", translation: "%@ Notizen").map(\.message) == [
        "\"k\" in de expects a single %d; found a single %@: argument 1 is %d (a 32-bit integer) in the source but %@ (an object) here"
      ])
    #expect(
      findings("format-mismatch", source: "%1$@ shared %2$@", translation: "%2$@ teilte %1$@")
        .isEmpty)
    #expect(findings("format-mismatch", source: "%d notes", translation: "%ld Notizen").isEmpty)
    #expect(findings("format-mismatch", source: "%d", translation: "").isEmpty)
    #expect(findings("format-mismatch", source: "Hello", translation: "Hallo %@").isEmpty)
  }

  @Test("format checks fall back to the key when there is no source value")
  func keyAsSource() {
    #expect(
      findings("format-mismatch", source: nil, translation: "Fichier", key: "File %@").map(
        \.message) == [
          "\"File %@\" in de expects (from the key) a single %@; found no arguments: argument 1 (%@ in the source) is missing"
        ])
  }

  @Test("format-size-mismatch: integer size and signedness")
  func sizeMismatch() {
    #expect(
      findings("format-size-mismatch", source: "%d notes", translation: "%ld Notizen").map(
        \.message) == [
          "\"k\" in de expects a single %d; found a single %ld: argument 1 is %d (a 32-bit integer) in the source but %ld (a 64-bit integer) here"
        ])
    #expect(
      findings("format-size-mismatch", source: "%lu left", translation: "%ld übrig").count == 1)
    #expect(findings("format-size-mismatch", source: "%d", translation: "%i").isEmpty)
    #expect(findings("format-size-mismatch", source: "%d", translation: "%@").isEmpty)
  }

  @Test("style rules")
  func styleRules() {
    #expect(
      findings("ascii-keys", source: "x", translation: "y", key: "Grüße").map(\.message) == [
        "key \"Grüße\" has a non-ASCII character 'ü' (U+FC)"
      ])
    #expect(findings("ascii-keys", source: "x", translation: "y", key: "greeting").isEmpty)
    #expect(
      findings("namespaced-keys", source: "x", translation: "y", key: "Delete note").count == 1)
    #expect(
      findings("namespaced-keys", source: "x", translation: "y", key: "note.delete.title").isEmpty)
    #expect(
      findings("count-outside-stringsdict", source: "%ld files", translation: "%ld Dateien").count
        == 1)
    #expect(
      findings("count-outside-stringsdict", source: "%@ files", translation: "%@ Dateien").isEmpty)
    let unsorted = makeProject([("en.lproj/T.strings", "\"b\" = \"1\";\n\"a\" = \"2\";\n")])
    let sortedRule = Linter(configuration: LintConfiguration(levels: ["sorted-files": .warning]))
      .run(unsorted)
    #expect(
      sortedRule.map(\.message) == [
        "entries are not sorted: \"b\" is here but \"a\" sorts before it; run l10nedit format"
      ])
  }

  @Test("messages keep keys on one line")
  func quoting() {
    #expect(
      findings("extra-key", source: nil, translation: "x", key: "two\\nlines").first?.message
        == "\"two\\nlines\" is not in the source language (en)")
  }
}
