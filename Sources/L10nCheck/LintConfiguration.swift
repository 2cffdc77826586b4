import L10nMemory
import L10nModel

/// What to check: rule severities and what to ignore.
///
/// Read from a project's `.l10nedit.json` and command-line options.
package struct LintConfiguration: Sendable {
  /// A rule's configured level.
  package enum Level: String, Sendable, CaseIterable {
    /// The rule does not run.
    case off
    /// Findings are info.
    case info
    /// Findings are warnings.
    case warning
    /// Findings are errors.
    case error

    /// The severity, or `nil` for off.
    package var severity: Severity? {
      switch self {
      case .off: nil
      case .info: .info
      case .warning: .warning
      case .error: .error
      }
    }
  }

  /// Levels by rule identifier; rules not named use their default.
  package var levels: [String: Level]
  /// Key patterns to ignore: exact keys, or `*` wildcards (`debug.*`).
  package var ignoredKeys: [String]
  /// Table patterns to ignore, matched against table ids (`InfoPlist`, `Stats/*`).
  package var ignoredTables: [String]
  /// Key patterns each rule is silenced for, by rule identifier (the settings file's
  /// `ignoreRules`).
  package var ignoredRuleKeys: [String: [String]] = [:]
  /// The most characters a value may have, by key or table pattern (the settings file's
  /// `maxLength`), for `max-length`.
  package var maxLengths: [(pattern: String, length: Int)] = []
  /// Brand and product names (the settings file's `brandNames`): a text made of them alone is
  /// no hard-coded string (`hardcoded-string`).
  package var brandNames: [String] = []
  /// The project glossary (`l10nedit.glossary.csv` or `.tbx`), for `glossary-term`.
  package var glossary = Glossary()

  /// Creates a configuration.
  package init(
    levels: [String: Level] = [:], ignoredKeys: [String] = [], ignoredTables: [String] = []
  ) {
    self.levels = levels
    self.ignoredKeys = ignoredKeys
    self.ignoredTables = ignoredTables
  }

  /// Whether `key` matches an ignored pattern.
  package func ignores(key: LocalizationKey) -> Bool {
    ignoredKeys.contains { Wildcard.matches($0, key.text) }
  }

  /// Whether findings of `rule` on `key` are silenced by the settings file.
  package func ignores(rule: String, key: LocalizationKey) -> Bool {
    ignoredRuleKeys[rule]?.contains { Wildcard.matches($0, key.text) } ?? false
  }

  /// The most characters a value of `key` in `table` may have: the first `maxLengths` pattern
  /// that matches the key or the table's id.
  package func maxLength(table: TableID, key: LocalizationKey) -> Int? {
    maxLengths.first {
      Wildcard.matches($0.pattern, key.text) || Wildcard.matches($0.pattern, table.path)
    }?.length
  }

  /// Whether `table` matches an ignored pattern.
  package func ignores(table: TableID) -> Bool {
    ignoredTables.contains { Wildcard.matches($0, table.path) }
  }
}
