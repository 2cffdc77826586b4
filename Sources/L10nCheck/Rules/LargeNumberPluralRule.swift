import L10nGrammar
import L10nModel

/// `large-number-plural`: a language's plural variables lack a category its language uses
/// only for large round numbers (CLDR's `many` in French, Spanish, Italian, Portuguese and
/// Catalan: 1000000, 2000000…); said once per language, as information.
///
/// Such a variable shows its `other` form there, which is most often right ("1 000 000
/// fichiers"), so `missing-plural-category` does not warn about it per key.
package struct LargeNumberPluralRule: ProjectRule {
  package static let id = "large-number-plural"
  package static let defaultSeverity = Severity.info
  package static let summary =
    "Plural variables lack a category their language uses only for large round numbers."

  /// Creates the rule.
  package init() {}

  package func check(_ project: Project, report: (Problem) -> Void) {
    // Per language: how many variables lack which categories, and where the first one is.
    struct Lacking {
      var count = 0
      var categories: Set<PluralCategory> = []
      var first: PluralRuleSupport.Item
    }
    var lacking: [LanguageID: Lacking] = [:]
    for file in project.files {
      PluralRuleSupport.eachPluralVariable(of: file, in: project) { item in
        guard let language = PluralRuleSupport.categoryLanguage(of: item, in: project) else {
          return
        }
        let large = PluralRules.largeNumberCategories(of: language)
        guard !large.isEmpty else { return }
        let present = Set(item.variable.forms.map(\.category))
        guard !PluralRuleSupport.isOneText(present) else { return }
        let missing = large.filter { !present.contains($0.rawValue) }
        guard !missing.isEmpty else { return }
        lacking[language, default: Lacking(first: item)].count += 1
        lacking[language]?.categories.formUnion(missing)
      }
    }
    for (language, found) in lacking.sorted(by: { $0.key.code < $1.key.code }) {
      let categories = PluralCategory.allCases.filter { found.categories.contains($0) }
        .map(\.rawValue).joined(separator: ", ")
      let variables =
        found.count == 1 ? "1 plural variable lacks" : "\(found.count) plural variables lack"
      report(
        Problem(
          path: found.first.path,
          location: SourceLocation(line: max(1, found.first.line), column: found.first.column),
          message: "\(language): \(variables) \(categories), which \(language) uses only for "
            + "large round numbers (1000000, 2000000…): they show their other form there, "
            + "usually right (first: \(Quoted.key(found.first.key)))"))
    }
  }
}

// MARK: - Documentation and examples

extension LargeNumberPluralRule {
  package static let explanation = """
    CLDR gives French, Spanish, Italian, Portuguese and Catalan a `many` category used only \
    for large round numbers (1000000, 2000000…: "1 million de fichiers"). A plural variable \
    without it shows its `other` form there, most often right; this is said once per \
    language, as information, with how many variables lack it and the first one's place, \
    instead of a `missing-plural-category` warning per key.
    """

  package static let triggeringExamples = [
    RuleExample([
      "strings.json": #"""
      {
        "en": { "files": { "one": "%ld file", "other": "%ld files" } },
        "fr": { "files": { "one": "%ld fichier", "other": "%ld fichiers" } }
      }

      """#
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "strings.json": #"""
      {
        "en": { "files": { "one": "%ld file", "other": "%ld files" } },
        "fr": { "files": { "one": "%ld fichier", "many": "%ld de fichiers", "other": "%ld fichiers" } }
      }

      """#
    ])
  ]
}
