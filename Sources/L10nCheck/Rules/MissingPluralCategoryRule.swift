import L10nGrammar
import L10nModel

/// `missing-plural-category`: a plural variable lacks a category its language uses for whole
/// numbers (from CLDR through the system ICU); `other` is always required.
///
/// A category used only for large round numbers (French `many`) is `large-number-plural`'s. A
/// variable with one text for every count (`other` alone, or with `zero`) is written so on
/// purpose (Turkish `%lld dosya`, German `%lld Zeichen`, a key used only for many items). A
/// category whose counts the source's own variable leaves to another form is not missing
/// either (a source with no `one` never says "1 item": Czech needs no `one` there).
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
      let missing = needed.filter {
        !present.contains($0.rawValue) && !large.contains($0)
          && !Self.sourceLeavesOut($0, of: language, item.sourceVariable, project.sourceLanguage)
      }
      guard !missing.isEmpty else { return }
      report(
        item.problem(
          "lacks \(missing.map(\.rawValue).joined(separator: ", ")) (\(item.naming(language)) uses "
            + "\(needed.map(\.rawValue).joined(separator: ", ")) for whole numbers)"))
    }
  }
}

extension MissingPluralCategoryRule {
  /// The whole numbers a small-number category can select are all below this (CLDR's rules
  /// repeat every 100 or depend on the last digits).
  static let countLimit = 200

  /// Whether the source leaves every count `category` selects in `language` to other forms.
  ///
  /// True when no count that `category` selects in `language` picks a form that `source` (the
  /// source language's variable, in `sourceLanguage`) writes: Czech `one` is 1 alone, and a
  /// source with no `one` says no "1 item", so the translation need not either. Russian `one`
  /// (1, 21, 31…) is still needed where the source writes `other` for 21.
  static func sourceLeavesOut(
    _ category: PluralCategory, of language: LanguageID, _ source: PluralVariable?,
    _ sourceLanguage: LanguageID
  ) -> Bool {
    guard let source, language != sourceLanguage, category != .other else { return false }
    let written = Set(source.forms.map(\.category))
    var selected = false
    for count in 0..<countLimit
    where PluralRules.category(of: Double(count), in: language) == category {
      selected = true
      let sourceCategory = PluralRules.category(of: Double(count), in: sourceLanguage)
      if written.contains(sourceCategory.rawValue) { return false }
    }
    return selected
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
    many items). Nor is a category whose counts the source's own variable leaves to another \
    form: a source with no `one` never says "1 item", so Czech or Polish need no `one` there \
    (Russian `one`, which 21 also selects, still does). The rare translation that needed a second form (Italian `%lld trovati` for \
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
