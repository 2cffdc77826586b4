import Foundation
import L10nFormats
import L10nModel
import L10nTUI

/// The editor with one very long value selected and being edited: a value of `characters`
/// characters without spaces, then one of `characters / 10` CJK characters (wide, three UTF-8
/// bytes each). (`l10nedit-bench --long-value [CHARACTERS]` runs only this.)
func benchmarkLongValues(characters: Int) throws {
  let ascii = String(repeating: "Lorem-ipsum/dolor_sit.amet,", count: characters / 27 + 1)
  try benchmarkLongValue(
    String(ascii.prefix(characters)), named: "\(characters) characters without spaces")
  let cjk = String(repeating: "日本語の長い文字列です", count: characters / 100 + 1)
  try benchmarkLongValue(String(cjk.prefix(characters / 10)), named: "\(characters / 10) CJK")
}

/// First frame and keystrokes (each reduced and rendered, at 120×40) with `value` as the de
/// translation of the selected key: the cell selected, then being edited.
private func benchmarkLongValue(_ value: String, named name: String) throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("l10nedit-bench-long-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  for (language, long) in [("en", "Long"), ("de", value)] {
    let lproj = folder.appendingPathComponent("\(language).lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    let text = "\"a.long\" = \"\(long)\";\n\"b.short\" = \"Short \(language)\";\n"
    try text.write(
      to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
  }
  let start = ContinuousClock.now
  var state = EditorState(
    project: try ProjectLoader.load(folder.path), title: "long", width: 120, height: 40)
  _ = state.reduce(.event(.character("l")))
  _ = Renderer.render(state)
  let firstFrame = seconds(since: start)
  print("long value      \(name), de cell selected: first frame \(milliseconds(firstFrame))")

  /// The median and p95 of `count` keystrokes cycling through `events`.
  func keystrokes(_ label: String, _ events: [KeyEvent], count: Int = 50) {
    var times: [Double] = []
    for index in 0..<count {
      let begin = ContinuousClock.now
      _ = state.reduce(.event(events[index % events.count]))
      _ = Renderer.render(state)
      times.append(seconds(since: begin))
    }
    let sorted = times.sorted()
    print(
      "  \(label.padding(toLength: 22, withPad: " ", startingAt: 0))median \(milliseconds(median(times))), "
        + "p95 \(milliseconds(sorted[sorted.count * 95 / 100])), max \(milliseconds(sorted[sorted.count - 1]))"
    )
  }
  keystrokes("selected: move (j/k)", [.character("j"), .character("k")])
  keystrokes("start editing (Enter)", [.key(.enter), .key(.escape)])
  _ = state.reduce(.event(.key(.enter)))
  keystrokes("typed at the end", [.character("x"), .character("ü"), .character("日")])
  keystrokes("cursor (Home/→/End)", [.key(.home), .key(.right), .key(.end)])
  _ = state.reduce(.event(.key(.home)))
  keystrokes("typed at the start", [.character("x"), .key(.right), .character("日")])
  // Keeping a changed value, then editing it again: each timed on its own.
  var keeps: [Double] = []
  var edits: [Double] = []
  for index in 0..<20 {
    for (event, isKeep) in [(KeyEvent.key(.enter), true), (.character("e"), false)] {
      let begin = ContinuousClock.now
      _ = state.reduce(.event(event))
      _ = Renderer.render(state)
      if isKeep { keeps.append(seconds(since: begin)) } else { edits.append(seconds(since: begin)) }
    }
    _ = state.reduce(.event(.character(index % 2 == 0 ? "y" : "z")))
  }
  for (label, times) in [("keep a change (Enter)", keeps), ("edit again (e)", edits)] {
    print(
      "  \(label.padding(toLength: 22, withPad: " ", startingAt: 0))median \(milliseconds(median(times))), "
        + "max \(milliseconds(times.max() ?? 0))")
  }
}

private func milliseconds(_ seconds: Double) -> String {
  "\(format(seconds * 1000, digits: 2)) ms"
}
