import L10nGrammar
import Testing

/// A compact reading of a parsed string: `@`, `i32`, `u64`, `f64`, `f80`, `c`, `C`, `s`, `S`,
/// `p`, `#` (plural), `*` (a star width), `%%`, or `!` for an invalid sequence; positional
/// arguments get `N$`.
func reading(_ text: String) -> [String] {
  FormatString(text).items.map { item in
    switch item {
    case .percentSign: return "%%"
    case .invalid: return "!"
    case .specifier(let specifier):
      let position = specifier.position.map { "\($0)$" } ?? ""
      let star = [specifier.width, specifier.precision].compactMap { amount -> String? in
        if case .argument? = amount { return "*" }
        return nil
      }
      return star.joined() + position + short(specifier.argumentType)
    }
  }
}

func short(_ type: ArgumentType) -> String {
  switch type {
  case .integer(let bits, let signed): "\(signed ? "i" : "u")\(bits)"
  case .floatingPoint(let long): long ? "f80" : "f64"
  case .object: "@"
  case .cString: "s"
  case .wideString: "S"
  case .character: "c"
  case .unichar: "C"
  case .pointer: "p"
  case .pluralVariable: "#"
  case .starCount: "*"
  }
}

@Suite struct FormatStringTests {
  static let cases: [(String, [String])] = [
    ("%@", ["@"]), ("%d", ["i32"]), ("%i", ["i32"]), ("%u", ["u32"]), ("%ld", ["i64"]),
    ("%lld", ["i64"]), ("%lu", ["u64"]), ("%qd", ["i64"]), ("%zd", ["i64"]), ("%zu", ["u64"]),
    ("%td", ["i64"]), ("%jd", ["i64"]), ("%hd", ["i16"]), ("%hhd", ["i8"]), ("%hu", ["u16"]),
    ("%x", ["u32"]), ("%X", ["u32"]), ("%o", ["u32"]), ("%lx", ["u64"]), ("%f", ["f64"]),
    ("%.2f", ["f64"]), ("%10.2f", ["f64"]), ("%Lf", ["f80"]), ("%lf", ["f64"]), ("%e", ["f64"]),
    ("%E", ["f64"]), ("%g", ["f64"]), ("%G", ["f64"]), ("%a", ["f64"]), ("%A", ["f64"]),
    ("%F", ["f64"]), ("%c", ["c"]), ("%C", ["C"]), ("%lc", ["C"]), ("%s", ["s"]), ("%S", ["S"]),
    ("%ls", ["S"]), ("%p", ["p"]), ("%%", ["%%"]), ("%1$@", ["1$@"]), ("%2$ld", ["2$i64"]),
    ("%-5d", ["i32"]), ("%+d", ["i32"]), ("%05d", ["i32"]), ("%'d", ["i32"]), ("%#x", ["u32"]),
    ("%*d", ["*i32"]), ("%.*f", ["*f64"]), ("%1$*2$d", ["*1$i32"]), ("%.3s", ["s"]),
    ("%#@files@", ["#"]), ("%1$#@files@", ["1$#"]), ("%n", ["!"]), ("%d%n", ["i32", "!"]),
    ("% publicacions", ["!"]), ("80% of", ["!"]), ("100% private", ["!"]), ("%1@", ["!"]),
    ("%2@ et %1@", ["!", "!"]), ("100%", ["!"]), ("%-a", ["f64"]), ("%y", ["!"]), ("%k", ["!"]),
    ("%0$d", ["!"]), ("%Ld", ["!"]), ("%hf", ["!"]), ("%lld%%", ["i64", "%%"]),
    ("%#@ @", ["!"]), ("%#@files", ["!"]), ("%5$@", ["5$@"]), ("%l", ["!"]), ("%.f", ["f64"]),
    ("%@ and %@", ["@", "@"]), ("50 % de réduction", ["!"]), ("no percent here", []),
    ("%1$@ %2$@ %1$@", ["1$@", "2$@", "1$@"]), ("日本%@語", ["@"]), ("%%d", ["%%"]),
    ("%10@", ["!"]), ("%-10@", ["@"]),
    // Xcode 26's named placeholders: the name labels the argument.
    ("%(owner)@", ["@"]), ("%(count)lld", ["i64"]), ("%2$(count)lld", ["2$i64"]),
    ("%(first_name)@ %(n2)d", ["@", "i32"]), ("%(approx) value", ["!"]), ("%()@", ["!"]),
    ("100%(sic)", ["!"]),
  ]

  @Test("the specifier grammar", arguments: cases)
  func grammar(text: String, expected: [String]) {
    #expect(reading(text) == expected)
  }

  @Test("a value is a format string only with a valid conversion")
  func isFormat() {
    #expect(FormatString("%d files").isFormat)
    #expect(!FormatString("100% sicher").isFormat)
    #expect(!FormatString("50%% off").isFormat)
    #expect(!FormatString("plain").isFormat)
  }

  @Test("invalid sequences say why")
  func reasons() {
    let reasons = FormatString("%n %1@ %y 100%").invalidItems.map(\.reason)
    #expect(
      reasons == [
        "%n writes to memory and is never allowed",
        "a width on %@ has no effect: did you mean %1$@?",
        "'y' is not a conversion", "a lone '%' at the end",
      ])
  }

  /// Once a crash on opening a file (Swift's overflow trap): any number of digits is a finding.
  @Test(
    "huge widths, precisions and positions are findings, not overflows or allocations",
    arguments: [
      "%99999999999999999999d", "%*99999999999999999999$d", "%.99999999999999999999f",
      "%99999999999999999999$@", "%100000000$@", "%1001$@", "%3000000000d",
    ])
  func hugeNumbers(_ text: String) {
    let format = FormatString(text)
    #expect(format.invalidItems.count == 1, "\(format.invalidItems.map(\.reason))")
    #expect(FormatArguments(format).byPosition.count <= 1)
  }

  @Test("positions up to the bound and widths up to printf's int are fine")
  func largeButValid() {
    #expect(FormatString("%1000$@ %2147483647d").invalidItems.isEmpty)
  }
}

@Suite struct FormatArgumentsTests {
  @Test("sequential arguments count from 1, stars included")
  func sequential() {
    let arguments = FormatArguments(FormatString("%*d of %.*f: %@"))
    #expect(arguments.byPosition.keys.sorted() == [1, 2, 3, 4, 5])
    #expect(arguments.byPosition[2]?.type == .integer(bits: 32, signed: true))
    #expect(arguments.byPosition[5]?.type == .object)
    #expect(arguments.problems.isEmpty)
  }

  @Test("mixing positional and sequential arguments is a problem")
  func mixing() {
    #expect(
      FormatArguments(FormatString("%1$@ and %@")).problems == [
        "mixes positional (%1$@) and sequential (%@) arguments; use n$ on all"
      ])
  }

  @Test("one position with two types is a problem")
  func conflicting() {
    #expect(
      FormatArguments(FormatString("%1$@ %1$d")).problems == [
        "argument 1 is used as %1$@ (an object) and as %1$d (a 32-bit integer)"
      ])
  }

  @Test("reordering through n$ matches; size and sign changes are warnings; kinds are errors")
  func comparison() {
    func compare(_ source: String, _ translation: String) -> FormatComparison {
      FormatComparison(
        source: FormatArguments(FormatString(source)),
        translation: FormatArguments(FormatString(translation)))
    }
    let reordered = compare("%1$@ shared %2$@", "%2$@ teilte %1$@")
    #expect(reordered.errors.isEmpty && reordered.warnings.isEmpty)
    #expect(compare("%d", "%i").errors.isEmpty)
    #expect(compare("%d", "%i").warnings.isEmpty)
    #expect(
      compare("%d", "%ld").warnings.map(\.description) == [
        "argument 1 is %d (a 32-bit integer) in the source but %ld (a 64-bit integer) here"
      ])
    #expect(compare("%d", "%u").warnings.count == 1)
    #expect(compare("%ld", "%lld").warnings.isEmpty)
    #expect(
      compare("%@", "%d").errors.map(\.description) == [
        "argument 1 is %@ (an object) in the source but %d (a 32-bit integer) here"
      ])
    #expect(
      compare("%1$@ %2$@", "%1$@").errors.map(\.description) == [
        "argument 2 (%2$@ in the source) is missing"
      ])
    #expect(
      compare("%@", "%@ %d").errors.map(\.description) == ["argument 2 (%d) is not in the source"])
    #expect(compare("%f", "%Lf").warnings.count == 1)
    #expect(compare("%#@files@", "%ld").errors.isEmpty)
  }

  @Test("a difference says what differs, at which position")
  func differences() {
    let differences = FormatComparison(
      source: FormatArguments(FormatString("%1$@ %2$d %3$d %4$d %5$@")),
      translation: FormatArguments(FormatString("%1$d %2$ld %3$u %4$d %6$@"))
    ).differences
    let kinds = differences.map { difference in
      switch difference {
      case .missingArgument(let position, _): "missing \(position)"
      case .extraArgument(let position, _): "extra \(position)"
      case .incompatibleType(let position, _, _): "kind \(position)"
      case .differentSize(let position, _, _): "size \(position)"
      case .differentSignedness(let position, _, _): "sign \(position)"
      }
    }
    #expect(kinds == ["kind 1", "size 2", "sign 3", "missing 5", "extra 6"])
    #expect(differences.map(\.isError) == [true, false, false, true, true])
  }
}

@Suite("Giving conversions positions")
struct PositionalFormatTests {
  @Test("conversions are numbered in order; text with more than any call passes is left as is")
  func numbering() {
    #expect(FormatString.positional("File %@ contains %d bytes") == "File %1$@ contains %2$d bytes")
    #expect(FormatString.positional("%d of %@ %%") == "%1$d of %2$@ %%")
    #expect(FormatString.positional("only %d") == "only %d")
    #expect(FormatString.positional("%1$d and %d") == "%1$d and %d")
    let thousand = String(repeating: "%d ", count: 1_000)
    let numbered = FormatString(FormatString.positional(thousand))
    #expect(numbered.specifiers.map(\.position) == (1...1_000).map(Optional.some))
    // FuzzFormatString: 1,056 conversions were numbered up to %1056$, which no longer parsed.
    let more = String(repeating: "%u", count: 1_001)
    #expect(FormatString.positional(more) == more)
  }
}
