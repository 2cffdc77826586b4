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

  /// Creates the rule with the project's configuration (rules with settings of their own,
  /// such as `max-length`, read them here; others ignore it).
  init(configuration: LintConfiguration)
}

extension Rule {
  package static var isEnabledByDefault: Bool { true }

  package init(configuration: LintConfiguration) { self.init() }
}

/// A row rule whose findings have a mechanical fix: the value a translation should have.
///
/// `lint --fix` and the editor's `F` ask it for the fixed value of a cell it reported, and
/// write that value as a cell edit (`CellEdit.setText`) through the project's one write path.
package protocol FixableRule: RowRule {
  /// The value `value` (a translation into `language` of `source`) fixed, or `nil` when the
  /// rule finds nothing to fix in it.
  func fix(_ value: String, source: String, language: LanguageID) -> String?

  /// What the fix does, in a few words for menus and reports: "replaces ... with …".
  static var fixSummary: String { get }
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

/// A project rule each of whose findings is about one language's translation, and lies in that
/// language's file of the translation's table or in the table's source file: it can check one
/// language alone (what a language server shows for one open translation file).
package protocol LanguageProjectRule: ProjectRule {
  /// Reports the problems of `project` about translations into `language`: those
  /// `check(_:report:)` reports about them.
  func check(_ project: Project, language: LanguageID, report: (Problem) -> Void)
}

/// What a rule reports; the engine turns it into a `Finding`.
package struct Problem: Sendable {
  /// The file.
  package var path: String
  /// Where in the file.
  package var location: SourceLocation
  /// What is wrong, in words.
  package var message: String {
    get { translation?.message ?? text }
    set {
      text = newValue
      translation = nil
    }
  }
  /// The grid cell it concerns, if any.
  package var cell: CellID?
  /// The severity it has whatever the rule's (a note that a rule could not run is an info).
  package var severity: Severity?
  /// The message in its parts, when it is a translation's in the quality rules' one wording
  /// (`TranslationCheck`): then `FindingList` stores it without making it.
  package private(set) var translation: TranslationWording?

  /// The message, unless it is in `translation`'s parts.
  private var text: String

  /// Creates a problem.
  package init(path: String, location: SourceLocation, message: String, cell: CellID? = nil) {
    self.path = path
    self.location = location
    self.text = message
    self.cell = cell
  }

  /// Creates the problem of `cell`, a translation, whose message is `translation`'s.
  package init(
    path: String, location: SourceLocation, translation: TranslationWording, cell: CellID
  ) {
    self.path = path
    self.location = location
    self.text = ""
    self.cell = cell
    self.translation = translation
  }
}

/// A message about one translation in the quality rules' wording: `"key" in de words`.
package struct TranslationWording: Sendable {
  /// The key, quoted (`Quoted.key`).
  package var quotedKey: String
  /// How the translation's language is named: its code, and a plural form's (`de (few)`).
  package var naming: String
  /// What is wrong with it.
  package var words: String

  /// The message, whole.
  package var message: String { Joined.text(quotedKey, " in ", naming, " ", words) }
}

/// A rule over the project and the keys its code uses; runs only when code was scanned
/// (`lint --sources`).
package protocol UsageRule: Rule {
  /// Reports the problems of `index` (the scan matched with `project`).
  func check(_ index: KeyUsageIndex, in project: Project, report: (Problem) -> Void)
}

/// A usage rule whose findings lie in code, each depending only on the project and the scan of
/// the file it lies in (a reference to a key, a literal).
///
/// Run over one file's scan, it gives that file's findings (what a language server shows for
/// an open source file, as the user types). A new such rule conforms to it and is listed in
/// `Linter.allRules`; nothing else.
package protocol ReferenceRule: UsageRule {}

/// A rule over the git history of the project's files; runs when the history was read
/// (`lint` reads it when such a rule is on).
package protocol HistoryRule: Rule {
  /// Reports the problems `history` shows.
  func check(_ history: TranslationHistory, in project: Project, report: (Problem) -> Void)
}
