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
}

/// "Saving sorts these files: sort (from now on), keep their order, or review?"; `cancel`
/// saves nothing, any other key asks again.
struct SortPromptMode: ModeComponent {
  static let contexts: [Command.Context] = [.sortPrompt]
  /// The question asked.
  let question: SortQuestion

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    let save: Effect = question.quits ? .saveAndQuit(question.files) : .save(question.files)
    let command = state.keymap.bound(to: event, in: Command.SortPrompt.self)
    switch command {
    case .sort?, .keepOrder?:
      let order = Effect.setSortOrder(sorts: command == .sort)
      state.mode = .normal
      guard question.reviews else { return [order, save] }
      // The review asked for, of the save in the order chosen.
      return [order] + state.openReview(fromQuitPrompt: question.quits, asksSortOrder: false)
    case .review?:
      return state.openReview(
        fromQuitPrompt: question.reviews && question.quits, asksSortOrder: false)
    case .cancel?:
      state.mode = .normal
      state.message = question.reviews ? "Not reviewed" : "Not saved"
    case nil: break
    }
    return []
  }
}

extension SortQuestion {
  /// The question in words (for example: 2 unsorted files, saving sorts them, 14 lines move).
  var summary: String {
    let count = unsorted.count
    return "\(count) unsorted file\(count == 1 ? "" : "s"): saving sorts "
      + "\(count == 1 ? "it" : "them") (\(movedLines) line\(movedLines == 1 ? "" : "s") move). "
  }
}

extension SortPromptMode {
  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    line.question(&canvas, question.summary, style: Style(foreground: .yellow, bold: true))
  }
}
