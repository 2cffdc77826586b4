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
  /// Whether the save was to quit after.
  package var quits: Bool

  /// A question about saving `files`, `unsorted` of which the save would re-sort.
  package init(files: [Int], unsorted: [Int], movedLines: Int, quits: Bool) {
    self.files = files
    self.unsorted = unsorted
    self.movedLines = movedLines
    self.quits = quits
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
    switch state.keymap.bound(to: event, in: Command.SortPrompt.self) {
    case .sort?:
      state.mode = .normal
      return [.setSortOrder(sorts: true), save]
    case .keepOrder?:
      state.mode = .normal
      return [.setSortOrder(sorts: false), save]
    case .review?:
      return state.openReview(fromQuitPrompt: false)
    case .cancel?:
      state.mode = .normal
      state.message = "Not saved"
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
