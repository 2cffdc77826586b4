/// Something that translates texts: a provider command of the settings file, or the built-in
/// apertium.
///
/// l10nedit itself makes no network call and keeps no secret: every provider is a program.
package protocol TranslationProvider: Sendable {
  /// The provider's name, as the settings file and `--provider` give it.
  var name: String { get }

  /// Translates `requests`, calling `deliver` once for each request with its outcome as it
  /// arrives (in any order, from any thread); returns when every request has had its outcome.
  /// Once `isCancelled` answers `true`, requests not yet sent are failed at once and the rest
  /// are given a moment to answer.
  func translate(
    _ requests: [ProviderRequest], deliver: @escaping @Sendable (ProviderOutcome) -> Void,
    isCancelled: @escaping @Sendable () -> Bool)
}
