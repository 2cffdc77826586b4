import L10nModel

/// A check with a stable identifier.
///
/// Each rule lives in its own file.
///
/// Rules are either `RowRule`s, which look at one key of one table across languages, or
/// `FileRule`s, which look at one file. The engine (`Linter`) gives their problems the rule's
/// identifier and configured severity.
package protocol Rule: Sendable {
  /// The identifier users name in configuration and that output shows, e.g. `duplicate-key`.
  static var id: String { get }
  /// The severity findings get unless configured otherwise.
  static var defaultSeverity: Severity { get }
  /// Whether the rule runs without being turned on (style rules are off by default).
  static var isEnabledByDefault: Bool { get }
  /// A one-line description for help and documentation.
  static var summary: String { get }
  /// What the rule finds, in full, in Markdown: for `lint --explain`, SARIF's rule help and the
  /// generated reference.
  static var explanation: String { get }
  /// Projects in which the rule reports at least one finding.
  static var triggeringExamples: [RuleExample] { get }
  /// Projects in which the rule reports nothing.
  static var nonTriggeringExamples: [RuleExample] { get }

  /// Creates the rule.
  init()
}

extension Rule {
  package static var isEnabledByDefault: Bool { true }
}

/// A rule over one key of one table, with its value in every language.
package protocol RowRule: Rule {
  /// Reports the problems of `row`.
  func check(_ row: RowContext, report: (Problem) -> Void)
}

/// A rule over one file (with the project, to compare with the source language's file).
package protocol FileRule: Rule {
  /// Reports the problems of `file`.
  func check(_ file: LocalizationFile, in project: Project, report: (Problem) -> Void)
}

/// A rule over the project as a whole (its layout on disk).
package protocol ProjectRule: Rule {
  /// Reports the problems of `project`.
  func check(_ project: Project, report: (Problem) -> Void)
}

/// What a rule reports; the engine turns it into a `Finding`.
package struct Problem: Sendable {
  /// The file.
  package var path: String
  /// Where in the file.
  package var location: SourceLocation
  /// What is wrong, in words.
  package var message: String
  /// The grid cell it concerns, if any.
  package var cell: CellID?

  /// Creates a problem.
  package init(path: String, location: SourceLocation, message: String, cell: CellID? = nil) {
    self.path = path
    self.location = location
    self.message = message
    self.cell = cell
  }
}

/// A rule over the project and the keys its code uses; runs only when code was scanned
/// (`lint --sources`).
package protocol UsageRule: Rule {
  /// Reports the problems of `index` (the scan matched with `project`).
  func check(_ index: KeyUsageIndex, in project: Project, report: (Problem) -> Void)
}
