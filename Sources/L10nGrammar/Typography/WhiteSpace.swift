/// Unicode's White_Space characters, told by a switch rather than a property lookup (which the
/// quality rules made for the first and last scalar of nearly every value).
package enum WhiteSpace {
  /// Whether `scalar` has the White_Space property (`scalar.properties.isWhitespace`; checked
  /// against it for every scalar by the tests).
  package static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
      0x3000:
      true
    default: false
    }
  }
}
