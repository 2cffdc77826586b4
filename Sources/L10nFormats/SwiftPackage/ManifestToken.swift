/// A token of a Swift package manifest.
///
/// Only as much of Swift's lexical grammar as reading target declarations needs.
struct ManifestToken: Equatable {
  /// What the token is.
  enum Kind: Equatable {
    /// A name or keyword (`let`, `Package`, `target`), backticks removed.
    case identifier(String)
    /// A string literal's text, or `nil` when it interpolates or spans lines.
    ///
    /// Such a literal's value is not known without running the manifest.
    case string(String?)
    /// A number literal.
    case number
    /// One punctuation or operator character: `( ) [ ] { } , : .` and the rest.
    case symbol(UInt8)
  }

  /// What the token is.
  var kind: Kind
  /// The offset of its first byte in the manifest.
  var offset: Int

  /// Whether the token is the punctuation or operator character `character`.
  func isSymbol(_ character: Unicode.Scalar) -> Bool {
    kind == .symbol(UInt8(ascii: character))
  }

  /// The name, when the token is an identifier.
  var identifier: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }
}
