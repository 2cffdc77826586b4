import Foundation  // String.compare with .numeric and .caseInsensitive: Xcode's catalog order

/// How keys are ordered where a writer must place them.
public enum KeyOrder: Hashable, Sendable {
  /// Unicode code-point (UTF-8 byte) order: `.strings` files, l10nedit's own JSON.
  case codePoint
  /// Xcode's order for String Catalogs: Foundation's `compare` with `.numeric`,
  /// `.caseInsensitive` and `.forcedOrdering` (`item 2` before `Item 10`) of the keys' collation
  /// texts (`collationText`: NFKD, without the characters collation ignores, those beyond U+FFFF
  /// as U+FFFD); keys of equal texts are in code-point order.
  case xcode

  /// Whether `lhs` goes before `rhs`.
  public func precedes(_ lhs: String, _ rhs: String) -> Bool {
    switch self {
    case .codePoint:
      return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars) {
        $0.value < $1.value
      }
    case .xcode:
      return Self.xcodePrecedes(lhs, Self.collationText(lhs), rhs, Self.collationText(rhs))
    }
  }

  /// Sorts `items` by their keys in this order, as `sort { precedes(key($0), key($1)) }` does.
  ///
  /// In Xcode's order, when every key is ASCII, the items are first put in a cheap order close
  /// to it (lower-cased, digit runs by their value), so that the sort, finding them nearly in
  /// order, asks Foundation about hardly more pairs than there are items (a sort of 20,000
  /// keys otherwise asks about 300,000). The order is the same: Xcode's order is total, so the
  /// result does not depend on the order the items come in.
  public func sort<Item>(_ items: inout [Item], by key: (Item) -> String) {
    if self == .xcode, items.count > 1, items.allSatisfy({ key($0).utf8.allSatisfy { $0 < 0x80 } })
    {
      let approximate = items.map { Self.approximateKey(key($0)) }
      let order = approximate.indices.sorted {
        approximate[$0].lexicographicallyPrecedes(approximate[$1])
      }
      items = order.map { items[$0] }
    }
    guard self == .xcode else {
      items.sort { precedes(key($0), key($1)) }
      return
    }
    var collated = items.map { (item: $0, key: key($0), text: Self.collationText(key($0))) }
    collated.sort { Self.xcodePrecedes($0.key, $0.text, $1.key, $1.text) }
    items = collated.map(\.item)
  }

  /// Xcode's order of `lhs` and `rhs`, whose `collationText`s are `lhsText` and `rhsText`.
  ///
  /// Foundation compares only the collation texts: on Linux it answered pairs of keys holding
  /// characters collation ignores (keys equal but for a run of DEL and U+FEFF) or characters
  /// beyond U+FFFF differently from one call to the next, and pairs holding full-width letters
  /// each before the other, so a sort was no fixed point. Texts it finds equal are in
  /// code-point order, and keys of the same text too: the order is total.
  private static func xcodePrecedes(
    _ lhs: String, _ lhsText: String, _ rhs: String, _ rhsText: String
  ) -> Bool {
    guard !lhsText.unicodeScalars.elementsEqual(rhsText.unicodeScalars) else {
      return KeyOrder.codePoint.precedes(lhs, rhs)
    }
    switch lhsText.compare(
      rhsText, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil,
      locale: rootLocale)
    {
    case .orderedAscending: return true
    case .orderedDescending: return false
    case .orderedSame: return KeyOrder.codePoint.precedes(lhsText, rhsText)
    }
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

  /// `text` as Foundation compares it in Xcode's order.
  ///
  /// In compatibility decomposed form (NFKD: `Ａ` as `A`, `…` as `...`, which collation tells
  /// apart only as it tells case apart), without the characters collation ignores (control
  /// characters other than white space, default-ignorable ones such as U+FEFF, U+200B or
  /// variation selectors), each character beyond U+FFFF as U+FFFD. Text holding none of them
  /// (every ASCII key without control characters) is `text` itself.
  private static func collationText(_ text: String) -> String {
    if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) || (0x09...0x0D).contains($0) }) {
      return text
    }
    var scalars = String.UnicodeScalarView()
    for scalar in text.decomposedStringWithCompatibilityMapping.unicodeScalars {
      if scalar.value > 0xFFFF {
        scalars.append("\u{FFFD}")
      } else if !isIgnored(scalar) {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// Whether Unicode's collation gives `scalar` no weight: a control character other than white
  /// space (tab to carriage return, U+0085), or a default-ignorable code point.
  private static func isIgnored(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.generalCategory == .control {
      return !(0x09...0x0D).contains(scalar.value) && scalar.value != 0x85
    }
    return scalar.properties.isDefaultIgnorableCodePoint
  }
}
