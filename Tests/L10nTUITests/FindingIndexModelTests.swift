import L10nCheck
import L10nModel
import L10nTestSupport
import Testing

@testable import L10nTUI

/// `FindingIndex` against a plain list of the findings it should hold, through random
/// re-checks that empty rows (tombstones), find them again and compact the store many times.
@Suite("FindingIndex: the same answers as a plain list, through compactions")
struct FindingIndexModelTests {
  static let tables = [TableID("Localizable"), TableID("Other")]
  static let keys = (0..<40).map { LocalizationKey("key.\($0)") }
  static let languages = [LanguageID("de"), LanguageID("fr")]
  static let rowRules = Set(Linter.allRules.filter { $0 is any RowRule.Type }.map { $0.id })

  /// Whether the index holds `finding`: it has a cell and is no gap.
  static func isHeld(_ finding: Finding) -> Bool {
    finding.cell != nil && !FindingIndex.gapRules.contains(finding.ruleID)
  }

  @Test("problems, worst severity, hasProblem and counts agree with a plain list")
  func matchesAPlainList() {
    var random = SeededRandom()
    var serial = 0
    func finding(table: TableID, key: LocalizationKey) -> Finding {
      serial += 1
      let language = Self.languages.randomElement(using: &random) ?? Self.languages[0]
      let rule =
        ["format-mismatch", "duplicate-key", "missing-translation"].randomElement(
          using: &random) ?? "format-mismatch"
      return Finding(
        ruleID: rule, severity: [.info, .warning, .error].randomElement(using: &random) ?? .info,
        path: "\(language.code).lproj/\(table.path).strings",
        location: SourceLocation(line: serial, column: 1), message: "m\(serial)",
        cell: CellID(table: table, key: key, language: language))
    }
    func randomRow() -> (TableID, LocalizationKey) {
      (
        Self.tables.randomElement(using: &random) ?? Self.tables[0],
        Self.keys.randomElement(using: &random) ?? Self.keys[0]
      )
    }
    var initial: [Finding] = []
    for _ in 0..<600 {
      let (table, key) = randomRow()
      initial.append(finding(table: table, key: key))
    }
    var held = initial.filter(Self.isHeld)
    var index = FindingIndex(FindingList(initial))

    func expectAgreement(_ step: Int) -> Bool {
      var worst: [CellID: Severity] = [:]
      for finding in held {
        if let cell = finding.cell { worst[cell] = max(worst[cell] ?? .info, finding.severity) }
      }
      guard index.problemCellCount == worst.values.count(where: { $0 >= .warning }),
        index.noteCellCount == worst.values.count(where: { $0 < .warning })
      else {
        Issue.record("counts differ after step \(step), seed \(random.seed)")
        return false
      }
      for table in Self.tables {
        for key in Self.keys {
          let row = held.filter { $0.cell?.table == table && $0.cell?.key == key }
          guard index.hasProblem(table: table, key: key) == !row.isEmpty else {
            Issue.record(
              "hasProblem(\(table), \(key)) differs after step \(step), seed \(random.seed)")
            return false
          }
          for language in Self.languages {
            let cell = CellID(table: table, key: key, language: language)
            let expected = row.filter { $0.cell?.language == language }
              .enumerated().sorted {
                $0.element.severity != $1.element.severity
                  ? $0.element.severity > $1.element.severity : $0.offset < $1.offset
              }.map(\.element.message)
            guard index.problems(of: cell).map(\.message) == expected,
              index.worstSeverity(of: cell) == worst[cell]
            else {
              Issue.record("\(cell) differs after step \(step), seed \(random.seed)")
              return false
            }
          }
        }
      }
      return true
    }

    guard expectAgreement(-1) else { return }
    for step in 0..<3_000 {
      let (table, key) = randomRow()
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        index.removeKey(table: table, key: key)
        held.removeAll { $0.cell?.table == table && $0.cell?.key == key }
      case 1:
        let language = Self.languages.randomElement(using: &random) ?? Self.languages[0]
        let path = "\(language.code).lproj/\(table.path).strings"
        let findings = (0..<Int.random(in: 0...2, using: &random)).map { _ in
          finding(table: table, key: key)
        }
        index.replaceFile(path: path, with: findings)
        held.removeAll { $0.path == path && !Self.rowRules.contains($0.ruleID) }
        held += findings.filter(Self.isHeld)
      default:
        let findings = (0..<Int.random(in: 0...3, using: &random)).map { _ in
          finding(table: table, key: key)
        }
        index.replaceRow(table: table, key: key, with: findings)
        held.removeAll {
          $0.cell?.table == table && $0.cell?.key == key && Self.rowRules.contains($0.ruleID)
        }
        held += findings.filter(Self.isHeld)
      }
      if step % 25 == 0 || step == 2_999 {
        guard expectAgreement(step) else { return }
      }
    }
  }
}
