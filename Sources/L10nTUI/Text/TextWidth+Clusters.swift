/// How a grapheme cluster (a `Character`) is split into terminal cells.
///
/// A terminal places each scalar of nonzero width in cells of its own and draws zero-width
/// scalars on top of the one before; curses holds a spacing scalar and at most four
/// zero-width ones per cell. So a cluster is drawn as the terminal would place its bytes:
/// each scalar of nonzero width starts a cell, and the zero-width scalars after it (marks,
/// ZWNJ, Hangul vowels and finals) go in that cell. An Indic syllable such as `बा` or
/// `অ্যা` then takes one cell per spacing scalar, and the terminal composes the whole cluster
/// from its bytes in order.
///
/// Emoji are the exception: a skin-toned emoji or a ZWJ sequence has no width that
/// terminals agree on (tmux shows 👍🏽 in 4 columns, most terminals in 2), so it is drawn as
/// its first emoji plus its combining marks: 👍🏽 as 👍, 👨‍👩‍👧 as 👨 (a flag keeps both its
/// letters, one column each). Variation selectors are left out, and a ZWJ is kept only
/// before a zero-width scalar in its cell (tmux joins the next character onto a ZWJ,
/// whatever its width).
extension TextWidth {
  /// Scalars a curses cell holds: one spacing scalar plus four zero-width ones.
  private static let scalarsPerCell = 5

  /// The columns `character` takes on screen: the sum of its cells' widths.
  package static func width(of character: Character) -> Int {
    if let single = singleScalarWidth(of: character) { return single }
    var total = 0
    for scalar in character.unicodeScalars {
      let scalarWidth = width(of: scalar)
      guard scalarWidth > 0 else { continue }
      if total == 0, isEmojiBase(scalar) { return scalarWidth }
      total += scalarWidth
    }
    return total
  }

  /// The width of `character` when it is one scalar (drawn in one cell as it is), else `nil`.
  static func singleScalarWidth(of character: Character) -> Int? {
    if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
    var iterator = character.unicodeScalars.makeIterator()
    guard let only = iterator.next(), iterator.next() == nil else { return nil }
    return width(of: only)
  }

  /// Calls `body` with the text and width of each cell `character` is drawn in, left to right.
  static func forEachCell(of character: Character, _ body: (String, Int) -> Void) {
    if let single = singleScalarWidth(of: character) {
      if single > 0 { body(String(character), single) }
      return
    }
    var text = ""
    var cellWidth = 0
    var scalars = 0
    var isEmoji = false
    var joinerPending = false
    for scalar in character.unicodeScalars where scalar != "\u{FE0E}" && scalar != "\u{FE0F}" {
      let scalarWidth = width(of: scalar)
      if scalarWidth > 0 {
        if isEmoji { break }
        if cellWidth > 0 { body(text, cellWidth) }
        text = String(scalar)
        cellWidth = scalarWidth
        scalars = 1
        isEmoji = isEmojiBase(scalar)
        joinerPending = false
      } else if scalar == "\u{200D}" {
        joinerPending = !isEmoji
      } else if cellWidth > 0, !isEmoji || isCombiningMark(scalar) {
        if joinerPending, scalars + 2 <= scalarsPerCell {
          text.unicodeScalars.append("\u{200D}")
          scalars += 1
        }
        joinerPending = false
        guard scalars < scalarsPerCell else { continue }
        text.unicodeScalars.append(scalar)
        scalars += 1
      }
    }
    if cellWidth > 0 { body(text, cellWidth) }
  }

  /// Whether a cluster starting with `scalar` is drawn as that emoji alone.
  ///
  /// A flag's two regional indicators are not: each is one column wide, the pair a flag.
  private static func isEmojiBase(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isEmoji && !(0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    let category = scalar.properties.generalCategory
    return category == .nonspacingMark || category == .enclosingMark
  }
}
