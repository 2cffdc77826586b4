extension PlistNode {
  /// The node as an edit makes one: no entry or text keeps where it was read, so that it can
  /// go into another document (a writer spells it anew).
  public var detached: PlistNode {
    switch self {
    case .dictionary(let entries):
      .dictionary(
        entries.map { PlistEntry(key: PlistText(value: $0.key.value), value: $0.value.detached) })
    case .array(let nodes): .array(nodes.map(\.detached))
    case .string(let text): .string(PlistText(value: text.value))
    case .scalar: self
    }
  }
}
