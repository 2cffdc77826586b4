import L10nGrammar
import L10nModel

/// A project glossary, ready to find its terms in source texts and to tell whether a
/// translation uses a term's required translation.
///
/// Terms are matched without case on word boundaries: the characters either side of a match
/// are not letters, digits or `_` — except in scripts written without spaces between words (Han,
/// Hiragana, Katakana, Hangul, whose particles attach to words, Thai, Lao, Khmer, Myanmar,
/// Tibetan), where a term is found inside any text. Matching is by extended grapheme
/// clusters, so a term never ends inside a letter and its marks (`फ़ाइल`). Where terms overlap,
/// the longest at the first place wins (`Wi-Fi settings` before `settings`).
///
/// A translation uses a term's translation when it contains it without case, anywhere: an
/// inflected form that starts with it counts (`Dateien` for `Datei`, `الملف` for `ملف`).
package struct Glossary: Sendable {
  /// One term with its translations by language.
  package struct Term: Sendable {
    /// The term as first written.
    package var text: String
    /// Its entries by language code (lowercased, `_` read as `-`).
    var entries: [String: [GlossaryEntry]] = [:]
    /// The term folded (`Glossary.folded`).
    let folded: [Character]
  }

  /// A term found in a text.
  package struct Match: Sendable {
    /// The term (an index into `terms`).
    package var term: Int
    /// Where in the text, as character offsets.
    package var characters: Range<Int>
  }

  /// The terms, in the order first read.
  package private(set) var terms: [Term] = []
  /// The terms by their first folded character.
  private var byFirst: [Character: [Int]] = [:]
  /// The entries' translations folded, with the stems that count in their language
  /// (`usedForms(of:in:)`), once: by language key, then translation.
  private var foldedTranslations: [String: [String: [[Character]]]] = [:]

  /// Creates a glossary of `entries` (entries whose term or translation is empty are left
  /// out).
  package init(_ entries: [GlossaryEntry] = []) {
    var index: [[Character]: Int] = [:]
    for entry in entries where !entry.term.isEmpty && !entry.translation.isEmpty {
      let folded = Self.folded(entry.term)
      let term: Int
      if let known = index[folded] {
        term = known
      } else {
        term = terms.count
        index[folded] = term
        terms.append(Term(text: entry.term, folded: folded))
        if let first = folded.first { byFirst[first, default: []].append(term) }
      }
      let language = Self.languageKey(entry.language)
      terms[term].entries[language, default: []].append(entry)
      if foldedTranslations[language]?[entry.translation] == nil {
        foldedTranslations[language, default: [:]][entry.translation] = Self.usedForms(
          of: Self.folded(entry.translation), in: entry.language)
      }
    }
  }

  /// Whether the glossary has no term.
  package var isEmpty: Bool { terms.isEmpty }

  /// The terms found in `text`, in order, none overlapping.
  package func matches(in text: String) -> [Match] {
    guard !terms.isEmpty else { return [] }
    let characters = Array(text)
    let folded = characters.map(Self.folded)
    var matches: [Match] = []
    var index = 0
    while index < folded.count {
      var best: (term: Int, count: Int)?
      for term in byFirst[folded[index]] ?? [] {
        let pattern = terms[term].folded
        guard pattern.count > (best?.count ?? 0), index + pattern.count <= folded.count,
          folded[index..<index + pattern.count].elementsEqual(pattern),
          Self.isBoundary(before: index, of: pattern, in: folded),
          Self.isBoundary(after: index + pattern.count, of: pattern, in: folded)
        else { continue }
        best = (term, pattern.count)
      }
      if let best {
        matches.append(Match(term: best.term, characters: index..<index + best.count))
        index += best.count
      } else {
        index += 1
      }
    }
    return matches
  }

  /// The entries of `term` for `language`: its own, else its base language's (`pt` for
  /// `pt-BR`); none when the glossary says nothing of the term in that language.
  package func entries(of term: Int, in language: LanguageID) -> [GlossaryEntry] {
    let entries = terms[term].entries
    let key = Self.languageKey(language)
    if let own = entries[key] { return own }
    let base = LanguageTag(language).language
    return base != key ? entries[base] ?? [] : []
  }

  /// Whether `translation` contains one of `entries`' translations, without case (or its stem
  /// in a compounding language: `Glossary+Compounds.swift`).
  package static func uses(_ entries: [GlossaryEntry], in translation: String) -> Bool {
    uses(entries, inFolded: folded(translation)) {
      usedForms(of: folded($0.translation), in: $0.language)
    }
  }

  /// Whether `text`, a translation `folded(_:)`, contains one of `entries`' translations
  /// (for checking many terms against one translation, folded once; the entries' own
  /// translations were folded when the glossary was made).
  package func uses(_ entries: [GlossaryEntry], inFolded text: [Character]) -> Bool {
    Self.uses(entries, inFolded: text) { entry in
      foldedTranslations[Self.languageKey(entry.language)]?[entry.translation]
        ?? Self.usedForms(of: Self.folded(entry.translation), in: entry.language)
    }
  }

  private static func uses(
    _ entries: [GlossaryEntry], inFolded text: [Character],
    forms: (GlossaryEntry) -> [[Character]]
  ) -> Bool {
    entries.contains { entry in
      forms(entry).contains { wanted in
        guard !wanted.isEmpty, wanted.count <= text.count else { return wanted.isEmpty }
        return (0...(text.count - wanted.count)).contains {
          text[$0..<$0 + wanted.count].elementsEqual(wanted)
        }
      }
    }
  }

  /// A text's characters without case.
  package static func folded(_ text: String) -> [Character] { text.map(folded) }

  /// A character without case: its lower-case form when that is one character.
  static func folded(_ character: Character) -> Character {
    if let ascii = character.asciiValue {
      return ascii >= 0x41 && ascii <= 0x5A ? Character(Unicode.Scalar(ascii | 0x20)) : character
    }
    guard character.isCased else { return character }
    let lower = character.lowercased()
    return lower.count == 1 ? Character(lower) : character
  }

  /// A language as entries are filed: its code lowercased, `_` read as `-`.
  static func languageKey(_ language: LanguageID) -> String {
    language.code.lowercased().replacing("_", with: "-")
  }

  /// Whether a match of `pattern` may start at `index` of `text`.
  private static func isBoundary(before index: Int, of pattern: [Character], in text: [Character])
    -> Bool
  {
    guard index > 0, let first = pattern.first else { return true }
    return !isWordCharacter(text[index - 1]) || !isWordCharacter(first)
      || isSpaceless(text[index - 1]) || isSpaceless(first)
  }

  /// Whether a match of `pattern` may end at `index` of `text`.
  private static func isBoundary(after index: Int, of pattern: [Character], in text: [Character])
    -> Bool
  {
    guard index < text.count, let last = pattern.last else { return true }
    return !isWordCharacter(text[index]) || !isWordCharacter(last)
      || isSpaceless(text[index]) || isSpaceless(last)
  }

  /// Whether `character` is part of a word: a letter, a digit or `_` (`file_name` is one
  /// word).
  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// Whether `character` is of a script written without spaces between words.
  private static func isSpaceless(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first, scalar.value >= 0x0E00 else { return false }
    switch Script.of(scalar) {
    case .han, .hiragana, .katakana, .hangul, .thai, .lao, .khmer, .myanmar, .tibetan, .bopomofo:
      return true
    default:
      // Ideographs beyond the common block, and the prolonged sound mark of Katakana.
      return (0x3400...0x4DBF).contains(scalar.value) || (0x20000...0x3134F).contains(scalar.value)
        || scalar.value == 0x30FC
    }
  }
}
