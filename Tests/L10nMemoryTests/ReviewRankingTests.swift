import L10nFormats
import L10nMemory
import L10nModel
import L10nTestSupport
import Testing

/// Translations that need review in the memory: suggested below translated ones of the same
/// score, said so, and kept out of the user memory.
@Suite struct ReviewRankingTests {
  /// Two tables translating "Save": `A`'s is translated ("Sichern"), `B`'s needs review
  /// ("Abspeichern", first in code-point order: without the review state it would rank first).
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Save" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "%@", "value" : "%@" } }
          }
        }
      },
      "version" : "1.0"
    }

    """

  static func project() throws -> (TemporaryFolder, Project) {
    func table(_ state: String, _ value: String) -> String {
      catalog.replacingFirst("%@", with: state).replacingFirst("%@", with: value)
    }
    let folder = try TestSupport.fixture([
      "A.xcstrings": table("translated", "Sichern"),
      "B.xcstrings": table("needs_review", "Abspeichern"),
    ])
    return (folder, try folder.load())
  }

  @Test func translatedFirstAndSaid() throws {
    let (_, project) = try Self.project()
    let memory = ProjectMemory(project: project)
    let suggestions = memory.suggestions(
      for: MemoryQuery(source: "Save", language: LanguageID("de")))
    #expect(suggestions.map(\.translation) == ["Sichern", "Abspeichern"])
    #expect(suggestions.map(\.needsReview) == [false, true])
    #expect(suggestions[1].line(number: 2).hasSuffix("· B › Save (needs review)"))
    #expect(!suggestions[0].line(number: 1).contains("needs review"))
    // The fill takes the translated one.
    #expect(
      memory.entries.flatMap(\.translations).map { "\($0.text) \($0.needsReview)" }.sorted() == [
        "Abspeichern true", "Sichern false",
      ])
  }

  @Test func aTranslatedUnitVouchesForTheTranslation() throws {
    // The same translation in a translated cell and in one needing review: not marked.
    let folder = try TestSupport.fixture([
      "A.xcstrings": Self.catalog.replacingFirst("%@", with: "translated")
        .replacingFirst("%@", with: "Sichern"),
      "B.xcstrings": Self.catalog.replacingFirst("%@", with: "needs_review")
        .replacingFirst("%@", with: "Sichern"),
    ])
    let memory = ProjectMemory(project: try folder.load())
    let suggestions = memory.suggestions(
      for: MemoryQuery(source: "Save", language: LanguageID("de")))
    #expect(suggestions.map(\.translation) == ["Sichern"])
    #expect(suggestions.first?.needsReview == false)
    #expect(suggestions.first?.occurrences == 2)
  }

  @Test func notSavedToTheUserMemory() throws {
    let (_, project) = try Self.project()
    let cells = ["A", "B"].map {
      CellID(table: TableID($0), key: LocalizationKey("Save"), language: LanguageID("de"))
    }
    #expect(MemoryUnit.units(of: cells, in: project).map(\.translation) == ["Sichern"])
    // Marked reviewed, it is saved.
    var reviewed = project
    _ = try reviewed.apply([.setReview(cells[1], nil, .translated)])
    #expect(
      MemoryUnit.units(of: cells, in: reviewed).map(\.translation) == ["Sichern", "Abspeichern"])
  }
}

extension String {
  /// The string with its first `target` replaced.
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
