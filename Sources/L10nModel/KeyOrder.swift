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
      return lhs.compare(
        rhs, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil,
        locale: Locale(identifier: ""))
        == .orderedAscending
    }
  }
}
