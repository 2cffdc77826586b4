import L10nCheck
import L10nModel
import L10nTUI
import Testing

/// `]` and `[` step through problems at the chosen severity; `!` chooses it.
@Suite("Stepping by severity")
struct SeverityStepTests {
  /// The cells `]` visits from the start until it comes back round.
  static func visited(_ state: inout EditorState) -> Set<CellID> {
    var cells: Set<CellID> = []
    for _ in 0..<50 {
      Fixtures.press(&state, [.character("]")])
      guard let cell = state.selectedCell, cells.insert(cell).inserted else { break }
    }
    return cells
  }

  @Test("by default notes (infos) are skipped; !: errors only, then notes too, then back")
  func cycles() throws {
    var state = try Fixtures.sampleState()
    let all = Linter().run(state.project).filter { $0.cell != nil }
    func cells(atLeast minimum: Severity) -> Set<CellID> {
      Set(
        all.compactMap { finding in
          guard let cell = finding.cell, let worst = state.findings.worstSeverity(of: cell),
            worst >= minimum
          else { return nil }
          return cell
        })
    }
    #expect(cells(atLeast: .info).count > cells(atLeast: .warning).count)
    #expect(SeverityStepTests.visited(&state) == cells(atLeast: .warning))
    Fixtures.press(&state, [.character("!")])
    #expect(state.message == "Problems: errors only")
    #expect(SeverityStepTests.visited(&state) == cells(atLeast: .error))
    Fixtures.press(&state, [.character("!")])
    #expect(state.message == "Problems: errors, warnings and notes")
    #expect(SeverityStepTests.visited(&state) == cells(atLeast: .info))
    Fixtures.press(&state, [.character("!")])
    #expect(state.message == "Problems: errors and warnings")
  }
}
