import L10nModel

/// The review states of a catalog localization's forms: each plural (or device) form of its
/// own variations and of its substitutions has a string unit with a `state` of its own.
extension XCStringsLocalization {
  /// The object of the variants of `variable` (category or device → variant), if present.
  public func variants(of variable: VariableID) -> JSONNode? {
    switch variable {
    case .plural: node["variations"]?["plural"]
    case .device: node["variations"]?["device"]
    case .substitution(let name): node["substitutions"]?[name]?["variations"]?["plural"]
    case .stringsdict: nil
    }
  }

  /// The state of one form of `variable` (`variations.plural.few.stringUnit.state`), if written.
  public func state(of form: String, in variable: VariableID) -> TranslationState? {
    variants(of: variable)?[form]?["stringUnit"]?["state"]?.text.map(TranslationState.init)
  }

  /// The state of every form that has one, per variable (plural variations, device variants
  /// and substitutions).
  public var formStates: [VariableID: [String: TranslationState]] {
    var variables: [VariableID] = [.plural, .device]
    variables += (node["substitutions"]?.members ?? []).map { .substitution($0.key.value) }
    var states: [VariableID: [String: TranslationState]] = [:]
    for variable in variables {
      if let forms = variants(of: variable).map(Self.states), !forms.isEmpty {
        states[variable] = forms
      }
    }
    return states
  }

  /// The review state of the whole localization, as the grid shows it and `m` toggles it.
  ///
  /// That is the string unit's, except that a form needing review (or stale) makes it so; plural
  /// variations without a string unit are `translated` unless a form says otherwise. `new` on
  /// the string unit stays `new` (a gap).
  public var reviewState: TranslationState? {
    let own = state
    // Drawn for every visible cell: a plain string unit is answered without looking further.
    guard node["variations"] != nil || node["substitutions"] != nil else { return own }
    let forms = formStates.values.flatMap(\.values)
    guard !forms.isEmpty, own != .new else { return own }
    if own == .needsReview || forms.contains(.needsReview) { return .needsReview }
    if own == .stale || forms.contains(.stale) { return .stale }
    return own ?? .translated
  }
}
