import L10nCheck
import L10nGrammar

/// What the edit panel says while a value is typed: whether its placeholders match the
/// source's, in the words of the `format-mismatch` and `format-size-mismatch` findings, and
/// which source placeholder is not used yet.
///
/// The comparison is the checks' own (`FormatComparison`), so the panel and `lint` agree.
struct PlaceholderCheck: Equatable {
  /// How the typed text compares with the source.
  enum Verdict: Equatable {
    /// Neither is a format string (or the source's placeholders are themselves invalid).
    case none
    /// The placeholders match; the source's in one phrase.
    case matches(String)
    /// They do not, as an error or a warning, in words.
    case differs(Severity, String)
  }

  /// The verdict.
  let verdict: Verdict
  /// The first source placeholder (by argument position) the text does not use, spelled as
  /// the source spells it.
  let nextMissing: String?

  /// Compares `translation` with `reference`: the source value, or the key when the source
  /// has none.
  init(reference: String, translation: String) {
    let source = FormatArguments(FormatString(reference))
    guard !source.spellings.isEmpty, source.problems.isEmpty else {
      verdict = .none
      nextMissing = nil
      return
    }
    let format = FormatString(translation)
    let found = FormatArguments(format)
    nextMissing = source.byPosition.keys.sorted().first { found.byPosition[$0] == nil }
      .flatMap { source.byPosition[$0]?.spelling }
    if let invalid = format.invalidItems.first {
      verdict = .differs(.error, "\(invalid.text) is not a placeholder: \(invalid.reason)")
      return
    }
    if let problem = found.problems.first {
      verdict = .differs(.error, problem)
      return
    }
    let comparison = FormatComparison(source: source, translation: found)
    let differences = comparison.errors.isEmpty ? comparison.warnings : comparison.errors
    guard !differences.isEmpty else {
      verdict = .matches(source.summary)
      return
    }
    verdict = .differs(
      comparison.errors.isEmpty ? .warning : .error,
      "expects \(source.summary); found \(found.summary): "
        + differences.map(\.description).joined(separator: "; "))
  }
}
