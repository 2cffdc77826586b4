/// The printf-style specifiers and substitutions of a catalog or `.stringsdict` text, with the
/// argument each prints: what a substitution replaces (`CellVariation.substitution`), which
/// argument a `%#@name@` stands for, what a plural form prints (`CatalogMigration`).
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

  /// A specifier and the argument it prints, or a substitution (`%#@name@`, `text` that
  /// spelling, `conversion` empty) and the argument it takes.
  struct Found {
    var argument: Int
    var specifier: Specifier
    /// The substitution's name, for `%#@name@`.
    var substitution: String?
  }

  /// The specifier of `argument` (1 for the first) in `text`: the one numbered so, else the
  /// `argument`th in order; `%%` prints none, a substitution `%#@name@` takes its place.
  static func specifier(_ argument: Int, in text: String) -> Specifier? {
    all(in: text).first { $0.argument == argument && $0.substitution == nil }?.specifier
  }

  /// Every specifier and substitution of `text`, in order, each with its argument: its
  /// number when it has one, else one more than the ones before it.
  static func all(in text: String) -> [Found] {
    var found: [Found] = []
    var index = text.startIndex
    var count = 0
    while let percent = text[index...].firstIndex(of: "%") {
      var cursor = text.index(after: percent)
      guard cursor < text.endIndex else { break }
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
        let end = text.index(after: close)
        found.append(
          Found(
            argument: position ?? count,
            specifier: Specifier(
              range: percent..<end, text: String(text[percent..<end]), conversion: "",
              isPositional: position != nil),
            substitution: String(text[text.index(cursor, offsetBy: 2)..<close])))
        index = end
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
      found.append(
        Found(
          argument: position ?? count,
          specifier: Specifier(
            range: percent..<end, text: String(text[percent..<end]),
            conversion: String(text[conversionStart..<end]), isPositional: position != nil),
          substitution: nil))
      index = end
    }
    return found
  }
}
