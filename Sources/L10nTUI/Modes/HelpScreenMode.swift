/// The help screen, scrolled by a number of lines.
struct HelpScreenMode: ModeComponent {
  static let contexts: [Command.Context] = [.help]
  /// The lines scrolled off the top.
  let scroll: Int

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    guard let command = state.keymap.bound(to: event, in: Command.HelpScreen.self) else {
      return []
    }
    let height = state.height
    let maximum = max(0, state.keymap.helpLines(width: state.width - 1).count - (height - 2))
    switch command {
    case .moveDown: state.mode = .help(min(maximum, scroll + 1))
    case .moveUp: state.mode = .help(max(0, scroll - 1))
    case .pageDown: state.mode = .help(min(maximum, scroll + height - 3))
    case .pageUp: state.mode = .help(max(0, scroll - (height - 3)))
    case .top: state.mode = .help(0)
    case .bottom: state.mode = .help(maximum)
    case .close: state.mode = .normal
    }
    return []
  }
}

extension HelpScreenMode {
  var isFullScreen: Bool { true }

  func draw(_ canvas: inout Canvas, state: EditorState) {
    HelpDrawing(state: state, scroll: scroll).draw(&canvas)
  }

  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    line.messageOrHints(&canvas, hintStyle: Style(dim: true))
  }
}
