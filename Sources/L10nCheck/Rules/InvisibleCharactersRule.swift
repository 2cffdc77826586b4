import L10nModel

/// `invisible-characters`: a translation holds a control character, a bidirectional override,
/// a zero-width space or another invisible character its source lacks; or the source holds a
/// control character (NUL, ESC, …: never text).
///
/// Such characters come in through copy and paste, machine translation or on purpose ("Trojan
/// Source"): a right-to-left override turns the rest of a label around, a control character
/// shows as a box or ends a log line, a zero-width space breaks search and comparison. Marks
/// and isolates that right-to-left scripts need (U+200E, U+200F, U+061C, U+202A–U+202C,
/// U+2066–U+2069) are fine in a right-to-left language; the joiners U+200C and U+200D, which
/// Persian, Indic scripts and emoji sequences need, are never reported.
package struct InvisibleCharactersRule: RowRule, FormTextRule {
  package static let id = "invisible-characters"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "A translation has a control, bidi override or zero-width character its source lacks."

  /// Creates the rule.
  package init() {}

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    let source = row.source.value ?? ""
    // The source itself: control characters are never text (NUL ends the string in C, ESC
    // starts a terminal sequence).
    if !source.isEmpty, row.source.textFacts.hasAny(of: Self.suspectBytes) {
      var named: [Unicode.Scalar] = []
      for scalar in source.unicodeScalars where Self.isControl(scalar) && !named.contains(scalar) {
        named.append(scalar)
      }
      if !named.isEmpty {
        report(
          Problem(
            path: row.source.path, location: row.sourceLocation,
            message: "\(Quoted.key(row.key)) in \(row.naming(row.source)) (the source) has "
              + Self.list(named),
            cell: row.source.reference(row)))
      }
    }
    for index in row.translations.indices {
      // A translation's facts were found when it differs from the source (others, but for
      // pseudo languages', are the source's text and have no suspect it lacks).
      guard let value = row.translations[index].value,
        row.translations[index].differsFromSource
          ? row.translations[index].textFacts.hasAny(of: Self.suspectBytes)
          : Self.mayHaveSuspects(value)
      else { continue }
      let language = row.translations[index].language
      // Whether the language is written right to left, asked only of a direction mark (Arabic
      // letters pass the quick test above: taking the code apart for each was a third of the
      // rule's time).
      var rightToLeft: Bool?
      func isRightToLeft() -> Bool {
        if let rightToLeft { return rightToLeft }
        let found = Self.isRightToLeft(language)
        rightToLeft = found
        return found
      }
      var named: [Unicode.Scalar] = []
      for scalar in value.unicodeScalars where Self.isSuspect(scalar, rightToLeft: isRightToLeft) {
        if !named.contains(scalar), !source.unicodeScalars.contains(scalar) { named.append(scalar) }
      }
      guard !named.isEmpty else { continue }
      let cell = row.translations[index]
      report(
        Problem(
          path: cell.path, location: cell.location ?? row.sourceLocation,
          message:
            "\(Quoted.key(row.key)) in \(row.naming(cell)) has \(Self.list(named)), which the "
            + "source lacks",
          cell: cell.reference(row)))
    }
  }

  /// The bytes of `mayHaveSuspects`, for `TextFacts`.
  private static let suspectBytes = TextFacts.Bytes(
    [0x7F, 0xC2, 0xD8, 0xE2, 0xEF], ranges: [0x00...0x1F])

  /// Whether `text` can hold a suspect at all: every one is C0, DEL, or starts with the UTF-8
  /// byte C2, D8, E2 or EF (most values have none of these and are not taken apart).
  private static func mayHaveSuspects(_ text: String) -> Bool {
    var copy = text
    return copy.withUTF8 { bytes in
      bytes.contains {
        $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 || $0 == 0xEF
      }
    }
  }

  /// "U+202E RIGHT-TO-LEFT OVERRIDE, U+0001 and 2 more".
  private static func list(_ scalars: [Unicode.Scalar]) -> String {
    scalars.prefix(3).map(describe).joined(separator: ", ")
      + (scalars.count > 3 ? " and \(scalars.count - 3) more" : "")
  }

  /// Whether `scalar` is a control character other than a tab or a line break.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: false
    case 0x00...0x1F, 0x7F...0x9F: true
    default: false
    }
  }

  /// Whether `scalar` is reported (when the source lacks it); `rightToLeft` tells whether the
  /// language is written right to left, asked only of direction marks.
  static func isSuspect(_ scalar: Unicode.Scalar, rightToLeft: () -> Bool) -> Bool {
    if isControl(scalar) { return true }
    return switch scalar.value {
    case 0x202D, 0x202E: true  // left-to-right and right-to-left overrides
    case 0x200E, 0x200F, 0x061C, 0x202A...0x202C, 0x2066...0x2069: !rightToLeft()
    case 0x200B, 0x2060, 0xFEFF, 0x2028, 0x2029: true  // zero-width, line/paragraph separators
    default: false
    }
  }

  /// Whether `language` is written right to left: its script subtag, else its language.
  static func isRightToLeft(_ language: LanguageID) -> Bool {
    let subtags = language.code.split(whereSeparator: { $0 == "-" || $0 == "_" }).map {
      $0.lowercased()
    }
    if let script = subtags.dropFirst().first(where: { $0.count == 4 }) {
      return rightToLeftScripts.contains(script)
    }
    return subtags.first.map(rightToLeftLanguages.contains) ?? false
  }

  private static let rightToLeftScripts: Set<String> = [
    "arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg", "mand", "samr",
  ]
  private static let rightToLeftLanguages: Set<String> = [
    "ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "ji", "dv", "ckb", "syr", "ks", "ku",
    "arc", "azb", "bal", "glk", "lrc", "mzn", "nqo", "pnb", "prs", "skr",
  ]

  /// `U+202E RIGHT-TO-LEFT OVERRIDE`.
  private static func describe(_ scalar: Unicode.Scalar) -> String {
    let code = scalar.codePoint
    let name = scalar.properties.name ?? scalar.properties.nameAlias
    return name.map { "\(code) \($0)" } ?? code
  }
}

// MARK: - Documentation and examples

extension InvisibleCharactersRule {
  package static let explanation = """
    A translation has a control character, a bidi override (U+202D/E), a zero-width space, \
    word joiner, BOM or line/paragraph separator its source lacks (a plural form's: its \
    source's form of the same category, else `other`); a source, or a plural form of the \
    source language, has a control character (NUL, ESC, …). \
    Bidi marks, embeddings and isolates are reported only outside right-to-left languages; \
    the joiners U+200C/U+200D never. On the corpus: 5 findings, all real — a U+0018 in a \
    Vietnamese title, U+2028 before a line break in nb and nn, a zero-width space in \
    Turkish.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "title" = "Shared notes";

      """#,
      "de.lproj/Localizable.strings": #"""
      "title" = "Geteilte\U200BNotizen";

      """#,
    ]),
    RuleExample.translation("Open file", "ja", #"ファイルを\U200B開く"#),
    RuleExample.translation("Open file", "ar", #"افتح\U200Bالملف"#),
    RuleExample.translation("Open file", "hi", #"फ़ाइल\U200B खोलें"#),
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "title" = "Shared notes";

      """#,
      "de.lproj/Localizable.strings": #"""
      "title" = "Geteilte Notizen";

      """#,
    ]),
    RuleExample.translation("Open file", "ja", "ファイルを開く"),
    RuleExample.translation("Open file", "ar", #"افتح الملف\U200F"#),
    RuleExample.translation("Open file", "hi", #"फ़ाइल खोलें"#),
  ]
}
