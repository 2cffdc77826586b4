import L10nModel

/// The `NSStringFormatValueTypeKey` of a plural variable made from its forms alone: the
/// conversion that prints the count.
package enum PluralValueType {
  /// The value type used when no form prints a number: `ld`, what a Swift `Int` needs.
  package static let fallback = "ld"

  /// The value type for `forms`: the length modifier and conversion (`ld`, `d`, `lu`, `f`) of
  /// the numeric conversion the `other` form prints first (argument 1's, when positioned),
  /// else of the other forms in CLDR order; `@` when the forms print only objects; else
  /// `fallback`.
  package static func infer(_ forms: [PluralCategory: String]) -> String {
    let ordered = forms.sorted { lhs, rhs in
      lhs.key == .other || (rhs.key != .other && lhs.key < rhs.key)
    }
    var printsObject = false
    for (_, text) in ordered {
      let specifiers = FormatString(text).specifiers.filter { $0.pluralVariable == nil }
      guard let first = specifiers.first(where: { $0.position == 1 }) ?? specifiers.first else {
        continue
      }
      switch first.argumentType {
      case .integer, .floatingPoint: return first.length + String(first.conversion)
      case .object: printsObject = true
      default: continue
      }
    }
    return printsObject ? "@" : fallback
  }
}
