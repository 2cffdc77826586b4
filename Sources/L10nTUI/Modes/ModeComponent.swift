/// A keyboard mode as a component: the contexts of the command table it answers to, what a key
/// does in it, what it draws, and its bottom line.
///
/// The renderer and the bottom line ask the mode's component (`EditorState.Mode.component`)
/// rather than switching over the modes: a new mode is one new component.
protocol ModeComponent {
  /// The contexts whose keys the mode answers to, the first binding of a key winning.
  static var contexts: [Command.Context] { get }

  /// The contexts this mode answers to: `Self.contexts` unless they depend on the mode's
  /// value (a prompt's own answers).
  var contexts: [Command.Context] { get }

  /// Applies `event` to `state`, whose current mode this is.
  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect]

  /// Whether the mode draws the whole screen (help, the review, the message view) instead of
  /// the title bar, the grid and the detail pane.
  var isFullScreen: Bool { get }

  /// Draws what the mode shows: the whole screen when `isFullScreen`, else over the grid and
  /// the detail pane (a picker, the palette, the plural editor). Nothing by default.
  func draw(_ canvas: inout Canvas, state: EditorState)

  /// Draws the bottom line, already cleared: by default the message, if there is one, else
  /// the mode's key hints.
  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine)
}

extension ModeComponent {
  var contexts: [Command.Context] { Self.contexts }

  var isFullScreen: Bool { false }

  func draw(_ canvas: inout Canvas, state: EditorState) {}

  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    line.messageOrHints(&canvas)
  }
}
