/// Plural (or device) form texts an importer collects one at a time (an XLIFF unit, a
/// spreadsheet row per form), turned into one `setPluralForms` edit per cell and variable, in
/// the order each was first given.
package struct PluralFormEdits: Sendable {
  private var forms: [CellID: [VariableID: [String: String?]]] = [:]
  private var order: [(CellID, VariableID)] = []

  /// No forms yet.
  package init() {}

  /// Records `text` for `form` of `variable` of `cell`.
  package mutating func set(_ text: String, form: String, of variable: VariableID, cell: CellID) {
    if forms[cell]?[variable] == nil { order.append((cell, variable)) }
    forms[cell, default: [:]][variable, default: [:]][form] = .some(text)
  }

  /// The edits: one per cell and variable.
  package var edits: [CellEdit] {
    order.compactMap { cell, variable in
      forms[cell]?[variable].map { .setPluralForms(cell, variable, $0) }
    }
  }
}
