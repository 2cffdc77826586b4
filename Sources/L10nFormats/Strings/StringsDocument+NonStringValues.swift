import L10nModel

extension StringsDocument {
  /// The entries whose value is an array, a dictionary or data, which Foundation reads but
  /// `Bundle` finds no text in: where each value starts, and what that means on a device.
  public var nonStringValues: [(location: SourceLocation, reason: String)] {
    var found: [(location: SourceLocation, reason: String)] = []
    for index in 0..<entries.endIndex {
      guard let value = entries.value(at: index), value.style == .structure else { continue }
      let what =
        switch text[Int(value.span.start)] {
        case UInt8(ascii: "("): "an array"
        case UInt8(ascii: "{"): "a dictionary"
        default: "data"
        }
      let location = text.withUnsafeBufferPointer {
        LineIndex.location(of: Int(value.span.start), in: $0)
      }
      found.append(
        (
          location,
          "the value of \(key(at: index).text.debugDescription) is \(what), not a string: "
            + "Foundation reads it, but Bundle finds no text for the key and shows the key itself"
        ))
    }
    return found
  }
}
