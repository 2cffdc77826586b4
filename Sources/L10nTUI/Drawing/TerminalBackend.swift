/// A terminal the editor draws on and reads keys from: ncursesw in the app, memory in tests.
package protocol TerminalBackend {
  /// The size in columns and rows.
  var size: (width: Int, height: Int) { get }
  /// Shows `screen`, sending only what changed since the last call.
  mutating func draw(_ screen: Screen)
  /// The next input event, waiting at most `milliseconds` (forever when `nil`).
  mutating func nextInput(waitingAtMost milliseconds: Int?) -> TerminalInput
}

/// What waiting for input gave.
package enum TerminalInput: Hashable, Sendable {
  /// An event.
  case event(KeyEvent)
  /// Nothing arrived in time.
  case timeout
  /// Input has ended (the terminal closed).
  case closed
}

/// A headless terminal: events come from a queue, drawn screens are kept for assertions.
package struct MemoryBackend: TerminalBackend {
  /// The size in columns and rows.
  package var size: (width: Int, height: Int)
  /// The events still to deliver.
  package var events: [KeyEvent]
  /// The last screen drawn.
  package private(set) var screen: Screen
  /// How many cells each draw changed, for diff tests.
  package private(set) var changedCells: [Int] = []

  /// A terminal of the given size that will deliver `events`.
  package init(width: Int, height: Int, events: [KeyEvent] = []) {
    size = (width, height)
    self.events = events
    screen = Screen(width: width, height: height)
  }

  package mutating func draw(_ newScreen: Screen) {
    let changed =
      newScreen.width == screen.width && newScreen.height == screen.height
      ? zip(newScreen.cells, screen.cells).count { $0 != $1 } : newScreen.cells.count
    changedCells.append(changed)
    screen = newScreen
  }

  package mutating func nextInput(waitingAtMost milliseconds: Int?) -> TerminalInput {
    guard !events.isEmpty else { return .closed }
    let event = events.removeFirst()
    if case .resize(let width, let height) = event { size = (width, height) }
    return .event(event)
  }
}
