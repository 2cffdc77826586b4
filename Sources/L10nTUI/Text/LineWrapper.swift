/// Text broken into lines of at most a given width for the detail pane.
///
/// Lines break at spaces where possible and cut a word longer than a line where they must;
/// escapes are visible. Work stops once `limit` lines are full and looks at most one line
/// ahead, so wrapping what a pane shows of a value is linear in what it shows, however long
/// the value.
struct LineWrapper {
  /// The widest a line may be, in columns.
  let width: Int
  /// The most lines wanted; text past them is never looked at.
  let limit: Int
  /// The lines finished so far.
  private var finished: [String] = []
  private var line = ""
  private var lineWidth = 0
  /// Where a cursor given to `append` falls: its line and column.
  private(set) var cursor: (line: Int, column: Int)?

  /// An empty wrapper.
  init(width: Int, limit: Int = .max) {
    self.width = width
    self.limit = limit
  }

  /// The lines of `text` in `width` columns, at most `limit` of them.
  static func lines(_ text: some StringProtocol, width: Int, limit: Int = .max) -> [String] {
    var wrapper = LineWrapper(width: width, limit: limit)
    wrapper.append(text)
    return wrapper.lines
  }

  /// The lines: the finished ones and the one being filled, at most `limit`.
  var lines: [String] {
    guard width > 0 else { return [] }
    return Array((finished + [line]).prefix(limit))
  }

  /// Whether `limit` lines are full.
  var isFull: Bool { width <= 0 || finished.count >= limit }

  /// Adds `text` after what was added before; `cursor`, an offset into `text` (0...count),
  /// is placed as it goes.
  mutating func append<Text: Collection<Character>>(_ text: Text, cursor offset: Int? = nil) {
    var index = text.startIndex
    var position = 0
    while index < text.endIndex, !isFull {
      if text[index] == " " {
        // A space that ends a full line is the break itself.
        if lineWidth + 1 > width {
          place(offset, at: position)
          breakLine()
        } else {
          place(offset, at: position)
          line.append(" ")
          lineWidth += 1
        }
        index = text.index(after: index)
        position += 1
        continue
      }
      // A word that does not fit what is left of the line starts the next one.
      if lineWidth > 0, !fits(text[index...], in: width - lineWidth) { breakLine() }
      while index < text.endIndex, text[index] != " ", !isFull {
        let shown = VisibleText.escaped(text[index])
        let shownWidth = TextWidth.width(of: shown)
        // A word longer than the line is cut where it must be.
        if lineWidth > 0, lineWidth + shownWidth > width {
          breakLine()
          if isFull { break }
        }
        place(offset, at: position)
        line += shown
        lineWidth += shownWidth
        index = text.index(after: index)
        position += 1
      }
    }
    if index == text.endIndex { place(offset, at: position) }
  }

  /// Whether the word at the start of `text` (up to a space) fits in `room` columns; looks at
  /// no more of it than that.
  private func fits(_ text: some Collection<Character>, in room: Int) -> Bool {
    var used = 0
    for character in text {
      if character == " " { return true }
      used += TextWidth.width(of: VisibleText.escaped(character))
      if used > room { return false }
    }
    return true
  }

  private mutating func place(_ offset: Int?, at position: Int) {
    if offset == position, cursor == nil { cursor = (finished.count, lineWidth) }
  }

  private mutating func breakLine() {
    finished.append(line)
    line = ""
    lineWidth = 0
  }
}
