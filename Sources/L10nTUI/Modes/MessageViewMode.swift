/// The last message in full, scrolled by a number of lines: for a message too long for the
/// bottom line (the files a save wrote, the reasons a save failed).
struct MessageViewMode: ModeComponent {
  static let contexts: [Command.Context] = [.pager]
  /// The lines scrolled off the top.
  let scroll: Int

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    guard let command = state.keymap.bound(to: event, in: Command.Pager.self) else { return [] }
    let lines = state.messageLines.count
    if let scrolled = Pager.scroll(scroll, by: command, lines: lines, height: state.height) {
      state.mode = .readingMessage(scrolled)
    } else {
      state.mode = .normal
    }
    return []
  }
}

extension EditorState {
  /// The last message, wrapped to the screen's width, as the message view shows it.
  var messageLines: [String] {
    lastMessage.flatMap { LineWrapper.lines($0, width: max(1, width - 2)) }
  }

  /// Opens the message view on the last message, if there was one.
  mutating func openMessage() {
    guard !lastMessage.isEmpty else {
      message = "No message yet"
      return
    }
    mode = .readingMessage(0)
  }
}

extension MessageViewMode {
  var isFullScreen: Bool { true }

  func draw(_ canvas: inout Canvas, state: EditorState) {
    MessageDrawing(state: state, scroll: scroll).draw(&canvas)
  }

  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    line.messageOrHints(&canvas, hintStyle: Style(dim: true))
  }
}
