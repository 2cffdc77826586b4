import L10nModel

/// Runs rules over a project and returns their findings sorted by path and location.
public struct Linter: Sendable {
  /// A rule with the severity it reports at; `nil` turns it off.
  public struct Configured: Sendable {
    /// The rule.
    public var rule: any Rule
    /// The severity, or `nil` when the rule is off.
    public var severity: Severity?
  }

  /// The rules and their severities.
  public var rules: [Configured]

  /// Every built-in rule at its default severity.
  public static let allRules: [any Rule] = [ParseErrorRule(), DuplicateKeyRule()]

  /// A linter with the built-in rules, with `overrides` (rule id → severity or `nil` for off).
  public init(overrides: [String: Severity?] = [:]) {
    rules = Self.allRules.map { rule in
      let id = type(of: rule).id
      let severity = overrides[id] ?? type(of: rule).defaultSeverity
      return Configured(rule: rule, severity: severity)
    }
  }

  /// All findings, sorted by path, then line and column, then rule.
  public func run(_ project: Project) -> [Finding] {
    rules.flatMap { configured in
      configured.severity.map { configured.rule.check(project, severity: $0) } ?? []
    }
    .sorted {
      ($0.path, $0.location, $0.ruleID, $0.message) < ($1.path, $1.location, $1.ruleID, $1.message)
    }
  }
}
