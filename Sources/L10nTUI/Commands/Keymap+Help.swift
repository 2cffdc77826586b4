/// The help screen and the key hints, generated from the command table and the bindings in
/// effect.
extension Keymap {
  /// The help screen's lines: a section per group, each mode opened from the grid on one line
  /// under the command that opens it.
  package var helpLines: [String] { helpLines(width: .max) }

  /// The help screen's text in lines of at most `width` columns: a description too long goes
  /// on under itself, at its column (at 80 × 24 nothing is cut).
  package func helpLines(width: Int) -> [String] {
    let closing = keys(of: .help(.close)).map { Command.label($0) }
    let closeKeys =
      closing.count > 1
      ? closing.dropLast().joined(separator: ", ") + " or " + (closing.last ?? "")
      : closing.joined()
    var lines: [String] = [
      "l10nedit keys (\(closeKeys) closes this help)",
      source.map { "Bindings from \($0) over the defaults." }
        ?? "Default keys: change them in a keys file (see Documentation/Editor.md).",
      "",
    ]
    // Each group once, in the order groups first appear, its commands in table order (the
    // table keeps some of a group's commands apart, beside the context they belong to).
    var groups: [String] = []
    for command in Command.all where command.help != nil && !groups.contains(command.group) {
      groups.append(command.group)
    }
    let commands = groups.flatMap { group in
      Command.all.filter { $0.group == group && $0.help != nil }
    }
    var group = ""
    for command in commands {
      guard let help = command.help else { continue }
      if command.group != group {
        if !group.isEmpty { lines.append("") }
        group = command.group
        lines.append(group)
      }
      let description = help + "  (\(command.name.rawValue))"
      let room = width == .max ? Int.max : max(20, width - 24)
      let parts =
        TextWidth.width(of: description) <= room
        ? [description] : LineWrapper.lines(description, width: room)
      lines.append("  " + TextWidth.pad(Command.label(keys(of: command.name)), to: 22) + parts[0])
      lines += parts.dropFirst().map { String(repeating: " ", count: 24) + $0 }
      for context in Command.Context.allCases where context.openedBy == command.name {
        var items = Command.all.filter { $0.context == context }.map {
          "\(Command.label(keys(of: $0.name))) (\($0.name.rawValue))"
            + ($0.does.map { " \($0)" } ?? "")
        }
        // A prompt's answers say which prompt they answer (several are listed under save).
        if case .prompt(let name) = context, !items.isEmpty { items[0] = name + ": " + items[0] }
        lines += Self.wrapped(items, width: min(76, max(20, width - 24))).map {
          String(repeating: " ", count: 24) + $0
        }
      }
    }
    return lines
  }

  /// `items` joined by ` · ` into lines of at most `width` columns (an item wider than that
  /// starts a line and goes on under itself).
  private static func wrapped(_ items: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for item in items {
      if !line.isEmpty, TextWidth.width(of: line + " · " + item) > width {
        lines.append(line)
        line = ""
      }
      guard line.isEmpty, TextWidth.width(of: item) > width else {
        line += (line.isEmpty ? "" : " · ") + item
        continue
      }
      let parts = LineWrapper.lines(item, width: width)
      lines += parts.dropLast()
      line = parts.last ?? ""
    }
    return line.isEmpty ? lines : lines + [line]
  }

  /// The key hints of a mode answering to `contexts` (the first binding of a key wins), in
  /// hint order: `Tab gap  ] finding  Enter edit  …`; a label in `relabeled` is said as its
  /// value there (a prompt whose sides have other names).
  func hints(for contexts: [Command.Context], relabeled: [String: String] = [:]) -> String {
    var hints: [(order: Int, label: String, keys: [KeyEvent])] = []
    var bound: Set<KeyEvent> = []
    for context in contexts {
      let commands = Command.all.filter { $0.context == context }
      var ownHints: [(order: Int, label: String, keys: [KeyEvent])] = []
      for command in commands {
        guard let hint = command.hint else { continue }
        let shown = keys(of: command.name).prefix(hint.keyCount).filter { !bound.contains($0) }
        guard !shown.isEmpty else { continue }
        if let index = ownHints.firstIndex(where: { $0.label == hint.label }) {
          ownHints[index].keys += shown
        } else {
          ownHints.append((hint.order, hint.label, shown))
        }
      }
      hints += ownHints
      bound.formUnion(commands.flatMap { keys(of: $0.name) })
    }
    let separator = contexts.first?.hintSeparator ?? "  "
    return
      hints
      .enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
      .map {
        "\(Command.label($0.element.keys)) \(relabeled[$0.element.label] ?? $0.element.label)"
      }
      .joined(separator: separator)
  }
}
