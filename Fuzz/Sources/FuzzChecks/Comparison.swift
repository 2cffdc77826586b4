import L10nModel

extension Fuzz {
  /// A key → value map compared by Unicode scalars (so a change of normalization is a change).
  public typealias ScalarMap = [[Unicode.Scalar]: [Unicode.Scalar]]

  /// The effective map of `pairs`: the last value of a repeated key wins.
  public static func effectiveMap(_ pairs: [(key: String, value: String)]) -> ScalarMap {
    var map: ScalarMap = [:]
    for (key, value) in pairs { map[Array(key.unicodeScalars)] = Array(value.unicodeScalars) }
    return map
  }

  /// Whether two property list trees hold the same keys, values and tags, whatever their
  /// spelling, lines and spans.
  public static func sameTree(_ lhs: PlistNode, _ rhs: PlistNode) -> Bool {
    switch (lhs, rhs) {
    case (.dictionary(let left), .dictionary(let right)):
      left.count == right.count
        && zip(left, right).allSatisfy {
          same($0.key.value, $1.key.value) && sameTree($0.value, $1.value)
        }
    case (.array(let left), .array(let right)):
      left.count == right.count && zip(left, right).allSatisfy { sameTree($0, $1) }
    case (.string(let left), .string(let right)): same(left.value, right.value)
    case (.scalar(let leftTag, let leftText), .scalar(let rightTag, let rightText)):
      leftTag == rightTag && same(leftText, rightText)
    default: false
    }
  }

  /// Whether two JSON trees hold the same members, values and spellings, wherever they were read.
  public static func sameTree(_ lhs: JSONNode, _ rhs: JSONNode) -> Bool {
    switch (lhs, rhs) {
    case (.object(let left), .object(let right)):
      left.count == right.count
        && zip(left, right).allSatisfy { same($0.key, $1.key) && sameTree($0.value, $1.value) }
    case (.array(let left), .array(let right)):
      left.count == right.count && zip(left, right).allSatisfy { sameTree($0, $1) }
    case (.string(let left), .string(let right)): same(left, right)
    default: lhs == rhs
    }
  }

  /// The scalars of `text` in hexadecimal: text that compares and prints scalar for scalar.
  public static func scalars(_ text: String) -> String {
    text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
  }

  /// `text` with CRLF and lone CR as LF, as the writers end lines.
  public static func lineFeeds(_ text: String) -> String {
    var result = ""
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if scalar == "\n", previous == "\r" {
        previous = scalar
        continue
      }
      result.unicodeScalars.append(scalar == "\r" ? "\n" : scalar)
      previous = scalar
    }
    return result
  }

  /// Equal scalar for scalar (`String`'s `==` takes canonically equivalent text as equal).
  public static func same(_ lhs: String, _ rhs: String) -> Bool {
    lhs.unicodeScalars.elementsEqual(rhs.unicodeScalars)
  }

  private static func same(_ lhs: JSONString, _ rhs: JSONString) -> Bool {
    same(lhs.value, rhs.value)
      && lhs.raw.map { Array($0.unicodeScalars) } == rhs.raw.map { Array($0.unicodeScalars) }
  }
}
