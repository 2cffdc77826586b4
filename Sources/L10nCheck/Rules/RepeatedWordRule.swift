import L10nGrammar
import L10nModel

/// `repeated-word`: a translation says a word twice in a row ("the the") where its source does
/// not repeat it, in a language whose grammar does not (per-language data in L10nGrammar's
/// `RepeatedWords`: Hindi, Indonesian or Tamil reduplicate words, French says `nous nous`).
package struct RepeatedWordRule: FixableRule {
  package static let id = "repeated-word"
  package static let defaultSeverity = Severity.warning
  package static let summary = "A translation repeats a word (\"the the\"); its source does not."
  package static let fixSummary = "removes the second of the two words"

  /// Creates the rule.
  package init() {}

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    TranslationCheck.each(row, report: report) { value, source, language in
      repeated(value, source: source, language: language).first.map {
        "repeats the word “\(value[$0.word])”"
      }
    }
  }

  package func fix(_ value: String, source: String, language: LanguageID) -> String? {
    let found = repeated(value, source: source, language: language)
    guard !found.isEmpty else { return nil }
    var fixed = value
    for occurrence in found.reversed() { fixed.removeSubrange(occurrence.removed) }
    return fixed
  }

  /// Each word said again right after itself (one space between), with what the fix removes:
  /// the space and the second word.
  private func repeated(_ value: String, source: String, language: LanguageID)
    -> [(word: Range<String.Index>, removed: Range<String.Index>)]
  {
    guard Self.mayRepeat(value) else { return [] }
    let words = Self.words(value)
    guard words.count > 1 else { return [] }
    var found: [(Range<String.Index>, Range<String.Index>)] = []
    var sourceWords: Set<String>?
    for (first, second) in zip(words, words.dropFirst())
    where value[first.upperBound..<second.lowerBound] == " "
      && value[first].lowercased() == value[second].lowercased()
    {
      let word = value[first].lowercased()
      // A number or a letter said twice ("1 1", "A A") is no slip of the same kind.
      guard word.count > 1, !RepeatedWords.accepts(word, in: language) else { continue }
      if sourceWords == nil { sourceWords = Self.repeatedWords(source) }
      guard sourceWords?.isEmpty != false else { continue }
      found.append((first, first.upperBound..<second.upperBound))
    }
    return found
  }

  /// Whether `text` may say a word twice: two runs of letters, one space between, with the same
  /// bytes but for ASCII case (other bytes are taken as letters, and as alike when in the same
  /// place: a superset of what `repeated` finds, told from bytes).
  private static func mayRepeat(_ text: String) -> Bool {
    var copy = text
    return copy.withUTF8 { bytes in
      func isLetter(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == 0x27 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
      }
      var previous: Range<Int>?
      var index = 0
      while index < bytes.count {
        guard isLetter(bytes[index]) else {
          index += 1
          continue
        }
        let start = index
        while index < bytes.count, isLetter(bytes[index]) { index += 1 }
        let word = start..<index
        if let last = previous, last.upperBound + 1 == start, bytes[last.upperBound] == 0x20,
          last.count == word.count,
          zip(bytes[last], bytes[word]).allSatisfy({
            $0 == $1 || ($0 < 0x80 && $0 | 0x20 == $1 | 0x20)
          })
        {
          return true
        }
        previous = word
      }
      return false
    }
  }

  /// The words of `text`: runs of letters, marks and apostrophes.
  private static func words(_ text: String) -> [Range<String.Index>] {
    var words: [Range<String.Index>] = []
    var start: String.Index?
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let isWordCharacter = character.isLetter || character == "'" || character == "’"
      if isWordCharacter, start == nil { start = index }
      if !isWordCharacter, let begun = start {
        words.append(begun..<index)
        start = nil
      }
      index = text.index(after: index)
    }
    if let start { words.append(start..<text.endIndex) }
    return words
  }

  /// The words `text` repeats itself (then a translation may too: "bye bye").
  private static func repeatedWords(_ text: String) -> Set<String> {
    let words = words(text)
    return Set(
      zip(words, words.dropFirst()).compactMap { first, second in
        text[first].lowercased() == text[second].lowercased() ? text[first].lowercased() : nil
      })
  }
}

// MARK: - Documentation and examples

extension RepeatedWordRule {
  package static let explanation = """
    A translation says a word twice in a row, one space between ("the the"), where its source \
    repeats no word. Languages whose grammar doubles words are data (L10nGrammar's \
    `RepeatedWords`): Hindi, Bengali, Tamil, Indonesian, Vietnamese, Thai… reduplicate any \
    word (`धीरे धीरे`, `orang orang`); French accepts `nous nous`, `vous vous`; German `die \
    die`, `das das`. Single letters and numbers are not words here.

    Fix: the second word (and the space before it) is removed.
    """

  package static let triggeringExamples = RuleExample.translations(
    of: "Open the file",
    [
      "de": "Datei Datei öffnen",
      "ko": "파일을 파일을 엽니다",
      "ar": "افتح الملف الملف",
      "ru": "Открыть файл файл",
    ])

  package static let nonTriggeringExamples = [
    RuleExample.translation("We met", "fr", "Nous nous sommes rencontrés"),
    RuleExample.translation("Open the file", "ja", "ファイルを開く"),
    RuleExample.translation("Open the file", "ar", "افتح الملف"),
    RuleExample.translation("Slowly", "hi", "धीरे धीरे"),
  ]
}
