import L10nCheck
import L10nModel

/// `F`: the fix of the selected cell's findings, as one undoable edit — the same fix
/// `lint --fix` writes (`LintFixes`).
extension EditorState {
  /// The rules whose findings on `cell` have a fix that changes it.
  package func fixableRules(of cell: CellID) -> [String] {
    let reported = Set(findings.problems(of: cell).map(\.ruleID))
    return Linter.fixableRules.map { $0.id }.filter(reported.contains)
  }

  /// Applies the fixes of the selected cell's findings.
  mutating func applyFix() {
    guard let cell = selectedCell else { return }
    let rules = fixableRules(of: cell)
    guard !rules.isEmpty else {
      message = "No finding of this cell has a fix"
      return
    }
    guard let fix = LintFixes.fix(cell, rules: rules, in: project) else {
      message = "The fix changes nothing here (a source, or a value that is not plain text)"
      return
    }
    guard perform(fix.edits) != nil else { return }
    document.editedCells.insert(cell)
    message = "Fixed (\(fix.rules.joined(separator: ", "))): \(Self.quoted(fix.new)) (u undoes)"
  }

  /// A value for the message line: quoted, line breaks shown as `\n`.
  private static func quoted(_ text: String) -> String {
    "“" + text.replacing("\n", with: "\\n") + "”"
  }
}
