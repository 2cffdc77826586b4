import L10nModel

/// `url`: a translation lacks a URL of its source, or points it at another host.
///
/// URLs are compared by scheme and host: a translation may take the reader to the localized
/// page of the same site (`https://example.com/de/help`), not to another site or to none.
package struct URLRule: KeptTokenRule, FormTextRule {
  package static let id = "url"
  package static let defaultSeverity = Severity.warning
  package static let summary = "A translation lacks a URL of its source, or has another host."

  /// Creates the rule.
  package init() {}

  package static let tokens = KeptTokens(
    noun: "URL", reportsExtra: true, mayHave: { TranslationCheck.has($0, "://") },
    mayHold: { $0.hasAll(of: URLRule.separator) },
    tokens: URLRule.hosts)

  /// The bytes of `://`.
  private static let separator = TextFacts.Bytes([0x3A, 0x2F])

  /// `scheme://host` of each URL of `text`, lowercased.
  static func hosts(_ text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    return urlSpans(scalars).map {
      String(String.UnicodeScalarView(scalars[$0.host])).lowercased()
    }
  }

  /// Where each URL of the text of `scalars` is, in unicode scalars: its `scheme://host`
  /// (what the rule compares) and the whole URL, path and query included, without the
  /// punctuation that ends a sentence after it (what machine translation masks).
  package static func urlSpans(_ scalars: [Unicode.Scalar]) -> [(
    host: Range<Int>, url: Range<Int>
  )] {
    var spans: [(host: Range<Int>, url: Range<Int>)] = []
    var index = 0
    while index + 2 < scalars.count {
      guard scalars[index] == ":", scalars[index + 1] == "/", scalars[index + 2] == "/" else {
        index += 1
        continue
      }
      var start = index
      while start > 0, isSchemeCharacter(scalars[start - 1]) { start -= 1 }
      var end = index + 3
      while end < scalars.count, isHostCharacter(scalars[end]) { end += 1 }
      while end > index + 3, scalars[end - 1] == "." { end -= 1 }
      if start < index { spans.append((start..<end, start..<urlEnd(scalars, after: end))) }
      index = end
    }
    return spans
  }

  /// Where the URL whose host ends at `hostEnd` ends: at a space, a quote or an angle
  /// bracket, before the punctuation that ends a sentence and a `)` that closes none of its
  /// own.
  private static func urlEnd(_ scalars: [Unicode.Scalar], after hostEnd: Int) -> Int {
    var end = hostEnd
    var depth = 0
    while end < scalars.count {
      let scalar = scalars[end]
      if scalar.properties.isWhitespace || "\"'<>`⟦⟧".unicodeScalars.contains(scalar)
        || scalar.properties.generalCategory == .control
      {
        break
      }
      if scalar == "(" { depth += 1 }
      if scalar == ")" {
        guard depth > 0 else { break }
        depth -= 1
      }
      end += 1
    }
    while end > hostEnd, ".,;:!?".unicodeScalars.contains(scalars[end - 1]) { end -= 1 }
    return end
  }

  private static func isSchemeCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (scalar.properties.isAlphabetic || "+.-".unicodeScalars.contains(scalar))
  }

  private static func isHostCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
      || "-.:".unicodeScalars.contains(scalar)
  }
}

// MARK: - Documentation and examples

extension URLRule {
  package static let explanation = """
    A translation lacks a URL of its source, or has a URL the source lacks. URLs are compared \
    by scheme and host: a translation may link the localized page of the same site \
    (`https://example.com/de/help`), not another site, and must not lose the link.
    """

  package static let triggeringExamples = RuleExample.translations(
    of: "See https://example.com/help",
    [
      "de": "Siehe die Hilfe",
      "ja": "https://example.org/help を参照",
      "ar": "انظر https://exampl.com/help",
      "hi": "सहायता देखें",
    ])

  package static let nonTriggeringExamples = RuleExample.translations(
    of: "See https://example.com/help",
    [
      "de": "Siehe https://example.com/de/hilfe",
      "ja": "https://example.com/ja/help を参照",
      "ar": "انظر https://example.com/help",
      "hi": "https://example.com/help देखें",
    ])
}
