import Dispatch
import L10nModel

/// Runs the rules over a project and returns their findings sorted by path and location.
public struct Linter: Sendable {
  /// Every built-in rule.
  public static let allRules: [any Rule.Type] = [
    ParseErrorRule.self, DuplicateKeyRule.self, MissingTranslationRule.self, ExtraKeyRule.self,
    EmptyValueRule.self, UntranslatedRule.self, WhitespaceMismatchRule.self,
    InvalidFormatRule.self, FormatMismatchRule.self, FormatSizeMismatchRule.self,
    ASCIIKeysRule.self, NamespacedKeysRule.self, CountOutsideStringsdictRule.self,
    SortedFilesRule.self, MissingPluralCategoryRule.self, UnusedPluralCategoryRule.self,
    UndefinedPluralVariableRule.self, PluralFormatRule.self, ProjectLayoutRule.self,
    KeyNotFoundRule.self, UnusedKeyRule.self, WrongTableRule.self, FormatArgumentsRule.self,
  ]

  /// The rules that need scanned code (`lint --sources`).
  public static var usageRuleIDs: [String] {
    allRules.filter { $0 is any UsageRule.Type }.map { $0.id }
  }

  private let rowRules: [(rule: any RowRule, severity: Severity)]
  private let fileRules: [(rule: any FileRule, severity: Severity)]
  private let projectRules: [(rule: any ProjectRule, severity: Severity)]
  private let usageRules: [(rule: any UsageRule, severity: Severity)]
  private let configuration: LintConfiguration

  /// A linter with every rule at its configured level.
  public init(configuration: LintConfiguration = LintConfiguration()) {
    self.configuration = configuration
    var rowRules: [(any RowRule, Severity)] = []
    var fileRules: [(any FileRule, Severity)] = []
    var projectRules: [(any ProjectRule, Severity)] = []
    var usageRules: [(any UsageRule, Severity)] = []
    for rule in Self.allRules {
      guard let severity = Self.severity(of: rule, in: configuration) else { continue }
      let instance = rule.init()
      if let rowRule = instance as? any RowRule {
        rowRules.append((rowRule, severity))
      } else if let fileRule = instance as? any FileRule {
        fileRules.append((fileRule, severity))
      } else if let projectRule = instance as? any ProjectRule {
        projectRules.append((projectRule, severity))
      } else if let usageRule = instance as? any UsageRule {
        usageRules.append((usageRule, severity))
      }
    }
    self.rowRules = rowRules
    self.fileRules = fileRules
    self.projectRules = projectRules
    self.usageRules = usageRules
  }

  /// The identifiers of every built-in rule.
  public static var ruleIDs: [String] { allRules.map { $0.id } }

  /// All findings, sorted by path, then line and column, then rule; with `usage`, the findings
  /// about the keys code uses, too.
  ///
  /// `progress`, if given, is called from the checking threads as rows are checked: with their
  /// number and the number of rows of every table.
  public func run(
    _ project: Project, usage: KeyUsageIndex? = nil,
    progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
  ) -> [Finding] {
    var findings = Self.concurrentFlatMap(project.files.count) {
      check(file: project.files[$0], in: project)
    }
    if let usage { findings += check(usage, in: project) }
    for (rule, severity) in projectRules {
      rule.check(project) { findings.append(Self.finding($0, type(of: rule).id, severity)) }
    }
    // Row rules run in parallel over chunks of rows; each chunk keeps its own findings.
    var chunks: [(grid: Int, rows: Range<Int>)] = []
    for (index, grid) in project.grids.enumerated() where !configuration.ignores(table: grid.table)
    {
      for start in stride(from: 0, to: grid.keys.count, by: 1_024) {
        chunks.append((index, start..<min(grid.keys.count, start + 1_024)))
      }
    }
    let results = UnsafeMutableBufferPointer<[Finding]>.allocate(capacity: chunks.count)
    results.initialize(repeating: [])
    defer {
      _ = results.deinitialize()
      results.deallocate()
    }
    nonisolated(unsafe) let slots = results
    let work = chunks
    let totalRows = chunks.reduce(0) { $0 + $1.rows.count }
    // What rows of a table share, found once per table.
    let tables = project.grids.map { RowContext.Table(project: project, grid: $0) }
    DispatchQueue.concurrentPerform(iterations: work.count) { index in
      let (gridIndex, rows) = work[index]
      let grid = project.grids[gridIndex]
      var found: [Finding] = []
      for row in rows where !configuration.ignores(key: grid.keys[row]) {
        found += check(RowContext(tables[gridIndex], row: row))
      }
      slots[index] = found
      progress?(rows.count, totalRows)
    }
    // Each chunk freed once merged: the findings are held twice at most (here and sorted).
    for index in results.indices {
      findings += results[index]
      results[index] = []
    }
    Self.sort(&findings)
    return findings
  }

  /// `transform` of each of `count` indices, run in parallel, joined in index order.
  static func concurrentFlatMap(_ count: Int, _ transform: @Sendable (Int) -> [Finding])
    -> [Finding]
  {
    let results = UnsafeMutableBufferPointer<[Finding]>.allocate(capacity: count)
    results.initialize(repeating: [])
    defer {
      _ = results.deinitialize()
      results.deallocate()
    }
    nonisolated(unsafe) let slots = results
    DispatchQueue.concurrentPerform(iterations: count) { slots[$0] = transform($0) }
    return results.flatMap { $0 }
  }

  /// Sorts `findings` by path, location, rule and message (equal ones as they were), in place.
  ///
  /// Paths and rules, few and shared by many findings, are compared by their rank in order,
  /// so that most comparisons are of integers; the order found is then applied by moving each
  /// finding once, with no second array of them (a large project has hundreds of thousands).
  static func sort(_ findings: inout [Finding]) {
    func ranks(_ strings: Set<String>) -> [String: Int] {
      Dictionary(uniqueKeysWithValues: strings.sorted().enumerated().map { ($1, $0) })
    }
    // Read field by field through the indices: no copy of each whole finding.
    var paths = Set<String>()
    var rules = Set<String>()
    for index in findings.indices {
      paths.insert(findings[index].path)
      rules.insert(findings[index].ruleID)
    }
    let pathRanks = ranks(paths)
    let ruleRanks = ranks(rules)
    let keys = findings.indices.map { index in
      (
        path: pathRanks[findings[index].path] ?? 0, line: findings[index].location.line,
        column: findings[index].location.column, rule: ruleRanks[findings[index].ruleID] ?? 0
      )
    }
    let order = findings.indices.sorted { lhs, rhs in
      let left = keys[lhs]
      let right = keys[rhs]
      if left != right { return left < right }
      let (leftMessage, rightMessage) = (findings[lhs].message, findings[rhs].message)
      return leftMessage != rightMessage ? leftMessage < rightMessage : lhs < rhs
    }
    // Position i takes the finding at order[i]: each cycle of the permutation is walked once.
    var placed = [Bool](repeating: false, count: findings.count)
    for start in findings.indices where !placed[start] {
      let first = findings[start]
      var position = start
      while true {
        placed[position] = true
        let next = order[position]
        if next == start {
          findings[position] = first
          break
        }
        findings[position] = findings[next]
        position = next
      }
    }
  }

  /// The findings of the file rules for one file (what the editor re-checks after a
  /// `.stringsdict` edit).
  public func check(file: LocalizationFile, in project: Project) -> [Finding] {
    guard !configuration.ignores(table: file.table) else { return [] }
    var findings: [Finding] = []
    for (rule, severity) in fileRules {
      rule.check(file, in: project) { problem in
        guard problem.cell.map({ configuration.ignores(key: $0.key) }) != true else { return }
        findings.append(Self.finding(problem, type(of: rule).id, severity))
      }
    }
    return findings
  }

  /// The findings of the rules about the keys code uses.
  public func check(_ usage: KeyUsageIndex, in project: Project) -> [Finding] {
    var findings: [Finding] = []
    for (rule, severity) in usageRules {
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

  /// The findings of the row rules for one row (what the editor re-checks after an edit).
  public func check(_ row: RowContext) -> [Finding] {
    guard !configuration.ignores(table: row.table), !configuration.ignores(key: row.key) else {
      return []
    }
    var findings: [Finding] = []
    for (rule, severity) in rowRules {
      rule.check(row) { findings.append(Self.finding($0, type(of: rule).id, severity)) }
    }
    return findings
  }

  private static func finding(_ problem: Problem, _ id: String, _ severity: Severity) -> Finding {
    Finding(
      ruleID: id, severity: severity, path: problem.path, location: problem.location,
      message: problem.message, cell: problem.cell)
  }

  private static func severity(of rule: any Rule.Type, in configuration: LintConfiguration)
    -> Severity?
  {
    if let level = configuration.levels[rule.id] { return level.severity }
    return rule.isEnabledByDefault ? rule.defaultSeverity : nil
  }
}
