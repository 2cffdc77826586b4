import L10nModel

/// The plural editor over the grid: a field per category, and a live preview of which category
/// 0, 1, 2, 3, 5, 11, 21, 101 and 1.5 pick in the language, with the resulting text.
struct PluralEditorDrawing {
  let editor: PluralEditor

  func draw(_ canvas: inout Canvas) {
    let width = canvas.screen.width
    let top = GridLayout.gridTop
    let bottom = canvas.screen.height - 1
    for y in top..<bottom { canvas.fill(y: y, style: .plain) }
    var y = top
    // A catalog's plural variations name no value type: nothing to say then.
    let type =
      editor.valueTypes[editor.variable].flatMap { $0.isEmpty ? nil : " (value type \($0))" } ?? ""
    canvas.put(
      "Plural forms of \"\(editor.cell.key)\" in \(editor.cell.language) — \(editor.cell.table)",
      x: 1, y: y, style: Style(bold: true))
    y += 1
    for variable in editor.variables {
      guard y < bottom else { return }
      let note = variable == editor.variable ? type : ""
      canvas.put("%#@\(variable.name)@\(note)", x: 1, y: y, style: Style(dim: true))
      y += 1
      for category in editor.categories[variable] ?? [] where y < bottom {
        let isCurrent = variable == editor.variable && category == editor.category
        let label = (isCurrent ? "▸ " : "  ") + TextWidth.pad(category + ":", to: 7)
        canvas.put(label, x: 1, y: y, style: isCurrent ? Style(bold: true) : .plain)
        let x = 1 + TextWidth.width(of: label)
        if isCurrent {
          drawField(&canvas, x: x, y: y, width: width - x - 1)
        } else {
          let text = editor.text(variable: variable, category: category)
          canvas.put(
            text.map(VisibleText.escaped) ?? "∅ missing", x: x, y: y,
            style: text == nil ? CellState.missing.style : .plain, limit: width - x - 1)
        }
        y += 1
      }
    }
    y += 1
    guard y < bottom, !editor.variable.isDevice else { return }
    canvas.put("Preview (\(editor.variable)):", x: 1, y: y, style: Style(bold: true))
    y += 1
    for number in PluralEditor.previewNumbers where y < bottom {
      let (category, text) = editor.preview(number)
      let shown = number == number.rounded() ? String(Int(number)) : String(number)
      canvas.put(
        TextWidth.pad(shown, to: 5) + "→ " + TextWidth.pad(category, to: 6)
          + VisibleText.escaped(text),
        x: 3, y: y, limit: width - 4)
      y += 1
    }
  }

  private func drawField(_ canvas: inout Canvas, x: Int, y: Int, width: Int) {
    let line = editor.editor
    let style = Style(foreground: .black, background: .white, underline: true)
    canvas.fill(x: x, y: y, count: width, style: style)
    let before = VisibleText.escaped(String(line.characters[..<line.cursor].suffix(width)))
    let cursorX = canvas.put(
      String(TextWidth.suffix(of: before, fitting: width - 2)), x: x, y: y, style: style)
    canvas.put(
      VisibleText.escaped(String(line.characters[line.cursor...].prefix(width))), x: cursorX, y: y,
      style: style, limit: width - (cursorX - x))
    canvas.screen.cursor = Screen.Position(x: cursorX, y: y)
  }
}
