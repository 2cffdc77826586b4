extension FormatString {
  /// The `%` sequences of `text` as `spans(in:)` finds them, a String Catalog substitution's
  /// `%arg` whole: the parser reads it as `%a` (a conversion) followed by "rg", which must be
  /// kept with it (pseudo-localization, machine translation's masking).
  package static func spansWithCatalogArguments(in text: String) -> [(
    scalars: Range<Int>, item: FormatItem
  )] {
    let spans = spans(in: text)
    guard !spans.isEmpty else { return [] }
    let scalars = Array(text.unicodeScalars)
    return spans.map { span in
      let end = span.scalars.upperBound
      guard end - span.scalars.lowerBound == 2, scalars[end - 1] == "a", end + 1 < scalars.count,
        scalars[end] == "r", scalars[end + 1] == "g"
      else { return span }
      return (span.scalars.lowerBound..<end + 2, span.item)
    }
  }
}
