/// The review state of a translation, as String Catalogs record it (`stringUnit.state`).
public enum TranslationState: Hashable, Sendable, Codable, CustomStringConvertible {
  /// `new`: not translated yet (a gap in every language but the source).
  case new
  /// `translated`.
  case translated
  /// `needs_review`.
  case needsReview
  /// `stale`: the key is no longer found in the code.
  case stale
  /// Any other spelling, kept as written.
  case other(String)

  /// The state written as `raw` in a catalog.
  public init(_ raw: String) {
    switch raw {
    case "new": self = .new
    case "translated": self = .translated
    case "needs_review": self = .needsReview
    case "stale": self = .stale
    default: self = .other(raw)
    }
  }

  /// The spelling in a catalog.
  public var raw: String {
    switch self {
    case .new: "new"
    case .translated: "translated"
    case .needsReview: "needs_review"
    case .stale: "stale"
    case .other(let raw): raw
    }
  }

  public var description: String { raw }
}
