/// The help lines from `scroll` on, and the help screen's key hints on the last line.
struct HelpDrawing {
  let state: EditorState
  let scroll: Int

  func draw(_ canvas: inout Canvas) {
    let lines = state.keymap.helpLines(width: state.width - 1)
    for (offset, line) in lines.dropFirst(scroll).prefix(state.height - 1).enumerated() {
      let isHeading = !line.hasPrefix("  ") && !line.isEmpty
      canvas.put(line, x: 1, y: offset, style: isHeading ? Style(bold: true) : .plain)
    }
    canvas.put(
      state.keymap.hints(for: state.mode.contexts), x: 1, y: state.height - 1,
      style: Style(dim: true))
  }
}
