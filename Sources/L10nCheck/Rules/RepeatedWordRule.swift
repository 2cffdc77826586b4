import L10nGrammar
import L10nModel

/// `repeated-word`: a translation says a word twice in a row ("the the") where its source does
/// not repeat it, in a language whose grammar does not (per-language data in L10nGrammar's
/// `RepeatedWords`: Hindi, Indonesian or Tamil reduplicate words, French says `nous nous`).
package struct RepeatedWordRule: FixableRule, FormTextRule {
  package static let id = "repeated-word"
  package static let defaultSeverity = Severity.warning
  package static let summary = "A translation repeats a word (\"the the\"); its source does not."
  package static let fixSummary = "removes the second of the two words"

  /// Creates the rule.
  package init() {}

  /// Whether a text with these facts may have what the rule looks for.
  private static func hasSpace(_ facts: TextFacts) -> Bool { facts.has(0x20) }

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    // Whether the source repeats a word, found once per row and only when a translation does.
    var sourceRepeats: Bool?
    // Two words have a space between.
    TranslationCheck.each(row, where: Self.hasSpace, report: report) {
      value, source, language in
      repeated(value, language: language) {
        if let sourceRepeats { return sourceRepeats }
        let repeats = Self.repeatsWord(source)
        sourceRepeats = repeats
        return repeats
      }.first.map {
        $0.isPhrase
          ? "repeats the words “\(value[$0.word])”" : "repeats the word “\(value[$0.word])”"
      }
    }
  }

  package func fix(_ value: String, source: String, language: LanguageID) -> String? {
    let found = repeated(value, language: language) { Self.repeatsWord(source) }
    guard !found.isEmpty else { return nil }
    var fixed = value
    for occurrence in found.reversed() { fixed.removeSubrange(occurrence.removed) }
    return fixed
  }

  /// Each word (or hyphenated phrase: `picture-in-picture`) said again right after itself (one
  /// space between), with what the fix removes: the space and the second; none when
  /// `sourceRepeats` (asked only then) says the source repeats a word itself.
  private func repeated(
    _ value: String, language: LanguageID, sourceRepeats: () -> Bool
  ) -> [(word: Range<String.Index>, removed: Range<String.Index>, isPhrase: Bool)] {
    guard Self.mayRepeat(value) else { return [] }
    var found: [(Range<String.Index>, Range<String.Index>, Bool)] = []
    for (first, second) in Self.spacedPairs(value)
    where Self.sameWord(value[first], value[second]) {
      // A phrase of hyphenated words said twice is a slip in every language, reduplicating
      // ones too (Hindi doubles a word, not `पिक्चर-इन-पिक्चर`).
      if let phrases = Self.repeatedPhrase(value, first, second) {
        guard !sourceRepeats() else { continue }
        found.append((phrases.first, phrases.first.upperBound..<phrases.second.upperBound, true))
        continue
      }
      let word = value[first].lowercased()
      // A number or a letter said twice ("1 1", "A A") is no slip of the same kind, but for
      // the one-letter words of Slavic languages (Czech `v v`, Polish `i i`, Russian `в в`).
      guard word.count > 1 || RepeatedWords.isOneLetterWord(word, in: language),
        !RepeatedWords.accepts(word, in: language)
      else { continue }
      guard !sourceRepeats() else { continue }
      found.append((first, first.upperBound..<second.upperBound, false))
    }
    return found
  }

  /// The two hyphenated phrases the same words `first` and `second` (one space apart) end and
  /// start, when they are the same phrase of two words or more (`pip-mode pip-mode`).
  private static func repeatedPhrase(
    _ text: String, _ first: Range<String.Index>, _ second: Range<String.Index>
  ) -> (first: Range<String.Index>, second: Range<String.Index>)? {
    func isHyphen(_ character: Character) -> Bool { "-‐‑".contains(character) }
    func isPart(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || isHyphen(character) || character == "'"
    }
    // A quick look first: a hyphen right before the first word or right after the second.
    let before = first.lowerBound > text.startIndex ? text[..<first.lowerBound].last : nil
    let after = second.upperBound < text.endIndex ? text[second.upperBound] : nil
    guard before.map(isHyphen) == true || after.map(isHyphen) == true else { return nil }
    var start = first.lowerBound
    while start > text.startIndex, isPart(text[text.index(before: start)]) {
      start = text.index(before: start)
    }
    var end = second.upperBound
    while end < text.endIndex, isPart(text[end]) { end = text.index(after: end) }
    // The phrases without hyphens at their outer ends.
    while start < first.lowerBound, isHyphen(text[start]) { start = text.index(after: start) }
    while end > second.upperBound, isHyphen(text[text.index(before: end)]) {
      end = text.index(before: end)
    }
    let (left, right) = (start..<first.upperBound, second.lowerBound..<end)
    guard text[left].contains(where: isHyphen), text[left].lowercased() == text[right].lowercased()
    else { return nil }
    return (left, right)
  }

  /// The pairs of adjacent words with one space between, but those whose first letters
  /// already tell them apart (`differInFirstLetter`): found on byte offsets when the words
  /// are (`scalarWordOffsets`), so that only the pairs left are made into string ranges.
  private static func spacedPairs(_ text: String) -> [(Range<String.Index>, Range<String.Index>)] {
    guard let offsets = scalarWordOffsets(text) else {
      let words = characterWords(text)
      return zip(words, words.dropFirst()).filter { first, second in
        isOneSpace(text, first.upperBound, second.lowerBound)
      }
    }
    var copy = text
    let utf8 = text.utf8
    func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
    // One pass over the pairs, each kept made into string ranges at once.
    return copy.withUTF8 { bytes in
      var pairs: [(Range<String.Index>, Range<String.Index>)] = []
      for position in offsets.indices.dropFirst() {
        let (first, second) = (offsets[position - 1], offsets[position])
        guard second.lowerBound == first.upperBound + 1, bytes[first.upperBound] == 0x20,
          !differInFirstLetter(bytes[first.lowerBound], bytes[second.lowerBound])
        else { continue }
        pairs.append(
          (
            index(first.lowerBound)..<index(first.upperBound),
            index(second.lowerBound)..<index(second.upperBound)
          ))
      }
      return pairs
    }
  }

  /// Whether two words starting with the bytes `a` and `b` differ already in their first
  /// letters, both ASCII: their lowercases start with different letters, and no text starting
  /// with an ASCII letter is canonically equivalent to one starting with another.
  private static func differInFirstLetter(_ a: UInt8, _ b: UInt8) -> Bool {
    a < 0x80 && b < 0x80 && a | 0x20 != b | 0x20 && a | 0x20 >= 0x61 && a | 0x20 <= 0x7A
  }

  /// Whether `text` between `start` and `end` is one space (compared as bytes).
  private static func isOneSpace(_ text: String, _ start: String.Index, _ end: String.Index)
    -> Bool
  {
    let between = text.utf8[start..<end]
    return between.count == 1 && between.first == 0x20
  }

  /// Whether two words are the same but for case (their `lowercased()` equal, as strings),
  /// telling most different words apart without making their lowercase: by bytes when ASCII,
  /// else by the lowercase of their first scalars.
  private static func sameWord(_ first: Substring, _ second: Substring) -> Bool {
    let (left, right) = (first.utf8, second.utf8)
    // Two different ASCII letters first (most pairs of words).
    if let a = left.first, let b = right.first, differInFirstLetter(a, b) { return false }
    if left.elementsEqual(right) { return true }
    if left.allSatisfy({ $0 < 0x80 }), right.allSatisfy({ $0 < 0x80 }) {
      // ASCII lowercases byte by byte, to ASCII.
      func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
      return left.count == right.count && zip(left, right).allSatisfy { lower($0) == lower($1) }
    }
    // A lowercase starts with its first scalar's; strings compare canonically, so two first
    // scalars tell the words apart only when neither decomposes (`é` is `e` and an accent).
    if let a = first.unicodeScalars.first.flatMap(lowercaseStart),
      let b = second.unicodeScalars.first.flatMap(lowercaseStart),
      a != b, hasNoDecomposition(a), hasNoDecomposition(b)
    {
      return false
    }
    return first.lowercased() == second.lowercased()
  }

  /// The first scalar of `scalar`'s lowercase: told without a property lookup (which makes a
  /// string) for ASCII, basic Cyrillic and caseless Hebrew, Arabic and CJK letters.
  static func lowercaseStart(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let value = scalar.value
    switch value {
    case 0x41...0x5A, 0x410...0x42F:
      return Unicode.Scalar(value + 0x20)
    case 0..<0x80, 0x430...0x44F, 0x5D0...0x5EA, 0x621...0x63A, 0x641...0x64A, 0x4E00...0x9FFF:
      return scalar
    default:
      return scalar.properties.lowercaseMapping.unicodeScalars.first
    }
  }

  /// Whether `scalar` is one of the common letters known to have no canonical decomposition:
  /// ASCII, lowercase Greek and Cyrillic (but `й`), Hebrew and Arabic letters (but hamza
  /// carriers and `آ`), CJK ideographs.
  private static func hasNoDecomposition(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0xC0, 0x3B1...0x3C9, 0x430...0x438, 0x43A...0x44F, 0x5D0...0x5EA, 0x627...0x63A,
      0x641...0x64A, 0x4E00...0x9FFF:
      true
    default: false
    }
  }

  /// Whether `text` may say a word twice, told from its bytes.
  ///
  /// Two runs of letters, one space between, as many bytes each, the same but for ASCII case
  /// and bytes beyond ASCII (taken as letters, and as alike when both are beyond ASCII:
  /// "Файл файл" differ there). A superset of what `repeated` finds, but for the few letters
  /// whose case pairs differ in UTF-8 length (`İ`, `ẞ`, the Kelvin sign).
  private static func mayRepeat(_ text: String) -> Bool {
    var copy = text
    return copy.withUTF8 { bytes in
      // ASCII letters and the apostrophe as bits (one test a byte, not three).
      let (low, high): (UInt64, UInt64) = (1 << 0x27, 0x07FF_FFFE_07FF_FFFE)
      func isLetter(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte < 0x40 ? low >> byte : high >> (byte & 63)) & 1 != 0
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
            $0 == $1 || ($0 >= 0x80 && $1 >= 0x80) || ($0 < 0x80 && $0 | 0x20 == $1 | 0x20)
          })
        {
          return true
        }
        previous = word
      }
      return false
    }
  }

  /// The words of `text`: runs of characters that are letters (their first scalar alphabetic),
  /// or apostrophes.
  private static func words(_ text: String) -> [Range<String.Index>] {
    scalarWords(text) ?? characterWords(text)
  }

  /// `words(text)`, found character by character.
  static func characterWords(_ text: String) -> [Range<String.Index>] {
    var words: [Range<String.Index>] = []
    var start: String.Index?
    var index = text.startIndex
    let scalars = text.unicodeScalars
    while index < text.endIndex {
      // A character's first scalar, looked up quickly when ASCII (as `Character.isLetter`).
      let scalar = scalars[index]
      let isWordCharacter =
        scalar.value < 0x80
        ? scalar == "'" || (scalar.value | 0x20 >= 0x61 && scalar.value | 0x20 <= 0x7A)
        : scalar == "’" || scalar.properties.isAlphabetic
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

  /// `words(text)` found scalar by scalar, without breaking the text into characters.
  ///
  /// That gives the same when each scalar beyond ASCII is one that starts a character of its
  /// own and is joined by none (common letters of Latin, Greek, Cyrillic, Hebrew, Arabic,
  /// kana, CJK and Hangul syllables, and pictographs), or a skin-tone modifier after a
  /// pictograph (neither is a letter, so the character's first scalar says the same). `nil`
  /// for any other text.
  static func scalarWords(_ text: String) -> [Range<String.Index>]? {
    guard let offsets = scalarWordOffsets(text) else { return nil }
    let utf8 = text.utf8
    return offsets.map {
      utf8.index(
        utf8.startIndex, offsetBy: $0.lowerBound)..<utf8.index(
          utf8.startIndex, offsetBy: $0.upperBound)
    }
  }

  /// `scalarWords(text)` as offsets of the text's UTF-8.
  private static func scalarWordOffsets(_ text: String) -> [Range<Int>]? {
    var copy = text
    return copy.withUTF8 { bytes -> [Range<Int>]? in
      var words: [Range<Int>] = []
      words.reserveCapacity(16)
      var start: Int?
      var index = 0
      var afterPictograph = false
      while index < bytes.count {
        // The scalar at `index`, decoded from its bytes (the text is valid UTF-8).
        let lead = bytes[index]
        var value = UInt32(lead)
        var length = 1
        if lead >= 0xF0 {
          (value, length) = (UInt32(lead & 0x07), 4)
        } else if lead >= 0xE0 {
          (value, length) = (UInt32(lead & 0x0F), 3)
        } else if lead >= 0xC0 {
          (value, length) = (UInt32(lead & 0x1F), 2)
        }
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        let isWordCharacter: Bool
        if value < 0x80 {
          isWordCharacter = value == 0x27 || (value | 0x20 >= 0x61 && value | 0x20 <= 0x7A)
          afterPictograph = false
        } else {
          switch value {
          case 0x400...0x481, 0x5D0...0x5EA, 0x621...0x63A, 0x641...0x64A, 0x3041...0x3096,
            0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
            // Letters, each its own character.
            isWordCharacter = true
            afterPictograph = false
          case 0x80...0x24F, 0x391...0x3C9:
            // Latin-1, Latin Extended, Greek: characters of their own, letters or signs.
            isWordCharacter = Unicode.Scalar(value)?.properties.isAlphabetic ?? false
            afterPictograph = false
          case 0x1F300...0x1F3FA, 0x1F400...0x1FAFF:
            isWordCharacter = false
            afterPictograph = true
          case 0x1F3FB...0x1F3FF where afterPictograph:
            isWordCharacter = false
          default:
            return nil
          }
        }
        if isWordCharacter, start == nil { start = index }
        if !isWordCharacter, let begun = start {
          words.append(begun..<index)
          start = nil
        }
        index += length
      }
      if let start { words.append(start..<bytes.count) }
      return words
    }
  }

  /// Whether `text` repeats a word itself, next to each other with anything but letters
  /// between (then a translation may too: "bye bye").
  private static func repeatsWord(_ text: String) -> Bool {
    let words = words(text)
    return zip(words, words.dropFirst()).contains { sameWord(text[$0], text[$1]) }
  }
}

// MARK: - Documentation and examples

extension RepeatedWordRule {
  package static let explanation = """
    A translation says a word twice in a row, one space between ("the the"), or a hyphenated \
    phrase (`पिक्चर-इन-पिक्चर पिक्चर-इन-पिक्चर`, a slip in every language), where its source \
    repeats no word. Languages whose grammar doubles words are data (L10nGrammar's \
    `RepeatedWords`): Hindi, Bengali, Tamil, Indonesian, Thai… reduplicate any word \
    (`धीरे धीरे`, `orang orang`); Vietnamese any but the prepositions and conjunctions it \
    never doubles (`Lịch sử sử dụng` is "usage history", `Tìm bằng bằng` a slip); French \
    accepts `nous nous`, `vous vous`; German `die die`, `das das`. Single letters and \
    numbers are not words here, but for the one-letter words of Slavic languages (Czech and \
    Slovak `v v`, `s s`, `z z`, `a a`; Polish `i i`, `w w`; Russian `в в`).

    Fix: the second word (and the space before it) is removed.
    """

  package static let triggeringExamples = RuleExample.translations(
    of: "Open the file",
    [
      "de": "Datei Datei öffnen",
      "ko": "파일을 파일을 엽니다",
      "ar": "افتح الملف الملف",
      "ru": "Открыть файл файл",
      "uk": "Відкрити Файл файл",
      "el": "Άνοιγμα Αρχείου αρχείου",
      "vi": "Mở tệp bằng bằng Xcode",
      "cs": "Otevřít soubor v v Xcode",
      "hi": "पिक्चर-इन-पिक्चर पिक्चर-इन-पिक्चर खोलें",
    ])

  package static let nonTriggeringExamples = [
    RuleExample.translation("We met", "fr", "Nous nous sommes rencontrés"),
    RuleExample.translation("Open the file", "ja", "ファイルを開く"),
    RuleExample.translation("Open the file", "ar", "افتح الملف"),
    RuleExample.translation("Slowly", "hi", "धीरे धीरे"),
    RuleExample.translation("Usage history", "vi", "Lịch sử sử dụng"),
  ]
}
