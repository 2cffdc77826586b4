import L10nModel

/// What the rules on text a translation must keep share (URLs, e-mail addresses, tags,
/// Markdown, App Shortcuts variables, numbers): the source's tokens and the translation's are
/// compared as multisets, and a translation lacking some, or (for kinds where that is wrong)
/// having others, is reported.
package struct KeptTokens: Sendable {
  /// What the tokens are, in messages: "URL", "tag".
  var noun: String
  /// Whether a token the source lacks is reported too (a tag, a variable), or only a token the
  /// translation lacks (a number may be written out in words, never added).
  var reportsExtra: Bool
  /// Whether a text may hold a token at all: a quick test on its bytes.
  var mayHave: @Sendable (String) -> Bool
  /// A quicker test, on what one pass over its bytes told (`TextFacts`): false only for a
  /// text for which `mayHave` is false too.
  var mayHold: @Sendable (TextFacts) -> Bool
  /// The tokens of a text, in order.
  var tokens: @Sendable (String) -> [String]
  /// The tokens of a translation (the first text) beside its source (the second), where what
  /// counts as a token depends on the source (a tag name the source uses as a tag); `nil`:
  /// `tokens`.
  var translationTokens: (@Sendable (String, String) -> [String])? = nil
  /// What a translation's lacking tokens may be written as instead, checked only when it is
  /// about to be reported: the tokens of those it is excused for (`numbers`: one written out in
  /// words, or a one-digit number in a translation without digits).
  var excused:
    (@Sendable (_ missing: [String], _ value: String, _ language: LanguageID) -> Set<String>)? =
      nil

  /// Reports `row`'s translations whose tokens differ from the source's.
  func check(_ row: RowContext, report: (Problem) -> Void) {
    guard let source = row.source.value else { return }
    let sourceMayHave = mayHave(source)
    guard sourceMayHave || reportsExtra else { return }
    var expected: [String: Int]?
    // With a source that may hold none, only translations that may hold some are compared.
    var isCandidate: ((TextFacts) -> Bool)?
    if !sourceMayHave { isCandidate = mayHold }
    TranslationCheck.each(row, where: isCandidate, report: report) {
      value, source, language in
      guard sourceMayHave || mayHave(value) else { return nil }
      if expected == nil { expected = Self.counts(sourceMayHave ? tokens(source) : []) }
      let found = Self.counts(
        mayHave(value) ? (translationTokens?(value, source) ?? tokens(value)) : [])
      guard let expected, found != expected else { return nil }
      var missing = expected.filter { found[$0.key, default: 0] < $0.value }.keys.sorted()
      if !missing.isEmpty, let excused {
        let forgiven = excused(missing, value, language)
        missing.removeAll { forgiven.contains($0) }
      }
      let extra =
        expected.isEmpty && !reportsExtra
        ? []
        : found.filter {
          expected[$0.key, default: 0] < $0.value
        }.keys.sorted()
      var parts: [String] = []
      if !missing.isEmpty { parts.append("lacks the source's \(noun) \(Self.list(missing))") }
      if reportsExtra, !extra.isEmpty {
        parts.append("has the \(noun) \(Self.list(extra)) the source lacks")
      }
      return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }
  }

  private static func counts(_ tokens: [String]) -> [String: Int] {
    tokens.reduce(into: [:]) { $0[$1, default: 0] += 1 }
  }

  /// “a”, “b” and 3 more.
  private static func list(_ tokens: [String]) -> String {
    tokens.prefix(3).map { "“\($0)”" }.joined(separator: ", ")
      + (tokens.count > 3 ? " and \(tokens.count - 3) more" : "")
  }

  /// Whether `text` has the byte `byte`.
  static func has(_ text: String, _ byte: UInt8) -> Bool {
    text.utf8.contains(byte)
  }
}

/// A rule that compares the tokens a translation must keep (see `KeptTokens`): its `check` is
/// the comparison of its `tokens`.
package protocol KeptTokenRule: RowRule {
  /// What the rule compares.
  static var tokens: KeptTokens { get }
}

extension KeptTokenRule {
  package func check(_ row: RowContext, report: (Problem) -> Void) {
    Self.tokens.check(row, report: report)
  }
}
