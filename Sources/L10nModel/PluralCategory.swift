/// A CLDR plural category: the form of a text a number selects in a language's plural rules.
///
/// The raw value is the key `.stringsdict` files and String Catalogs use (`"one"`, `"few"`, …);
/// the order is CLDR's, `zero` first and `other` last.
public enum PluralCategory: String, CaseIterable, Comparable, Sendable {
  /// Zero items (Arabic, Latvian, Welsh; Apple also uses it for 0 in every language).
  case zero
  /// One item, and in some languages numbers that end like one (21 in Russian).
  case one
  /// Two items (Arabic, Hebrew, Slovenian, …).
  case two
  /// A few items (2–4 in Czech or Russian, 3–10 in Arabic).
  case few
  /// Many items (5–20 in Russian, 1,000,000 in French).
  case many
  /// Every other number; always present.
  case other

  /// Whether `lhs` comes before `rhs` in CLDR order.
  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .zero: 0
    case .one: 1
    case .two: 2
    case .few: 3
    case .many: 4
    case .other: 5
    }
  }
}
