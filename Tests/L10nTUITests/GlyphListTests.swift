import Foundation
import L10nCheck
import L10nTUI
import Testing

/// The glyph lists in the user docs name every glyph a grid cell can show.
@Suite("Glyph lists")
struct GlyphListTests {
  static let states: [CellState] = [
    .missing, .notExpected, .empty, .unreadable, .needsReview, .machineTranslated, .stale,
    .finding(.error),
    .finding(.warning), .finding(.info), .edited,
  ]

  @Test("README and Editor.md list every cell glyph, · (nothing expected) included")
  func everyGlyphListed() throws {
    for page in ["README.md", "Documentation/Editor.md"] {
      let text = try String(
        contentsOf: Fixtures.packageRoot.appendingPathComponent(page), encoding: .utf8)
      let start = try #require(text.range(of: "Every cell state has a glyph"), "\(page)")
      let rest = text[start.lowerBound...]
      let list = rest[..<(rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex)]
      for state in Self.states {
        #expect(list.contains("`\(state.glyph)`"), "\(page) lacks \(state.glyph)")
      }
    }
  }
}
