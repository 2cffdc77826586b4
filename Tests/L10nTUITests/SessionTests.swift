import Foundation
import L10nFormats
import L10nTUI
import Testing

@testable import L10nSession

@Suite("A session on the memory backend")
struct SessionTests {
  @Test("fill the first gap, save, quit: only that file is written, sorted UTF-8")
  func fillAndSave() throws {
    let root = try Fixtures.sampleCopy()
    let project = try ProjectLoader.load(root)
    let events: [KeyEvent] =
      [.key(.tab), .key(.enter)] + Fixtures.type("Grüße 👋🏽") + [
        .key(.enter), .character("s"), .character("q"),
      ]
    let backend = MemoryBackend(width: 100, height: 30, events: events)
    var session = EditorSession(
      state: EditorState(project: project, title: root, width: 100, height: 30), backend: backend)
    session.run()
    let written = try FileSystem.read(root + "/zh-Hans.lproj/InfoPlist.strings")
    #expect(String(decoding: written, as: UTF8.self) == "\"CFBundleDisplayName\" = \"Grüße 👋🏽\";\n")
    #expect(session.backend.screen.text.contains("Saved 1 file: zh-Hans.lproj/InfoPlist.strings"))
    #expect(!session.state.hasUnsavedChanges)
    let original = Fixtures.packageRoot.appendingPathComponent("SampleProject/Resources").path
    let enumerator = FileManager.default.enumerator(atPath: original)
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") else { continue }
      #expect(
        try FileSystem.read(original + "/" + path) == FileSystem.read(root + "/" + path),
        "\(path) changed")
    }
    // Drawing sent only what changed after the first frame.
    #expect(session.backend.changedCells.count == events.count)
    #expect(session.backend.changedCells.dropFirst().allSatisfy { $0 < 100 * 30 / 2 })
  }
}

@Suite("The session's job runner")
struct JobRunnerTests {
  @Test("jobs run off the main loop and their actions come back, each once")
  func runsJobs() async throws {
    let runner = JobRunner()
    runner.start(Job("first") { .saveFailed("one") })
    runner.start(Job("second") { .saveFailed("two") })
    var reasons: [String] = []
    for _ in 0..<200 where reasons.count < 2 {
      for case .saveFailed(let reason) in runner.takeFinished() { reasons.append(reason) }
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(reasons.sorted() == ["one", "two"])
    #expect(!runner.isRunning)
    #expect(runner.takeFinished().isEmpty)
  }
}
