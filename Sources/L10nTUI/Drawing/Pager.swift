/// What the full-screen texts share (the review of a save, the last message): scrolling by the
/// pager's commands, and the last line with the keys and the position.
///
/// The text takes every line but the last; only the lines on screen are drawn.
enum Pager {
  /// The lines of text a screen `height` lines tall shows.
  static func pageHeight(_ height: Int) -> Int { max(1, height - 1) }

  /// The largest scroll of a text of `count` lines on a screen `height` lines tall.
  static func maximumScroll(lines count: Int, height: Int) -> Int {
    max(0, count - pageHeight(height))
  }

  /// Where `command` scrolls a text of `count` lines from `scroll`, or `nil` for `close`.
  static func scroll(
    _ scroll: Int, by command: Command.Pager, lines count: Int, height: Int
  ) -> Int? {
    let page = max(1, pageHeight(height) - 1)
    let target: Int
    switch command {
    case .moveUp: target = scroll - 1
    case .moveDown: target = scroll + 1
    case .pageUp: target = scroll - page
    case .pageDown: target = scroll + page
    case .top: target = 0
    case .bottom: target = .max
    case .close: return nil
    }
    return min(max(0, target), maximumScroll(lines: count, height: height))
  }

  /// The last line: the keys of `contexts` (or `message`, bold, when there is one), and on
  /// the right where the text is scrolled to.
  static func drawStatus(
    _ canvas: inout Canvas, keymap: Keymap, contexts: [Command.Context], scroll: Int,
    lines count: Int,
    extra: String = "", message: String? = nil
  ) {
    let y = canvas.screen.height - 1
    let width = canvas.screen.width
    canvas.fill(y: y, style: .plain)
    let last = min(count, scroll + pageHeight(canvas.screen.height))
    let position = "\(extra)lines \(min(count, scroll + 1))–\(last) of \(count)"
    let positionWidth = TextWidth.width(of: position)
    let room = width - 1 - positionWidth - 2
    if room > 0 {
      canvas.put(
        TextWidth.truncate(message ?? keymap.hints(for: contexts), to: room), x: 0, y: y,
        style: message == nil ? Style(dim: true) : Style(bold: true))
    }
    canvas.put(
      position, x: max(0, width - 1 - positionWidth), y: y, style: Style(dim: true))
  }
}
