/// How keys read in help, in the key hints and in a keys file.
extension Command {
  /// How a key reads in help: `↓`, `Tab`, `Ctrl-R`, `Alt-Enter`, `Space`, `g`.
  package static func label(_ event: KeyEvent) -> String {
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

  /// The key a name in a keys file stands for: what `label` shows (`Tab`, `Ctrl-R`,
  /// `Alt-Enter`, `Space`, `PgDn`, `↑`, `g`), or `Up`, `Down`, `Left`, `Right`, `PageUp`,
  /// `PageDown`, `Escape`.
  ///
  /// Names of more than one character are read in any case; `nil` for anything else.
  package static func key(named name: String) -> KeyEvent? {
    let lower = name.lowercased()
    if let special = specialLabels.first(where: { $0.value.lowercased() == lower })?.key
      ?? otherNames[lower]
    {
      return .key(special)
    }
    if name.count == 1, let character = name.first { return .character(character) }
    if lower.hasPrefix("ctrl-"), lower.count == 6, let letter = lower.last, letter.isLetter {
      return .control(letter)
    }
    if lower.hasPrefix("alt-") {
      let rest = name.dropFirst(4)
      if rest.lowercased() == "enter" { return .alt("\r") }
      return rest.count == 1 ? rest.first.map(KeyEvent.alt) : nil
    }
    return lower == "space" ? .character(" ") : nil
  }

  private static let otherNames: [String: KeyEvent.SpecialKey] = [
    "up": .up, "down": .down, "left": .left, "right": .right, "pageup": .pageUp,
    "pagedown": .pageDown, "escape": .escape,
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
}
