import L10nModel

/// How a language writes the marks that end a sentence or a label: the forms it accepts for
/// each (the first is the one a fix writes), the marks it places on a word rather than at the
/// end, the final period it may leave out, and the space French sets before `: ; ? !`.
///
/// Data, not rules: `ending-punctuation`, `ellipsis` and `french-spacing` read it.
package struct Punctuation: Sendable {
  /// The forms accepted at the end, by mark; the first is written by fixes.
  package var endings: [PunctuationMark: [String]]
  /// Forms that count wherever they are (Armenian puts `՞` on the questioned word).
  package var anywhere: [PunctuationMark: [String]] = [:]
  /// The marks a translation may leave out where its source ends with them (Thai and Lao have
  /// no period, and ask with a particle rather than `?`).
  package var optional: Set<PunctuationMark> = []
  /// The marks a space goes before (French), with the spaces that may be that space.
  package var spaceBefore: Set<PunctuationMark> = []

  /// Every form of every mark this language reads at the end of a text (its own and the
  /// Latin ones), longest first (`……` before `…`, `...` before `.`), marks in their order.
  package private(set) var endingForms: [(form: String, mark: PunctuationMark)] = []

  /// A language's punctuation: `endings` by mark (the preferred form first), the forms that
  /// count `anywhere`, the marks it may leave out (`optional`) and those it sets a space before.
  init(
    endings: [PunctuationMark: [String]], anywhere: [PunctuationMark: [String]] = [:],
    optional: Set<PunctuationMark> = [], spaceBefore: Set<PunctuationMark> = []
  ) {
    self.endings = endings
    self.anywhere = anywhere
    self.optional = optional
    self.spaceBefore = spaceBefore
    endingForms = PunctuationMark.allCases.flatMap { mark in
      ((endings[mark] ?? mark.latin) + mark.latin).sorted { $0.count > $1.count }.map {
        ($0, mark)
      }
    }
  }

  /// The forms of `mark` at the end of a text, the preferred one first.
  package func forms(_ mark: PunctuationMark) -> [String] { endings[mark] ?? mark.latin }

  /// The spaces accepted before a mark French spaces: no-break, narrow no-break, or plain.
  package static let spacesBefore: Set<Unicode.Scalar> = [" ", "\u{A0}", "\u{202F}"]

  /// The space a fix puts before `mark`: no-break before `:`, narrow no-break before the others
  /// (the Imprimerie nationale's rule, as Apple's French writes it).
  package static func fixSpace(before mark: PunctuationMark) -> String {
    mark == .colon ? "\u{A0}" : "\u{202F}"
  }

  /// The punctuation of `language`.
  package static func of(_ language: LanguageID) -> Punctuation {
    cache[language]
  }

  private static let cache = LanguageCache<Punctuation> { language in
    let tag = LanguageTag(language)
    var punctuation = byLanguage[tag.language] ?? latin
    // Canadian French spaces only the colon.
    if tag.language == "fr", tag.region == "ca" { punctuation.spaceBefore = [.colon] }
    return punctuation
  }

  /// English and most languages: the marks as they are.
  package static let latin = Punctuation(endings: [:])

  private static let cjkEndings: [PunctuationMark: [String]] = [
    .ellipsis: ["…", "……", "...", "⋯", "⋯⋯"], .period: ["。", "．", "."],
    .question: ["？", "?"], .exclamation: ["！", "!"], .colon: ["：", ":"],
    .semicolon: ["；", ";"],
  ]
  private static let arabicEndings: [PunctuationMark: [String]] = [
    .question: ["؟", "?"], .semicolon: ["؛", ";"], .period: [".", "۔"],
  ]
  private static let dandaEndings: [PunctuationMark: [String]] = [.period: ["।", ".", "॥"]]

  private static let byLanguage: [String: Punctuation] = {
    var table: [String: Punctuation] = [:]
    let cjk = Punctuation(endings: cjkEndings)
    for code in ["ja", "zh", "yue"] { table[code] = cjk }
    for code in ["ar", "fa", "ur", "ps", "ug", "sd", "ckb"] {
      table[code] = Punctuation(endings: arabicEndings)
    }
    for code in ["hi", "bn", "as", "mr", "ne", "pa", "or", "sa"] {
      table[code] = Punctuation(endings: dandaEndings)
    }
    table["hy"] = Punctuation(
      endings: [.period: ["։", ":", "."], .colon: [".", ":"]],
      anywhere: [.question: ["՞", "?"], .exclamation: ["՜", "!"]])
    table["el"] = Punctuation(endings: [
      .question: [";", "\u{37E}"], .semicolon: ["·", "\u{387}"],
    ])
    for code in ["th", "lo"] {
      table[code] = Punctuation(endings: [:], optional: [.question, .exclamation])
    }
    table["my"] = Punctuation(endings: [.period: ["။"]])
    table["km"] = Punctuation(endings: [.period: ["។"]])
    for code in ["am", "ti"] {
      table[code] = Punctuation(endings: [.period: ["።"], .question: ["፧", "?"]])
    }
    table["bo"] = Punctuation(endings: [.period: ["།"]])
    table["fr"] = Punctuation(
      endings: [:], spaceBefore: [.colon, .semicolon, .question, .exclamation])
    return table
  }()
}
