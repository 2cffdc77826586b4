import L10nGrammar
import L10nModel

/// A row rule that checks the texts of plural forms too.
///
/// The quality rules (punctuation, markup, scripts…) compare a translation's text with its
/// source's; the linter runs them over the rows of `PluralFormRows` as well as the keys' rows.
package protocol FormTextRule: RowRule {}

/// The plural forms of a file as rows for the quality rules: `.stringsdict` plural variables,
/// and a String Catalog's plural variations, device variations and plural substitutions.
///
/// Each form of a translation is a row of its own, compared with the source language's form of
/// the same plural category (or device), else with its `other` form — `few` in Russian with
/// English `other`. Findings are located as the plural rules locate theirs (`plural-format`):
/// at the key in a `.stringsdict`, at the language's localization in a catalog; their message
/// names the form (`"files" in ru (files: few) …`). The source language's own forms are rows
/// without translations (for `max-length`); `Base` beside the source language's file is no
/// translation (`PluralRuleSupport.categoryLanguage`) and has none.
enum PluralFormRows {
  /// Calls `body` with each form's row of `file`.
  static func each(of file: LocalizationFile, in project: Project, _ body: (RowContext) -> Void) {
    PluralRuleSupport.eachPluralVariable(of: file, in: project, includingDevices: true) { item in
      guard PluralRuleSupport.categoryLanguage(of: item, in: project) != nil else { return }
      let isSource = item.language == project.sourceLanguage
      let location = SourceLocation(line: max(1, item.line), column: item.column)
      func cell(_ language: LanguageID, _ text: String?) -> RowContext.Cell {
        var cell = RowContext.Cell(
          language: language, path: item.path, hasFile: true, location: location, value: text,
          format: FormatString(text ?? ""))
        cell.isPseudo = LanguageTag(language).isPseudo
        return cell
      }
      for (category, text) in item.variable.forms {
        let form = "\(item.variable.name): \(category)"
        let source =
          isSource
          ? text
          : item.sourceVariable.flatMap { $0.form(category) ?? $0.form("other") }
        body(
          RowContext(
            table: item.table, key: item.key, form: form,
            source: cell(project.sourceLanguage, source),
            translations: isSource ? [] : [cell(item.language, text)]))
      }
    }
  }
}
