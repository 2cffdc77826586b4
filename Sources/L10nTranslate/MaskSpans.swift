import L10nCheck
import L10nGrammar
import L10nMemory
import L10nModel

/// What `Masking` masks in a text, found by the detectors the lint rules use (so that what a
/// provider never sees is exactly what the gate then checks was kept): each span in unicode
/// scalars, with its kind, whether its order must be kept, and the pair it belongs to.
enum MaskSpans {
  /// One stretch of text to mask.
  struct Span {
    /// Where, in unicode scalars.
    var scalars: Range<Int>
    var kind: MaskedText.Token.Kind
    /// Whether it holds a non-positional format argument (its order is the arguments').
    var keepsOrder = false
    /// Names the pair it is one half of (a tag and its close tag; a link's `[` and `](url)`).
    var pair: Int?
  }

  /// The spans of the text of `scalars`, in order and not overlapping: where detectors'
  /// spans overlap (a URL inside a tag or a link), they are one span, of the kind of the one
  /// that starts first.
  static func spans(
    _ text: String, scalars: [Unicode.Scalar], doNotTranslate: [String]
  ) -> [Span] {
    var found: [Span] = []
    var pairs = 0
    func pair() -> Int {
      pairs += 1
      return pairs
    }
    formatSpans(text, scalars, into: &found)
    markdownSpans(text, scalars, into: &found, pair: pair)
    inflectionSpans(scalars, into: &found, pair: pair)
    tagSpans(scalars, into: &found, pair: pair)
    for span in URLRule.urlSpans(scalars) { found.append(Span(scalars: span.url, kind: .url)) }
    for span in EmailRule.addressSpans(scalars) {
      found.append(Span(scalars: span.scalars, kind: .email))
    }
    for range in ShortcutVariableRule.variableSpans(text) {
      found.append(Span(scalars: scalarRange(range, in: text), kind: .shortcut))
    }
    termSpans(text, doNotTranslate, into: &found)
    reservedSpans(scalars, into: &found)
    return merged(found)
  }

  /// Format specifiers (`%@`, `%1$@`, `%lld`, `%#@count@`, a catalog substitution's `%arg`)
  /// and `%%`, by the grammar's parser; of a `%` that starts no valid conversion, only `%`
  /// and digits (`%0`, `%1`: apps that replace such placeholders themselves, as stats does) —
  /// any other is prose (`100% of`) and stays.
  private static func formatSpans(
    _ text: String, _ scalars: [Unicode.Scalar], into found: inout [Span]
  ) {
    for (range, item) in FormatString.spansWithCatalogArguments(in: text) {
      switch item {
      case .specifier(let specifier):
        found.append(
          Span(scalars: range, kind: .formatSpecifier, keepsOrder: specifier.position == nil))
      case .percentSign:
        found.append(Span(scalars: range, kind: .formatSpecifier))
      case .invalid:
        var end = range.lowerBound + 1
        while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
        if end > range.lowerBound + 1 {
          found.append(Span(scalars: range.lowerBound..<end, kind: .formatSpecifier))
        }
      }
    }
  }

  /// Markdown, when the text is Markdown (`MarkdownRule.isMarkdown`): a code span whole, each
  /// emphasis marker (`**`, `*`, `~~`, paired in order), and a link's `[` and `](url)` (the
  /// link's text is translated).
  private static func markdownSpans(
    _ text: String, _ scalars: [Unicode.Scalar], into found: inout [Span], pair: () -> Int
  ) {
    guard MarkdownRule.isMarkdown(text) else { return }
    var open: [String: Int] = [:]
    var code: (span: Int, start: Int)?
    var linkStart = 0
    for (range, marker) in MarkdownRule.markerSpans(scalars) {
      if let opener = code {
        // Inside a code span, only its closing backtick counts.
        guard marker == "`" else { continue }
        found[opener.span].scalars = opener.start..<range.upperBound
        code = nil
        continue
      }
      switch marker {
      case "`":
        code = (found.count, range.lowerBound)
        found.append(Span(scalars: range, kind: .markdown))
      case "**", "*", "~~":
        if let opener = open.removeValue(forKey: marker) {
          let id = pair()
          found[opener].pair = id
          found.append(Span(scalars: range, kind: .markdown, pair: id))
        } else {
          open[marker] = found.count
          found.append(Span(scalars: range, kind: .markdown))
        }
      default:
        // A link's `](url)`: its `[` is the last one before it, after the previous link.
        let id = pair()
        if let bracket = scalars[linkStart..<range.lowerBound].lastIndex(of: "[") {
          found.append(Span(scalars: bracket..<bracket + 1, kind: .markdown, pair: id))
        }
        found.append(Span(scalars: range, kind: .markdown, pair: id))
        linkStart = range.upperBound
      }
    }
  }

  /// Automatic grammar agreement, `^[3 files](inflect: true)`: its `^[` and `](…)`, the
  /// phrase between them translated.
  private static func inflectionSpans(
    _ scalars: [Unicode.Scalar], into found: inout [Span], pair: () -> Int
  ) {
    var index = 0
    while index + 1 < scalars.count {
      guard scalars[index] == "^", scalars[index + 1] == "[",
        let close = scalars[(index + 2)...].firstIndex(of: "]"), close + 1 < scalars.count,
        scalars[close + 1] == "(", let end = scalars[(close + 2)...].firstIndex(of: ")")
      else {
        index += 1
        continue
      }
      let id = pair()
      found.append(Span(scalars: index..<index + 2, kind: .inflection, pair: id))
      found.append(Span(scalars: close..<end + 1, kind: .inflection, pair: id))
      index = end + 1
    }
  }

  /// Markup tags (`MarkupTagRule`), an element's open and close tags paired.
  private static func tagSpans(
    _ scalars: [Unicode.Scalar], into found: inout [Span], pair: () -> Int
  ) {
    var open: [String: [Int]] = [:]
    for tag in MarkupTagRule.tagSpans(scalars) {
      if tag.closing, let opener = open[tag.name]?.popLast() {
        let id = pair()
        found[opener].pair = id
        found.append(Span(scalars: tag.scalars, kind: .markup, pair: id))
      } else {
        if !tag.closing, !tag.tag.hasSuffix("/>") {
          open[tag.name, default: []].append(found.count)
        }
        found.append(Span(scalars: tag.scalars, kind: .markup))
      }
    }
  }

  /// The glossary's do-not-translate terms, where `Glossary` finds them (on word boundaries,
  /// without case).
  private static func termSpans(_ text: String, _ terms: [String], into found: inout [Span]) {
    guard !terms.isEmpty else { return }
    let glossary = Glossary(
      terms.map { GlossaryEntry(term: $0, language: LanguageID("und"), translation: $0) })
    let matches = glossary.matches(in: text)
    guard !matches.isEmpty else { return }
    // Character offsets to scalar offsets.
    var scalarOffsets: [Int] = [0]
    scalarOffsets.reserveCapacity(text.count + 1)
    for character in text {
      scalarOffsets.append(scalarOffsets[scalarOffsets.count - 1] + character.unicodeScalars.count)
    }
    for match in matches {
      found.append(
        Span(
          scalars: scalarOffsets[
            match.characters.lowerBound]..<scalarOffsets[
              match.characters.upperBound],
          kind: .doNotTranslate))
    }
  }

  /// The source's own `⟦` and `⟧`, each run masked, so that nothing of the text is taken for
  /// a token.
  private static func reservedSpans(_ scalars: [Unicode.Scalar], into found: inout [Span]) {
    var index = 0
    while index < scalars.count {
      guard MaskToken.isBracket(scalars[index]) else {
        index += 1
        continue
      }
      var end = index + 1
      while end < scalars.count, MaskToken.isBracket(scalars[end]) { end += 1 }
      found.append(Span(scalars: index..<end, kind: .reserved))
      index = end
    }
  }

  /// `spans` in order, overlapping ones joined: a joined span keeps its order if any part
  /// does, and its pair only when its first part covers it all.
  private static func merged(_ spans: [Span]) -> [Span] {
    let sorted = spans.enumerated().sorted {
      ($0.element.scalars.lowerBound, -$0.element.scalars.count, $0.offset)
        < ($1.element.scalars.lowerBound, -$1.element.scalars.count, $1.offset)
    }.map(\.element)
    var result: [Span] = []
    for span in sorted where !span.scalars.isEmpty {
      guard var last = result.last, span.scalars.lowerBound < last.scalars.upperBound else {
        result.append(span)
        continue
      }
      if span.scalars.upperBound > last.scalars.upperBound {
        last.scalars = last.scalars.lowerBound..<span.scalars.upperBound
        last.pair = nil
      }
      last.keepsOrder = last.keepsOrder || span.keepsOrder
      result[result.count - 1] = last
    }
    return result
  }

  /// `range` of `text` in unicode scalars.
  private static func scalarRange(_ range: Range<String.Index>, in text: String) -> Range<Int> {
    let start = text.unicodeScalars.distance(from: text.startIndex, to: range.lowerBound)
    return start..<start + text.unicodeScalars[range].count
  }
}
