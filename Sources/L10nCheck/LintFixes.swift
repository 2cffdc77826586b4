import L10nModel

/// The fixes of findings, as cell edits: what `lint --fix` writes and the editor's `F` applies.
///
/// A cell's fixed value is its value passed through the fix of each fixable rule that reported
/// it, in the rules' order. Only translations are fixed, never a source, and only plain text
/// cells (a plural form or a structured catalog value is no mechanical fix). A String Catalog
/// translation keeps its review state: the fix changes the text, nothing else.
package enum LintFixes {
  /// One cell's fix.
  package struct Fix: Sendable {
    /// The cell.
    package var cell: CellID
    /// The rules whose fixes changed it, in order.
    package var rules: [String]
    /// The value before.
    package var old: String
    /// The value after.
    package var new: String

    /// The edits that make the change: the text, and the review state put back when setting
    /// the text would change it.
    package var edits: [CellEdit] { [.setText(cell, new)] + restoreState }
    var restoreState: [CellEdit] = []
  }

  /// The fixable rules, by identifier.
  private static let rules: [String: any FixableRule] = Dictionary(
    uniqueKeysWithValues: Linter.fixableRules.map { ($0.id, $0.init()) })

  /// The fixes of `findings` in `project`, one per cell, in the findings' order; with `only`,
  /// of those rules only.
  package static func fixes(
    for findings: some Sequence<Finding>, in project: Project, only: Set<String>? = nil
  ) -> [Fix] {
    var order: [CellID] = []
    var byCell: [CellID: [String]] = [:]
    for finding in findings {
      guard let cell = finding.cell, rules[finding.ruleID] != nil,
        only?.contains(finding.ruleID) ?? true
      else { continue }
      if byCell[cell] == nil { order.append(cell) }
      byCell[cell, default: []].append(finding.ruleID)
    }
    return order.compactMap { cell in
      let ids = Linter.fixableRules.map { $0.id }.filter { byCell[cell]?.contains($0) == true }
      return fix(cell, rules: ids, in: project)
    }
  }

  /// The fix of `cell` by the rules `ids` (in that order), or `nil` when none changes it.
  package static func fix(_ cell: CellID, rules ids: [String], in project: Project) -> Fix? {
    guard let (grid, row, column) = project.position(of: cell), let row,
      let sourceColumn = project.sourceColumn(ofGrid: grid), column != sourceColumn,
      case .text(let value, let state) = project.content(grid: grid, row: row, column: column),
      case .text(let source, _) = project.content(grid: grid, row: row, column: sourceColumn)
    else { return nil }
    var fixed = value
    var applied: [String] = []
    for id in ids {
      guard let rule = rules[id], let new = rule.fix(fixed, source: source, language: cell.language)
      else { continue }
      fixed = new
      applied.append(id)
    }
    guard fixed != value else { return nil }
    var fix = Fix(cell: cell, rules: applied, old: value, new: fixed)
    if let state, state != .translated { fix.restoreState = [.setState(cell, state)] }
    return fix
  }
}
