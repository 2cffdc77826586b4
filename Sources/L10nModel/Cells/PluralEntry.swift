/// One key of a `.stringsdict`: its `NSStringLocalizedFormatKey` and variables.
public struct PluralEntry: Hashable, Sendable {
  /// The format with `%#@variable@` tokens.
  public var formatKey: String
  /// The variables, in file order.
  public var variables: [PluralVariable]
  /// The review state of the format's own text, where the format records one (a String
  /// Catalog's string unit beside its substitutions); `nil` otherwise.
  package var formatState: TranslationState?

  /// An entry from its parts.
  public init(formatKey: String, variables: [PluralVariable]) {
    self.init(formatKey: formatKey, variables: variables, formatState: nil)
  }

  /// An entry from its parts and its format's review state (a String Catalog localization seen
  /// as a plural entry).
  package init(formatKey: String, variables: [PluralVariable], formatState: TranslationState?) {
    self.formatKey = formatKey
    self.variables = variables
    self.formatState = formatState
  }

  /// Whether the entry records review states of its own parts (a String Catalog's: its forms'
  /// and its format's), so that a change of one of them alone is a change.
  package var hasPartStates: Bool {
    formatState != nil || variables.contains { !$0.states.isEmpty }
  }

  /// Reads an entry from its dictionary.
  public init?(_ node: PlistNode) {
    guard let entries = node.entries else { return nil }
    formatKey = node["NSStringLocalizedFormatKey"]?.text ?? ""
    variables = entries.compactMap { entry in
      guard entry.key.value != "NSStringLocalizedFormatKey" else { return nil }
      return PluralVariable(name: entry.key.value, node: entry.value)
    }
  }
}

/// A variable of a plural entry: its rule type, value type and one text per category.
public struct PluralVariable: Hashable, Sendable, CustomDebugStringConvertible {
  /// Which variable this is (a `.stringsdict` variable, or a catalog's plural variations,
  /// device variations or substitution).
  public var id: VariableID
  /// The variable's name, as used in `%#@name@` (`plural`/`device` for a catalog's own
  /// variations).
  public var name: String { id.name }
  /// `NSStringFormatSpecTypeKey`: `NSStringPluralRuleType`, `NSStringVariableWidthRuleType`, ….
  public var ruleType: String
  /// `NSStringFormatValueTypeKey` (`d`, `ld`, sometimes written with a `%`).
  public var valueType: String
  /// The text per category present, in file order: a `PluralCategory` raw value (`one`,
  /// `other`, …), or a device name for a String Catalog's device variants.
  public var forms: [(category: String, text: String)]
  /// The review state of each form that records one (a String Catalog's forms, each a string
  /// unit with a state), by category (or device); empty where the format has none.
  package var states: [String: TranslationState]

  /// A plural-rule variable from its parts (String Catalogs describe plurals differently).
  public init(id: VariableID, valueType: String, forms: [(category: String, text: String)]) {
    self.init(id: id, valueType: valueType, forms: forms, states: [:])
  }

  /// A plural-rule variable from its parts and its forms' review states (a String Catalog's).
  package init(
    id: VariableID, valueType: String, forms: [(category: String, text: String)],
    states: [String: TranslationState]
  ) {
    self.id = id
    ruleType = "NSStringPluralRuleType"
    self.valueType = valueType
    self.forms = forms
    self.states = states
  }

  package init?(name: String, node: PlistNode) {
    guard let entries = node.entries else { return nil }
    id = .stringsdict(name)
    ruleType = node["NSStringFormatSpecTypeKey"]?.text ?? ""
    valueType = node["NSStringFormatValueTypeKey"]?.text ?? ""
    states = [:]
    forms = entries.compactMap { entry in
      guard PluralCategory(rawValue: entry.key.value) != nil, let text = entry.value.text else {
        return nil
      }
      return (entry.key.value, text)
    }
  }

  /// Whether the variable is a plural rule (others are shown read-only).
  public var isPlural: Bool { ruleType == "NSStringPluralRuleType" }

  /// The text for `category`, if present.
  public func form(_ category: String) -> String? {
    forms.first { $0.category == category }?.text
  }

  public static func == (lhs: PluralVariable, rhs: PluralVariable) -> Bool {
    lhs.id == rhs.id && lhs.ruleType == rhs.ruleType && lhs.valueType == rhs.valueType
      && lhs.forms.map(\.category) == rhs.forms.map(\.category)
      && lhs.forms.map(\.text) == rhs.forms.map(\.text) && lhs.states == rhs.states
  }

  /// The variable as reflection prints it, but with its states in category order (a
  /// dictionary's order is not stable, and snapshots compare printed content).
  public var debugDescription: String {
    let forms = forms.map { "(category: \"\($0.category)\", text: \(String(reflecting: $0.text)))" }
    let states = states.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }
    return "PluralVariable(id: \(id), ruleType: \(String(reflecting: ruleType)), "
      + "valueType: \(String(reflecting: valueType)), forms: [\(forms.joined(separator: ", "))], "
      + "states: [\(states.isEmpty ? ":" : states.joined(separator: ", "))])"
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(forms.map(\.text))
  }
}
