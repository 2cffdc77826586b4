/// Which set of variant texts of a cell an edit addresses.
///
/// Typed, so that no name is reserved: a catalog substitution named `plural` is
/// `.substitution("plural")`, never the localization's own plural variations.
public enum VariableID: Hashable, Sendable, Codable, CustomStringConvertible {
  /// A String Catalog localization's own `variations.plural`.
  case plural
  /// A String Catalog localization's `variations.device` (one text per device).
  case device
  /// The plural variations of a String Catalog substitution, by name.
  case substitution(String)
  /// A variable of a `.stringsdict` entry (`%#@name@`), by name.
  case stringsdict(String)

  /// The name shown to people: `plural`, `device`, or the variable's name.
  public var name: String {
    switch self {
    case .plural: "plural"
    case .device: "device"
    case .substitution(let name), .stringsdict(let name): name
    }
  }

  /// Whether the variants are per device rather than per plural category.
  public var isDevice: Bool { self == .device }

  /// Whether the variants are a String Catalog substitution's (named in the localization's
  /// string unit, its outer format).
  public var isSubstitution: Bool {
    if case .substitution = self { true } else { false }
  }

  public var description: String { name }
}
