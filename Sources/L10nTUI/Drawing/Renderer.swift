import Foundation
import L10nCheck
import L10nModel

/// Draws an `EditorState` into a `Screen`: title bar, column headers, the grid, the detail pane and the bottom line.
///
/// Work is proportional to what is on screen, not to the project.
package enum Renderer {
  /// The smallest terminal the editor draws in.
  package static let minimumSize = (width: 40, height: 8)

  /// The screen for `state`.
  package static func render(_ state: EditorState) -> Screen {
    var screen = Screen(width: state.width, height: state.height)
    guard state.width >= minimumSize.width, state.height >= minimumSize.height else {
      screen.put("Terminal too small", x: 0, y: 0)
      screen.put("(needs \(minimumSize.width)×\(minimumSize.height))", x: 0, y: 1)
      return screen
    }
    var canvas = Canvas(screen: screen, usesColor: state.usesColor)
    let component = state.mode.component
    if component.isFullScreen {
      component.draw(&canvas, state: state)
      return canvas.screen
    }
    let layout = state.layout
    drawTitle(&canvas, state: state)
    GridDrawing(state: state, layout: layout).draw(&canvas)
    if layout.detailHeight > 0 {
      DetailDrawing(
        state: state, top: GridLayout.gridTop + layout.gridHeight, height: layout.detailHeight
      )
      .draw(&canvas)
    }
    component.draw(&canvas, state: state)
    BottomLine.draw(&canvas, state: state)
    return canvas.screen
  }

  private static func drawTitle(_ canvas: inout Canvas, state: EditorState) {
    let counts = state.counts
    let bar = Style(reverse: true)
    canvas.fill(y: 0, style: bar)
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    let notes = counts.notes > 0 ? " · \(count(counts.notes, "note"))" : ""
    let problems = state.checksFinished ? count(counts.problems, "problem") + notes : "checking…"
    var parts = ["l10nedit"]
    // The unsaved marker comes first, so a narrow terminal never hides it.
    if state.hasUnsavedChanges { parts.append("● unsaved (\(state.unsavedFileCount))") }
    if let translation = state.translation {
      parts.append(translation.progress(stopKey: state.keymap.keysLabel(of: .grid(.stopJob))))
    }
    if let share = state.seenAsShare {
      let percent = share.total == 0 ? 100 : share.inFirst * 100 / share.total
      parts.append(
        "seen as \(state.seenAs?.joined(separator: ",") ?? ""): \(percent)% in \(share.language)")
    }
    if let focus = state.viewport.focus {
      let (done, expected, same) = state.viewport.focusProgress
      let percent = expected == 0 ? 100 : done * 100 / expected
      // Copies of the source count as translated, and are said apart (names, or not done yet).
      let copies = same > 0 ? " · \(same) same as source" : ""
      parts.append(
        "\(state.project.languages[focus.language]): \(done) of \(expected) translated (\(percent)%)"
          + copies)
    }
    parts += [
      [
        count(counts.keys, "key"), count(state.project.languages.count, "language"),
        count(counts.gaps, "gap"), problems,
      ].joined(separator: " · "),
      "\(state.tableFilter?.path ?? "all tables") · \(state.filter == .all ? "all keys" : state.filter.rawValue)",
      state.title,
    ]
    canvas.put(
      TextWidth.truncate(" " + parts.joined(separator: " │ "), to: state.width), x: 0, y: 0,
      style: Style(bold: true, reverse: true))
  }
}

/// A screen plus the colour policy.
struct Canvas {
  var screen: Screen
  let usesColor: Bool

  @discardableResult
  mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, limit: Int? = nil) -> Int
  {
    screen.put(text, x: x, y: y, style: usesColor ? style : style.withoutColor, limit: limit)
  }

  mutating func putField(_ text: String, x: Int, y: Int, width: Int, style: Style = .plain) {
    screen.putField(text, x: x, y: y, width: width, style: usesColor ? style : style.withoutColor)
  }

  mutating func fill(x: Int = 0, y: Int, count: Int? = nil, style: Style) {
    screen.fill(
      x: x, y: y, count: count ?? screen.width, style: usesColor ? style : style.withoutColor)
  }
}
