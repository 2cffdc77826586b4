import Foundation
import L10nCheck
import L10nFormats
import L10nModel
import L10nTUI

/// The editor's key operations on a copy of the project at `root` (written to: the copy is
/// removed afterwards): adding, renaming and deleting a key through the reducer and the
/// renderer, five times each, and saving after one edit (render, safe write, the state told).
/// (`l10nedit-bench --entries [PATH]` runs only this.)
@MainActor
func benchmarkEntryOperations(root: String) throws {
  let copy = FileManager.default.temporaryDirectory
    .appendingPathComponent("l10nedit-bench-entries-\(UUID().uuidString)")
  try FileManager.default.copyItem(atPath: root, toPath: copy.path)
  defer { try? FileManager.default.removeItem(at: copy) }
  var state = EditorState(
    project: try ProjectLoader.load(copy.path), title: copy.path, width: 120, height: 40)
  _ = state.reduce(.checked(state.analysis.linter.run(state.project)))

  func timed(_ events: [KeyEvent]) -> Double {
    let start = ContinuousClock.now
    for event in events { _ = state.reduce(.event(event)) }
    _ = Renderer.render(state)
    return seconds(since: start)
  }
  func typing(_ text: String) -> [KeyEvent] { text.map(KeyEvent.character) }

  // Save after one edit (the first gap filled), as the session carries it out: the files
  // rendered and written safely, the state told.
  _ = state.reduce(.event(.key(.tab)))
  for event in [KeyEvent.key(.enter)] + typing("saved") + [.key(.enter)] {
    _ = state.reduce(.event(event))
  }
  let files = state.dirtyFiles.sorted()
  let start = ContinuousClock.now
  let written = try ProjectWriter.save(state.project, files: files).written
  _ = state.reduce(.saved(files, written: written))
  _ = Renderer.render(state)
  print(
    "  save after one edit: \(format(seconds(since: start) * 1000, digits: 1)) ms "
      + "(\(written.count) file(s) written)")

  var adds: [Double] = []
  var renames: [Double] = []
  var deletes: [Double] = []
  for index in 0..<5 {
    adds.append(
      timed(
        [.character("a")] + typing("bench.entry.\(index)") + [.key(.enter)] + typing("Value")
          + [.key(.enter)]))
    renames.append(timed([.character("r"), .key(.end)] + typing(".renamed") + [.key(.enter)]))
    deletes.append(timed([.character("d"), .character("y")]))
  }
  func line(_ name: String, _ times: [Double]) {
    print(
      "  \(name): median \(format(median(times) * 1000, digits: 1)) ms "
        + "(\(times.map { format($0 * 1000, digits: 1) }.joined(separator: " ")))")
  }
  line("add a key", adds)
  line("rename a key", renames)
  line("delete a key", deletes)

}
