import L10nGrammar
import L10nModel

/// How a text ends, taken apart: the text before its final mark, the mark (if any, in one of
/// the forms a language writes it), and what follows the mark (closing quotes and brackets,
/// trailing whitespace).
struct TextEnding {
  /// The text before the mark.
  var body: Substring
  /// The final mark, if the text ends with one.
  var mark: PunctuationMark?
  /// The mark as written (`"…"`, `"..."`, `"？"`).
  var written: Substring
  /// Closing quotes and brackets and whitespace after the mark.
  var tail: Substring

  /// Closers read past to find the mark: `"Say “hi.”"` ends with a period.
  private static let closers: Set<Character> = [
    ")", "]", "}", "\"", "'", "”", "’", "»", "›", "」", "』", "）", "】", "〉", "》",
  ]

  /// The ending of `text` as `punctuation`'s language writes marks (its forms, and the Latin
  /// ones).
  init(_ text: String, _ punctuation: Punctuation) {
    var end = text.endIndex
    while end > text.startIndex,
      text[text.index(before: end)].isWhitespace
        || Self.closers.contains(text[text.index(before: end)])
    {
      end = text.index(before: end)
    }
    tail = text[end...]
    let head = text[..<end]
    // Longest forms first (`……` before `…`, `...` before `.`), compared as bytes.
    let bytes = head.utf8
    // A form can end the text only if it ends with the text's last byte: most forms are told
    // apart by that one byte.
    let lastByte = bytes.last
    for (form, mark) in punctuation.endingForms
    where form.utf8.last == lastByte && bytes.count >= form.utf8.count
      && bytes.suffix(form.utf8.count).elementsEqual(form.utf8)
    {
      self.mark = mark
      body = head.dropLast(form.count)
      written = head.suffix(form.count)
      return
    }
    mark = nil
    body = head
    written = head[head.endIndex...]
  }
}
