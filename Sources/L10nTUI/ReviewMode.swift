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
        state.mode = fromQuitPrompt ? .confirmingQuit : .normal
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
  mutating func openReview(fromQuitPrompt: Bool) -> [Effect] {
    guard hasUnsavedChanges else {
      message = "Nothing to save: nothing to review"
      return []
    }
    review = nil
    mode = .reviewing(scroll: 0, fromQuitPrompt: fromQuitPrompt)
    return [.review(dirtyFiles.sorted())]
  }
}

/// The review screen: the lines from `scroll` on, `-` lines red and `+` lines green (their
/// signs say the same without colour), long lines cut to the width.
struct ReviewDrawing {
  let state: EditorState
  let scroll: Int

  func draw(_ canvas: inout Canvas) {
    let width = state.width
    guard let review = state.review else {
      canvas.put("Comparing with the files on disk…", x: 1, y: 0, style: Style(bold: true))
      Pager.drawStatus(
        &canvas, keymap: state.keymap, contexts: ReviewMode.contexts, scroll: 0, lines: 0)
      return
    }
    // Room for " │ +123 −45" after the path.
    let nameWidth = min(
      max(width / 2, width - 20), review.files.map { TextWidth.width(of: $0.path) }.max() ?? 0)
    let rows = review.lines.dropFirst(scroll).prefix(Pager.pageHeight(state.height))
    for (y, line) in rows.enumerated() {
      switch line {
      case .summary(let text):
        canvas.put(TextWidth.truncate(text, to: width - 1), x: 0, y: y, style: Style(bold: true))
      case .stat(let index):
        let file = review.files[index]
        // A long path loses its start, never its language folder and file name.
        let path = TextWidth.truncateStart(file.path, to: nameWidth)
        let x = canvas.put(" " + TextWidth.pad(path, to: nameWidth) + " │ ", x: 0, y: y)
        draw(counts: file.diff, x: x, y: y, &canvas)
      case .file(let index):
        let file = review.files[index]
        let bar = Style(bold: true, reverse: true)
        canvas.fill(y: y, style: bar)
        let after = "  \(Review.counts(file.diff))  (file \(index + 1) of \(review.files.count))"
        let path = TextWidth.truncateStart(
          file.path, to: max(8, width - 2 - TextWidth.width(of: after)))
        canvas.put(TextWidth.truncate(" " + path + after, to: width - 1), x: 0, y: y, style: bar)
      case .note(let text):
        canvas.put(
          TextWidth.truncate("  ! " + text, to: width - 1), x: 0, y: y,
          style: Style(foreground: .yellow))
      case .hunk(let header):
        canvas.put(header, x: 0, y: y, style: Style(foreground: .cyan))
      case .text(let text):
        let (sign, style): (String, Style) =
          switch text.kind {
          case .context: (" ", .plain)
          case .removed: ("-", Style(foreground: .red))
          case .added: ("+", Style(foreground: .green))
          }
        // Only what can show is escaped and measured, however long the line.
        let shown = VisibleText.escaped(String(text.text.prefix(width)))
        canvas.put(sign + TextWidth.truncate(shown, to: width - 2), x: 0, y: y, style: style)
      case .blank: break
      }
    }
    let file = review.file(at: scroll).map { "file \($0 + 1) of \(review.files.count) · " } ?? ""
    Pager.drawStatus(
      &canvas, keymap: state.keymap, contexts: ReviewMode.contexts, scroll: scroll,
      lines: review.lines.count,
      extra: file)
  }

  /// `+3` in green and `−1` in red.
  private func draw(counts diff: TextDiff, x: Int, y: Int, _ canvas: inout Canvas) {
    let next = canvas.put("+\(diff.added)", x: x, y: y, style: Style(foreground: .green))
    canvas.put(" −\(diff.removed)", x: next, y: y, style: Style(foreground: .red))
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
