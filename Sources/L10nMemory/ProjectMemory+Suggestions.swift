import L10nGrammar
import L10nModel

extension ProjectMemory {
  /// The fuzzy threshold: matches less alike than this are not suggested (Poedit's and
  /// OmegaT's default is about the same).
  package static let fuzzyThreshold = 70

  /// What to suggest for `query`, best first, at most `limit`.
  ///
  /// The translations (in the query's language) of the same source text, then of source texts
  /// at least `fuzzyThreshold` percent alike; one suggestion per distinct translation. The
  /// query's own cell (its table, key and language) gives none, unless `skipsOwnCell` is
  /// `false` (units from other projects, whose same table and key is another cell). See
  /// `Suggestion.ranksBefore` for the order. With `exactOnly`, only the same source text's (no
  /// fuzzy search: bulk filling asks this for every gap).
  package func suggestions(
    for query: MemoryQuery, limit: Int = 9, exactOnly: Bool = false, skipsOwnCell: Bool = true
  ) -> [Suggestion] {
    guard limit > 0 else { return [] }
    var found: [String: Suggestion] = [:]
    var sources: [(text: Int32, score: Int)] = []
    if let exact = sourceNumber(of: query.source) { sources.append((exact, 100)) }
    if !exactOnly { sources += fuzzySources(of: query.source, threshold: Self.fuzzyThreshold) }
    let arguments = FormatArguments(FormatString(query.source))
    let comment = query.comment.flatMap { $0.isEmpty ? nil : $0 }
    let category = Self.category(query.form)
    for (number, score) in sources {
      // Enough distinct translations found already from better sources.
      if found.count >= limit, let worst = found.values.map(\.score).min(), worst > score {
        break
      }
      for unit in units(ofSource: number) where isUnit(unit, in: query.language) {
        let (place, _, translation) = parts(of: unit)
        var isSameKey = false
        if let cell = query.cell {
          if skipsOwnCell, context(place, isAt: cell.table, key: cell.key) { continue }
          isSameKey = context(place, hasKey: cell.key)
        }
        let isSameComment = comment != nil && self.comment(ofContext: place) == comment
        let isSameForm = Self.category(form(ofContext: place)) == category
        let needsReview = self.needsReview(unit)
        if var known = found[translation] {
          known.occurrences += 1
          // One translated unit vouches for the translation.
          known.needsReview = known.needsReview && needsReview
          if Self.rank(score, isSameKey, isSameComment, isSameForm)
            > Self.rank(known.score, known.isSameKey, known.isSameComment, known.isSameForm)
          {
            (known.score, known.isSameKey, known.isSameComment, known.isSameForm) =
              (score, isSameKey, isSameComment, isSameForm)
            known.source = self.source(number)
            known.context = context(place)
          }
          found[translation] = known
          continue
        }
        found[translation] = Suggestion(
          translation: translation, score: score, source: self.source(number),
          context: context(place), occurrences: 1, isSameKey: isSameKey,
          isSameComment: isSameComment, isSameForm: isSameForm,
          placeholderProblem: Self.placeholderProblem(translation, source: arguments))
        found[translation]?.needsReview = needsReview
      }
    }
    return Array(found.values.sorted(by: Suggestion.ranksBefore).prefix(limit))
  }

  /// The order of units giving one translation: the best one names the suggestion.
  private static func rank(
    _ score: Int, _ isSameKey: Bool, _ isSameComment: Bool, _ isSameForm: Bool
  ) -> Int {
    score * 8 + (isSameKey ? 4 : 0) + (isSameComment ? 2 : 0) + (isSameForm ? 1 : 0)
  }

  /// A form's plural category (`count: one` → `one`); a plain text counts as `other`.
  static func category(_ form: String?) -> Substring {
    guard let form else { return "other" }
    return form.split(separator: " ").last ?? Substring(form)
  }

  /// Why `translation`'s format specifiers do not fit a source with `source`'s arguments, or
  /// `nil` when they do (L10nGrammar's comparison: a missing, extra or different argument).
  package static func placeholderProblem(_ translation: String, source: FormatArguments)
    -> String?
  {
    let comparison = FormatComparison(
      source: source, translation: FormatArguments(FormatString(translation)))
    return comparison.differences.first.map(\.description)
  }
}
