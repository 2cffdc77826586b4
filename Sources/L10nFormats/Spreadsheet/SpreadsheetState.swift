import Foundation
import L10nModel

/// The review state columns of a spreadsheet: after each translation language's column, a
/// column `<language> state` holding each row's review state as `ReviewState` says it
/// (`translated`, `needs review (source changed)`, `new`), empty where the language has no
/// text.
///
/// On import a state field is read as `translated`, `needs review` (any reason in parentheses
/// after it: the reason of a state that comes in is `imported`), `new`, or empty (no statement:
/// nothing changes); anything else refuses the file.
package enum SpreadsheetState {
  /// The header of `language`'s state column.
  static func header(of language: LanguageID) -> String {
    language.code + suffix
  }

  /// The language whose state column `header` names, if it names one.
  static func language(ofHeader header: String) -> LanguageID? {
    guard header.hasSuffix(suffix), header.count > suffix.count else { return nil }
    return LanguageID(String(header.dropLast(suffix.count)))
  }

  private static let suffix = " state"

  /// The review state of what `label` names in `cell` (whose content is `content`), or `nil`
  /// when the cell has no text there.
  static func state(
    _ label: SpreadsheetLabel, of cell: CellID, content: CellContent, in project: Project
  ) -> ReviewState? {
    guard label.text(in: content) != nil else { return nil }
    switch label {
    case .text:
      return project.reviewState(of: cell)
    case .format:
      // The text around the variables needs review when the whole cell does, not a form.
      if let whole = project.reviews[cell]?.whole { return whole }
      return .translated
    case .form(let variable, let form):
      return project.reviewState(of: cell, form: PluralFormID(variable, form))
    }
  }

  /// What a state field says: `nil` for an empty field (no statement).
  static func parse(_ field: String) -> Statement? {
    let text = field.trimmingCharacters(in: .whitespaces).lowercased()
    switch text {
    case "": return nil
    case "translated": return .translated
    case "new": return .new
    default:
      let spelled = text.replacing("-", with: " ").replacing("_", with: " ")
      return spelled.hasPrefix("needs review") ? .needsReview : .unknown
    }
  }

  /// What a state field states.
  enum Statement {
    case translated
    case needsReview
    case new
    case unknown
  }

  /// The edit that makes what `label` names in `cell` `statement` says, when it is not
  /// already; `textChanged`: the row also changes the text (which makes it translated).
  static func edit(
    _ statement: Statement, _ label: SpreadsheetLabel, of cell: CellID, in project: Project,
    textChanged: Bool
  ) -> CellEdit? {
    let form: PluralFormID? =
      if case .form(let variable, let name) = label { PluralFormID(variable, name) } else { nil }
    let current =
      textChanged
      ? .translated : state(label, of: cell, content: project.content(of: cell), in: project)
    switch statement {
    case .needsReview where current?.needsReview != true && (current != nil || textChanged):
      return .setReview(cell, form, .needsReview(.imported))
    case .translated where current?.needsReview == true:
      return .setReview(cell, form, .translated)
    default:
      return nil
    }
  }
}
