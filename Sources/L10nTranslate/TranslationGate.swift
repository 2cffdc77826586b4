import L10nCheck
import L10nModel

/// The gate every machine translation passes before it is written: the candidate edits placed
/// in a copy of the project (through `Project.apply`, the model's one edit path), and the lint
/// rules that judge a translation run on that cell.
///
/// A warning or an error of one of those rules on the candidate cell refuses it; so does an
/// edit the project cannot take, and a text identical to its source (`untranslated`, an
/// information in `lint`: a provider that gives the source back has not translated it, and
/// writing it would hide the gap; a key whose text is the same in every language is silenced
/// with `ignoreRules`, as for `lint`). The project's lint configuration holds: a rule turned off
/// stays off, ignored tables and keys and `ignoreRules` stay ignored, `maxLength` and the
/// glossary are the settings'. Only findings on the candidate cell count: the source's own
/// problems, and other cells', are not the candidate's doing.
package struct TranslationGate: Sendable {
  /// The rules that judge a translation: its format specifiers and plural forms, markup,
  /// Markdown, URLs, e-mail addresses, App Shortcuts variables, numbers, invisible and bidi
  /// characters, glossary terms, length limits, brackets and quotes, punctuation and spacing,
  /// scripts, and a text left empty or identical to its source.
  package static let ruleIDs: Set<String> = [
    EmptyValueRule.id, UntranslatedRule.id, WhitespaceMismatchRule.id,
    InvisibleCharactersRule.id, InvalidFormatRule.id, FormatMismatchRule.id,
    FormatSizeMismatchRule.id, MissingPluralCategoryRule.id, UnusedPluralCategoryRule.id,
    UndefinedPluralVariableRule.id, PluralFormatRule.id, EndingPunctuationRule.id,
    EllipsisRule.id, FrenchSpacingRule.id, DoubleSpaceRule.id, RepeatedWordRule.id,
    UnbalancedBracketsRule.id, UnbalancedQuotesRule.id, MarkdownRule.id, URLRule.id,
    EmailRule.id, MarkupTagRule.id, ShortcutVariableRule.id, NumberRule.id,
    MixedScriptsRule.id, LongTranslationRule.id, MaxLengthRule.id, GlossaryTermRule.id,
  ]

  /// The rules the gate leaves out, and why: none judges the candidate's text.
  ///
  /// - About the file or the keys, which a translation does not change: `parse-error`,
  ///   `ignored-tail`, `non-string-value`, `duplicate-key`, `sorted-files`, `project-layout`, `ascii-keys`, `namespaced-keys`,
  ///   `count-outside-stringsdict` (the source's specifiers), `extra-key` (a key the source
  ///   lacks), `missing-translation` (other cells' gaps).
  /// - About review states, which the run sets itself (`needs review: machine-translated`):
  ///   `needs-review`, `outdated-translation`.
  /// - About the code, which the gate has not scanned: `key-not-found`, `unused-key`,
  ///   `unjudged-keys`, `wrong-table`, `format-arguments`, `hardcoded-string`.
  /// - About the project as a whole: `inconsistent-translation` (another key's translation of
  ///   the same source may be the one to change; the reviewer decides), `large-number-plural`
  ///   (said once per language, as information).
  package static let excludedRuleIDs: Set<String> = [
    ParseErrorRule.id, IgnoredTailRule.id, NonStringValueRule.id, DuplicateKeyRule.id,
    SortedFilesRule.id,
    ProjectLayoutRule.id,
    ASCIIKeysRule.id, NamespacedKeysRule.id, CountOutsideStringsdictRule.id, ExtraKeyRule.id,
    MissingTranslationRule.id, NeedsReviewRule.id, OutdatedTranslationRule.id,
    KeyNotFoundRule.id, UnusedKeyRule.id, UnjudgedKeysRule.id, WrongTableRule.id,
    FormatArgumentsRule.id, HardcodedStringRule.id, InconsistentTranslationRule.id,
    LargeNumberPluralRule.id,
  ]

  /// The linter with the project's configuration and only `ruleIDs` on.
  private let linter: Linter

  /// A gate judging with `linter`'s rules at their configured levels (`ruleIDs` only).
  package init(linter: Linter) {
    self.linter = linter.turningOff(Self.excludedRuleIDs)
  }

  /// `nil` when `edits` (a candidate translation of `cell`: its text, or every form of a
  /// plural cell) pass; else why not, as `rule-id: message; …`.
  package func refusal(of edits: [CellEdit], for cell: CellID, in project: Project) -> String? {
    var candidate = project
    do {
      _ = try candidate.apply(edits)
    } catch {
      return "edit: \(error)"
    }
    let findings = findings(of: cell, in: candidate).filter {
      $0.cell == cell && ($0.severity >= .warning || $0.ruleID == UntranslatedRule.id)
    }
    guard !findings.isEmpty else { return nil }
    var seen: Set<String> = []
    return findings.map { "\($0.ruleID): \($0.message)" }.filter { seen.insert($0).inserted }
      .joined(separator: "; ")
  }

  /// The findings of the gate's rules on `cell`'s row and, for a plural cell, on the forms
  /// and plural variables of the files that hold it.
  private func findings(of cell: CellID, in project: Project) -> [Finding] {
    guard let grid = project.gridIndex(of: cell.table),
      let row = project.grids[grid].row(of: cell.key)
    else { return [] }
    let context = RowContext(project: project, grid: project.grids[grid], row: row)
    var findings = linter.check(context)
    let isPlural = context.translations.contains { $0.language == cell.language && $0.isPlural }
    if isPlural, let column = project.column(of: cell.language) {
      let files = [project.grids[grid].pluralFiles[column], project.grids[grid].files[column]]
      for file in Set(files.compactMap { $0 }) {
        findings += linter.check(file: project.files[file], in: project)
      }
    }
    return findings
  }
}
