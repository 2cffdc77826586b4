import L10nGrammar
import L10nModel

/// `unused-plural-category`: a plural variable has a category its language never selects (`few` in English).
///
/// `zero` is not reported: Apple uses it for 0 in every language; nor is a `.stringsdict` that
/// Xcode generates from an intent definition (see `isGeneratedIntents`).
package struct UnusedPluralCategoryRule: FileRule {
  package static let id = "unused-plural-category"
  package static let defaultSeverity = Severity.warning
  package static let summary = "A plural variable has a category its language never uses."

  /// Creates the rule.
  package init() {}

  package func check(_ file: LocalizationFile, in project: Project, report: (Problem) -> Void) {
    PluralRuleSupport.eachPluralVariable(of: file, in: project) { item in
      guard !Self.isGeneratedIntents(file, key: item.key) else { return }
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

extension UnusedPluralCategoryRule {
  /// Whether `file`'s entry `key` is one Xcode writes from an intent definition, which a user
  /// does not edit: the file is a `.stringsdict` of the table `Intents` (Xcode's name for
  /// `Intents.intentdefinition`), or the key holds an intent parameter (`${count}`).
  static func isGeneratedIntents(_ file: LocalizationFile, key: LocalizationKey) -> Bool {
    file.isOverlay && (file.table.name == "Intents" || key.text.contains("${"))
  }
}

// MARK: - Documentation and examples

extension UnusedPluralCategoryRule {
  package static let explanation = """
    A plural variable has a category its language never uses (`few` in English): dead text \
    that translators keep translating. `zero` is always allowed. In the plural editor, \
    `Ctrl-X` removes the form. A `.stringsdict` that Xcode generates from an intent \
    definition (the table `Intents`, or keys holding an intent parameter such as \
    `${count}`) is not checked: Xcode writes every category there, and writes it again.
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
