import L10nModel

/// The fixes of findings, as cell edits: what `lint --fix` writes and the editor's `F` applies.
///
/// A cell's fixed value is its value passed through the fix of each fixable rule that reported
/// it, in the rules' order. Only translations are fixed, never a source: plain text cells, and
/// the plural forms of a plural cell (`.stringsdict`, a catalog's plural, device and
/// substitution variations), each fixed against the source's form of the same category, else
/// its `other`, as the rules compare them (`PluralFormRows`). A String Catalog translation
/// keeps its review state, and each of its forms its own: the fix changes the text, nothing
/// else.
package enum LintFixes {
  /// One cell's fix.
  package struct Fix: Sendable {
    /// The cell.
    package var cell: CellID
    /// The rules whose fixes changed it, in order.
    package var rules: [String]
    /// The value before (of a plural cell: the first form fixed).
    package var old: String
    /// The value after (of a plural cell: the first form fixed).
    package var new: String
    /// Of a plural cell: the forms fixed, by variable (category → text).
    package var forms: [(variable: VariableID, texts: [String: String?])] = []

    /// Whether the fix changes plural forms (a `.stringsdict` entry's, or a catalog's).
    package var isPlural: Bool { !forms.isEmpty }

    /// The edits that make the change: the text (or the forms), and the review state put back
    /// when setting them would change it.
    package var edits: [CellEdit] {
      (isPlural
        ? forms.map { .setPluralForms(cell, $0.variable, $0.texts) } : [.setText(cell, new)])
        + restoreState
    }
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
      let sourceColumn = project.sourceColumn(ofGrid: grid), column != sourceColumn
    else { return nil }
    let content = project.content(grid: grid, row: row, column: column)
    let sourceContent = project.content(grid: grid, row: row, column: sourceColumn)
    if case .plural(let entry, _) = content, case .plural(let source, _) = sourceContent {
      let states = project.grids[grid].entry(row: row, language: column).map {
        project.formStates(at: $0)
      }
      return pluralFix(cell, entry, source: source, states: states ?? [:], rules: ids)
    }
    guard case .text(let value, let state) = content, case .text(let source, _) = sourceContent
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

  /// The fix of the plural cell `cell` (its `entry`; `source` the source language's): each
  /// form the rules compare (not empty, not the source's text) passed through the rules'
  /// fixes; `states` are a catalog localization's form states, put back where not translated.
  private static func pluralFix(
    _ cell: CellID, _ entry: PluralEntry, source: PluralEntry,
    states: [VariableID: [String: TranslationState]], rules ids: [String]
  ) -> Fix? {
    var fix = Fix(cell: cell, rules: [], old: "", new: "")
    for variable in entry.variables {
      let reference = source.variables.first { $0.id == variable.id }
      var texts: [String: String?] = [:]
      var restored: [String: TranslationState] = [:]
      for (category, text) in variable.forms {
        guard let sourceText = reference.flatMap({ $0.form(category) ?? $0.form("other") }),
          !sourceText.isEmpty, !text.isEmpty, !text.utf8.elementsEqual(sourceText.utf8)
        else { continue }
        var fixed = text
        for id in ids {
          guard let rule = rules[id],
            let new = rule.fix(fixed, source: sourceText, language: cell.language)
          else { continue }
          fixed = new
          if !fix.rules.contains(id) { fix.rules.append(id) }
        }
        guard fixed != text else { continue }
        texts[category] = fixed
        if fix.forms.isEmpty, texts.count == 1 { (fix.old, fix.new) = (text, fixed) }
        if let state = states[variable.id]?[category], state != .translated {
          restored[category] = state
        }
      }
      guard !texts.isEmpty else { continue }
      fix.forms.append((variable.id, texts))
      if !restored.isEmpty { fix.restoreState.append(.setFormStates(cell, variable.id, restored)) }
    }
    return fix.isPlural ? fix : nil
  }
}
