extension Suggestion {
  /// The suggestion on one line, as the edit panel and `suggest` list it:
  /// `1 100% Einstellungen  · Settings › title (3×)  ! argument 1 …`, `(needs review)` after
  /// the place for a suggestion of cells needing review (the place after
  /// `user memory › ` for a suggestion of the user memory, `  MT` in place of the score and
  /// `machine translation › ` for a refused machine translation); `shown` makes the
  /// translation and the place safe to show (escaping control characters for a terminal).
  package func line(number: Int, shown: (String) -> String = { $0 }) -> String {
    let score = String(self.score)
    let padding = String(repeating: " ", count: max(0, 3 - score.count))
    // A refused machine translation has no score: `MT` in its place, as wide.
    let rank = origin == .machineTranslation ? "  MT" : "\(padding)\(score)%"
    let times = occurrences > 1 ? " (\(occurrences)×)" : ""
    let problem = placeholderProblem.map { "  ! \(shown($0))" } ?? ""
    let memory =
      switch origin {
      case .project: ""
      case .userMemory: "user memory › "
      case .machineTranslation: "machine translation › "
      }
    let review = needsReview ? " (needs review)" : ""
    return "\(number) \(rank) \(shown(translation))  · "
      + "\(memory)\(shown(context.description))\(times)\(review)\(problem)"
  }
}
