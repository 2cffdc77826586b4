import L10nFormats
import L10nModel
import Testing

/// `FileMerge` of String Catalogs where one side changed only review states: a state-only
/// change is a change, per plural form too (shapes seen merging a real app's translation
/// commits; the strings are made up).
@Suite("Three-way catalog merges of review states")
struct FileMergeStateTests {
  /// A catalog whose `strings` members are `members` (key → the member's JSON object body).
  static func catalog(_ members: [(String, String)]) -> String {
    let body = members.map { "    \"\($0.0)\" : {\n\($0.1)\n    }" }.joined(separator: ",\n")
    return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + body
      + "\n  },\n  \"version\" : \"1.0\"\n}\n"
  }

  /// A member body with one string unit per language (language, state, value), members
  /// before (`attributes`) and after (`trailing`) its localizations.
  static func units(
    _ units: [(String, String, String)], attributes: String = "", trailing: String = ""
  ) -> String {
    let localizations = units.map { language, state, value in
      "        \"\(language)\" : {\n          \"stringUnit\" : {\n"
        + "            \"state\" : \"\(state)\",\n            \"value\" : \"\(value)\"\n"
        + "          }\n        }"
    }.joined(separator: ",\n")
    return attributes + "      \"localizations\" : {\n" + localizations + "\n      }" + trailing
  }

  /// A member body with `en`'s string unit and `de`'s plural forms (category, state, value).
  static func plural(_ forms: [(String, String, String)]) -> String {
    let variations = forms.map { category, state, value in
      "              \"\(category)\" : {\n                \"stringUnit\" : {\n"
        + "                  \"state\" : \"\(state)\",\n"
        + "                  \"value\" : \"\(value)\"\n                }\n              }"
    }.joined(separator: ",\n")
    return "      \"localizations\" : {\n        \"de\" : {\n          \"variations\" : {\n"
      + "            \"plural\" : {\n" + variations + "\n            }\n          }\n        },\n"
      + "        \"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
      + "            \"value\" : \"%lld files\"\n          }\n        }\n      }"
  }

  static func merge(_ base: String, _ ours: String, _ theirs: String) throws -> FileMerge {
    try FileMergeTests.merge(base, ours, theirs, path: "L.xcstrings")
  }

  /// The merged catalog.
  static func merged(_ merge: FileMerge) throws -> XCStringsDocument? {
    try MergeInput(bytes: merge.bytes, path: "merged").project(
      format: XCStringsFormat(), logicalPath: "L.xcstrings"
    ).files.first?.catalog
  }

  static func localization(_ merge: FileMerge, _ key: String, _ language: String) throws
    -> XCStringsLocalization?
  {
    try merged(merge)?.entry(LocalizationKey(key))?.localization(LanguageID(language))
  }

  @Test("THEIRS marks a translation reviewed (same text), OURS changes another language: kept")
  func reviewedOnTheirs() throws {
    let other = ("b", Self.units([("de", "translated", "B")]))
    let base = Self.catalog([
      ("a", Self.units([("de", "needs_review", "A-de"), ("fr", "translated", "A-fr")])), other,
    ])
    let ours = Self.catalog([
      ("a", Self.units([("de", "needs_review", "A-de"), ("fr", "translated", "A-fr 2")])), other,
    ])
    let theirs = Self.catalog([
      ("a", Self.units([("de", "translated", "A-de"), ("fr", "translated", "A-fr")])), other,
    ])
    let merged = try Self.merge(base, ours, theirs)
    #expect(merged.conflicts.isEmpty)
    #expect(try Self.localization(merged, "a", "de")?.state == .translated)
    #expect(try Self.localization(merged, "a", "fr")?.value == "A-fr 2")
    // And the other way round: OURS reviewed, THEIRS changed French.
    let back = try Self.merge(base, theirs, ours)
    #expect(try Self.localization(back, "a", "de")?.state == .translated)
  }

  @Test("THEIRS changes every form's text, keeping each form's own state: each form's kept")
  func formStatesKeptWithTexts() throws {
    let base = Self.catalog([
      (
        "n",
        Self.plural([("one", "needs_review", "1 Datei"), ("other", "translated", "%lld Dateien")])
      )
    ])
    let theirs = Self.catalog([
      (
        "n",
        Self.plural([
          ("one", "needs_review", "1\u{A0}Datei"), ("other", "translated", "%lld\u{A0}Dateien"),
        ])
      )
    ])
    let merged = try Self.merge(base, base, theirs)
    #expect(merged.conflicts.isEmpty)
    let forms = try Self.localization(merged, "n", "de")?.formStates[.plural]
    #expect(forms == ["one": .needsReview, "other": .translated])
  }

  @Test("THEIRS adds a plural form in state new: it stays new")
  func addedFormStaysNew() throws {
    let base = Self.catalog([("n", Self.plural([("other", "translated", "%lld Dateien")]))])
    let theirs = Self.catalog([
      ("n", Self.plural([("one", "new", "%lld file"), ("other", "translated", "%lld Dateien")]))
    ])
    let merged = try Self.merge(base, base, theirs)
    let forms = try Self.localization(merged, "n", "de")?.formStates[.plural]
    #expect(forms == ["one": .new, "other": .translated])
  }

  @Test("THEIRS marks one plural form reviewed (same texts): that form only, no conflict")
  func formStateOnly() throws {
    let base = Self.catalog([
      (
        "n",
        Self.plural([("one", "needs_review", "1 Datei"), ("other", "needs_review", "%lld Dateien")])
      )
    ])
    let theirs = Self.catalog([
      (
        "n",
        Self.plural([("one", "translated", "1 Datei"), ("other", "needs_review", "%lld Dateien")])
      )
    ])
    let merged = try Self.merge(base, base, theirs)
    #expect(merged.conflicts.isEmpty)
    let forms = try Self.localization(merged, "n", "de")?.formStates[.plural]
    #expect(forms == ["one": .translated, "other": .needsReview])
    // Both sides marking different forms reviewed: both taken, form by form.
    let ours = Self.catalog([
      (
        "n",
        Self.plural([("one", "needs_review", "1 Datei"), ("other", "translated", "%lld Dateien")])
      )
    ])
    let both = try Self.merge(base, ours, theirs)
    #expect(both.conflicts.isEmpty)
    let bothForms = try Self.localization(both, "n", "de")?.formStates[.plural]
    #expect(bothForms == ["one": .translated, "other": .translated])
  }

  @Test("THEIRS drops the source language's localization that says the key: dropped")
  func sourceLocalizationDropped() throws {
    let base = Self.catalog([
      ("Cancel", Self.units([("de", "translated", "Abbrechen"), ("en", "translated", "Cancel")]))
    ])
    let theirs = Self.catalog([("Cancel", Self.units([("de", "translated", "Abbrechen")]))])
    let merged = try Self.merge(base, base, theirs)
    #expect(merged.conflicts.isEmpty)
    #expect(try Self.localization(merged, "Cancel", "en") == nil)
    #expect(FileMergeTests.text(merged) == theirs)
  }

  @Test("both sides set different states on the same text: a conflict over the value")
  func differentStatesConflict() throws {
    let base = Self.catalog([("a", Self.units([("de", "needs_review", "A-de")]))])
    let ours = Self.catalog([("a", Self.units([("de", "new", "A-de")]))])
    let theirs = Self.catalog([("a", Self.units([("de", "translated", "A-de")]))])
    let merged = try Self.merge(base, ours, theirs)
    #expect(merged.conflicts.map(\.aspect.cell.language) == [LanguageID("de")])
    #expect(try Self.localization(merged, "a", "de")?.state == .new)
  }

  @Test("a merge taking THEIRS's source change marks OURS's translations of the key")
  func sourceChangeMarks() throws {
    let other = ("b", Self.units([("de", "translated", "B-de"), ("en", "translated", "B")]))
    let base = Self.catalog([
      ("a", Self.units([("de", "translated", "A-de"), ("en", "translated", "A")])), other,
    ])
    let ours = Self.catalog([
      ("a", Self.units([("de", "translated", "A-de"), ("en", "translated", "A")])),
      ("b", Self.units([("de", "translated", "B-de 2"), ("en", "translated", "B")])),
    ])
    let theirs = Self.catalog([
      ("a", Self.units([("de", "translated", "A-de"), ("en", "translated", "A, changed")])), other,
    ])
    let merged = try Self.merge(base, ours, theirs)
    #expect(merged.conflicts.isEmpty)
    #expect(try Self.localization(merged, "a", "en")?.value == "A, changed")
    #expect(try Self.localization(merged, "a", "de")?.state == .needsReview)
    #expect(try Self.localization(merged, "b", "de")?.state == .translated)
    // THEIRS translated the new source in the same commit: nothing to mark.
    let retranslated = Self.catalog([
      ("a", Self.units([("de", "translated", "A-de 2"), ("en", "translated", "A, changed")])),
      other,
    ])
    let both = try Self.merge(base, ours, retranslated)
    #expect(try Self.localization(both, "a", "de")?.state == .translated)
  }
}
