import L10nModel

/// The plural editor over the grid: the outer format and a field per category, each beside the
/// source language's text (above it on narrow terminals), and a live preview of which category
/// 0, 1, 2, 3, 5, 11, 21, 101 and 1.5 pick in the language (and a number for each category they
/// miss, such as 1000000 for French `many`), with the resulting text.
struct PluralEditorDrawing {
  let editor: PluralEditor

  /// The width of a field's label: `▸ ` and the longest name (`format`, `other`).
  private static let labelWidth = 10
  /// The least room for the source's texts beside the fields (about 90 columns of terminal);
  /// on narrower terminals they go above, leaving the field the whole width.
  private static let narrowestSource = 30

  func draw(_ canvas: inout Canvas) {
    let width = canvas.screen.width
    let top = GridLayout.gridTop
    let bottom = canvas.screen.height - 1
    for y in top..<bottom { canvas.fill(y: y, style: .plain) }
    var y = top
    canvas.put(
      "Plural forms of \"\(VisibleText.escaped(editor.cell.key.text))\" in "
        + "\(editor.cell.language) — \(editor.cell.table)",
      x: 1, y: y, style: Style(bold: true), limit: width - 2)
    y += 1
    let layout = Layout(editor: editor, width: width)
    for field in editor.fields where y < bottom {
      if case .form(let variable, let category) = field,
        editor.categories[variable]?.first == category
      {
        canvas.put(heading(variable), x: 1, y: y, style: Style(dim: true), limit: width - 2)
        y += 1
        guard y < bottom else { return }
      }
      y = drawField(field, layout: layout, at: y, bottom: bottom, on: &canvas)
    }
    y += 1
    guard y < bottom, !editor.variable.isDevice else { return }
    canvas.put("Preview (\(editor.variable)):", x: 1, y: y, style: Style(bold: true))
    y += 1
    let labels = editor.previewNumbers.map(PluralEditor.label(of:))
    let labelWidth = max(5, (labels.map(\.count).max() ?? 0) + 1)
    for (number, shown) in zip(editor.previewNumbers, labels) where y < bottom {
      let (category, text) = editor.preview(number)
      canvas.put(
        TextWidth.pad(shown, to: labelWidth) + "→ " + TextWidth.pad(category, to: 6)
          + VisibleText.escaped(text),
        x: 3, y: y, limit: width - 4)
      y += 1
    }
  }

  /// What a variable's fields are: `%#@name@` and its value type for a variable named in the
  /// format, or the kind of a catalog localization's own variations.
  private func heading(_ variable: VariableID) -> String {
    // A catalog's plural variations name no value type: nothing to say then.
    let type = editor.valueTypes[variable].flatMap { $0.isEmpty ? nil : " (value type \($0))" }
    switch variable {
    case .plural: return "plural variations"
    case .device: return "device variations"
    case .stringsdict(let name), .substitution(let name): return "%#@\(name)@" + (type ?? "")
    }
  }

  /// Where the parts of a field's line go.
  private struct Layout {
    /// `de: `, before each field.
    let ownLabel: String
    /// `en: `, before the source's text, if the source is shown.
    let sourceLabel: String?
    /// The width of the source's text beside the field; nil when it goes above.
    let sourceWidth: Int?

    init(editor: PluralEditor, width: Int) {
      ownLabel = "\(editor.cell.language): "
      sourceLabel = editor.sourceLanguage.map { "\($0): " }
      guard let sourceLabel else {
        sourceWidth = nil
        return
      }
      let widest =
        editor.sourceTexts.values.map { TextWidth.width(of: VisibleText.escaped($0)) }
        .max() ?? 0
      // Half of what is left after the label and separators, at most what the texts need.
      let room =
        (width - 2 - PluralEditorDrawing.labelWidth - TextWidth.width(of: sourceLabel)
          - TextWidth.width(of: ownLabel) - 6) / 2
      sourceWidth = room >= PluralEditorDrawing.narrowestSource ? min(max(widest, 1), room) : nil
    }
  }

  /// Draws one field's line (and the source's line above it on narrow terminals); returns the
  /// next free line.
  private func drawField(
    _ field: PluralEditor.Field, layout: Layout, at top: Int, bottom: Int,
    on canvas: inout Canvas
  ) -> Int {
    let width = canvas.screen.width
    var y = top
    let source = editor.sourceTexts[field].map(VisibleText.escaped) ?? "—"
    let labelX = 1 + Self.labelWidth
    if let sourceLabel = layout.sourceLabel, layout.sourceWidth == nil {
      canvas.put(
        sourceLabel + source, x: labelX, y: y, style: Style(dim: true), limit: width - labelX - 1)
      y += 1
      guard y < bottom else { return y }
    }
    let isCurrent = field == editor.field
    let name: String =
      switch field {
      case .format: "format"
      case .form(_, let category): category
      }
    let nameEnd = canvas.put(
      (isCurrent ? "▸ " : "  ") + name, x: 1, y: y, style: isCurrent ? Style(bold: true) : .plain)
    // A form needing review, as the grid marks cells.
    let mark: CellState? = editor.reviewState(of: field)?.needsReview == true ? .needsReview : nil
    if let mark { canvas.put(" " + mark.glyph, x: nameEnd, y: y, style: mark.style) }
    var x = labelX
    if let sourceLabel = layout.sourceLabel, let sourceWidth = layout.sourceWidth {
      x = canvas.put("│ " + sourceLabel, x: x, y: y, style: Style(dim: true))
      canvas.put(source, x: x, y: y, style: Style(dim: true), limit: sourceWidth)
      x += sourceWidth + 1
    }
    x = canvas.put(
      (layout.sourceWidth == nil ? "" : "│ ") + layout.ownLabel, x: x, y: y,
      style: isCurrent ? Style(bold: true) : Style(dim: true))
    if isCurrent {
      drawEditor(
        &canvas, x: x, y: y, width: width - x - 1,
        placeholder: editor.isRemoved(field) ? "∅ removed (type a text to give it back)" : nil)
    } else {
      let text = editor.text(of: field)
      canvas.put(
        text.map(VisibleText.escaped) ?? (editor.isRemoved(field) ? "∅ removed" : "∅ missing"),
        x: x, y: y,
        style: text == nil ? CellState.missing.style : .plain, limit: width - x - 1)
    }
    return y + 1
  }

  /// The field being edited; an empty one shows `placeholder` (dim) after the cursor.
  private func drawEditor(
    _ canvas: inout Canvas, x: Int, y: Int, width: Int, placeholder: String?
  ) {
    let line = editor.editor
    let style = Style(foreground: .black, background: .white, underline: true)
    canvas.fill(x: x, y: y, count: width, style: style)
    if let placeholder, line.characters.isEmpty {
      canvas.put(
        placeholder, x: x + 1, y: y,
        style: Style(foreground: .black, background: .white, dim: true), limit: width - 1)
    }
    let before = VisibleText.escaped(String(line.characters[..<line.cursor].suffix(width)))
    let cursorX = canvas.put(
      String(TextWidth.suffix(of: before, fitting: width - 2)), x: x, y: y, style: style)
    canvas.put(
      VisibleText.escaped(String(line.characters[line.cursor...].prefix(width))), x: cursorX, y: y,
      style: style, limit: width - (cursorX - x))
    canvas.screen.cursor = Screen.Position(x: cursorX, y: y)
  }
}
