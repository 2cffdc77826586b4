extension Unicode.Scalar {
  /// The scalar's code point as Unicode writes it: `U+` and at least four hex digits
  /// (`U+001B`, `U+202E`, `U+1F600`), for naming characters that cannot be shown.
  package var codePoint: String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
