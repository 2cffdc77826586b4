/// The keys of every command in every context: the command table's defaults with the user's
/// bindings over them.
///
/// Binding a command replaces its default keys; a key the user binds is taken from whatever
/// command of that context had it by default. Modes look keys up here, and help and the key
/// hints show these effective bindings.
package struct Keymap: Sendable {
  /// The file the user's bindings came from, or `nil` for the defaults alone.
  package let source: String?
  /// The keys of each command, the user's first.
  private let bindings: [Command.Name: [KeyEvent]]
  /// The command each key triggers, per context (the first command in table order wins).
  private let lookup: [Command.Context: [KeyEvent: Command.Name]]

  /// The command table's keys, nothing changed.
  package static let standard = Keymap(overrides: [:], source: nil)

  /// The command table's keys with `overrides` (command → its keys, replacing the defaults);
  /// `source` names the file they came from.
  package init(overrides: [Command.Name: [KeyEvent]], source: String?) {
    self.source = source
    var taken: [Command.Context: Set<KeyEvent>] = [:]
    for (name, keys) in overrides { taken[name.context, default: []].formUnion(keys) }
    var bindings: [Command.Name: [KeyEvent]] = [:]
    var lookup: [Command.Context: [KeyEvent: Command.Name]] = [:]
    for command in Command.all {
      let keys =
        overrides[command.name]
        ?? command.keys.filter { !(taken[command.context]?.contains($0) ?? false) }
      bindings[command.name] = keys
      for key in keys where lookup[command.context]?[key] == nil {
        lookup[command.context, default: [:]][key] = command.name
      }
    }
    self.bindings = bindings
    self.lookup = lookup
  }

  /// The keys bound to `name`.
  package func keys(of name: Command.Name) -> [KeyEvent] {
    bindings[name] ?? []
  }

  /// The keys bound to the command `name`, as help reads them (`Ctrl-T`), if any.
  package func keysLabel(of name: Command.Name) -> String? {
    let keys = keys(of: name)
    return keys.isEmpty ? nil : Command.label(keys)
  }

  /// The command `event` triggers in `contexts`, the first context that binds it winning.
  package func command(for event: KeyEvent, in contexts: [Command.Context]) -> Command.Name? {
    for context in contexts {
      if let name = lookup[context]?[event] { return name }
    }
    return nil
  }

  /// The command of the set `event` triggers in that set's context, if any.
  func bound<Set: CommandSet>(to event: KeyEvent, in _: Set.Type) -> Set? {
    guard let name = lookup[Set.context]?[event] else { return nil }
    return Set.allCases.first { $0.name == name }
  }
}
