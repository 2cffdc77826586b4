/// The printf-style specifiers of a catalog text, found by the argument they print: what a
/// substitution replaces (`CellVariation.substitution`).
enum FormatArguments {
  /// A specifier found.
  struct Specifier {
    /// Its place in the text.
    var range: Range<String.Index>
    /// Its spelling (`%lld`, `%2$@`).
    var text: String
    /// Its length modifier and conversion (`lld`, `@`), as a substitution's `formatSpecifier`.
    var conversion: String
    /// Whether it names its argument's position (`%2$lld`).
    var isPositional: Bool
    /// Whether it prints an integer (`d`, `i`, `u`, `o`, `x`, `X`, with any length).
    var isInteger: Bool { conversion.last.map { "diuoxX".contains($0) } ?? false }
  }

  /// The specifier of `argument` (1 for the first) in `text`: the one numbered so, else the
  /// `argument`th in order; `%%` prints none, a substitution `%#@name@` takes its place.
  static func specifier(_ argument: Int, in text: String) -> Specifier? {
    var index = text.startIndex
    var count = 0
    while let percent = text[index...].firstIndex(of: "%") {
      var cursor = text.index(after: percent)
      guard cursor < text.endIndex else { return nil }
      if text[cursor] == "%" {
        index = text.index(after: cursor)
        continue
      }
      var digits = ""
      var probe = cursor
      while probe < text.endIndex, text[probe].isASCII, text[probe].isNumber {
        digits.append(text[probe])
        probe = text.index(after: probe)
      }
      var position: Int?
      if probe < text.endIndex, text[probe] == "$", let number = Int(digits) {
        position = number
        cursor = text.index(after: probe)
      }
      if text[cursor...].hasPrefix("#@"),
        let close = text[text.index(cursor, offsetBy: 2)...].firstIndex(of: "@")
      {
        // A substitution: an argument of its own.
        count += 1
        index = text.index(after: close)
        continue
      }
      while cursor < text.endIndex, "-+ 0#'".contains(text[cursor]) {
        cursor = text.index(after: cursor)
      }
      while cursor < text.endIndex, text[cursor].isASCII,
        text[cursor].isNumber || text[cursor] == "."
      {
        cursor = text.index(after: cursor)
      }
      let conversionStart = cursor
      for modifier in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]
      where text[cursor...].hasPrefix(modifier) {
        cursor = text.index(cursor, offsetBy: modifier.count)
        break
      }
      guard cursor < text.endIndex, "@dDiuUxXoOfFeEgGcCsSpaA".contains(text[cursor]) else {
        index = cursor
        continue
      }
      let end = text.index(after: cursor)
      count += 1
      if (position ?? count) == argument {
        return Specifier(
          range: percent..<end, text: String(text[percent..<end]),
          conversion: String(text[conversionStart..<end]), isPositional: position != nil)
      }
      index = end
    }
    return nil
  }
}
