/// Something that translates texts: a provider command of the settings file, or the built-in
/// apertium.
///
/// l10nedit itself makes no network call and keeps no secret: every provider is a program.
package protocol TranslationProvider: Sendable {
  /// The provider's name, as the settings file and `--provider` give it.
  var name: String { get }

  /// Checks, once before a run sends anything, that it can translate from `source` into
  /// `target` (l10nedit's language codes) at all: its program is installed, it has that
  /// language pair. The failure is the run's one message (naming what to install), instead of
  /// the same refusal for every request.
  func prepare(source: String, target: String) throws(ProviderFailure)

  /// Translates `requests`, calling `deliver` once for each request with its outcome as it
  /// arrives (in any order, from any thread); returns when every request has had its outcome.
  /// Once `isCancelled` answers `true`, requests not yet sent are failed at once and the rest
  /// are given a moment to answer.
  func translate(
    _ requests: [ProviderRequest], deliver: @escaping @Sendable (ProviderOutcome) -> Void,
    isCancelled: @escaping @Sendable () -> Bool)
}

extension TranslationProvider {
  /// Nothing to check: a provider that learns what it cannot do from its requests.
  package func prepare(source: String, target: String) throws(ProviderFailure) {}
}
