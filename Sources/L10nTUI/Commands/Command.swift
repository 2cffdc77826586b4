/// Every key the editor answers to, in every mode, with its name, help text and hint.
///
/// One table drives the keymap (`Keymap`, with the user's bindings over it), the help screen and
/// the key hints. What a command does is its
/// mode's exhaustive `switch` over its context's names.
package struct Command: Sendable {
  /// The command: its context and its name there.
  package let name: Name
  /// The help screen's section (for contexts with sections of their own).
  package let group: String
  /// One line of help, or `nil` for a context listed on one line under the command that opens it.
  package let help: String?
  /// The keys bound to it by default.
  package let keys: [KeyEvent]
  /// How it shows among the key hints, if it does.
  package let hint: Hint?
  /// What it does, for a command listed on one line of help (a prompt's answer), if said.
  package let does: String?

  /// Where a command applies.
  package var context: Context { name.context }

  /// How a command shows in the key hints: the first `keyCount` of its keys and a short label.
  ///
  /// Hints show in `order` (lowest first), so narrow terminals, which cut the line at the
  /// end, keep the first ones. Commands of a context with the same label show as one hint
  /// (`↑↓ Tab field`).
  package struct Hint: Sendable {
    /// The words after the keys.
    package let label: String
    /// The position in the line: lower comes first.
    package let order: Int
    /// How many of the command's keys show.
    package let keyCount: Int

    init(_ label: String, order: Int, keyCount: Int = 1) {
      self.label = label
      self.order = order
      self.keyCount = keyCount
    }
  }

  init(
    _ name: Name, _ group: String, _ help: String, _ keys: [KeyEvent], hint: Hint? = nil
  ) {
    self.name = name
    self.group = group
    self.help = help
    self.keys = keys
    self.hint = hint
    does = nil
  }

  /// A command of a context listed on one line of help, under the command that opens it.
  init(_ name: Name, _ keys: [KeyEvent], hint: Hint? = nil, does: String? = nil) {
    self.name = name
    group = ""
    help = nil
    self.keys = keys
    self.hint = hint
    self.does = does
  }
}
