/// The message view: the wrapped message from `scroll` on, and the keys on the last line.
struct MessageDrawing {
  let state: EditorState
  let scroll: Int

  func draw(_ canvas: inout Canvas) {
    let lines = state.messageLines
    for (y, line) in lines.dropFirst(scroll).prefix(Pager.pageHeight(state.height)).enumerated() {
      canvas.put(line, x: 1, y: y, style: y == 0 && scroll == 0 ? Style(bold: true) : .plain)
    }
    Pager.drawStatus(
      &canvas, keymap: state.keymap, contexts: MessageViewMode.contexts, scroll: scroll,
      lines: lines.count)
  }
}
