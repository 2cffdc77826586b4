/// The review state of a cell (or of one plural form of it), in every format: what a reviewer
/// needs to know before the translation ships.
///
/// String Catalogs keep it in the catalog (`translated`, `needs_review`, `new`, per form);
/// every other format in the project's review file (`ReviewFile`), which also keeps a
/// catalog cell's reason. A cell without a recorded state is `translated` when it has a
/// non-empty text, `new` when empty.
public enum ReviewState: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Translated: nothing to review.
  case translated
  /// Needs review, and why.
  case needsReview(ReviewReason)
  /// Not translated yet (a placeholder, or an empty text).
  case new

  /// Whether the state is `needsReview`, whatever the reason.
  public var needsReview: Bool {
    if case .needsReview = self { true } else { false }
  }

  /// The reason, when the state is `needsReview`.
  public var reason: ReviewReason? {
    if case .needsReview(let reason) = self { reason } else { nil }
  }

  /// The state as a String Catalog writes it.
  public var catalogState: TranslationState {
    switch self {
    case .translated: .translated
    case .needsReview: .needsReview
    case .new: .new
    }
  }

  /// `translated`, `needs review (source changed)`, `new`.
  public var description: String {
    switch self {
    case .translated: "translated"
    case .needsReview(let reason): "needs review (\(reason))"
    case .new: "new"
    }
  }
}

/// Why a translation needs review.
public enum ReviewReason: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Its source text changed since it was translated: `from` is the source text the
  /// translation was made from (of its plural form, for a form).
  case sourceChanged(from: String)
  /// It was filled by a machine (a translation service, a memory match, `fill`).
  case machineTranslated
  /// It came in needing review (an XLIFF `needs-review-translation`, a catalog's
  /// `needs_review` written outside l10nedit).
  case imported
  /// Someone marked it by hand.
  case markedByHand

  /// The spelling in the review file: `source-changed`, `machine-translated`, `imported`,
  /// `by-hand`.
  public var name: String {
    switch self {
    case .sourceChanged: "source-changed"
    case .machineTranslated: "machine-translated"
    case .imported: "imported"
    case .markedByHand: "by-hand"
    }
  }

  /// `source changed`, `machine-translated`, `imported`, `marked by hand`.
  public var description: String {
    switch self {
    case .sourceChanged: "source changed"
    case .machineTranslated: "machine-translated"
    case .imported: "imported"
    case .markedByHand: "marked by hand"
    }
  }

  /// The old source text of a source change.
  public var oldSource: String? {
    if case .sourceChanged(let old) = self { old } else { nil }
  }
}
