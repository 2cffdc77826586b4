extension JSONNode {
  /// A string of `text`, spelled canonically when written.
  public static func string(_ text: String) -> JSONNode { .string(JSONString(value: text)) }

  /// An integer.
  public static func number(_ value: Int) -> JSONNode { .number(String(value)) }

  /// A number spelled as Swift describes a `Double` (`100.0`, `33.3`).
  public static func number(_ value: Double) -> JSONNode { .number(String(value)) }

  /// An object of `members` ordered by key in Unicode code-point order; members with equal keys
  /// keep their relative order.
  public static func object(sortingKeys members: [(key: String, value: JSONNode)]) -> JSONNode {
    // UTF-8 byte order is code-point order; members usually come sorted already.
    let precedes = { (lhs: (key: String, value: JSONNode), rhs: (key: String, value: JSONNode)) in
      lhs.key.utf8.lexicographicallyPrecedes(rhs.key.utf8)
    }
    let isSorted = zip(members, members.dropFirst()).allSatisfy { !precedes($1, $0) }
    return .object(
      (isSorted ? members : members.sorted(by: precedes))
        .map { JSONMember(key: JSONString(value: $0.key), value: $0.value) })
  }
}
