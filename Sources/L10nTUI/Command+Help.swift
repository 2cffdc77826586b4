/// The help screen and the key hints, generated from the command table.
extension Command {
  /// How a key reads in help: `↓`, `Tab`, `Ctrl-R`, `Alt-Enter`, `Space`, `g`.
  public static func label(_ event: KeyEvent) -> String {
    switch event {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .control(let character): "Ctrl-\(character.uppercased())"
    case .alt(let character): character == "\r" ? "Alt-Enter" : "Alt-\(character)"
    case .key(let key): specialLabels[key] ?? key.rawValue
    case .paste: "paste"
    case .mouse: "mouse"
    case .resize: "resize"
    }
  }

  private static let specialLabels: [KeyEvent.SpecialKey: String] = [
    .up: "↑", .down: "↓", .left: "←", .right: "→", .pageUp: "PgUp", .pageDown: "PgDn",
    .home: "Home", .end: "End", .enter: "Enter", .tab: "Tab", .backTab: "Shift-Tab",
    .backspace: "Backspace", .delete: "Delete", .escape: "Esc",
  ]

  /// Keys as they read together: `↑ k`, and arrows side by side as `↑↓`.
  static func label(_ keys: [KeyEvent]) -> String {
    let arrows: Set<KeyEvent> = [.key(.up), .key(.down), .key(.left), .key(.right)]
    var text = ""
    for (index, key) in keys.enumerated() {
      if index > 0, !(arrows.contains(keys[index - 1]) && arrows.contains(key)) { text += " " }
      text += label(key)
    }
    return text
  }

  /// The help screen's lines: a section per group, each mode opened from the grid on one line
  /// under the command that opens it.
  public static var helpLines: [String] {
    let closing = all.first { $0.name == .help(.close) }?.keys.map(label) ?? []
    let closeKeys =
      closing.count > 1
      ? closing.dropLast().joined(separator: ", ") + " or " + (closing.last ?? "")
      : closing.joined()
    var lines: [String] = ["l10nedit keys (\(closeKeys) closes this help)", ""]
    var group = ""
    for command in all {
      guard let help = command.help else { continue }
      if command.group != group {
        if !group.isEmpty { lines.append("") }
        group = command.group
        lines.append(group)
      }
      lines.append(
        "  " + TextWidth.pad(label(command.keys), to: 22) + help + "  (\(command.name.rawValue))")
      for context in Context.allCases where context.openedBy == command.name {
        let items = all.filter { $0.context == context }.map {
          "\(label($0.keys)) (\($0.name.rawValue))"
        }
        lines += wrapped(items, width: 76).map { String(repeating: " ", count: 24) + $0 }
      }
    }
    return lines
  }

  /// `items` joined by ` · ` into lines of at most `width` columns (an item wider than that
  /// alone on its line).
  private static func wrapped(_ items: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for item in items {
      if !line.isEmpty, TextWidth.width(of: line + " · " + item) > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " · ") + item
    }
    return line.isEmpty ? lines : lines + [line]
  }

  /// The key hints of a mode answering to `contexts` (the first binding of a key wins), in
  /// hint order: `Tab gap  ] finding  Enter edit  …`.
  static func hints(for contexts: [Context]) -> String {
    var hints: [(order: Int, label: String, keys: [KeyEvent])] = []
    var bound: Set<KeyEvent> = []
    for context in contexts {
      let commands = all.filter { $0.context == context }
      var ownHints: [(order: Int, label: String, keys: [KeyEvent])] = []
      for command in commands {
        guard let hint = command.hint else { continue }
        let keys = command.keys.prefix(hint.keyCount).filter { !bound.contains($0) }
        guard !keys.isEmpty else { continue }
        if let index = ownHints.firstIndex(where: { $0.label == hint.label }) {
          ownHints[index].keys += keys
        } else {
          ownHints.append((hint.order, hint.label, keys))
        }
      }
      hints += ownHints
      bound.formUnion(commands.flatMap(\.keys))
    }
    let separator = contexts.first?.hintSeparator ?? "  "
    return
      hints
      .enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
      .map { "\(label($0.element.keys)) \($0.element.label)" }
      .joined(separator: separator)
  }
}
