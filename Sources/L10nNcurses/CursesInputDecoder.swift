import CNCursesW
import L10nTUI

/// What one `wget_wch` call read.
package enum CursesInput: Hashable, Sendable {
  /// A character (`OK`): a code point or a control code such as 27 for Esc.
  case character(UInt32)
  /// A key code (`KEY_CODE_YES`): `KEY_UP`, `KEY_MOUSE`, a code given to `define_key`, ….
  case key(Int32)
}

/// Turns what ncurses reads into `KeyEvent`s.
///
/// It needs no terminal: it is handed what `wget_wch` read and ways to read more (the byte after
/// an Esc, a bracketed paste up to its end), the size and the pending mouse event, so that tests
/// can drive it from a table.
package struct CursesInputDecoder {
  /// The key code `define_key` gives the start of a bracketed paste (`ESC [200~`).
  package static let pasteStart: Int32 = 1001
  /// The key code `define_key` gives the end of a bracketed paste (`ESC [201~`).
  package static let pasteEnd: Int32 = 1002

  /// A mouse event as `getmouse` reports it.
  package struct MouseReport: Hashable, Sendable {
    /// The button state (`BUTTON1_PRESSED`, …).
    package var state: mmask_t
    /// The column.
    package var x: Int
    /// The row.
    package var y: Int

    /// Creates a report.
    package init(state: mmask_t, x: Int, y: Int) {
      self.state = state
      self.x = x
      self.y = y
    }
  }

  private let read: (_ milliseconds: Int32) -> CursesInput?
  private let size: () -> (width: Int, height: Int)
  private let mouseReport: () -> MouseReport?

  /// Creates a decoder.
  ///
  /// - Parameters:
  ///   - read: Reads the next input, waiting at most the given milliseconds; `nil` if none came.
  ///   - size: The terminal's size, for resize events.
  ///   - mouse: The pending mouse event, or `nil` when there is none.
  package init(
    read: @escaping (_ milliseconds: Int32) -> CursesInput?,
    size: @escaping () -> (width: Int, height: Int),
    mouse: @escaping () -> MouseReport?
  ) {
    self.read = read
    self.size = size
    mouseReport = mouse
  }

  /// The event `input` starts, reading what follows it when needed (after an Esc, in a paste);
  /// `nil` for input that means nothing to the editor.
  package func event(for input: CursesInput) -> KeyEvent? {
    switch input {
    case .key(let code): key(code)
    case .character(let value): character(value)
    }
  }

  private func key(_ code: Int32) -> KeyEvent? {
    switch code {
    case KEY_UP: .key(.up)
    case KEY_DOWN: .key(.down)
    case KEY_LEFT: .key(.left)
    case KEY_RIGHT: .key(.right)
    case KEY_PPAGE: .key(.pageUp)
    case KEY_NPAGE: .key(.pageDown)
    case KEY_HOME: .key(.home)
    case KEY_END: .key(.end)
    case KEY_BACKSPACE: .key(.backspace)
    case KEY_DC: .key(.delete)
    case KEY_BTAB: .key(.backTab)
    case KEY_ENTER: .key(.enter)
    case KEY_RESIZE: resize()
    case KEY_MOUSE: mouse()
    case Self.pasteStart: .paste(paste())
    default: nil
    }
  }

  private func character(_ value: UInt32) -> KeyEvent {
    switch value {
    case 27:
      if case .character(let next) = read(0), let scalar = Unicode.Scalar(next) {
        return .alt(Character(scalar))
      }
      return .key(.escape)
    case 9: return .key(.tab)
    case 13: return .key(.enter)
    case 8, 127: return .key(.backspace)
    case 1...26: return .control(Character(Unicode.Scalar(value + 96) ?? "?"))
    default: return .character(Character(Unicode.Scalar(value) ?? "\u{FFFD}"))
    }
  }

  private func resize() -> KeyEvent {
    let size = size()
    return .resize(width: size.width, height: size.height)
  }

  /// The text up to the paste's end marker, or up to a second without input.
  private func paste() -> String {
    var text = ""
    while let input = read(1_000) {
      switch input {
      case .key(Self.pasteEnd): return text
      case .key: continue
      case .character(let value):
        if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
      }
    }
    return text
  }

  private func mouse() -> KeyEvent? {
    guard let report = mouseReport() else { return nil }
    let kind: KeyEvent.MouseEvent.Kind
    if report.state & CNC_BUTTON4_PRESSED != 0 {
      kind = .wheelUp
    } else if CNC_BUTTON5_PRESSED != 0, report.state & CNC_BUTTON5_PRESSED != 0 {
      kind = .wheelDown
    } else if report.state & (CNC_BUTTON1_PRESSED | CNC_BUTTON1_CLICKED) != 0 {
      kind = .click
    } else {
      return nil
    }
    return .mouse(.init(kind: kind, x: report.x, y: report.y))
  }
}
