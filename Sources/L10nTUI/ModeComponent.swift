/// A keyboard mode as a component: the contexts of the command table it answers to, and what
/// a key does in it.
protocol ModeComponent {
  /// The contexts whose keys the mode answers to, the first binding of a key winning.
  static var contexts: [Command.Context] { get }

  /// Applies `event` to `state`, whose current mode this is.
  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect]
}
