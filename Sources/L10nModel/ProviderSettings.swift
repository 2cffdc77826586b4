/// A provider command declared in the settings file's `providers:` member: a program that
/// speaks the provider protocol on standard input and output
/// (Documentation/Guides/MachineTranslation.md).
package struct ProviderSettings: Hashable, Sendable {
  /// What the provider declares about its price, for `translate --dry-run`'s estimate.
  package struct Cost: Hashable, Sendable {
    /// The price of one million characters of source text.
    package var perMillionCharacters: Double
    /// The currency the price is in (`EUR`, `USD`), as the settings file says it.
    package var currency: String

    /// Creates a cost.
    package init(perMillionCharacters: Double, currency: String) {
      self.perMillionCharacters = perMillionCharacters
      self.currency = currency
    }
  }

  /// The program and its arguments (no shell), run in the project root.
  package var command: [String]
  /// The languages it translates into, l10nedit's code → the provider's code; `nil` when the
  /// settings do not say (every language, codes as l10nedit writes them).
  package var languages: [String: String]?
  /// Requests per run of the command.
  package var batch: Int
  /// Runs of the command at the same time.
  package var concurrency: Int
  /// Seconds a run may go without an answer (see `CommandProvider`).
  package var timeout: Double
  /// How many times a request that got no answer (crash, timeout, junk) is sent again.
  package var retries: Int
  /// The price it declares, when it does.
  package var cost: Cost?
  /// Where the provider is declared in the settings file, for messages.
  package var location: SourceLocation?

  /// Requests per run unless the settings say (see Documentation/Settings.md).
  package static let defaultBatch = 50
  /// Runs at the same time unless the settings say.
  package static let defaultConcurrency = 4
  /// Seconds without an answer unless the settings say.
  package static let defaultTimeout = 20.0
  /// Retries unless the settings say.
  package static let defaultRetries = 2

  /// Creates a provider's settings; what is not given takes its default.
  package init(
    command: [String], languages: [String: String]? = nil, batch: Int = defaultBatch,
    concurrency: Int = defaultConcurrency, timeout: Double = defaultTimeout,
    retries: Int = defaultRetries, cost: Cost? = nil, location: SourceLocation? = nil
  ) {
    self.command = command
    self.languages = languages
    self.batch = batch
    self.concurrency = concurrency
    self.timeout = timeout
    self.retries = retries
    self.cost = cost
    self.location = location
  }
}

extension ProviderSettings {
  /// The names of the providers built into l10nedit, which the settings file may not declare.
  package static let builtInNames: Set<String> = ["apertium"]
}
