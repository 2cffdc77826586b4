import CNCursesW
import L10nNcurses
import L10nTUI
import Testing

@Suite struct CursesInputDecoderTests {
  /// What ncurses reads, one `wget_wch` result after another, and the event it makes.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var inputs: [CursesInput]
    var event: KeyEvent?
    var mouse: CursesInputDecoder.MouseReport?

    init(
      _ name: String, _ inputs: [CursesInput], _ event: KeyEvent?,
      mouse: CursesInputDecoder.MouseReport? = nil
    ) {
      self.name = name
      self.inputs = inputs
      self.event = event
      self.mouse = mouse
    }

    var testDescription: String { name }
  }

  static func character(_ text: Unicode.Scalar) -> CursesInput { .character(text.value) }

  static let pasteStart = CursesInput.key(CursesInputDecoder.pasteStart)
  static let pasteEnd = CursesInput.key(CursesInputDecoder.pasteEnd)

  static let cases: [Case] = [
    Case("up", [.key(KEY_UP)], .key(.up)),
    Case("down", [.key(KEY_DOWN)], .key(.down)),
    Case("left", [.key(KEY_LEFT)], .key(.left)),
    Case("right", [.key(KEY_RIGHT)], .key(.right)),
    Case("Home", [.key(KEY_HOME)], .key(.home)),
    Case("End", [.key(KEY_END)], .key(.end)),
    Case("PgUp", [.key(KEY_PPAGE)], .key(.pageUp)),
    Case("PgDn", [.key(KEY_NPAGE)], .key(.pageDown)),
    Case("KEY_BACKSPACE", [.key(KEY_BACKSPACE)], .key(.backspace)),
    Case("DEL (127)", [.character(127)], .key(.backspace)),
    Case("Ctrl-H (8)", [.character(8)], .key(.backspace)),
    Case("Delete", [.key(KEY_DC)], .key(.delete)),
    Case("Enter (CR)", [.character(13)], .key(.enter)),
    Case("keypad Enter", [.key(KEY_ENTER)], .key(.enter)),
    Case("Ctrl-J (LF) is a control key, not Enter", [.character(10)], .control("j")),
    Case("Tab", [.character(9)], .key(.tab)),
    Case("Shift-Tab (KEY_BTAB)", [.key(KEY_BTAB)], .key(.backTab)),
    Case("Esc alone", [.character(27)], .key(.escape)),
    Case("Alt-Enter", [.character(27), .character(13)], .alt("\r")),
    Case("Alt-x", [.character(27), character("x")], .alt("x")),
    Case("Ctrl-A", [.character(1)], .control("a")),
    Case("Ctrl-S", [.character(19)], .control("s")),
    Case("Ctrl-Z", [.character(26)], .control("z")),
    Case("ASCII", [character("a")], .character("a")),
    Case("two-byte UTF-8", [character("é")], .character("é")),
    Case("CJK", [character("漢")], .character("漢")),
    Case("outside the BMP", [character("😀")], .character("😀")),
    Case("not a scalar", [.character(0xD800)], .character("\u{FFFD}")),
    Case(
      "bracketed paste", [pasteStart, character("h"), character("é"), character("\n"), pasteEnd],
      .paste("hé\n")),
    Case(
      "paste ignores key codes inside", [pasteStart, .key(KEY_UP), character("x"), pasteEnd],
      .paste("x")),
    Case("paste cut short", [pasteStart, character("a")], .paste("a")),
    Case("a stray paste end", [pasteEnd], nil),
    Case("resize", [.key(KEY_RESIZE)], .resize(width: 100, height: 30)),
    Case(
      "click", [.key(KEY_MOUSE)], .mouse(.init(kind: .click, x: 3, y: 4)),
      mouse: .init(state: CNC_BUTTON1_PRESSED, x: 3, y: 4)),
    Case(
      "released click", [.key(KEY_MOUSE)], .mouse(.init(kind: .click, x: 5, y: 6)),
      mouse: .init(state: CNC_BUTTON1_CLICKED, x: 5, y: 6)),
    Case(
      "wheel up", [.key(KEY_MOUSE)], .mouse(.init(kind: .wheelUp, x: 1, y: 2)),
      mouse: .init(state: CNC_BUTTON4_PRESSED, x: 1, y: 2)),
    Case(
      "wheel down", [.key(KEY_MOUSE)], .mouse(.init(kind: .wheelDown, x: 7, y: 8)),
      mouse: .init(state: CNC_BUTTON5_PRESSED, x: 7, y: 8)),
    Case("other mouse buttons", [.key(KEY_MOUSE)], nil, mouse: .init(state: 0, x: 0, y: 0)),
    Case("no pending mouse event", [.key(KEY_MOUSE)], nil),
    Case("an unmapped key code (F1)", [.key(cnc_key_f(1))], nil),
  ]

  @Test(
    "each ncurses input becomes its key event and reads exactly what follows it", arguments: cases)
  func decode(_ test: Case) throws {
    let first = try #require(test.inputs.first)
    var pending = test.inputs.dropFirst()
    var waits: [Int32] = []
    let decoder = CursesInputDecoder(
      read: { milliseconds in
        waits.append(milliseconds)
        return pending.popFirst()
      },
      size: { (100, 30) }, mouse: { test.mouse })
    #expect(decoder.event(for: first) == test.event)
    #expect(pending.isEmpty)
    if first == .character(27) {
      #expect(waits == [0], "what follows Esc is read without waiting")
    }
  }
}
