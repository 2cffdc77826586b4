import L10nModel

/// The review of what a save will write: scrolling, moving between files, saving; closing goes
/// back to the grid, or to the quit prompt it was opened from.
struct ReviewMode: ModeComponent {
  static let contexts: [Command.Context] = [.review, .pager]
  /// The lines scrolled off the top.
  let scroll: Int
  /// Whether the quit prompt opened it (closing goes back there).
  let fromQuitPrompt: Bool

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    let lines = state.review?.lines.count ?? 0
    if let command = state.keymap.bound(to: event, in: Command.Pager.self) {
      guard
        let scrolled = Pager.scroll(scroll, by: command, lines: lines, height: state.height)
      else {
        state.review = nil
        state.mode = .normal
        if fromQuitPrompt { state.askToQuit() }
        return []
      }
      state.mode = .reviewing(scroll: scrolled, fromQuitPrompt: fromQuitPrompt)
      return []
    }
    switch state.keymap.bound(to: event, in: Command.Review.self) {
    case .nextFile?, .previousFile?:
      let forward = state.keymap.bound(to: event, in: Command.Review.self) == .nextFile
      let starts = state.review?.fileStarts ?? []
      let target = forward ? starts.first { $0 > scroll } : starts.last { $0 < scroll }
      guard let target else { return [] }
      let maximum = Pager.maximumScroll(lines: lines, height: state.height)
      state.mode = .reviewing(scroll: min(target, maximum), fromQuitPrompt: fromQuitPrompt)
    case .save?:
      state.review = nil
      state.mode = .normal
      guard state.hasUnsavedChanges else { return [] }
      return [.save(state.dirtyFiles.sorted())]
    case nil: break
    }
    return []
  }
}

extension EditorState {
  /// Opens the review of what saving the unsaved files will write (the session computes it and
  /// answers with `.reviewed`); says so when nothing is unsaved.
  mutating func openReview(fromQuitPrompt: Bool, asksSortOrder: Bool = true) -> [Effect] {
    guard hasUnsavedChanges else {
      message = "Nothing to save: nothing to review"
      return []
    }
    review = nil
    mode = .reviewing(scroll: 0, fromQuitPrompt: fromQuitPrompt)
    return [.review(dirtyFiles.sorted(), asksSortOrder: asksSortOrder)]
  }
}

extension ReviewMode {
  var isFullScreen: Bool { true }

  func draw(_ canvas: inout Canvas, state: EditorState) {
    ReviewDrawing(state: state, scroll: scroll).draw(&canvas)
  }

  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    line.messageOrHints(&canvas, hintStyle: Style(dim: true))
  }
}
