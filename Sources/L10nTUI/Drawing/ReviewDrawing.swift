import L10nModel

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
        &canvas, keymap: state.keymap, contexts: ReviewMode.contexts, scroll: 0, lines: 0,
        message: state.message)
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
      extra: file, message: state.message)
  }

  /// `+3` in green and `−1` in red.
  private func draw(counts diff: TextDiff, x: Int, y: Int, _ canvas: inout Canvas) {
    let next = canvas.put("+\(diff.added)", x: x, y: y, style: Style(foreground: .green))
    canvas.put(" −\(diff.removed)", x: next, y: y, style: Style(foreground: .red))
  }
}
