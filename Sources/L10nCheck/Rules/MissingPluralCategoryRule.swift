import L10nGrammar
import L10nModel

/// `missing-plural-category`: a plural variable lacks a category its language uses for whole
/// numbers (from CLDR through the system ICU); `other` is always required.
///
/// A category used only for large round numbers (French `many`) is `large-number-plural`'s. A
/// variable with one text for every count (`other` alone, or with `zero`) is written so on
/// purpose (Turkish `%lld dosya`, German `%lld Zeichen`, a key used only for many items).
package struct MissingPluralCategoryRule: FileRule {
  package static let id = "missing-plural-category"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "A plural variable lacks a category the language uses for whole numbers."

  /// Creates the rule.
  package init() {}

  package func check(_ file: LocalizationFile, in project: Project, report: (Problem) -> Void) {
    PluralRuleSupport.eachPluralVariable(of: file, in: project) { item in
      guard let language = PluralRuleSupport.categoryLanguage(of: item, in: project) else { return }
      let needed = PluralRules.integerCategories(of: language)
      let present = Set(item.variable.forms.map(\.category))
      guard !PluralRuleSupport.isOneText(present) else { return }
      // A category for large round numbers alone (French `many`) is `large-number-plural`'s,
      // said once per language.
      let large = PluralRules.largeNumberCategories(of: language)
      let missing = needed.filter { !present.contains($0.rawValue) && !large.contains($0) }
      guard !missing.isEmpty else { return }
      report(
        item.problem(
          "lacks \(missing.map(\.rawValue).joined(separator: ", ")) (\(item.naming(language)) uses "
            + "\(needed.map(\.rawValue).joined(separator: ", ")) for whole numbers)"))
    }
  }
}

// MARK: - Documentation and examples

extension MissingPluralCategoryRule {
  package static let explanation = """
    A plural variable lacks a category its language uses for whole numbers (CLDR, from the \
    system ICU; `other` always): Russian needs `one`, `few`, `many` and `other`, so a \
    Russian `files` with only `one` and `other` shows the wrong form for 2 to 4 and 5 to 20. \
    A category a language uses only for large round numbers (French, Spanish, Italian, \
    Portuguese and Catalan `many`, for 1000000) is not reported here: `large-number-plural` \
    says it once per language, as information. A variable with one text for every count \
    (`other` alone, or with `zero`) is not reported: that is written on purpose (Turkish \
    `%lld dosya` and German `%lld Zeichen` do not change with the number; a key used only for \
    many items). The rare translation that needed a second form (Italian `%lld trovati` for \
    1) is left to the reviewer.
    """

  package static let triggeringExamples = [
    RuleExample([
      "strings.json": #"""
      {
        "en": { "files": { "one": "%ld file", "other": "%ld files" } },
        "ru": { "files": { "one": "%ld файл", "other": "%ld файлов" } }
      }

      """#
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "strings.json": #"""
      {
        "en": { "files": { "one": "%ld file", "other": "%ld files" } },
        "ru": { "files": { "one": "%ld файл", "few": "%ld файла", "many": "%ld файлов", "other": "%ld файла" } }
      }

      """#
    ])
  ]
}
