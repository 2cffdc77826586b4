import L10nModel

/// Reading a keys file's JSON: contexts, command names and key names, each checked.
extension Keymap {
  /// A keymap from a keys file's JSON, read from `path`, and its problems
  /// (`path:line:column: what`).
  ///
  /// The file is an object of contexts (`grid`, `line-editor`, …; see `Command.Context.fileName`),
  /// each an object of command names (as help shows them) to lists of key names (see
  /// `Command.key(named:)`). Whatever is wrong is left out and said: a command whose keys are
  /// not all understood keeps its default keys, so a typo never leaves a command unbound.
  package static func reading(_ root: JSONNode, path: String) -> (
    keymap: Keymap, problems: [String]
  ) {
    var problems: [String] = []
    func say(_ location: SourceLocation32?, _ text: String) {
      let place = location.map { "\($0.line):\($0.column)" } ?? "1:1"
      problems.append("\(path):\(place): \(text)")
    }
    guard let contexts = root.members else {
      say(nil, "expected an object of contexts, like {\"grid\": {\"quit\": [\"q\"]}}")
      return (Keymap(overrides: [:], source: path), problems)
    }
    var overrides: [Command.Name: [KeyEvent]] = [:]
    for member in contexts {
      guard let context = Command.Context.allCases.first(where: { $0.fileName == member.key.value })
      else {
        let known = Command.Context.allCases.map(\.fileName).joined(separator: ", ")
        say(member.location, "unknown context \"\(member.key.value)\" (known: \(known))")
        continue
      }
      guard let commands = member.value.members else {
        say(member.location, "\(context.fileName): expected an object of command names")
        continue
      }
      for entry in commands {
        let place = "\(context.fileName).\(entry.key.value)"
        guard
          let name = Command.all.first(where: {
            $0.context == context && $0.name.rawValue == entry.key.value
          })?.name
        else {
          say(
            entry.location,
            "unknown command \"\(entry.key.value)\" in \(context.fileName) (? lists the names)")
          continue
        }
        guard
          let keys = keyList(
            entry.value, context: context, say: { say(entry.location, "\(place): \($0)") })
        else { continue }
        overrides[name] = keys
      }
    }
    for (context, clashes) in clashes(overrides) {
      for (key, names) in clashes {
        say(
          nil,
          "\(context.fileName): \(Command.label(key)) is bound to "
            + names.map(\.rawValue).joined(separator: " and ") + "; the first has it")
      }
    }
    return (Keymap(overrides: overrides, source: path), problems)
  }

  /// The keys of a list of key names, or `nil` (said) when any is not understood.
  private static func keyList(
    _ value: JSONNode, context: Command.Context, say: (String) -> Void
  ) -> [KeyEvent]? {
    guard case .array(let items) = value else {
      say("expected a list of key names, like [\"Tab\", \"Ctrl-N\"]")
      return nil
    }
    var keys: [KeyEvent] = []
    for item in items {
      guard let text = item.text, let key = Command.key(named: text) else {
        say(
          "unknown key \(item.text.map { "\"\($0)\"" } ?? "(not a string)"); keeping the default keys"
        )
        return nil
      }
      // Typed text goes into the field before any binding is looked at.
      if case .character = key, context == .lineEditor || context == .pluralEditor {
        say(
          "\"\(text)\" types text here: bind a Ctrl-, Alt- or named key; keeping the default keys")
        return nil
      }
      if !keys.contains(key) { keys.append(key) }
    }
    return keys
  }

  /// Keys the overrides bind to more than one command of a context, in table order.
  private static func clashes(
    _ overrides: [Command.Name: [KeyEvent]]
  ) -> [(Command.Context, [(KeyEvent, [Command.Name])])] {
    Command.Context.allCases.compactMap { context in
      var owners: [KeyEvent: [Command.Name]] = [:]
      var order: [KeyEvent] = []
      for command in Command.all where command.context == context {
        for key in overrides[command.name] ?? [] {
          if owners[key] == nil { order.append(key) }
          owners[key, default: []].append(command.name)
        }
      }
      let clashing = order.compactMap { key in
        owners[key].flatMap { $0.count > 1 ? (key, $0) : nil }
      }
      return clashing.isEmpty ? nil : (context, clashing)
    }
  }
}
