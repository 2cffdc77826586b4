import L10nModel

/// A value of a settings file, JSON or YAML alike, with where it is written: what
/// `ProjectSettingsReader` checks and reads.
struct SettingsValue {
  /// What the value is.
  enum Content {
    /// A string; in YAML, any scalar but a null one (`off` and `3` are text here).
    case text(String)
    /// A JSON number (as written).
    case number(String)
    /// A JSON `true` or `false`.
    case boolean(Bool)
    /// `null`; in YAML also an empty value, `~` or `null`.
    case null
    /// A JSON array or YAML sequence.
    case list([SettingsValue])
    /// A JSON object or YAML mapping, in file order.
    case mapping([Member])
  }

  /// One `name: value` of a mapping.
  struct Member {
    /// The name.
    var name: String
    /// Where the name is written.
    var location: SourceLocation
    /// The value.
    var value: SettingsValue
  }

  /// What the value is.
  var content: Content
  /// Where the value is written; for JSON, where the member holding it is (its key).
  var location: SourceLocation

  /// The text of a string value, or `nil`.
  var text: String? {
    if case .text(let text) = content { return text }
    return nil
  }

  /// A boolean: JSON `true`/`false`, YAML `true`/`false` (YAML 1.2's core schema); else `nil`.
  var boolean: Bool? {
    switch content {
    case .boolean(let value): value
    case .text("true"): true
    case .text("false"): false
    default: nil
    }
  }
}

extension SettingsValue {
  /// The settings in a JSON document, each value placed at its member's key.
  init(json node: JSONNode, at location: SourceLocation) {
    self.location = location
    switch node {
    case .object(let members):
      content = .mapping(
        members.map { member in
          let location = member.location.expanded
          return Member(
            name: member.key.value, location: location,
            value: SettingsValue(json: member.value, at: location))
        })
    case .array(let items): content = .list(items.map { SettingsValue(json: $0, at: location) })
    case .string(let string): content = .text(string.value)
    case .number(let text): content = .number(text)
    case .bool(let value): content = .boolean(value)
    case .null: content = .null
    }
  }
}
