import L10nModel

/// The fix of `invisible-characters`: zero-width characters the source lacks removed.
extension InvisibleCharactersRule: FixableRule {
  package static let fixSummary =
    "removes zero-width spaces, word joiners and BOMs the source lacks"

  /// Zero-width characters that are never needed, only left behind.
  private static let removable: Set<Unicode.Scalar> = ["\u{200B}", "\u{2060}", "\u{FEFF}"]

  /// The translation without the zero-width spaces, word joiners and byte order marks its
  /// source lacks; `nil` when it has none (other invisible characters need a person).
  package func fix(_ value: String, source: String, language: LanguageID) -> String? {
    let removed = Self.removable.filter { !source.unicodeScalars.contains($0) }
    guard value.unicodeScalars.contains(where: removed.contains) else { return nil }
    return String(String.UnicodeScalarView(value.unicodeScalars.filter { !removed.contains($0) }))
  }
}
