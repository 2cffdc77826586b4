import Foundation
import L10nCheck
import L10nModel
import L10nTUI
import Testing

/// Compares a screen with a snapshot file; `L10NEDIT_RECORD=1` re-records it.
func expectSnapshot(
  _ screen: Screen, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  let url = Fixtures.packageRoot.appendingPathComponent("Tests/L10nTUITests/Snapshots/\(name).txt")
  let actual = screen.text + "\n"
  if ProcessInfo.processInfo.environment["L10NEDIT_RECORD"] == "1" {
    try Data(actual.utf8).write(to: url)
    return
  }
  let expected = try String(contentsOf: url, encoding: .utf8)
  guard expected != actual else { return }
  // A per-cell report of the first differences.
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var report: [String] = []
  for line in 0..<max(expectedLines.count, actualLines.count) {
    let want = line < expectedLines.count ? Array(expectedLines[line]) : []
    let got = line < actualLines.count ? Array(actualLines[line]) : []
    guard want != got else { continue }
    let column =
      zip(want, got).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(want.count, got.count)
    report.append(
      "row \(line + 1), character \(column + 1): expected \"\(String(want.dropFirst(column).prefix(20)))\" "
        + "got \"\(String(got.dropFirst(column).prefix(20)))\"")
  }
  Issue.record(
    Comment(
      rawValue: "screen differs from \(name).txt (set L10NEDIT_RECORD=1 to re-record):\n"
        + report.prefix(10).joined(separator: "\n")),
    sourceLocation: sourceLocation)
}

@Suite("Screens on the memory backend")
struct ScreenTests {
  @Test("SampleProject at 100×30: the grid, the detail pane and the bars")
  func sample() throws {
    let state = try Fixtures.sampleState()
    try expectSnapshot(Renderer.render(state), named: "sample-100x30")
  }

  @Test("the first gap selected, in the middle of an edit with non-ASCII text")
  func editing() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.key(.tab), .key(.enter)] + Fixtures.type("Grüße 👋🏽 日本"))
    let screen = Renderer.render(state)
    try expectSnapshot(screen, named: "editing-100x30")
    #expect(screen.cursor != nil)
  }

  @Test("a finding explained in the detail pane")
  func detail() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, Array(repeating: .character("]"), count: 4))
    let text = Renderer.render(state).text
    #expect(text.contains("─ Localizable › note.shared_by ─ es ─ error"))
    #expect(text.contains("✖ \"note.shared_by\" in es expects %1$@ then %2$@; found a single %1$@"))
  }

  @Test("the grid never misaligns: every row's separators sit at the same columns")
  func alignment() throws {
    let state = try Fixtures.sampleState(width: 120, height: 40)
    let screen = Renderer.render(state)
    var separators: Set<[Int]> = []
    for y in 2..<(2 + 26) {
      let columns = (0..<screen.width).filter { screen[$0, y].text == "│" }
      if !columns.isEmpty { separators.insert(columns) }
    }
    #expect(separators.count == 1)
  }

  @Test("control characters in values show as text and change nothing else")
  func escapes() throws {
    let project = try ProjectLoaderFixture.project([
      "en.lproj/A.strings": "\"k\" = \"clear \\U001B[2J now\\nnext\";"
    ])
    let screen = Renderer.render(Fixtures.state(project, title: "x"))
    #expect(screen.text.contains("clear ␛[2J now↵next"))
    #expect(!screen.cells.contains { $0.text.unicodeScalars.contains { $0.value < 0x20 } })
  }

  @Test("NO_COLOR: no colours, still every glyph")
  func noColor() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.character("]"), .character("]"), .character("]")])
    state.usesColor = false
    let screen = Renderer.render(state)
    #expect(screen.cells.allSatisfy { $0.style.foreground == nil && $0.style.background == nil })
    #expect(screen.text.contains("∅ missing"))
    #expect(screen.text.contains("▲ Archivieren"))
  }

  @Test("the help screen lists every command of the table")
  func help() throws {
    // Tall enough for the whole help (it scrolls on smaller screens).
    var state = try Fixtures.sampleState(width: 120, height: 160)
    Fixtures.press(&state, [.character("?")])
    let text = Renderer.render(state).text
    for command in Command.all { #expect(text.contains("(\(command.name.rawValue))")) }
    Fixtures.press(&state, [.key(.escape)])
    #expect(state.mode == .normal)
  }

  @Test("80×24 works; below the minimum a clear message")
  func sizes() throws {
    let small = Renderer.render(try Fixtures.sampleState(width: 80, height: 24))
    #expect(small.text.split(separator: "\n").first?.hasPrefix(" l10nedit │ 43 keys") == true)
    #expect(small.text.contains("Tab gap  ] finding"))
    let tiny = Renderer.render(try Fixtures.sampleState(width: 30, height: 6))
    #expect(tiny.text.hasPrefix("Terminal too small"))
  }
}
