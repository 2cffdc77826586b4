import L10nModel

/// A token of Objective-C or C source: what the scanner needs, with comments dropped.
struct ObjCToken: Equatable {
  /// The kinds of token.
  enum Kind: Equatable {
    /// A name: `NSLocalizedString`, `nil`.
    case identifier(String)
    /// A string literal, `"…"` or `@"…"`, escapes decoded.
    case string(String)
    /// One punctuation character: `(`, `,`, `[`, `:`, `=`, `.`.
    case punctuation(Character)
    /// Anything else: numbers, character literals, operators.
    case other
  }

  /// What it is.
  var kind: Kind
  /// Where it starts.
  var location: SourceLocation
  /// Its UTF-8 offsets in the file.
  var utf8Range: Range<Int> = 0..<0
  /// Whether it lies in a debug-only branch (`#if DEBUG`, `#ifdef DEBUG`, the `#else` of
  /// `#ifndef DEBUG`).
  var isDebugOnly = false

  /// The identifier's name, if it is one.
  var identifier: String? {
    if case .identifier(let name) = kind { name } else { nil }
  }

  /// The string literal's text, if it is one.
  var string: String? {
    if case .string(let text) = kind { text } else { nil }
  }

  /// Whether it is the punctuation `character`.
  func isPunctuation(_ character: Character) -> Bool {
    kind == .punctuation(character)
  }
}
