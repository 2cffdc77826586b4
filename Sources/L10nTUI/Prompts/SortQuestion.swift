import L10nModel

/// What the first save that would re-sort files asks: sort them, now and from then on, or keep
/// each file's order (both recorded in the settings file by the session), or review first.
package struct SortQuestion: Hashable, Sendable {
  /// The files the save writes (indices into `project.files`).
  package var files: [Int]
  /// Those among them whose entries a sorted write would reorder.
  package var unsorted: [Int]
  /// How many lines the re-sort changes in them.
  package var movedLines: Int
  /// Whether the save was to quit after (for a review: whether the quit prompt opened it).
  package var quits: Bool
  /// Whether a review of the save asked, rather than the save: the answer opens the review.
  package var reviews: Bool

  /// A question about saving `files`, `unsorted` of which the save would re-sort.
  package init(
    files: [Int], unsorted: [Int], movedLines: Int, quits: Bool, reviews: Bool = false
  ) {
    self.files = files
    self.unsorted = unsorted
    self.movedLines = movedLines
    self.quits = quits
    self.reviews = reviews
  }

  /// The question in words (for example: 2 unsorted files, saving sorts them, 14 lines move).
  var summary: String {
    let count = unsorted.count
    return "\(count) unsorted file\(count == 1 ? "" : "s"): saving sorts "
      + "\(count == 1 ? "it" : "them") (\(movedLines) line\(movedLines == 1 ? "" : "s") move). "
  }
}

extension EditorState {
  /// "Saving sorts these files: sort (from now on), keep their order, or review?"; `cancel`
  /// saves nothing, any other key asks again.
  mutating func askSortOrder(_ question: SortQuestion) {
    ask(question.summary, answers: Command.SortPrompt.self) { answer, state in
      let save: Effect = question.quits ? .saveAndQuit(question.files) : .save(question.files)
      switch answer {
      case .sort, .keepOrder:
        let order = Effect.setSortOrder(sorts: answer == .sort)
        guard question.reviews else { return [order, save] }
        // The review asked for, of the save in the order chosen.
        return [order] + state.openReview(fromQuitPrompt: question.quits, asksSortOrder: false)
      case .review:
        return state.openReview(
          fromQuitPrompt: question.reviews && question.quits, asksSortOrder: false)
      case .cancel:
        state.message = question.reviews ? "Not reviewed" : "Not saved"
        return []
      }
    }
  }
}
