extension FormatString {
  /// `text` with positions given to its conversions when it has several and none has one, as
  /// genstrings writes values: `File %@ contains %d bytes` → `File %1$@ contains %2$d bytes`.
  ///
  /// Text with one conversion, with positions already, or with `*` widths is returned as is;
  /// so is text with more conversions than `maximumPosition` (numbering them would write
  /// positions no call can pass, which the parser refuses).
  public static func positional(_ text: String) -> String {
    let spans = spans(in: text)
    let conversions = spans.compactMap { span -> (Range<Int>, FormatSpecifier)? in
      if case .specifier(let specifier) = span.item { return (span.scalars, specifier) }
      return nil
    }
    guard conversions.count > 1, conversions.count <= maximumPosition,
      conversions.allSatisfy({ $0.1.position == nil && !takesArgument($0.1) })
    else { return text }
    var scalars = Array(text.unicodeScalars)
    // From the end, so that earlier offsets stay valid.
    for (number, conversion) in conversions.enumerated().reversed() {
      let insertAt = conversion.0.lowerBound + 1
      scalars.insert(contentsOf: "\(number + 1)$".unicodeScalars, at: insertAt)
    }
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }

  /// Whether a width or precision is `*`: an argument of its own.
  private static func takesArgument(_ specifier: FormatSpecifier) -> Bool {
    [specifier.width, specifier.precision].contains {
      if case .argument = $0 { true } else { false }
    }
  }
}
