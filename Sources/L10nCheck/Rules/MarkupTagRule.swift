import L10nModel

/// `markup-tags`: a translation's tags (`<b>`, `</b>`, `<a href="…">`, `<br/>`) differ from its
/// source's: one dropped, added or misspelled shows as raw text, or breaks the attributed
/// string the app builds.
package struct MarkupTagRule: KeptTokenRule, FormTextRule {
  package static let id = "markup-tags"
  package static let defaultSeverity = Severity.warning
  package static let summary = "A translation's <b>-style tags differ from its source's."

  /// Creates the rule.
  package init() {}

  package static let tokens = KeptTokens(
    noun: "tag", reportsExtra: true, mayHave: { KeptTokens.has($0, 0x3C) },
    mayHold: { $0.has(0x3C) },
    tokens: { MarkupTagRule.tags($0) },
    translationTokens: { MarkupTagRule.tags($0, besideSource: $1) })

  /// The tags of `text` by name: `<b>`, `</b>`, `<a>` for `<a href="…">`, `<br/>`.
  ///
  /// Only markup counts: a name of HTML's elements, or one `text` (or, for a translation, its
  /// source `besideSource`) uses as a tag, with a close tag of the same name, attributes or a
  /// `/>`. `<None>`, `<key>` and `<value>` alone are words in angle brackets.
  static func tags(_ text: String, besideSource source: String? = nil) -> [String] {
    tagSpans(Array(text.unicodeScalars), besideSource: source).map(\.tag)
  }

  /// The tags of the text of `scalars` (see `tags`), each with where it is in unicode scalars
  /// and whether it opens or closes an element (what machine translation masks).
  package static func tagSpans(_ scalars: [Unicode.Scalar], besideSource source: String? = nil)
    -> [(scalars: Range<Int>, tag: String, name: String, closing: Bool)]
  {
    let found = candidates(scalars)
    guard !found.isEmpty else { return [] }
    var markup = usedAsTags(found)
    if let source, KeptTokens.has(source, 0x3C) {
      markup.formUnion(usedAsTags(candidates(Array(source.unicodeScalars))))
    }
    return found.filter { Self.htmlElements.contains($0.name) || markup.contains($0.name) }
      .map {
        (
          $0.scalars, "<" + ($0.closing ? "/" : "") + $0.name + ($0.selfClosing ? "/" : "") + ">",
          $0.name, $0.closing
        )
      }
  }

  /// A tag-shaped run of `<…>`: its lowercased name and how it is written.
  private struct Candidate {
    var name: String
    var closing: Bool
    var selfClosing: Bool
    var hasAttributes: Bool
    /// Where it is, in unicode scalars.
    var scalars: Range<Int>
  }

  /// The names `candidates` use as tags: with attributes, self-closing, or both opened and
  /// closed.
  private static func usedAsTags(_ candidates: [Candidate]) -> Set<String> {
    let opened = Set(candidates.filter { !$0.closing }.map(\.name))
    return Set(
      candidates.filter {
        $0.hasAttributes || $0.selfClosing || ($0.closing && opened.contains($0.name))
      }.map(\.name))
  }

  /// The tag-shaped runs of the text of `scalars`: `<`, an optional `/`, a name of ASCII letters (and digits
  /// after the first), then `>`, `/>` or `name=value` attributes up to `>` on the same line.
  private static func candidates(_ scalars: [Unicode.Scalar]) -> [Candidate] {
    var found: [Candidate] = []
    var index = 0
    while index < scalars.count {
      defer { index += 1 }
      guard scalars[index] == "<" else { continue }
      var cursor = index + 1
      let closing = cursor < scalars.count && scalars[cursor] == "/"
      if closing { cursor += 1 }
      let nameStart = cursor
      while cursor < scalars.count, scalars[cursor].isASCII,
        scalars[cursor].properties.isAlphabetic
          || (cursor > nameStart && ("0"..."9").contains(scalars[cursor]))
      {
        cursor += 1
      }
      guard cursor > nameStart, cursor < scalars.count else { continue }
      let name = String(String.UnicodeScalarView(scalars[nameStart..<cursor])).lowercased()
      // Attributes up to `>`, on the same line, each `name=value`: `<a letter of %d
      // characters>` is words in angle brackets, not a tag.
      var hasAttribute = false
      if scalars[cursor] == " " {
        while cursor < scalars.count, scalars[cursor] != ">", scalars[cursor] != "\n",
          scalars[cursor] != "<"
        {
          if scalars[cursor] == "=" { hasAttribute = true }
          cursor += 1
        }
        let bare = scalars[(nameStart)..<cursor].drop { $0 != " " }.allSatisfy {
          $0 == " " || $0 == "/"
        }
        guard hasAttribute || bare else { continue }
      }
      let selfClosing = cursor < scalars.count && scalars[cursor] == "/"
      if selfClosing { cursor += 1 }
      guard cursor < scalars.count, scalars[cursor] == ">" else { continue }
      found.append(
        Candidate(
          name: name, closing: closing, selfClosing: selfClosing, hasAttributes: hasAttribute,
          scalars: index..<cursor + 1))
      index = cursor
    }
    return found
  }

  /// HTML's elements (the living standard's and the obsolete ones apps still send, such as
  /// `font`, `center`, `tt`), lowercased.
  static let htmlElements: Set<String> = [
    "a", "abbr", "address", "area", "article", "aside", "audio", "b", "base", "bdi", "bdo",
    "big", "blink", "blockquote", "body", "br", "button", "canvas", "caption", "center", "cite",
    "code", "col", "colgroup", "data", "datalist", "dd", "del", "details", "dfn", "dialog",
    "dir", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "font",
    "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr",
    "html", "i", "iframe", "img", "input", "ins", "kbd", "label", "legend", "li", "link",
    "main", "map", "mark", "marquee", "menu", "meta", "meter", "nav", "nobr", "noscript",
    "object", "ol", "optgroup", "option", "output", "p", "param", "picture", "pre", "progress",
    "q", "rp", "rt", "ruby", "s", "samp", "script", "search", "section", "select", "slot",
    "small", "source", "span", "strike", "strong", "style", "sub", "summary", "sup", "table",
    "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr",
    "track", "tt", "u", "ul", "var", "video", "wbr",
  ]
}

// MARK: - Documentation and examples

extension MarkupTagRule {
  package static let explanation = """
    A translation's tags differ from its source's: `<b>`, `</b>`, `<a href="…">` (compared as \
    `<a>`), `<br/>`. A tag dropped, added or misspelled shows as raw text, or breaks the \
    attributed string the app builds from HTML. `a < b`, `<3` and words in angle brackets (`<a letter of %d characters>`: \
    what follows a tag's name must be `name=value` attributes) are not tags, nor is a name \
    that is not one of HTML's elements unless the source uses it as a tag (closes it, or gives \
    it attributes or a `/>`): `<None>`, `<key>` and `<value>` are placeholder text.
    """

  package static let triggeringExamples = RuleExample.translations(
    of: "Tap <b>Done</b>",
    [
      "de": "Tippe auf <b>Fertig</b",
      "ja": "<b>完了</b>をタップ<br/>",
      "ar": "اضغط على تم",
      "bn": "<strong>সম্পন্ন</strong> ট্যাপ করুন",
    ])

  package static let nonTriggeringExamples = [
    RuleExample.translation("Tap <b>Done</b>", "de", "Tippe auf <b>Fertig</b>"),
    RuleExample.translation("Tap <b>Done</b>", "ja", "<b>完了</b>をタップ"),
    RuleExample.translation(
      "Visit <a href=\\\"https://example.com\\\">us</a>", "ar",
      "<a href=\\\"https://example.com/ar\\\">زورونا</a>"),
    RuleExample.translation("If a < b", "bn", "যদি a < b হয়"),
  ]
}
