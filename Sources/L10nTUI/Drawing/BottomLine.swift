import L10nCheck
import L10nModel

/// The last line, as the mode's component draws it (`ModeComponent.drawBottomLine`): the
/// keys of the current mode, or a message, or a prompt; and the ways of drawing it.
struct BottomLine {
  let state: EditorState
  /// The line's row on the screen.
  let y: Int
  /// The key hints of the mode's contexts.
  let hints: String

  /// Clears the last line of `canvas` and lets the mode of `state` draw it.
  static func draw(_ canvas: inout Canvas, state: EditorState) {
    let component = state.mode.component
    let line = BottomLine(
      state: state, y: canvas.screen.height - 1,
      hints: state.keymap.hints(for: component.contexts))
    canvas.fill(y: line.y, style: .plain)
    component.drawBottomLine(&canvas, line)
  }

  /// The message, if there is one, else `hints` (the mode's by default).
  func messageOrHints(_ canvas: inout Canvas, hints: String? = nil, hintStyle: Style = .plain) {
    if let message = state.message {
      put(&canvas, message, style: Style(bold: true))
    } else {
      put(&canvas, hints ?? self.hints, style: hintStyle)
    }
  }

  /// The message, if there is one (cut with the key that shows it in full), else the mode's
  /// hints, dim.
  func messageOrDimHints(_ canvas: inout Canvas) {
    if let message = state.message {
      putMessage(&canvas, message)
    } else {
      put(&canvas, hints, style: Style(dim: true))
    }
  }

  /// A message, cut when too long with the key that shows it in full.
  private func putMessage(_ canvas: inout Canvas, _ message: String) {
    let room = canvas.screen.width - 1
    guard TextWidth.width(of: message) > room else {
      put(&canvas, message, style: Style(bold: true))
      return
    }
    let more = state.keymap.keysLabel(of: .grid(.showMessage)).map { "\($0) shows all" } ?? ""
    let cut = TextWidth.truncate(message, to: max(1, room - 2 - TextWidth.width(of: more)))
    put(&canvas, cut, style: Style(bold: true))
    let x = TextWidth.width(of: cut) + 2
    canvas.put(more, x: x, y: y, style: Style(reverse: true), limit: max(0, room - x))
  }

  /// `text`, cut to the line.
  func put(_ canvas: inout Canvas, _ text: String, style: Style = .plain) {
    canvas.put(TextWidth.truncate(text, to: canvas.screen.width - 1), x: 0, y: y, style: style)
  }

  /// `label` and the editor's text, scrolled so the cursor shows; only what fits is escaped
  /// and measured, however long the text.
  ///
  /// `status` (the search's count of matches) is drawn at the right edge when the whole text
  /// fits beside it.
  func prompt(
    _ canvas: inout Canvas, _ label: String, editor: LineEditor, status: String? = nil
  ) {
    let x = canvas.put(label, x: 0, y: y, style: Style(bold: true))
    var room = max(0, canvas.screen.width - x - 2)
    if let status, editor.characters.count <= room {
      let width = TextWidth.width(of: status)
      let textWidth = TextWidth.width(of: VisibleText.escaped(editor.text))
      if width + 2 + textWidth <= room {
        canvas.put(status, x: canvas.screen.width - width - 1, y: y, style: Style(dim: true))
        room -= width + 2
      }
    }
    let before = VisibleText.escaped(String(editor.characters[..<editor.cursor].suffix(room)))
    let cursorX = canvas.put(String(TextWidth.suffix(of: before, fitting: room)), x: x, y: y)
    canvas.put(
      VisibleText.escaped(String(editor.characters[editor.cursor...].prefix(room))), x: cursorX,
      y: y)
    canvas.screen.cursor = Screen.Position(x: cursorX, y: y)
  }
}
