extension JSONNode {
  /// Whether `other` says the same as this node: the same members in the same order, strings
  /// and numbers alike, however they are spelled and wherever they were read.
  public func hasSameContent(as other: JSONNode) -> Bool {
    switch (self, other) {
    case (.object(let members), .object(let others)):
      return members.count == others.count
        && zip(members, others).allSatisfy { member, other in
          member.key.value == other.key.value && member.value.hasSameContent(as: other.value)
        }
    case (.array(let elements), .array(let others)):
      return elements.count == others.count
        && zip(elements, others).allSatisfy { $0.hasSameContent(as: $1) }
    case (.string(let string), .string(let other)): return string.value == other.value
    case (.number(let number), .number(let other)): return number == other
    case (.bool(let value), .bool(let other)): return value == other
    case (.null, .null): return true
    default: return false
    }
  }
}
