import CNCursesSupport
import CNCursesW
import L10nTUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal, through ncursesw: wide characters, colours, mouse, bracketed paste, and
/// the terminal restored on every way out (normal exit, error, SIGINT, SIGTERM, SIGHUP, …).
package final class CursesTerminal: TerminalBackend {
  /// Why the terminal could not be used.
  package enum Failure: Error, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// `TERM` is unset or names no known terminal.
    case unknownTerminal(String)

    package var description: String {
      switch self {
      case .notATerminal:
        "l10nedit needs a terminal (standard input and output are not one); "
          + "use lint, format, export or stats in scripts"
      case .unknownTerminal(let name) where name.isEmpty:
        "TERM is not set; set it to your terminal (for example xterm-256color), or use "
          + "lint, stats, export or format, which need no terminal"
      case .unknownTerminal("dumb"):
        "TERM=dumb cannot show the editor (it has no cursor movement); set TERM to your "
          + "terminal (for example xterm-256color), or use lint, stats, export or format"
      case .unknownTerminal(let name):
        "unknown terminal type \"\(name)\"; set TERM to your terminal (for example xterm-256color)"
      }
    }
  }

  private let window: UnsafeMutablePointer<WINDOW>
  private let screenPointer: OpaquePointer
  private var shown: Screen?
  private var pairs: [Int: Int16] = [:]
  /// How many waits in a row ended early with nothing read: a closed input does that at once.
  private var earlyEmptyWaits = 0
  private let hasColors: Bool

  /// Takes over the terminal.
  ///
  /// Call `close()` (or let the process exit) to give it back.
  package init() throws(Failure) {
    guard isatty(0) == 1, isatty(1) == 1 else { throw .notATerminal }
    let name = getenv("TERM").map { String(cString: $0) } ?? ""
    guard !name.isEmpty, name != "dumb" else { throw .unknownTerminal(name) }
    setlocale(LC_ALL, "")
    guard let screen = newterm(nil, cnc_open_tty_out(), cnc_open_tty_in()) else {
      throw .unknownTerminal(name)
    }
    screenPointer = screen
    set_term(screen)
    guard let window = cnc_stdscr() else { throw .unknownTerminal(name) }
    self.window = window
    cnc_install_terminal_restore()
    raw()
    noecho()
    nonl()
    keypad(window, true)
    cnc_set_escdelay(25)
    hasColors = has_colors() && getenv("NO_COLOR") == nil
    if hasColors {
      start_color()
      use_default_colors()
    }
    mousemask(CNC_ALL_MOUSE_EVENTS, nil)
    mouseinterval(0)
    // Home and End as terminals and multiplexers send them whatever TERM says (tmux sends
    // ESC [1~ and ESC [4~ under TERM=xterm-256color, whose terminfo names ESC OH and ESC OF):
    // the ones the terminfo entry does not name are added.
    for (sequence, code) in Self.homeAndEnd where key_defined(sequence) == 0 {
      define_key(sequence, code)
    }
    define_key("\u{1B}[200~", CursesInputDecoder.pasteStart)
    define_key("\u{1B}[201~", CursesInputDecoder.pasteEnd)
    cnc_write_raw("\u{1B}[?2004h")
    curs_set(0)
  }

  /// The sequences terminals send for Home and End, and their key codes.
  private static let homeAndEnd: [(String, Int32)] = [
    ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[H", KEY_HOME),
    ("\u{1B}OH", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END),
    ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END),
  ]

  /// Whether the terminal shows colours (off with `NO_COLOR` or on monochrome terminals).
  package var usesColor: Bool { hasColors }

  /// Gives the terminal back.
  package func close() {
    cnc_restore_terminal()
  }

  package var size: (width: Int, height: Int) {
    var rows: Int32 = 0
    var columns: Int32 = 0
    cnc_getmaxyx(window, &rows, &columns)
    return (Int(columns), Int(rows))
  }

  package func draw(_ screen: Screen) {
    let previous = shown.flatMap {
      $0.width == screen.width && $0.height == screen.height ? $0 : nil
    }
    if previous == nil { werase(window) }
    for y in 0..<screen.height {
      for x in 0..<screen.width {
        let cell = screen[x, y]
        if cell.width == 0 { continue }
        if let previous, previous[x, y] == cell,
          x + 1 >= screen.width || previous[x + 1, y] == screen[x + 1, y]
        {
          continue
        }
        put(cell, x: x, y: y)
      }
    }
    if let cursor = screen.cursor {
      curs_set(1)
      wmove(window, Int32(cursor.y), Int32(cursor.x))
    } else {
      curs_set(0)
    }
    wrefresh(window)
    shown = screen
  }

  private func put(_ cell: Screen.Cell, x: Int, y: Int) {
    var attributes = CNC_A_NORMAL
    if cell.style.bold { attributes |= CNC_A_BOLD }
    if cell.style.dim { attributes |= CNC_A_DIM }
    if cell.style.reverse { attributes |= CNC_A_REVERSE }
    if cell.style.underline { attributes |= CNC_A_UNDERLINE }
    let pair = colorPair(cell.style)
    var characters = Array(cell.text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }.prefix(5))
    if characters.isEmpty { characters = [wchar_t(32)] }
    characters.append(0)
    var complex = cchar_t()
    setcchar(&complex, characters, attributes, pair, nil)
    mvwadd_wch(window, Int32(y), Int32(x), &complex)
  }

  private func colorPair(_ style: Style) -> Int16 {
    guard hasColors, style.foreground != nil || style.background != nil else { return 0 }
    let foreground = style.foreground.map { Int16($0.rawValue) } ?? -1
    let background = style.background.map { Int16($0.rawValue) } ?? -1
    let key = Int(foreground + 1) * 9 + Int(background + 1)
    if let pair = pairs[key] { return pair }
    let pair = Int16(pairs.count + 1)
    init_pair(pair, foreground, background)
    pairs[key] = pair
    return pair
  }

  package func nextInput(waitingAtMost milliseconds: Int?) -> TerminalInput {
    let start = ContinuousClock.now
    guard let input = read(waitingAtMost: milliseconds.map(Int32.init) ?? -1) else {
      guard let milliseconds else { return .closed }
      // A closed terminal answers every wait at once; a timeout takes its time.
      let early = ContinuousClock.now - start < .milliseconds(milliseconds / 2)
      earlyEmptyWaits = early ? earlyEmptyWaits + 1 : 0
      return earlyEmptyWaits >= 3 ? .closed : .timeout
    }
    earlyEmptyWaits = 0
    let decoder = CursesInputDecoder(
      read: read(waitingAtMost:), size: { self.size }, mouse: pendingMouse)
    return decoder.event(for: input).map(TerminalInput.event) ?? .timeout
  }

  /// The next character or key code, waiting at most `milliseconds` (forever when negative).
  private func read(waitingAtMost milliseconds: Int32) -> CursesInput? {
    wtimeout(window, milliseconds)
    var character: wint_t = 0
    switch wget_wch(window, &character) {
    case OK: return .character(UInt32(character))
    case KEY_CODE_YES: return .key(Int32(character))
    default: return nil
    }
  }

  private func pendingMouse() -> CursesInputDecoder.MouseReport? {
    var event = MEVENT()
    guard getmouse(&event) == OK else { return nil }
    return .init(state: event.bstate, x: Int(event.x), y: Int(event.y))
  }
}
