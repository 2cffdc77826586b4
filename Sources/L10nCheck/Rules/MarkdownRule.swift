import L10nModel

/// `markdown`: a translation drops or breaks Markdown its source carries — `**bold**`,
/// `*italic*`, `` `code` ``, `~~struck~~`, `[text](url)` — which SwiftUI renders from localized
/// strings: a translation that loses a marker shows raw asterisks, one that changes a link's
/// target links elsewhere.
package struct MarkdownRule: RowRule, FormTextRule {
  package static let id = "markdown"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "A translation drops or breaks its source's Markdown (**bold**, links)."

  /// Creates the rule.
  package init() {}

  private static let tokens = KeptTokens(
    noun: "Markdown", reportsExtra: false, mayHave: MarkdownRule.mayHave,
    mayHold: { $0.hasAny(of: MarkdownRule.markerBytes) },
    tokens: MarkdownRule.markers)

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    guard let source = row.source.value, Self.mayHave(source), Self.isMarkdown(source) else {
      return
    }
    Self.tokens.check(row, report: report)
  }

  /// `*` `` ` `` `~` `]`: a text without any holds no Markdown.
  private static let markerBytes = TextFacts.Bytes([0x2A, 0x60, 0x7E, 0x5D])

  private static func mayHave(_ text: String) -> Bool {
    text.utf8.contains { $0 == 0x2A || $0 == 0x60 || $0 == 0x7E || $0 == 0x5D }
  }

  /// Whether `text` has a Markdown construct at all: a pair of markers or a link (a lone `*`
  /// is a footnote or a wildcard, not emphasis).
  package static func isMarkdown(_ text: String) -> Bool {
    let markers = markers(text)
    return markers.contains { $0.hasPrefix("](") }
      || Dictionary(grouping: markers, by: { $0 }).values.contains { $0.count >= 2 }
  }

  /// The markers of `text`: each `**`, `*`, `` ` ``, `~~`, and each link's `](target)`.
  static func markers(_ text: String) -> [String] {
    markerSpans(Array(text.unicodeScalars)).map(\.marker)
  }

  /// The markers of the text of `scalars` (see `markers`), each with where it is, in unicode
  /// scalars (what machine translation masks).
  package static func markerSpans(_ scalars: [Unicode.Scalar]) -> [(
    scalars: Range<Int>, marker: String
  )] {
    var markers: [(scalars: Range<Int>, marker: String)] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      switch scalar {
      case "*" where next == "*":
        markers.append((index..<index + 2, "**"))
        index += 2
        continue
      case "~" where next == "~":
        markers.append((index..<index + 2, "~~"))
        index += 2
        continue
      case "*", "`":
        markers.append((index..<index + 1, String(scalar)))
      case "]" where next == "(":
        var end = index + 2
        while end < scalars.count, scalars[end] != ")", scalars[end] != " " { end += 1 }
        if end < scalars.count, scalars[end] == ")" {
          markers.append(
            (index..<end + 1, String(String.UnicodeScalarView(scalars[index...end]))))
          index = end + 1
          continue
        }
      default: break
      }
      index += 1
    }
    return markers
  }
}

// MARK: - Documentation and examples

extension MarkdownRule {
  package static let explanation = """
    A translation drops or breaks Markdown its source carries: SwiftUI's `Text` renders \
    `**bold**`, `*italic*`, `` `code` ``, `~~struck~~` and `[text](url)` from localized \
    strings, so a translation that loses a marker shows raw asterisks and one that changes a \
    link's target links elsewhere. Markers are counted (`**`, `*`, `` ` ``, `~~`) and link \
    targets compared; a source with a lone `*` (a footnote) is not Markdown. Markers a \
    translation adds are its own choice.
    """

  package static let triggeringExamples = [
    RuleExample.translation("Tap **Done** to save", "de", "Tippe auf **Fertig* zum Sichern"),
    RuleExample.translation(
      "Read the [guide](https://example.com/guide)", "ja", "[ガイド](https://example.com/gide)を読む"),
    RuleExample.translation("Tap **Done** to save", "ar", "اضغط على تم للحفظ"),
    RuleExample.translation("Run `make` first", "hi", "पहले make चलाएँ"),
  ]

  package static let nonTriggeringExamples = [
    RuleExample.translation("Tap **Done** to save", "de", "Tippe auf **Fertig**, um zu sichern"),
    RuleExample.translation(
      "Read the [guide](https://example.com/guide)", "ja", "[ガイド](https://example.com/guide)を読む"),
    RuleExample.translation("Tap **Done** to save", "ar", "اضغط على **تم** للحفظ"),
    RuleExample.translation("Price* (excluding tax)", "hi", "मूल्य (कर के बिना)"),
  ]
}
