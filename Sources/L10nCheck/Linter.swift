import Dispatch
import L10nGrammar
import L10nModel

/// Runs the rules over a project and returns their findings sorted by path and location.
package struct Linter: Sendable {
  /// Every built-in rule.
  package static let allRules: [any Rule.Type] = [
    ParseErrorRule.self, IgnoredTailRule.self, NonStringValueRule.self, DuplicateKeyRule.self,
    MissingTranslationRule.self,
    ExtraKeyRule.self,
    EmptyValueRule.self, UntranslatedRule.self, WhitespaceMismatchRule.self,
    InvisibleCharactersRule.self,
    InvalidFormatRule.self, FormatMismatchRule.self, FormatSizeMismatchRule.self,
    ASCIIKeysRule.self, NamespacedKeysRule.self, CountOutsideStringsdictRule.self,
    SortedFilesRule.self, MissingPluralCategoryRule.self, LargeNumberPluralRule.self,
    UnusedPluralCategoryRule.self,
    UndefinedPluralVariableRule.self, PluralFormatRule.self, ProjectLayoutRule.self,
    KeyNotFoundRule.self, UnusedKeyRule.self, UnjudgedKeysRule.self, WrongTableRule.self,
    FormatArgumentsRule.self, HardcodedStringRule.self, EndingPunctuationRule.self,
    EllipsisRule.self,
    FrenchSpacingRule.self, DoubleSpaceRule.self, RepeatedWordRule.self,
    UnbalancedBracketsRule.self, UnbalancedQuotesRule.self, MarkdownRule.self, URLRule.self,
    EmailRule.self, MarkupTagRule.self, ShortcutVariableRule.self, NumberRule.self,
    MixedScriptsRule.self, LongTranslationRule.self, MaxLengthRule.self,
    InconsistentTranslationRule.self, GlossaryTermRule.self, NeedsReviewRule.self,
    OutdatedTranslationRule.self,
  ]

  /// The rules with a mechanical fix.
  package static var fixableRules: [any FixableRule.Type] {
    allRules.compactMap { $0 as? any FixableRule.Type }
  }

  /// The rules that need scanned code (`lint --sources`).
  package static var usageRuleIDs: [String] {
    allRules.filter { $0 is any UsageRule.Type }.map { $0.id }
  }

  private let rowRules: [(rule: any RowRule, severity: Severity)]
  /// The row rules that check plural forms' texts too (`PluralFormRows`).
  private let formRules: [(rule: any RowRule, severity: Severity)]
  private let fileRules: [(rule: any FileRule, severity: Severity)]
  private let projectRules: [(rule: any ProjectRule, severity: Severity)]
  private let usageRules: [(rule: any UsageRule, severity: Severity)]
  private let historyRules: [(rule: any HistoryRule, severity: Severity)]
  private let configuration: LintConfiguration

  /// Whether the settings say `key` is the same in every language (`ignoreRules` silences
  /// `untranslated` for it): only then is a value identical to its source a translation, for
  /// the memory and the fills.
  package func keepsSourceText(_ key: LocalizationKey) -> Bool {
    configuration.ignores(rule: UntranslatedRule.id, key: key)
  }

  /// A linter with every rule at its configured level.
  package init(configuration: LintConfiguration = LintConfiguration()) {
    self.configuration = configuration
    var rowRules: [(any RowRule, Severity)] = []
    var fileRules: [(any FileRule, Severity)] = []
    var projectRules: [(any ProjectRule, Severity)] = []
    var usageRules: [(any UsageRule, Severity)] = []
    var historyRules: [(any HistoryRule, Severity)] = []
    for rule in Self.allRules {
      guard let severity = Self.severity(of: rule, in: configuration) else { continue }
      let instance = rule.init(configuration: configuration)
      // A rule may look at rows and at files both (`invisible-characters`).
      if let rowRule = instance as? any RowRule { rowRules.append((rowRule, severity)) }
      if let fileRule = instance as? any FileRule { fileRules.append((fileRule, severity)) }
      if let projectRule = instance as? any ProjectRule {
        projectRules.append((projectRule, severity))
      }
      if let usageRule = instance as? any UsageRule { usageRules.append((usageRule, severity)) }
      if let historyRule = instance as? any HistoryRule {
        historyRules.append((historyRule, severity))
      }
    }
    self.rowRules = rowRules
    formRules = rowRules.filter { $0.0 is any FormTextRule }
    self.fileRules = fileRules
    self.projectRules = projectRules
    self.usageRules = usageRules
    self.historyRules = historyRules
  }

  /// Whether a rule that reads git history is on (`lint` then reads it).
  package var readsHistory: Bool { !historyRules.isEmpty }

  /// The identifiers of every built-in rule.
  package static var ruleIDs: [String] { allRules.map { $0.id } }

  /// This linter with the rules `ids` off, the others as configured.
  package func turningOff(_ ids: some Sequence<String>) -> Linter {
    var configuration = self.configuration
    for id in ids { configuration.levels[id] = .off }
    return Linter(configuration: configuration)
  }

  /// All findings, sorted by path, then line and column, then rule; with `usage`, the findings
  /// about the keys code uses, too; with `history`, those of the rules over git history.
  ///
  /// `progress`, if given, is called from the checking threads as rows are checked: with their
  /// number and the number of rows of every table.
  ///
  /// With `table`, the file and row rules check that table's files and rows only (the project,
  /// usage and history rules run whole): its files' findings are those of a run over every
  /// table, sooner (what a language server shows for one open localization file).
  ///
  /// With `checksTables: false`, neither the file rules nor the row rules run: a language server
  /// checks one open file with `check(file:in:)` (a file rule reports in the file it checks
  /// only) and `rowFindings(inFileAt:of:reusing:)`.
  ///
  /// With `translationsInto`, the project rules that can (`LanguageProjectRule`) check the
  /// translations into that language only: the findings in its files are a whole run's, not
  /// those in others'.
  package func run(
    _ project: Project, usage: KeyUsageIndex? = nil, history: TranslationHistory? = nil,
    only table: TableID? = nil, checksTables: Bool = true,
    translationsInto language: LanguageID? = nil,
    progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
  ) -> FindingList {
    let files = project.files.filter { file in
      checksTables && table.map { file.table == $0 } ?? true
    }
    var findings = Self.concurrentJoin(files.count, onto: FindingList()) {
      FindingList(check(file: files[$0], in: project))
    }
    if let usage {
      for finding in check(usage, in: project) { findings.append(finding) }
    }
    if let history {
      for finding in check(history, in: project) { findings.append(finding) }
    }
    // Project rules and chunks of rows run in parallel, each keeping its own findings, joined
    // in that order (the project rules' first, as when they ran before the rows).
    let projectRules = self.projectRules
    // Rows in their files' order (`RowContext.rowsInFileOrder`); the findings are sorted after.
    var chunks: [(table: RowContext.Table, rows: ArraySlice<Int>)] = []
    for grid in project.grids
    where checksTables && !configuration.ignores(table: grid.table)
      && table.map({ grid.table == $0 }) ?? true
    {
      // What rows of a table share, found once per table.
      let rowTable = RowContext.Table(project: project, grid: grid)
      let order = RowContext.rowsInFileOrder(rowTable)
      for start in stride(from: 0, to: order.count, by: 1_024) {
        chunks.append((rowTable, order[start..<min(order.count, start + 1_024)]))
      }
    }
    let totalRows = chunks.reduce(0) { $0 + $1.rows.count }
    let work = chunks
    findings = Self.concurrentJoin(projectRules.count + work.count, onto: findings) { item in
      guard item >= projectRules.count else {
        let (rule, severity) = projectRules[item]
        var found = FindingList()
        let add = { found.append(Self.finding($0, type(of: rule).id, severity)) }
        if let language, let rule = rule as? any LanguageProjectRule {
          rule.check(project, language: language, report: add)
        } else {
          rule.check(project, report: add)
        }
        return found
      }
      let (rowTable, rows) = work[item - projectRules.count]
      let grid = rowTable.grid
      var found = FindingList()
      let checked = rows.filter { !configuration.ignores(key: grid.keys[$0]) }
      // Read a batch at a time (`RowContext.rows`): a batch's cells fit in the cache.
      for start in stride(from: 0, to: checked.count, by: Self.batchSize) {
        let batch = Array(checked[start..<min(checked.count, start + Self.batchSize)])
        for row in RowContext.rows(rowTable, batch) {
          check(row) { found.append($0, rule: $1, severity: $2) }
        }
      }
      progress?(rows.count, totalRows)
      return found
    }
    findings.sort()
    return findings
  }

  /// How many rows are read at once (`RowContext.rows`).
  private static let batchSize = 128

  /// `start` followed by the findings of `transform` of each of `count` indices, run in
  /// parallel and joined in index order as they come: each part is appended, and freed, as
  /// soon as those before it are in, so that the findings are held about once.
  static func concurrentJoin(
    _ count: Int, onto start: FindingList, _ transform: @Sendable (Int) -> FindingList
  ) -> FindingList {
    final class Join: @unchecked Sendable {
      var joined: FindingList
      var waiting: [Int: FindingList] = [:]
      var next = 0
      init(_ start: FindingList) { joined = start }
    }
    let join = Join(start)
    let lock = Lock()
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let part = transform(index)
      lock.withLock {
        join.waiting[index] = part
        while let ready = join.waiting.removeValue(forKey: join.next) {
          join.joined.append(contentsOf: ready)
          join.next += 1
        }
      }
    }
    return join.joined
  }

  /// The findings of the file rules for one file (what the editor re-checks after a
  /// `.stringsdict` edit).
  package func check(file: LocalizationFile, in project: Project) -> [Finding] {
    guard !configuration.ignores(table: file.table) else { return [] }
    var findings: [Finding] = []
    for (rule, severity) in fileRules {
      rule.check(file, in: project) { problem in
        guard
          problem.cell.map({
            configuration.ignores(key: $0.key)
              || configuration.ignores(rule: type(of: rule).id, key: $0.key)
          }) != true
        else { return }
        findings.append(Self.finding(problem, type(of: rule).id, severity))
      }
    }
    guard !formRules.isEmpty else { return findings }
    PluralFormRows.each(of: file, in: project) { row in
      for (rule, severity) in formRules {
        let id = type(of: rule).id
        rule.check(row) { problem in
          if let cell = problem.cell,
            configuration.ignores(key: cell.key) || configuration.ignores(rule: id, key: cell.key)
              || Self.silences(id, cell: cell, in: project)
          {
            return
          }
          findings.append(Self.finding(problem, id, severity))
        }
      }
    }
    return findings
  }

  /// Whether the comment of `cell`'s entry, or of the source language's, silences `rule` with
  /// an inline `l10nedit:ignore` marker (as `RowContext.silences` for a key's row).
  private static func silences(_ rule: String, cell: CellID, in project: Project) -> Bool {
    let source = CellID(table: cell.table, key: cell.key, language: project.sourceLanguage)
    return [cell, source].contains { cell in
      project.comment(of: cell).map { InlineIgnore.silences(rule, comment: $0) } ?? false
    }
  }

  /// The findings of the rules about the keys code uses.
  package func check(_ usage: KeyUsageIndex, in project: Project) -> [Finding] {
    Self.check(usage, in: project, rules: usageRules, configuration: configuration)
  }

  /// The findings of `rules` about the keys code uses.
  private static func check(
    _ usage: KeyUsageIndex, in project: Project,
    rules: [(rule: any UsageRule, severity: Severity)], configuration: LintConfiguration
  ) -> [Finding] {
    var findings: [Finding] = []
    for (rule, severity) in rules {
      rule.check(usage, in: project) { problem in
        guard
          problem.cell.map({
            configuration.ignores(table: $0.table) || configuration.ignores(key: $0.key)
          }) != true
        else { return }
        findings.append(Self.finding(problem, type(of: rule).id, severity))
      }
    }
    return findings
  }

  /// The findings of the rules about the keys code uses that report each reference on its
  /// own (`ReferenceRule`): those of `check(_:in:)` in the code's files, for `index`'s
  /// references only.
  package func checkReferences(_ index: KeyUsageIndex, in project: Project) -> [Finding] {
    let rules = usageRules.filter { $0.rule is any ReferenceRule }
    return Self.check(index, in: project, rules: rules, configuration: configuration)
  }

  /// The hard-coded texts of `usage` that `hardcoded-string` reports (none when it is off):
  /// what the editor lists per table.
  package func hardcodedTexts(in usage: CodeUsage) -> [HardcodedText] {
    guard usageRules.contains(where: { $0.rule is HardcodedStringRule }) else { return [] }
    return HardcodedStringRule(configuration: configuration).reported(usage.hardcodedTexts)
  }

  /// The findings of the rules over git history.
  package func check(_ history: TranslationHistory, in project: Project) -> [Finding] {
    var findings: [Finding] = []
    for (rule, severity) in historyRules {
      let id = type(of: rule).id
      rule.check(history, in: project) { problem in
        if let cell = problem.cell,
          configuration.ignores(table: cell.table) || configuration.ignores(key: cell.key)
            || configuration.ignores(rule: id, key: cell.key)
            || Self.silences(id, cell: cell, in: project)
        {
          return
        }
        findings.append(Self.finding(problem, id, severity))
      }
    }
    return findings
  }

  /// The findings of the row rules for one row (what the editor re-checks after an edit).
  package func check(_ row: RowContext) -> [Finding] {
    var findings: [Finding] = []
    check(row) { findings.append(Self.finding($0, $1, $2)) }
    return findings
  }

  /// Gives `add` each problem of the row rules for one row, in order, with its rule and
  /// severity (what `Self.finding` makes a finding of).
  private func check(_ row: RowContext, add: (Problem, String, Severity) -> Void) {
    guard !configuration.ignores(table: row.table), !configuration.ignores(key: row.key) else {
      return
    }
    for (rule, severity) in rowRules {
      let id = type(of: rule).id
      rule.check(row) { problem in
        if let cell = problem.cell,
          configuration.ignores(rule: id, key: cell.key) || row.silences(id, cell: cell)
        {
          return
        }
        add(problem, id, severity)
      }
    }
  }

  private static func finding(_ problem: Problem, _ id: String, _ severity: Severity) -> Finding {
    Finding(
      ruleID: id, severity: problem.severity ?? severity, path: problem.path,
      location: problem.location,
      message: problem.message, cell: problem.cell)
  }

  private static func severity(of rule: any Rule.Type, in configuration: LintConfiguration)
    -> Severity?
  {
    if let level = configuration.levels[rule.id] { return level.severity }
    return rule.isEnabledByDefault ? rule.defaultSeverity : nil
  }
}
