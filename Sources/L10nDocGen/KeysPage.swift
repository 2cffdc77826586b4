import L10nTUI

/// `Documentation/Reference/Keys.md`: the editor's default keys, context by context, from its
/// command table (the one the keymap, the help screen and the key hints are made of).
enum KeysPage {
  /// The page's Markdown.
  static func markdown() -> String {
    var lines = [
      "# Key reference", "", Markdown.generatedNote, "",
      "The editor's default keys, from its command table. `?` in the editor shows the keys in "
        + "effect; a keys file binds commands to other keys by the context and command names "
        + "below (see [Your own keys](../Editor.md#your-own-keys)).",
    ]
    for context in Command.Context.allCases {
      let commands = Command.all.filter { $0.context == context }
      guard !commands.isEmpty else { continue }
      lines += [
        "", "## `\(context.fileName)`", "", "| Keys | Command | What it does |", "|---|---|---|",
      ]
      for command in commands {
        let keys = command.keys.map { "`\(Markdown.cell(Command.label($0)))`" }
          .joined(separator: " ")
        lines.append(
          "| \(keys.isEmpty ? "—" : keys) | `\(command.name.rawValue)` | "
            + "\(Markdown.cell(command.help ?? command.does ?? command.group)) |")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
