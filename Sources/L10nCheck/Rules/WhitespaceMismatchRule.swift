import L10nGrammar
import L10nModel

/// `whitespace-mismatch`: leading or trailing whitespace, or the number of line breaks, differs
/// from the source — usually a stray space or a lost `\n` that breaks layout or concatenation.
///
/// When most translations (three or more) differ, the source is likely the one to fix: one
/// finding on the source says so instead of one per translation. A catalog key standing in
/// for a storyboard's text (an Interface Builder object id) is not compared.
package struct WhitespaceMismatchRule: RowRule {
  package static let id = "whitespace-mismatch"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "Leading or trailing whitespace, or the number of line breaks, differs from the source."

  /// Creates the rule.
  package init() {}

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    // A catalog made from a storyboard may have no source text: its key, an Interface Builder
    // object id (`BgM-ve-c93.title`), stands in, and says nothing of the text's whitespace.
    guard let source = row.source.value,
      !(source == row.key.text && UnusedKeyRule.looksLikeObjectID(source))
    else { return }
    let expected = Shape(source, facts: source.isEmpty ? nil : row.source.textFacts)
    // The translations that differ, with their shapes: their messages are made only when they
    // are reported one by one (most rows whose translations differ say it once, on the source).
    // `excused`: it differs, but rightly for its language or its text (no space after `：`,
    // a separator that is a space alone), so it is counted to tell whether the source is the
    // odd one out, and never reported itself.
    var differing: [(index: Int, shape: Shape, excused: Bool)] = []
    var compared = 0
    // Cells are read in place by index and copied only to report: copying each of a row's
    // cells for every rule was a fifth of lint's time.
    for index in row.translations.indices {
      guard let value = row.translations[index].value, !value.isEmpty else { continue }
      compared += 1
      // A value that is the source's text has its shape (`RowContext`).
      let isSource =
        !source.isEmpty && !row.translations[index].differsFromSource
        && !row.translations[index].isPseudo
      guard !isSource else { continue }
      let found = Shape(
        value,
        facts: row.translations[index].differsFromSource ? row.translations[index].textFacts : nil)
      let sameTrailing = found.trailing.elementsEqual(expected.trailing)
      if !found.leading.elementsEqual(expected.leading) || !sameTrailing
        || found.lineBreaks != expected.lineBreaks
      {
        let fits =
          Self.leadingFits(found, expected, value) && found.lineBreaks == expected.lineBreaks
          && Self.trailingFits(found, expected, value)
        // A separator translated as whitespace alone (" at " → " ") keeps its spacing.
        let excused = fits || (found.isBlank && Self.blankFits(found, expected))
        differing.append((index, found, excused))
      }
    }
    // Most translations (three or more) differ: the source is likely the odd one out, said
    // once on it rather than once per translation.
    if differing.count >= 3, differing.count * 2 > compared {
      let languages = differing.map { row.translations[$0.index].language.code }
      let named = languages.prefix(6).joined(separator: ", ") + (languages.count > 6 ? ", …" : "")
      report(
        Problem(
          path: row.source.path, location: row.sourceLocation,
          message: "\(Quoted.key(row.key)): \(differing.count) of \(compared) translations "
            + "differ from the source's whitespace (\(named)); the source "
            + "(\(row.source.language.code)) starts with \(describe(expected.leading)), ends "
            + "with \(describe(expected.trailing)) and has \(lineBreaks(expected.lineBreaks)): "
            + "is it the one to fix?",
          cell: row.source.reference(row)))
      return
    }
    for (index, found, excused) in differing where !excused {
      var differences: [String] = []
      if !Self.leadingFits(found, expected, row.translations[index].value ?? "") {
        differences.append(
          "starts with \(describe(found.leading)) (the source: \(describe(expected.leading)))")
      }
      if !Self.trailingFits(found, expected, row.translations[index].value ?? "") {
        differences.append(
          "ends with \(describe(found.trailing)) (the source: \(describe(expected.trailing)))")
      }
      if found.lineBreaks != expected.lineBreaks {
        differences.append(
          "has \(lineBreaks(found.lineBreaks)) (the source: \(lineBreaks(expected.lineBreaks)))")
      }
      let cell = row.translations[index]
      report(
        Problem(
          path: cell.path, location: cell.location ?? row.sourceLocation,
          message: "\(Quoted.key(row.key)) in \(cell.language.code) "
            + differences.joined(separator: "; "),
          cell: cell.reference(row)))
    }
  }

  /// A value's whitespace at either end (slices of it, not copies: a value of a million line
  /// breaks is not copied into four bytes a scalar) and its line breaks.
  private struct Shape {
    typealias Whitespace = Substring.UnicodeScalarView
    var leading: Whitespace
    var trailing: Whitespace
    var lineBreaks: Int
    /// Whether the text is whitespace alone (then `leading` is all of it).
    var isBlank = false

    /// No whitespace: the scalars of an empty literal (holding no text's storage).
    private static let none = ""[...].unicodeScalars

    /// The shape of `text`, whose `TextFacts` are `facts` when they were found.
    init(_ text: String, facts: TextFacts? = nil) {
      lineBreaks =
        facts?.has(UInt8(ascii: "\n")) == false ? 0 : text.utf8Count(of: UInt8(ascii: "\n"))
      // No whitespace at either end (most values): nothing to take apart. Visible ASCII is
      // told from its byte; other scalars by their Unicode property.
      func isVisible(_ byte: UInt8?, _ scalar: () -> Unicode.Scalar?) -> Bool {
        guard let byte else { return false }
        if byte > 0x20, byte < 0x7F { return true }
        return scalar().map { !WhiteSpace.contains($0) } ?? false
      }
      if isVisible(text.utf8.first, { text.unicodeScalars.first }),
        isVisible(text.utf8.last, { text.unicodeScalars.last })
      {
        leading = Self.none
        trailing = Self.none
        return
      }
      let scalars = text[...].unicodeScalars
      // Only the ends are looked at scalar by scalar: a long value is not taken apart.
      let isSpace = { (scalar: Unicode.Scalar) in WhiteSpace.contains(scalar) }
      if let firstVisible = scalars.firstIndex(where: { !isSpace($0) }),
        let lastVisible = scalars.lastIndex(where: { !isSpace($0) })
      {
        leading = scalars[..<firstVisible]
        trailing = scalars[scalars.index(after: lastVisible)...]
      } else {
        leading = scalars
        trailing = scalars[scalars.endIndex...]
        isBlank = true
      }
    }
  }

  /// Whether the trailing whitespace of `found` (the shape of `text`) fits the source's.
  ///
  /// It is `expected`'s, or none after a full-width mark where the source ends with spaces
  /// (`名前：` for "Name: "): the mark's glyph has the space built in. Such a translation still
  /// counts as differing when most do (the source is then said to be the odd one out).
  private static func trailingFits(_ found: Shape, _ expected: Shape, _ text: String) -> Bool {
    endFits(found.trailing, expected.trailing, byte: text.utf8.last) { text.unicodeScalars.last }
  }

  /// Whether the leading whitespace of `found` (the shape of `text`) fits the source's: it is
  /// `expected`'s, or none before a full-width mark where the source starts with spaces
  /// (`（默认）` for " (default)").
  private static func leadingFits(_ found: Shape, _ expected: Shape, _ text: String) -> Bool {
    endFits(found.leading, expected.leading, byte: text.utf8.first) { text.unicodeScalars.first }
  }

  /// Whether the whitespace `found` at one end of a text fits the source's `expected` there:
  /// the same, or none where the source has spaces and the text's scalar at that end (whose
  /// UTF-8 byte at that end is `byte`) is a full-width mark.
  private static func endFits(
    _ found: Shape.Whitespace, _ expected: Shape.Whitespace, byte: UInt8?,
    scalar: () -> Unicode.Scalar?
  ) -> Bool {
    if found.elementsEqual(expected) { return true }
    guard found.isEmpty, byte.map({ $0 >= 0x80 }) == true,
      expected.allSatisfy({ $0 == " " || $0 == "\u{A0}" }), let end = scalar()
    else { return false }
    return isFullWidthMark(end)
  }

  /// Whether the whitespace-only `found` keeps a separator's spacing: the source has
  /// whitespace at both ends and the same line breaks, and `found` is the whitespace of one.
  private static func blankFits(_ found: Shape, _ expected: Shape) -> Bool {
    !expected.leading.isEmpty && !expected.trailing.isEmpty
      && found.lineBreaks == expected.lineBreaks
      && (found.leading.elementsEqual(expected.leading)
        || found.leading.elementsEqual(expected.trailing))
  }

  /// Whether `scalar` is a full-width CJK punctuation mark or bracket (`、` `。` `」` `：` `！`
  /// `？` `）`), whose glyph has its spacing built in.
  static func isFullWidthMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3001...0x3003, 0x3008...0x3011, 0x3014...0x301F, 0xFF01...0xFF0F, 0xFF1A...0xFF20,
      0xFF3B...0xFF40, 0xFF5B...0xFF65:
      true
    default: false
    }
  }

  private func lineBreaks(_ count: Int) -> String {
    count == 1 ? "1 line break" : "\(count) line breaks"
  }

  /// The most whitespace characters a message names one by one; the rest are counted, so that
  /// a value of a million line breaks makes a line, not megabytes.
  private static let namedLimit = 8

  private func describe(_ whitespace: Shape.Whitespace) -> String {
    guard !whitespace.isEmpty else { return "no whitespace" }
    let names = whitespace.prefix(Self.namedLimit).map { scalar -> String in
      switch scalar {
      case " ": "space"
      case "\n": "line break"
      case "\t": "tab"
      case "\u{A0}": "no-break space"
      default: "U+" + String(scalar.value, radix: 16, uppercase: true)
      }
    }
    let more =
      whitespace.count > Self.namedLimit ? " and \(whitespace.count - Self.namedLimit) more" : ""
    return names.joined(separator: ", ") + more
  }
}

// MARK: - Documentation and examples

extension WhitespaceMismatchRule {
  package static let explanation = """
    Leading or trailing whitespace, or the number of line breaks, differs from the source. \
    When most translations (three or more) differ, one finding on the source says so instead \
    of one per translation (Stats: 64 findings become 22). A catalog key that stands in for \
    a storyboard's text (an Interface Builder object id) is not compared (Rectangle: 137 \
    become 16). A space the source has at either end is not missing beside a full-width \
    Chinese or Japanese mark (`名前：` for "Name: ", `（默认）` for " (default)"), whose glyph \
    has the space built in; a separator \
    translated as whitespace alone (" at " → " ") keeps its spacing.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "label" = "Name: ";

      """#,
      "de.lproj/Localizable.strings": #"""
      "label" = "Name:";

      """#,
    ]),
    RuleExample.translation("Name: ", "ja", "名前:"),
    RuleExample.translation(#"First line\nSecond line"#, "ar", "السطر الأول السطر الثاني"),
    RuleExample.translation("Name: ", "hi", " नाम:"),
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "label" = "Name: ";

      """#,
      "de.lproj/Localizable.strings": #"""
      "label" = "Name: ";

      """#,
    ]),
    RuleExample.translation("Name: ", "ja", "名前："),
    RuleExample.translation(#"First line\nSecond line"#, "ar", #"السطر الأول\nالسطر الثاني"#),
    RuleExample.translation("Name: ", "hi", "नाम: "),
  ]
}
