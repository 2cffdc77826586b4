import L10nModel

/// What `translate --dry-run` shows of a provider: the command it runs, the languages it
/// declares and the price it declares.
package struct ProviderSummary: Hashable, Sendable {
  /// The provider's name.
  package var name: String
  /// The command line, as a person would type it (arguments quoted where needed).
  package var commandLine: String
  /// The languages it declares, l10nedit's code → the provider's code; `nil`: any.
  package var languages: [String: String]?
  /// The price it declares, when it does.
  package var cost: ProviderSettings.Cost?

  /// Creates a summary.
  package init(
    name: String, commandLine: String, languages: [String: String]? = nil,
    cost: ProviderSettings.Cost? = nil
  ) {
    self.name = name
    self.commandLine = commandLine
    self.languages = languages
    self.cost = cost
  }

  /// Whether it translates into (or from) `language`: it declares no languages, or this one.
  package func accepts(_ language: LanguageID) -> Bool {
    languages.map { $0[language.code] != nil } ?? true
  }

  /// The estimated price of sending `characters` characters, when the provider declares one.
  package func estimatedCost(characters: Int) -> Double? {
    cost.map { Double(characters) * $0.perMillionCharacters / 1_000_000 }
  }

  /// `arguments` as one line a shell would split back into them: each argument with a
  /// character outside `[A-Za-z0-9_./=:@%+,-]` in single quotes.
  package static func commandLine(_ arguments: [String]) -> String {
    let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./=:@%+,-")
    return arguments.map { argument in
      if !argument.isEmpty && argument.allSatisfy({ plain.contains($0) }) { return argument }
      return "'" + argument.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }.joined(separator: " ")
  }
}
