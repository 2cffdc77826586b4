#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Questions about a string's UTF-8 answered at memory speed: what the checks and the editor ask
/// of every value, however long (a `%` for format strings, line feeds, an unchanged text).
extension String {
  /// How many times the ASCII `byte` occurs in the string's UTF-8.
  public func utf8Count(of byte: UInt8) -> Int {
    var copy = self
    return copy.withUTF8 { bytes in
      var count = 0
      for value in bytes where value == byte { count += 1 }
      return count
    }
  }

  /// Whether the ASCII `byte` occurs in the string's UTF-8.
  public func utf8Contains(_ byte: UInt8) -> Bool {
    var copy = self
    return copy.withUTF8 { $0.contains(byte) }
  }

  /// Whether the two strings have the same UTF-8 bytes (no Unicode equivalence: what a file
  /// would hold).
  public func utf8Equals(_ other: String) -> Bool {
    var (left, right) = (self, other)
    return left.withUTF8 { left in
      right.withUTF8 { right in
        guard left.count == right.count else { return false }
        guard let a = left.baseAddress, let b = right.baseAddress else { return true }
        return memcmp(a, b, left.count) == 0
      }
    }
  }
}
