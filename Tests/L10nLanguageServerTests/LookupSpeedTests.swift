import Foundation
import L10nCheck
import L10nModel
import L10nScan
import L10nTestSupport
import Testing

@testable import L10nLanguageServer

/// Hover and completion on 20,000 keys × 40 languages.
///
/// Each answers from the snapshot's index, never by walking every cell. Slow to set up (writes and loads 800,000 entries), so it runs
/// only when `L10NEDIT_LSP_SPEED=1`, and prints its numbers.
@Suite("Lookup speed on a large project")
struct LookupSpeedTests {
  static let enabled = ProcessInfo.processInfo.environment["L10NEDIT_LSP_SPEED"] == "1"

  @Test(
    "hover and completion p95 on 20,000 keys × 40 languages",
    .enabled(if: enabled, "set L10NEDIT_LSP_SPEED=1 to measure"))
  func large() throws {
    let keys = (0..<20_000).map { "section\($0 % 97).item\($0).title" }
    let languages = ["en"] + (1..<40).map { "l\($0)" }
    let folder = try TemporaryFolder()
    for language in languages {
      var text = ""
      for (index, key) in keys.enumerated() where language == "en" || index % 7 != 0 {
        text += "\"\(key)\" = \"Value \(index) in \(language) é😀\";\n"
      }
      try folder.write(["\(language).lproj/Localizable.strings": text])
    }
    let loadStart = Date()
    let project = try folder.load()
    let snapshot = WorkspaceSnapshot(
      root: folder.path, project: project, settings: ProjectSettings(),
      configuration: LintConfiguration(), routines: LocalizingRoutines(), usage: nil,
      generation: 1)
    let indexStart = Date()
    _ = snapshot.lookup
    let indexed = Date()
    var hovers: [Double] = []
    var completions: [Double] = []
    var capped: [Double] = []
    for round in 0..<100 {
      let key = keys[(round * 197) % keys.count]
      let text =
        "let é = 1; Text(\"\(key)\")\nlet s = String(localized: \"section\(round % 97).item\(round)"
      let document = TextDocument(
        uri: DocumentURI.uri(ofPath: folder.path + "/App.swift"), languageID: "swift", version: 1,
        text: text)
      var start = Date()
      let hover = KeyHover.hover(
        in: document, at: LSPPosition(line: 0, character: 20), encoding: .utf16,
        snapshot: snapshot)
      hovers.append(Date().timeIntervalSince(start) * 1000)
      #expect(hover?.contents.value.contains("Value") == true)
      start = Date()
      let list = KeyCompletion.complete(
        in: document, at: LSPPosition(line: 1, character: document.line(1).utf16.count),
        encoding: .utf16, snapshot: snapshot)
      completions.append(Date().timeIntervalSince(start) * 1000)
      #expect(!list.items.isEmpty)
      // A short text matches thousands: the list is capped.
      let short = TextDocument(
        uri: document.uri, languageID: "swift", version: 1, text: "Text(\"i")
      start = Date()
      let many = KeyCompletion.complete(
        in: short, at: LSPPosition(line: 0, character: 7), encoding: .utf16, snapshot: snapshot)
      capped.append(Date().timeIntervalSince(start) * 1000)
      #expect(many.isIncomplete)
    }
    func p95(_ values: [Double]) -> Double { values.sorted()[values.count * 95 / 100] }
    print(
      "lookup speed: load \(Int(indexStart.timeIntervalSince(loadStart) * 1000)) ms, index "
        + "\(Int(indexed.timeIntervalSince(indexStart) * 1000)) ms, hover p95 "
        + String(format: "%.1f", p95(hovers)) + " ms, completion p95 "
        + String(format: "%.1f", p95(completions)) + " ms, capped completion p95 "
        + String(format: "%.1f", p95(capped)) + " ms")
    #expect(p95(hovers) <= 50)
    #expect(p95(completions) <= 50)
    #expect(p95(capped) <= 50)
  }
}
