import L10nCheck
import L10nFormats
import L10nModel
import Testing

@testable import L10nTUI

@Suite("FindingIndex: findings by cell, held compactly")
struct FindingIndexTests {
  static let table = TableID("Localizable")

  static func cell(_ key: String, _ language: String) -> CellID {
    CellID(table: table, key: LocalizationKey(key), language: LanguageID(language))
  }

  static func finding(
    _ rule: String, _ severity: Severity, _ key: String, _ language: String, _ message: String,
    path: String? = nil
  ) -> Finding {
    Finding(
      ruleID: rule, severity: severity, path: path ?? "\(language).lproj/Localizable.strings",
      location: SourceLocation(line: 1, column: 1), message: message,
      cell: cell(key, language))
  }

  @Test(
    "gaps are left out, problems counted by cell, most severe first, until re-checks replace them")
  func replacing() {
    // Many gaps (dropped at once) and a few problems.
    var all = (0..<3_000).map {
      Self.finding("missing-translation", .warning, "key.\($0)", "de", "gap \($0)")
    }
    all += [
      Self.finding("untranslated", .info, "a", "de", "note a"),
      Self.finding("whitespace-mismatch", .warning, "b", "de", "spaces b"),
      Self.finding("format-mismatch", .error, "b", "de", "format b"),
      Self.finding("duplicate-key", .warning, "b", "fr", "twice b"),
    ]
    var index = FindingIndex(FindingList(all))
    #expect(index.problemCellCount == 2)
    #expect(index.noteCellCount == 1)
    #expect(index.worstSeverity(of: Self.cell("key.1", "de")) == nil)
    #expect(index.problems(of: Self.cell("b", "de")).map(\.message) == ["format b", "spaces b"])

    // Re-checking row b thousands of times (the store is rebuilt along the way): only the last
    // check's row findings stay, beside the file rule's.
    for round in 0..<2_500 {
      index.replaceRow(
        table: Self.table, key: LocalizationKey("b"),
        with: !round.isMultiple(of: 2)
          ? [Self.finding("whitespace-mismatch", .warning, "b", "de", "round \(round)")] : [])
    }
    #expect(index.problems(of: Self.cell("b", "de")).map(\.message) == ["round 2499"])
    #expect(index.problems(of: Self.cell("b", "fr")).map(\.message) == ["twice b"])
    #expect(index.problemCellCount == 2)

    index.replaceFile(path: "fr.lproj/Localizable.strings", with: [])
    #expect(index.worstSeverity(of: Self.cell("b", "fr")) == nil)
    index.removeKey(table: Self.table, key: LocalizationKey("b"))
    #expect(index.problemCellCount == 0)
    #expect(index.noteCellCount == 1)
    #expect(index.problems(of: Self.cell("a", "de")).map(\.message) == ["note a"])
  }

  @Test("a cell's findings stay in their order when the store is rebuilt without the gaps")
  func orderKeptThroughCompaction() {
    let gaps = (0..<3_000).map {
      Self.finding("missing-translation", .warning, "key.\($0)", "de", "gap \($0)")
    }
    let findings = [
      Self.finding("whitespace-mismatch", .warning, "b", "de", "first"),
      Self.finding("format-mismatch", .warning, "b", "de", "second"),
      Self.finding("untranslated", .info, "b", "de", "third"),
    ]
    for all in [gaps + findings, findings + gaps] {
      let index = FindingIndex(FindingList(all))
      #expect(
        index.problems(of: Self.cell("b", "de")).map(\.message) == ["first", "second", "third"])
    }
  }

  @Test(
    "cells are counted as a count over every cell would: several languages and findings a row, re-checked rows"
  )
  func countsAgreeWithEveryCell() {
    let languages = ["de", "fr", "ja", "ar"]
    let severities: [Severity] = [.info, .warning, .error]
    // Rows of 0–6 findings in varied languages and severities, repeats included.
    var all: [Finding] = []
    for row in 0..<300 {
      for finding in 0..<(row * 5 % 7) {
        let language = languages[(row + finding * 3) % languages.count]
        let severity = severities[(row * finding + finding) % severities.count]
        all.append(Self.finding("format-mismatch", severity, "key.\(row)", language, "m"))
      }
    }
    var index = FindingIndex(FindingList(all))
    func expectCountsAgree() {
      var worst: [CellID: Severity] = [:]
      for finding in all {
        if let cell = finding.cell { worst[cell] = max(worst[cell] ?? .info, finding.severity) }
      }
      #expect(index.problemCellCount == worst.values.count { $0 >= .warning })
      #expect(index.noteCellCount == worst.values.count { $0 < .warning })
      for (cell, severity) in worst {
        #expect(index.worstSeverity(of: cell) == severity)
        #expect(index.hasProblem(table: Self.table, key: cell.key, atLeast: severity))
      }
    }
    expectCountsAgree()
    // A re-check of every third row: errors in one language only.
    for row in stride(from: 0, to: 300, by: 3) {
      let key = "key.\(row)"
      let replacement = [Self.finding("format-mismatch", .error, key, "ja", "new")]
      all.removeAll { $0.cell?.key == LocalizationKey(key) }
      all += replacement
      index.replaceRow(table: Self.table, key: LocalizationKey(key), with: replacement)
    }
    expectCountsAgree()
    #expect(index.problems(of: Self.cell("key.0", "ja")).map(\.message) == ["new"])
    #expect(index.problems(of: Self.cell("key.0", "de")).isEmpty)
  }

  @Test(
    "a key's rows in two tables are apart; a row emptied and found again; rows added by the thousand"
  )
  func rowsByTableAndKey() {
    let other = TableID("Other")
    func finding(_ table: TableID, _ key: String, _ message: String) -> Finding {
      Finding(
        ruleID: "format-mismatch", severity: .error, path: "de.lproj/\(table.path).strings",
        location: SourceLocation(line: 1, column: 1), message: message,
        cell: CellID(table: table, key: LocalizationKey(key), language: LanguageID("de")))
    }
    var index = FindingIndex(
      FindingList([finding(Self.table, "k", "here"), finding(other, "k", "there")]))
    #expect(index.problemCellCount == 2)
    index.removeKey(table: Self.table, key: LocalizationKey("k"))
    #expect(index.problems(of: Self.cell("k", "de")).isEmpty)
    let there = CellID(table: other, key: LocalizationKey("k"), language: LanguageID("de"))
    #expect(index.problems(of: there).map(\.message) == ["there"])
    index.replaceRow(
      table: Self.table, key: LocalizationKey("k"), with: [finding(Self.table, "k", "again")])
    #expect(index.problems(of: Self.cell("k", "de")).map(\.message) == ["again"])
    #expect(index.problemCellCount == 2)
    // Rows added one re-check at a time, far past the index's first size.
    for row in 0..<5_000 {
      index.replaceRow(
        table: other, key: LocalizationKey("key.\(row)"),
        with: [finding(other, "key.\(row)", "\(row)")])
    }
    #expect(index.problemCellCount == 5_002)
    #expect(
      (0..<5_000).allSatisfy {
        index.problems(
          of: CellID(table: other, key: LocalizationKey("key.\($0)"), language: LanguageID("de"))
        )
        .map(\.message) == ["\($0)"]
      })
    #expect(index.hasProblem(table: other, key: LocalizationKey("k")))
    #expect(!index.hasProblem(table: other, key: LocalizationKey("key.5000")))
  }
}

@Suite("The editor's checks leave out gaps")
struct EditorChecksTests {
  @Test(
    "the editor's linter finds no gaps (shown from the grid) and makes the same cells problems and notes as the full linter"
  )
  func gapRulesOff() throws {
    let project = try ProjectLoader.load(
      Fixtures.packageRoot.appendingPathComponent("SampleProject/Resources").path)
    let state = EditorState(project: project, title: "t", width: 100, height: 30)
    let full = Linter().run(project)
    let editors = state.analysis.linter.run(project)
    #expect(full.contains { FindingIndex.gapRules.contains($0.ruleID) })
    #expect(!editors.contains { FindingIndex.gapRules.contains($0.ruleID) })
    #expect(
      Array(full.filter { !FindingIndex.gapRules.contains($0.ruleID) }) == Array(editors))
    let (fromFull, fromEditors) = (FindingIndex(full), FindingIndex(editors))
    #expect(fromFull.problemCellCount == fromEditors.problemCellCount)
    #expect(fromFull.noteCellCount == fromEditors.noteCellCount)
    #expect(fromEditors.problemCellCount > 0)
  }
}
