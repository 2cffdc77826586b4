import L10nGrammar
import L10nModel

/// `unused-plural-category`: a plural variable has a category its language never selects (`few` in English).
///
/// `zero` is not reported: Apple uses it for 0 in every language.
package struct UnusedPluralCategoryRule: FileRule {
  package static let id = "unused-plural-category"
  package static let defaultSeverity = Severity.warning
  package static let summary = "A plural variable has a category its language never uses."

  /// Creates the rule.
  package init() {}

  package func check(_ file: LocalizationFile, in project: Project, report: (Problem) -> Void) {
    PluralRuleSupport.eachPluralVariable(of: file, in: project) { item in
      guard let language = PluralRuleSupport.categoryLanguage(of: item, in: project) else { return }
      let used = Set(PluralRules.categories(of: language).map(\.rawValue))
      let unused = item.variable.forms.map(\.category).filter {
        $0 != PluralCategory.zero.rawValue && !used.contains($0)
      }
      guard !unused.isEmpty else { return }
      report(
        item.problem(
          "has \(unused.joined(separator: ", ")), which \(item.naming(language)) never uses"))
    }
  }
}

// MARK: - Documentation and examples

extension UnusedPluralCategoryRule {
  package static let explanation = """
    A plural variable has a category its language never uses (`few` in English): dead text \
    that translators keep translating. `zero` is always allowed. In the plural editor, \
    `Ctrl-X` removes the form.
    """

  package static let triggeringExamples = [
    RuleExample([
      "strings.json": #"""
      {
        "en": { "files": { "one": "%ld file", "few": "%ld files", "other": "%ld files" } }
      }

      """#
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "strings.json": #"""
      {
        "en": { "files": { "zero": "No files", "one": "%ld file", "other": "%ld files" } }
      }

      """#
    ])
  ]
}
