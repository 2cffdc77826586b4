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
    tokens: MarkupTagRule.tags)

  /// The tags of `text` by name: `<b>`, `</b>`, `<a>` for `<a href="…">`, `<br/>`.
  static func tags(_ text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    var tags: [String] = []
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
      if scalars[cursor] == " " {
        var hasAttribute = false
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
      tags.append("<" + (closing ? "/" : "") + name + (selfClosing ? "/" : "") + ">")
      index = cursor
    }
    return tags
  }
}

// MARK: - Documentation and examples

extension MarkupTagRule {
  package static let explanation = """
    A translation's tags differ from its source's: `<b>`, `</b>`, `<a href="…">` (compared as \
    `<a>`), `<br/>`. A tag dropped, added or misspelled shows as raw text, or breaks the \
    attributed string the app builds from HTML. `a < b`, `<3` and words in angle brackets (`<a letter of %d characters>`: \
    what follows a tag's name must be `name=value` attributes) are not tags.
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
