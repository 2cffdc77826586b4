import L10nModel

/// A plural cell both sides of a merge changed, merged form by form: a form (or the format, a
/// variable's value type, the review state, a form's own review state) changed on one side
/// only takes that side's value,
/// so that a `.stringsdict` or catalog plural whose `one` changed on one side and `other` on
/// the other is no conflict.
enum PluralFormMerge {
  /// The merged content of a cell whose `base`, `ours` and `theirs` are all plural entries with
  /// the same variables; `nil` when they are not, or when a part of them changed differently
  /// on both sides.
  static func merged(base: AspectValue, ours: AspectValue, theirs: AspectValue) -> CellContent? {
    guard case .content(.plural(let old, let oldState)) = base,
      case .content(.plural(let mine, let myState)) = ours,
      case .content(.plural(let other, let otherState)) = theirs,
      old.variables.map(\.id) == mine.variables.map(\.id),
      old.variables.map(\.id) == other.variables.map(\.id),
      let formatKey = pick(old.formatKey, mine.formatKey, other.formatKey),
      let formatState = pick(old.formatState, mine.formatState, other.formatState)
    else { return nil }
    var variables: [PluralVariable] = []
    for (index, variable) in mine.variables.enumerated() {
      let (before, changed) = (old.variables[index], other.variables[index])
      guard let ruleType = pick(before.ruleType, variable.ruleType, changed.ruleType),
        let valueType = pick(before.valueType, variable.valueType, changed.valueType),
        let forms = forms(before.forms, variable.forms, changed.forms),
        let states = states(before.states, variable.states, changed.states)
      else { return nil }
      var merged = variable
      merged.ruleType = ruleType
      merged.valueType = valueType
      merged.forms = forms
      merged.states = states
      variables.append(merged)
    }
    let entry = PluralEntry(formatKey: formatKey, variables: variables, formatState: formatState)
    // Where the parts have states of their own (merged above), the edits set those and the
    // cell's overall state says nothing more: OURS's stands for it.
    let state: TranslationState?? =
      entry.hasPartStates ? .some(myState) : pick(oldState, myState, otherState)
    guard let state else { return nil }
    return .plural(entry, state: state)
  }

  /// The forms' own review states merged category by category; `nil` when one changed
  /// differently on both sides.
  private static func states(
    _ base: [String: TranslationState], _ ours: [String: TranslationState],
    _ theirs: [String: TranslationState]
  ) -> [String: TranslationState]? {
    var merged: [String: TranslationState] = [:]
    for category in Set(base.keys).union(ours.keys).union(theirs.keys) {
      guard let state = pick(base[category], ours[category], theirs[category]) else {
        return nil
      }
      merged[category] = state
    }
    return merged
  }

  /// The forms merged category by category, in OURS's order then THEIRS's new ones; `nil`
  /// when a category changed differently on both sides.
  private static func forms(
    _ base: [(category: String, text: String)], _ ours: [(category: String, text: String)],
    _ theirs: [(category: String, text: String)]
  ) -> [(category: String, text: String)]? {
    func text(_ forms: [(category: String, text: String)], _ category: String) -> String? {
      forms.first { $0.category == category }?.text
    }
    var categories = ours.map(\.category)
    categories += theirs.map(\.category).filter { !categories.contains($0) }
    var merged: [(category: String, text: String)] = []
    for category in categories {
      guard
        let value = pick(text(base, category), text(ours, category), text(theirs, category))
      else { return nil }
      if let value { merged.append((category, value)) }
    }
    return merged
  }

  /// The three-way merge of one value: the side that changed it, or `nil` when both changed
  /// it differently.
  private static func pick<Value: Equatable>(_ base: Value, _ ours: Value, _ theirs: Value)
    -> Value?
  {
    if ours == theirs || theirs == base { return ours }
    return ours == base ? theirs : nil
  }
}
