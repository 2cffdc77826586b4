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
