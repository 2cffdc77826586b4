/// What became of one request: the provider's translation (still masked), or why there is
/// none.
package struct ProviderOutcome: Hashable, Sendable {
  /// The request's `id`.
  package var id: String
  /// The masked translation, or the failure.
  package var result: Result<String, ProviderFailure>

  /// Creates an outcome.
  package init(id: String, result: Result<String, ProviderFailure>) {
    self.id = id
    self.result = result
  }
}

/// Why a request has no translation: the provider said an error, crashed, timed out, printed
/// something that is no response, or the run was stopped.
package struct ProviderFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// What happened, in words (inert: no control characters).
  package var description: String

  /// A failure saying `description`.
  package init(_ description: String) {
    self.description = description
  }
}
