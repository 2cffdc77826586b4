/// `Documentation/Reference/Commands.md`: every command with its usage and options, from the
/// command-line parser itself.
enum CommandsPage {
  /// The page's Markdown.
  static func markdown(_ root: CommandInfo) -> String {
    let commands = root.flattened()
    var lines = [
      "# Command reference", "", Markdown.generatedNote, "",
      "Every command and option of `l10nedit`, as `--help` shows them. What they are for, with "
        + "examples: [Commands in depth](../Commands.md).", "",
    ]
    for (name, _) in commands {
      lines.append("- [`\(name)`](#\(Markdown.anchor(name)))")
    }
    for (name, command) in commands {
      lines += ["", "## `\(name)`", ""]
      if let abstract = command.abstract, !abstract.isEmpty { lines += [abstract, ""] }
      lines += ["```", usage(name, command), "```"]
      if let discussion = command.discussion, !discussion.isEmpty {
        lines += ["", "```text", discussion, "```"]
      }
      let arguments = command.shownArguments
      if !arguments.isEmpty {
        lines += ["", "| Argument or option | Description |", "|---|---|"]
        for argument in arguments {
          lines.append(
            "| `\(Markdown.cell(argument.spelling))` | \(Markdown.cell(argument.description)) |")
        }
      }
      let subcommands = command.shownSubcommands
      if !subcommands.isEmpty {
        lines += ["", "Subcommands:", ""]
        for subcommand in subcommands {
          let full = "\(name) \(subcommand.commandName)"
          lines.append(
            "- [`\(full)`](#\(Markdown.anchor(full))): \(subcommand.abstract ?? "")")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The usage line: the command's name, then each shown argument in short form.
  static func usage(_ name: String, _ command: CommandInfo) -> String {
    var words = [name]
    if !command.shownSubcommands.isEmpty { words.append("<subcommand>") }
    words += command.shownArguments.map(\.usage)
    return words.joined(separator: " ")
  }
}
