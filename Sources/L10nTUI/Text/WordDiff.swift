import L10nModel

/// What changed between two texts, word by word, as one line that reads without colour:
/// removed words as `[-…-]`, added ones as `{+…+}` (as `git diff --word-diff` writes them).
///
/// Words are runs of letters and digits; every other character (a space, a mark of
/// punctuation) is a word of its own, as is each Han, kana or Thai character (scripts written
/// without spaces between words). The words are matched as `TextDiff` matches lines.
package enum WordDiff {
  /// `old` turned into `new`, the changed words marked; `new` alone when nothing changed, and
  /// the whole of each when they share no word (only spaces or punctuation: a key used as its
  /// text replaced by a sentence).
  package static func marked(old: String, new: String) -> String {
    let oldWords = words(old)
    let newWords = words(new)
    let diff = TextDiff(old: oldWords, new: newWords, context: oldWords.count + newWords.count)
    guard let hunk = diff.hunks.first else { return new }
    let sharesWords = hunk.lines.contains {
      $0.kind == .context && $0.text.contains(where: isWordPart)
    }
    guard sharesWords || old.isEmpty || new.isEmpty else { return "[-\(old)-]{+\(new)+}" }
    var text = ""
    var removed = ""
    var added = ""
    func flush() {
      if !removed.isEmpty { text += "[-\(removed)-]" }
      if !added.isEmpty { text += "{+\(added)+}" }
      removed = ""
      added = ""
    }
    for line in hunk.lines {
      switch line.kind {
      case .context:
        flush()
        text += line.text
      case .removed: removed += line.text
      case .added: added += line.text
      }
    }
    flush()
    return text
  }

  /// The words of `text`, in order, together the whole text.
  package static func words(_ text: String) -> [Substring] {
    var words: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if isWordPart(character), !isSpacelessScript(character) {
        if next < text.endIndex, isWordPart(text[next]), !isSpacelessScript(text[next]) {
          index = next
          continue
        }
      }
      words.append(text[start..<next])
      start = next
      index = next
    }
    return words
  }

  private static func isWordPart(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
      || character.unicodeScalars.first?.properties.generalCategory == .nonspacingMark
  }

  /// Han, Hiragana, Katakana and Thai: scripts written without spaces, a character each.
  private static func isSpacelessScript(_ character: Character) -> Bool {
    guard let value = character.unicodeScalars.first?.value else { return false }
    return (0x3040...0x30FF).contains(value) || (0x3400...0x4DBF).contains(value)
      || (0x4E00...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value)
      || (0x0E00...0x0E7F).contains(value) || (0x20000...0x2FFFF).contains(value)
  }
}
