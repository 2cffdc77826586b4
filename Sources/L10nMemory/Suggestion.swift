import L10nModel

/// A translation the memory suggests for a query: one per distinct translation text, with the
/// best unit that gives it.
package struct Suggestion: Sendable, Hashable {
  /// Which memory a suggestion comes from.
  package enum Origin: String, Sendable, Hashable {
    /// The open project's own translations.
    case project
    /// The user's memory across projects (`UserMemory`).
    case userMemory = "user-memory"
    /// A machine translation of the cell that the gate refused (the reason is its
    /// `placeholderProblem`): offered to be taken and fixed by hand.
    case machineTranslation = "machine-translation"
  }

  /// The suggested translation.
  package var translation: String
  /// How alike the unit's source text is the query's, in percent: 100 for the same text.
  package var score: Int
  /// The unit's source text.
  package var source: String
  /// Where the best unit giving this translation is.
  package var context: MemoryContext
  /// How many units give this translation for a source this alike.
  package var occurrences: Int
  /// Whether the best unit is of the query's own key (in another table, or another form).
  package var isSameKey: Bool
  /// Whether the best unit's key has the query's (non-empty) comment.
  package var isSameComment: Bool
  /// Whether the best unit is of the query's kind of text: a plain text (or a plural's
  /// `other` form) for a text, a form of the same category for a plural form.
  package var isSameForm: Bool
  /// Why the translation's format specifiers do not fit the query's source (`nil`: they do).
  package var placeholderProblem: String?
  /// Which memory it comes from.
  package var origin = Origin.project
  /// Whether every unit giving the translation is of a cell that needs review (its source
  /// changed since, a machine filled it, …): it ranks below translated ones of its score.
  package var needsReview = false

  /// Whether the source texts are the same.
  package var isExact: Bool { score == 100 }

  /// Creates a suggestion.
  package init(
    translation: String, score: Int, source: String, context: MemoryContext, occurrences: Int,
    isSameKey: Bool = false, isSameComment: Bool = false, isSameForm: Bool = true,
    placeholderProblem: String? = nil
  ) {
    self.translation = translation
    self.score = score
    self.source = source
    self.context = context
    self.occurrences = occurrences
    self.isSameKey = isSameKey
    self.isSameComment = isSameComment
    self.isSameForm = isSameForm
    self.placeholderProblem = placeholderProblem
  }

  /// Ranking: higher score, then translated before needing review, then the same key, then the same comment, then the same kind of
  /// text (`isSameForm`), then fitting format specifiers, then more occurrences, then the
  /// translation in code-point order.
  package static func ranksBefore(_ a: Suggestion, _ b: Suggestion) -> Bool {
    if a.score != b.score { return a.score > b.score }
    if a.needsReview != b.needsReview { return !a.needsReview }
    if a.isSameKey != b.isSameKey { return a.isSameKey }
    if a.isSameComment != b.isSameComment { return a.isSameComment }
    if a.isSameForm != b.isSameForm { return a.isSameForm }
    if (a.placeholderProblem == nil) != (b.placeholderProblem == nil) {
      return a.placeholderProblem == nil
    }
    if a.occurrences != b.occurrences { return a.occurrences > b.occurrences }
    return a.translation.unicodeScalars.lexicographicallyPrecedes(b.translation.unicodeScalars)
  }
}
