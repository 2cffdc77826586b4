import L10nCheck
import L10nModel

/// The value being edited, as the detail pane shows it: wrapped in full around the cursor and
/// scrolled so the cursor's line shows.
extension DetailDrawing {
  /// The lines of a value being edited and where its cursor falls.
  struct EditedLines {
    /// The lines, from the first.
    let lines: [(String, Style)]
    /// The cursor's line and column.
    let cursor: (line: Int, column: Int)
  }

  /// `label` then the editor's text in lines of the pane's width, with the cursor placed.
  ///
  /// Only the part around the cursor is wrapped, so the work stays proportional to the pane:
  /// a long value is wrapped from a boundary a pane or two of text before the cursor (shown
  /// after the label as `…`), and no further than a pane of text after it.
  func editedLines(_ editor: LineEditor, label: String, style: Style) -> EditedLines {
    let chunk = max(1, (state.width - 2) * max(1, height - 1))
    let start = editor.cursor < 2 * chunk ? 0 : (editor.cursor / chunk - 1) * chunk
    let end = min(editor.characters.count, editor.cursor + chunk)
    var wrapper = LineWrapper(width: state.width - 2)
    wrapper.append(start > 0 ? label + "…" : label)
    wrapper.append(editor.characters[start..<end], cursor: editor.cursor - start)
    return EditedLines(
      lines: wrapper.lines.map { ($0, style) }, cursor: wrapper.cursor ?? (line: 0, column: 0))
  }

  /// The pane's rows while a value is edited, and the cursor's place among them.
  ///
  /// The edited lines get all the rows they need when there is room, and at least half the
  /// pane, scrolled so the cursor's line shows; the source value, then the key's facts and
  /// comments, fill what is left above them, and the findings what is left below.
  /// `sourceRows` are the rows of the source lines shown.
  func arrange(
    context: [(String, Style)], source: [(String, Style)], edited: EditedLines,
    after: [(String, Style)]
  ) -> (rows: [(String, Style)], cursor: Screen.Position, sourceRows: Range<Int>) {
    let available = height - 1
    let editedRows = min(
      edited.lines.count, max(available - context.count - source.count, (available + 1) / 2))
    let first = max(0, edited.cursor.line - editedRows + 1)
    let room = available - editedRows
    let sourceRows = min(source.count, room)
    let above = Array(context.prefix(room - sourceRows) + source.prefix(sourceRows))
    let rows =
      above + edited.lines[first..<first + editedRows]
      + after.prefix(max(0, available - above.count - editedRows))
    return (
      rows, Screen.Position(x: edited.cursor.column, y: above.count + edited.cursor.line - first),
      (above.count - sourceRows)..<above.count
    )
  }

  /// The live placeholder check of the value being edited: a line saying whether its
  /// placeholders match the source's, and the keys that help.
  ///
  /// A text too long to check on every key (over `liveCheckLimit` characters) is
  /// checked when kept, by the checks.
  func placeholderLines(_ editor: LineEditor, cell: CellID) -> [(String, Style)] {
    guard editor.characters.count <= Self.liveCheckLimit,
      let reference = state.placeholderReference(of: cell)
    else { return [] }
    let check = PlaceholderCheck(reference: reference.text, translation: editor.text)
    let key = state.keymap.keysLabel(of: .valueEditor(.insertPlaceholder)).map { "\($0) inserts" }
    let missing = check.nextMissing.map { " · \(key ?? "missing:") \($0)" } ?? ""
    switch check.verdict {
    case .none: return []
    case .matches(let summary):
      return wrapped("✔ ", "placeholders match the source: \(summary)", Style(foreground: .green))
    case .differs(let severity, let text):
      let glyph = CellState.finding(severity).glyph
      return wrapped("\(glyph) ", text + missing, CellState.finding(severity).style)
    }
  }

  /// The longest text the edit panel checks on every key.
  static let liveCheckLimit = 20_000
}
