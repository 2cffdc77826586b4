import L10nModel

/// Numbers that select a category: what a preview shows so that each category of a language
/// is seen.
extension PluralRules {
  /// Whole numbers tried first, smallest first: every category CLDR gives whole numbers is
  /// selected by one of them (Welsh `many` by 6, Arabic `many` by 11), except the `many` of
  /// millions (French, Spanish, Italian, Portuguese: 1000000).
  private static let wholeCandidates: [Double] = (0...200).map(Double.init) + [1_000_000]
  /// Then decimals, for categories only fractions select.
  private static let decimalCandidates: [Double] = [1.5, 0.5, 0.1, 1.1, 2.5, 0.2, 10.1]

  /// The first number that selects `category` in `language`: a whole number when one does
  /// (1000000 for French `many`), else a decimal; `nil` when none of them does.
  public static func sample(of category: PluralCategory, in language: LanguageID) -> Double? {
    (wholeCandidates + decimalCandidates).first { self.category(of: $0, in: language) == category }
  }
}
