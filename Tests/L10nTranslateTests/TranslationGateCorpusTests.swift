import Dispatch
import L10nCheck
import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

@testable import L10nTranslate

/// The gate on real projects: translations of the corpus (a sample, for time), each put
/// back into its cell as a candidate, are refused exactly when `lint` finds a problem the gate
/// judges on that cell.
@Suite(.enabled(if: TestSupport.corpusIsPresent, "../shared/corpus is absent: skipped"))
struct TranslationGateCorpusTests {
  /// The projects and the step of the sample; Sparkle's alone in CI's default run.
  static let samples =
    [("sparkle-project+Sparkle", 7), ("exelban+stats", 61), ("coteditor+CotEditor", 61)]
    .filter { TestSupport.runsSlowCorpusTests || $0.0 == "sparkle-project+Sparkle" }

  @Test(arguments: samples)
  func theGateAgreesWithLint(project name: String, every step: Int) throws {
    let project = try ProjectLoader.load(TestSupport.corpusRoot.path + "/" + name)
    let linter = Linter()
    let gate = TranslationGate(linter: linter)
    // The cells lint finds a judged problem on (a warning, an error, or `untranslated`).
    var judged: Set<CellID> = []
    for finding in linter.run(project)
    where TranslationGate.ruleIDs.contains(finding.ruleID)
      && (finding.severity >= .warning || finding.ruleID == UntranslatedRule.id)
    {
      if let cell = finding.cell { judged.insert(cell) }
    }
    var translations: [(cell: CellID, text: String)] = []
    for grid in project.grids.indices {
      let source = project.sourceColumn(ofGrid: grid)
      for row in project.grids[grid].keys.indices {
        for column in project.languages.indices where column != source {
          guard case .text(let text, _) = project.content(grid: grid, row: row, column: column)
          else { continue }
          translations.append((project.cellID(grid: grid, row: row, column: column), text))
        }
      }
    }
    var refused: Set<CellID> = []
    var candidates: Set<CellID> = []
    let start = DispatchTime.now().uptimeNanoseconds
    for (cell, text) in stride(from: 0, to: translations.count, by: step).map({ translations[$0] })
    {
      candidates.insert(cell)
      if gate.refusal(of: [.setText(cell, text)], for: cell, in: project) != nil {
        refused.insert(cell)
      }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print(
      "\(name): gated \(candidates.count) translations in \(seconds) s, refused \(refused.count)")
    #expect(candidates.count > 250)
    #expect(refused == judged.intersection(candidates))
  }
}
