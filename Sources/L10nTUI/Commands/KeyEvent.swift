/// Input from the terminal, decoded by the backend.
package enum KeyEvent: Hashable, Sendable {
  /// A printable character.
  case character(Character)
  /// Control plus a letter: `.control("s")` for Ctrl-S.
  case control(Character)
  /// Alt (Meta) plus a character; `.alt("\r")` is Alt-Enter.
  case alt(Character)
  /// A named key.
  case key(SpecialKey)
  /// Text pasted in one go (bracketed paste).
  case paste(String)
  /// A mouse event at a cell.
  case mouse(MouseEvent)
  /// The terminal changed size.
  case resize(width: Int, height: Int)

  /// Keys without a character.
  package enum SpecialKey: String, Hashable, Sendable {
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, tab, backTab, backspace, delete, escape
  }

  /// A click or a wheel turn.
  package struct MouseEvent: Hashable, Sendable {
    /// What happened.
    package enum Kind: Hashable, Sendable { case click, wheelUp, wheelDown }
    /// What happened.
    package var kind: Kind
    /// The column.
    package var x: Int
    /// The row.
    package var y: Int

    /// Creates a mouse event.
    package init(kind: Kind, x: Int, y: Int) {
      self.kind = kind
      self.x = x
      self.y = y
    }
  }
}
