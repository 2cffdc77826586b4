import L10nGrammar

/// The format-specifier parser: spans cover `%` sequences in order, inside the text; each
/// conversion's own text parses alone to the same conversion; a value compared with itself
/// differs in nothing; giving positions (`positional`) keeps the arguments and is idempotent.
public func fuzzFormatString(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let text = String(decoding: Fuzz.bytes(start, count), as: UTF8.self)
  let scalars = Array(text.unicodeScalars)
  let spans = FormatString.spans(in: text)
  var end = 0
  for span in spans {
    Fuzz.require(
      span.scalars.lowerBound >= end && span.scalars.upperBound <= scalars.count
        && !span.scalars.isEmpty,
      "spans are in order, inside the text, not empty: \(span.scalars) after \(end)")
    Fuzz.requireEqual(scalars[span.scalars.lowerBound], "%", "a span starts at a '%'")
    end = span.scalars.upperBound
    switch span.item {
    case .specifier(let specifier):
      Fuzz.require(
        Fuzz.same(specifier.text, String(String.UnicodeScalarView(scalars[span.scalars]))),
        "a conversion's text is its span")
      Fuzz.requireEqual(
        FormatString(specifier.text).items, [span.item], "a conversion parses alone the same")
    case .percentSign:
      Fuzz.requireEqual(span.scalars.count, 2, "%% is two scalars")
    case .invalid: break
    }
  }
  let format = FormatString(text)
  Fuzz.requireEqual(format.items, spans.map(\.item), "the items are the spans' items")

  let arguments = FormatArguments(format)
  Fuzz.require(
    FormatComparison(source: arguments, translation: arguments).differences.isEmpty,
    "a value compared with itself differs in nothing")

  let positional = FormatString.positional(text)
  Fuzz.require(
    Fuzz.same(FormatString.positional(positional), positional), "positional is idempotent")
  if !Fuzz.same(positional, text) {
    let given = FormatString(positional)
    Fuzz.requireEqual(
      given.specifiers.map(\.position), (1...format.specifiers.count).map(Optional.some),
      "positional numbers every conversion in order")
    Fuzz.require(
      FormatComparison(source: arguments, translation: FormatArguments(given)).errors.isEmpty,
      "positional keeps the arguments")
  }
  return 0
}
