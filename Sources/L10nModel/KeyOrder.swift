import Foundation  // String.compare with .numeric and .caseInsensitive: Xcode's catalog order

/// How keys are ordered where a writer must place them.
public enum KeyOrder: Hashable, Sendable {
  /// Unicode code-point (UTF-8 byte) order: `.strings` files, l10nedit's own JSON.
  case codePoint
  /// Xcode's order for String Catalogs: Foundation's `compare` with `.numeric`,
  /// `.caseInsensitive` and `.forcedOrdering` (`item 2` before `Item 10`).
  case xcode

  /// Whether `lhs` goes before `rhs`.
  public func precedes(_ lhs: String, _ rhs: String) -> Bool {
    switch self {
    case .codePoint:
      return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars) {
        $0.value < $1.value
      }
    case .xcode:
      // Foundation on Linux answers some pairs with characters beyond U+FFFF differently from
      // one call to the next (two keys differing in case beside an emoji and digits: each
      // after the other, or either first), so a sort of them was no fixed point. Such pairs
      // are compared by the same rules here: case-insensitive, digit runs as numbers, then
      // code points.
      if lhs.unicodeScalars.contains(where: { $0.value > 0xFFFF })
        || rhs.unicodeScalars.contains(where: { $0.value > 0xFFFF })
      {
        return Self.numericCaseInsensitivePrecedes(lhs, rhs)
      }
      return lhs.compare(
        rhs, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil,
        locale: Self.rootLocale)
        == .orderedAscending
    }
  }

  /// Sorts `items` by their keys in this order, as `sort { precedes(key($0), key($1)) }` does.
  ///
  /// In Xcode's order, when every key is ASCII, the items are first put in a cheap order close
  /// to it (lower-cased, digit runs by their value), so that the sort, finding them nearly in
  /// order, asks Foundation about hardly more pairs than there are items (a sort of 20,000
  /// keys otherwise asks about 300,000). The order is the same: on ASCII keys Xcode's order is
  /// total. (Beyond ASCII it is not, mixing Foundation's answers with the rules for characters
  /// beyond U+FFFF, so that the result depends on the order the items come in: kept.)
  public func sort<Item>(_ items: inout [Item], by key: (Item) -> String) {
    if self == .xcode, items.count > 1, items.allSatisfy({ key($0).utf8.allSatisfy { $0 < 0x80 } })
    {
      let approximate = items.map { Self.approximateKey(key($0)) }
      let order = approximate.indices.sorted {
        approximate[$0].lexicographicallyPrecedes(approximate[$1])
      }
      items = order.map { items[$0] }
    }
    items.sort { precedes(key($0), key($1)) }
  }

  /// `text` lower-cased, each run of digits as the number of its digits past leading zeros and
  /// then those digits, so that runs compare by value.
  private static func approximateKey(_ text: String) -> [UInt32] {
    let scalars = Array(text.lowercased().unicodeScalars)
    var key: [UInt32] = []
    key.reserveCapacity(scalars.count)
    var index = 0
    while index < scalars.count {
      guard ("0"..."9").contains(scalars[index]) else {
        key.append(scalars[index].value)
        index += 1
        continue
      }
      var end = index
      while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
      let digits = scalars[index..<end].drop { $0 == "0" }
      key.append(0x30)
      key.append(UInt32(digits.count))
      key += digits.map(\.value)
      index = end
    }
    return key
  }

  /// The root locale the comparison names, made once (not once per pair: a sort of 20,000
  /// keys compares 300,000 pairs).
  private static let rootLocale = Locale(identifier: "")

  /// Case-insensitive (lower-cased scalars), digit runs compared as numbers, ties broken by
  /// code points.
  private static func numericCaseInsensitivePrecedes(_ lhs: String, _ rhs: String) -> Bool {
    let left = Array(lhs.lowercased().unicodeScalars)
    let right = Array(rhs.lowercased().unicodeScalars)
    func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    var (i, j) = (0, 0)
    while i < left.count, j < right.count {
      if isDigit(left[i]), isDigit(right[j]) {
        // Digit runs: without leading zeros, a longer run is a larger number.
        var (endI, endJ) = (i, j)
        while endI < left.count, isDigit(left[endI]) { endI += 1 }
        while endJ < right.count, isDigit(right[endJ]) { endJ += 1 }
        let a = left[i..<endI].drop { $0 == "0" }
        let b = right[j..<endJ].drop { $0 == "0" }
        if a.count != b.count { return a.count < b.count }
        if let (x, y) = zip(a, b).first(where: { $0 != $1 }) { return x.value < y.value }
        (i, j) = (endI, endJ)
      } else {
        if left[i] != right[j] { return left[i].value < right[j].value }
        (i, j) = (i + 1, j + 1)
      }
    }
    if (left.count - i) != (right.count - j) { return left.count - i < right.count - j }
    return KeyOrder.codePoint.precedes(lhs, rhs)
  }
}
