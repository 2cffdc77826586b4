import Foundation
import L10nFormats
import L10nMemory
import L10nModel
import L10nTUI
import L10nTestSupport
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
    // (One more when the translation memory's background job finishes before the last key.)
    #expect(
      session.backend.changedCells.count == events.count
        || session.backend.changedCells.count == events.count + 1)
    #expect(session.backend.changedCells.dropFirst().allSatisfy { $0 < 100 * 30 / 2 })
  }
}

extension SessionTests {
  @Test("a save that fails for one file saves the others; only the failed one stays unsaved")
  func partlyFailedSave() throws {
    let root = try Fixtures.sampleCopy()
    let project = try ProjectLoader.load(root)
    // zh-Hans.lproj cannot take the new InfoPlist.strings the first gap needs.
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o555], ofItemAtPath: root + "/zh-Hans.lproj")
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: root + "/zh-Hans.lproj")
    }
    let events: [KeyEvent] =
      [.key(.enter), .key(.end), .character("!"), .key(.enter)]
      + [.key(.tab), .key(.enter), .character("x"), .key(.enter), .character("s")]
    var session = EditorSession(
      state: EditorState(project: project, title: root, width: 100, height: 30),
      backend: MemoryBackend(width: 100, height: 30, events: events))
    session.run()
    let english = String(
      decoding: try FileSystem.read(root + "/en.lproj/Errors.strings"), as: UTF8.self)
    #expect(english.contains("!\";"))
    #expect(!FileManager.default.fileExists(atPath: root + "/zh-Hans.lproj/InfoPlist.strings"))
    let unsaved = session.state.dirtyFiles.map { session.state.project.files[$0].relativePath }
    #expect(unsaved == ["zh-Hans.lproj/InfoPlist.strings"])
    #expect(session.backend.screen.text.contains("Not saved: "))
  }
}

/// A second editor on a project warns while the first has unsaved edits.
@Suite("The editing lock")
struct EditingLockTests {
  static func stateDirectory() throws -> String {
    try ScratchFolders.make("l10nedit-state").path
  }

  @Test("a live editor's lock is named at start; a dead one's is removed and reported")
  func otherEditors() throws {
    let root = try Fixtures.sampleCopy()
    let state = try Self.stateDirectory()
    let lock = EditingLock(projectRoot: root, stateDirectory: state)
    try FileManager.default.createDirectory(
      atPath: (lock.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let host = ProcessInfo.processInfo.hostName
    // pid 1 is always alive.
    try Data("1 \(host)\n".utf8).write(to: URL(fileURLWithPath: lock.path))
    var session = EditorSession(
      state: EditorState(
        project: try ProjectLoader.load(root), title: root, width: 100, height: 30),
      backend: MemoryBackend(width: 100, height: 30, events: []), lock: lock)
    session.run()
    #expect(session.backend.screen.text.contains("Another l10nedit (pid 1 on"))
    #expect(FileManager.default.fileExists(atPath: lock.path))

    // A pid beyond the kernel's limit is never alive.
    try Data("2147483646 \(host)\n".utf8).write(to: URL(fileURLWithPath: lock.path))
    var next = EditorSession(
      state: EditorState(
        project: try ProjectLoader.load(root), title: root, width: 100, height: 30),
      backend: MemoryBackend(width: 100, height: 30, events: []), lock: lock)
    next.run()
    #expect(next.backend.screen.text.contains("An earlier l10nedit (pid 2147483646) ended"))
    #expect(!FileManager.default.fileExists(atPath: lock.path))
  }

  @Test("while one session has unsaved edits, a second one on the project is told")
  func twoSessions() throws {
    let root = try Fixtures.sampleCopy()
    let state = try Self.stateDirectory()
    // The first session's lock as it is while an edit is unsaved (same host, a live pid).
    let first = EditingLock(projectRoot: root, stateDirectory: state)
    try FileManager.default.createDirectory(
      atPath: (first.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data("1 \(ProcessInfo.processInfo.hostName)\n".utf8).write(
      to: URL(fileURLWithPath: first.path))
    let edit: [KeyEvent] = [.key(.enter), .character("!"), .key(.enter)]
    var second = EditorSession(
      state: EditorState(
        project: try ProjectLoader.load(root), title: root, width: 100, height: 30),
      backend: MemoryBackend(width: 100, height: 30, events: edit),
      lock: EditingLock(projectRoot: root, stateDirectory: state))
    second.run()
    // The second session edited without taking the first's lock away.
    let text = try String(contentsOfFile: first.path, encoding: .utf8)
    #expect(text.hasPrefix("1 "))
  }
}

/// Unsaved edits outlive a session that ends without saving.
@Suite("The recovery journal")
struct RecoveryJournalTests {
  static let edit: [KeyEvent] = [.key(.tab), .key(.enter)] + Fixtures.type("x") + [.key(.enter)]
  /// The first gap of SampleProject, which `edit` fills.
  static let displayName = CellID(
    table: TableID("InfoPlist"), key: LocalizationKey("CFBundleDisplayName"),
    language: LanguageID("zh-Hans"))
  /// A process id beyond the kernel's limit: never alive, as a session killed before.
  static let deadProcess: Int32 = 2_147_483_646

  /// A journal of a session whose process has ended (`dead`) or of one in this process.
  static func journal(_ root: String, state: String, dead: Bool = false) -> RecoveryJournal {
    dead
      ? RecoveryJournal(projectRoot: root, stateDirectory: state, pid: deadProcess)
      : RecoveryJournal(projectRoot: root, stateDirectory: state)
  }

  static func session(
    _ root: String, state: String, events: [KeyEvent], journal: RecoveryJournal
  ) throws -> EditorSession<MemoryBackend> {
    EditorSession(
      state: EditorState(
        project: try ProjectLoader.load(root), title: root, width: 100, height: 30),
      backend: MemoryBackend(width: 100, height: 30, events: events),
      lock: EditingLock(projectRoot: root, stateDirectory: state), journal: journal)
  }

  @Test("an unsaved edit is journaled; the next session offers it, y restores it unsaved")
  func restore() throws {
    let root = try Fixtures.sampleCopy()
    let state = try EditingLockTests.stateDirectory()
    let killed = Self.journal(root, state: state, dead: true)
    // The input ends with the edit unsaved, as when the terminal goes away.
    var first = try Self.session(root, state: state, events: Self.edit, journal: killed)
    first.run()
    let cell = Self.displayName
    #expect(killed.read() == [[.setText(cell, "x")]])
    #expect(!FileManager.default.fileExists(atPath: root + "/zh-Hans.lproj/InfoPlist.strings"))

    let journal = Self.journal(root, state: state)
    var second = try Self.session(root, state: state, events: [.character("y")], journal: journal)
    second.run()
    #expect(second.state.project.content(of: cell) == .text("x", state: nil))
    #expect(second.state.hasUnsavedChanges)
    #expect(second.backend.screen.text.contains("Restored 1 unsaved edit"))
    // Adopted: in this session's journal, the orphan gone.
    #expect(journal.read() == [[.setText(cell, "x")]])
    #expect(killed.read() == nil)
  }

  @Test("after an undo past a save the journal holds the cell's value; restoring sets it back")
  func undoPastSave() throws {
    let root = try Fixtures.sampleCopy()
    let state = try EditingLockTests.stateDirectory()
    let killed = Self.journal(root, state: state, dead: true)
    let cell = Self.displayName
    let path = root + "/zh-Hans.lproj/InfoPlist.strings"
    // Fill, save, then change it and undo twice: past the save, the cell is missing again.
    var first = try Self.session(
      root, state: state,
      events: Self.edit + [.character("s"), .key(.enter), .control("u")] + Fixtures.type("y")
        + [.key(.enter), .character("u"), .character("u")], journal: killed)
    first.run()
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"x\""))
    #expect(killed.read() == [[.removeTranslation(cell)]])

    var second = try Self.session(
      root, state: state, events: [.character("y")], journal: Self.journal(root, state: state))
    second.run()
    #expect(second.state.project.content(of: cell) == .missing)
    #expect(second.state.hasUnsavedChanges)
  }

  @Test("n discards the journal; a saved or quit session leaves none")
  func discardAndQuit() throws {
    let root = try Fixtures.sampleCopy()
    let state = try EditingLockTests.stateDirectory()
    let killed = Self.journal(root, state: state, dead: true)
    var first = try Self.session(root, state: state, events: Self.edit, journal: killed)
    first.run()
    #expect(killed.read()?.count == 1)
    let journal = Self.journal(root, state: state)
    var second = try Self.session(root, state: state, events: [.character("n")], journal: journal)
    second.run()
    #expect(killed.read() == nil && journal.read() == nil)
    #expect(!second.state.hasUnsavedChanges)

    let saved = Self.journal(root, state: state)
    var saving = try Self.session(
      root, state: state, events: Self.edit + [.character("s")], journal: saved)
    saving.run()
    #expect(saved.read() == nil)
    let quit = Self.journal(root, state: state)
    var quitting = try Self.session(
      root, state: state,
      events: [.key(.enter), .character("!"), .key(.enter), .character("q"), .character("d")],
      journal: quit)
    quitting.run()
    #expect(quit.read() == nil)
    #expect(quit.orphans().isEmpty)
  }

  @Test("two editors on one project keep a journal each; neither removes the other's")
  func twoEditors() throws {
    let root = try Fixtures.sampleCopy()
    let state = try EditingLockTests.stateDirectory()
    let cell = Self.displayName
    // The first editor is alive (this process) with an unsaved edit.
    let first = Self.journal(root, state: state)
    var one = try Self.session(root, state: state, events: Self.edit, journal: first)
    one.run()
    #expect(first.read() == [[.setText(cell, "x")]])
    // A second editor is not offered the live one's edits; it edits, saves and quits.
    let second = Self.journal(root, state: state)
    let events: [KeyEvent] = [
      .key(.enter), .character("!"), .key(.enter), .character("s"), .character("q"),
    ]
    var two = try Self.session(root, state: state, events: events, journal: second)
    two.run()
    #expect(!two.backend.screen.text.contains("unsaved edit"))
    #expect(second.read() == nil)
    #expect(first.read() == [[.setText(cell, "x")]])
  }

  /// An editor killed with its terminal is a zombie until it is reaped (1.5–2 s where init is
  /// slow to): an editor opened meanwhile takes it for ended, as it is.
  @Test("an ended but unreaped editor (a zombie): its lock is stale, its journal offered")
  func zombieEditor() throws {
    var pid: pid_t = 0
    let arguments = ["/bin/sh", "-c", "exit 0"]
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    #expect(posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ) == 0)
    defer { waitpid(pid, nil, 0) }
    // Not reaped: once it has ended it stays a zombie, which kill(pid, 0) still finds.
    var ended = false
    for _ in 0..<200 where !ended {
      usleep(10_000)
      ended = ProcessLiveness.hasEnded(pid)
    }
    #expect(ended)
    #expect(kill(pid, 0) == 0, "still a process to kill(2): a zombie")

    let root = try Fixtures.sampleCopy()
    let state = try EditingLockTests.stateDirectory()
    let lock = EditingLock(projectRoot: root, stateDirectory: state)
    try FileManager.default.createDirectory(
      atPath: (lock.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data("\(pid) \(ProcessInfo.processInfo.hostName)\n".utf8).write(
      to: URL(fileURLWithPath: lock.path))
    #expect(lock.holder()?.isStale == true)
    let killed = RecoveryJournal(projectRoot: root, stateDirectory: state, pid: pid)
    #expect(killed.write([[.setText(Self.displayName, "x")]]) == nil)
    let journal = Self.journal(root, state: state)
    var session = try Self.session(root, state: state, events: [.character("y")], journal: journal)
    session.run()
    #expect(session.backend.screen.text.contains("Restored 1 unsaved edit"))
    #expect(session.state.project.content(of: Self.displayName) == .text("x", state: nil))
  }

  @Test("each orphaned journal is offered in turn, newest first")
  func severalOrphans() throws {
    let root = try Fixtures.sampleCopy()
    let state = try EditingLockTests.stateDirectory()
    let cell = Self.displayName
    let older = RecoveryJournal(projectRoot: root, stateDirectory: state, pid: 2_147_483_645)
    #expect(older.write([[.setText(cell, "older")]]) == nil)
    let newer = Self.journal(root, state: state, dead: true)
    #expect(newer.write([[.setText(cell, "newer")]]) == nil)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: older.path)
    let journal = Self.journal(root, state: state)
    var session = try Self.session(
      root, state: state, events: [.character("n"), .character("y")], journal: journal)
    session.run()
    #expect(session.state.project.content(of: cell) == .text("older", state: nil))
    #expect(older.read() == nil && newer.read() == nil)
    #expect(journal.read() == [[.setText(cell, "older")]])
  }

  @Test("a journal that cannot be written is said on screen at once")
  func unwritableJournal() throws {
    let root = try Fixtures.sampleCopy()
    let state = try EditingLockTests.stateDirectory()
    // A file where the journals folder should be.
    try Data().write(to: URL(fileURLWithPath: state + "/journals"))
    var session = try Self.session(
      root, state: state, events: Self.edit, journal: Self.journal(root, state: state))
    session.run()
    #expect(session.backend.screen.text.contains("Unsaved edits are not protected"))
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

/// The first save that would re-sort a file asks, when nothing says whether saves sort.
@Suite("The sort prompt")
struct SortPromptTests {
  /// Edits en's CFBundleDisplayName (en.lproj/InfoPlist.strings is not sorted), then `answer`.
  ///
  /// `review` presses `S` (review the save) instead of `s`.
  static func run(_ answer: [KeyEvent], asks: Bool = true, review: Bool = false) throws -> (
    root: String, session: EditorSession<MemoryBackend>
  ) {
    let root = try Fixtures.sampleCopy()
    let state = EditorState(
      project: try ProjectLoader.load(root), title: root, width: 120, height: 30)
    let events: [KeyEvent] =
      [.character("/")] + Fixtures.type("CFBundleDisplayName") + [.key(.enter)]
      + [.key(.enter), .control("u")] + Fixtures.type("Tidemark Pro") + [.key(.enter)]
      + [.character(review ? "S" : "s")] + answer
    var session = EditorSession(
      state: state, backend: MemoryBackend(width: 120, height: 30, events: events),
      asksSortOrder: asks)
    session.run()
    return (root, session)
  }

  static func lines(_ path: String) throws -> [Substring] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
  }

  @Test("k keeps the order: one line changes, and \"sort\": false is recorded")
  func keepOrder() throws {
    let original = try Self.lines(
      Fixtures.packageRoot.appendingPathComponent(
        "SampleProject/Resources/en.lproj/InfoPlist.strings"
      ).path)
    let (root, session) = try Self.run([.character("k")])
    let written = try Self.lines(root + "/en.lproj/InfoPlist.strings")
    #expect(written.count == original.count)
    #expect(zip(original, written).filter { $0 != $1 }.count == 1)
    #expect(
      try String(contentsOfFile: root + "/.l10nedit.json", encoding: .utf8)
        == "{\n  \"sort\": false\n}\n")
    #expect(session.backend.screen.text.contains("\"sort\": false recorded in"))
  }

  @Test("s sorts, and records \"sort\": true; Esc saves nothing and records nothing")
  func sortOrCancel() throws {
    let (root, _) = try Self.run([.character("s")])
    let written = try Self.lines(root + "/en.lproj/InfoPlist.strings").filter { $0.hasPrefix("\"") }
    #expect(written == written.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(try ProjectSettingsReader.read(root: root)?.sort == true)

    let (cancelled, session) = try Self.run([.key(.escape)])
    #expect(session.state.hasUnsavedChanges)
    #expect(!FileManager.default.fileExists(atPath: cancelled + "/.l10nedit.json"))
    #expect(
      try FileSystem.read(cancelled + "/en.lproj/InfoPlist.strings")
        == FileSystem.read(
          Fixtures.packageRoot.appendingPathComponent(
            "SampleProject/Resources/en.lproj/InfoPlist.strings"
          ).path))
  }

  @Test("a new file has no order to lose: saving it asks nothing, and writes it sorted")
  func newFileUnasked() throws {
    let root = try Fixtures.sampleCopy()
    // zh-Hans has no InfoPlist.strings: fill its second gap, then its first (out of order).
    let events: [KeyEvent] =
      [.key(.tab), .key(.tab), .key(.enter)] + Fixtures.type("b") + [.key(.enter)]
      + [.key(.backTab), .key(.enter)] + Fixtures.type("a") + [.key(.enter), .character("s")]
    let state = EditorState(
      project: try ProjectLoader.load(root), title: root, width: 120, height: 30)
    var session = EditorSession(
      state: state, backend: MemoryBackend(width: 120, height: 30, events: events),
      asksSortOrder: true)
    session.run()
    #expect(session.state.mode == .normal)
    #expect(!session.state.hasUnsavedChanges)
    let keys = try Self.lines(root + "/zh-Hans.lproj/InfoPlist.strings").map {
      $0.split(separator: "\"")[0]
    }
    #expect(keys == ["CFBundleDisplayName", "NSCameraUsageDescription"])
    #expect(!FileManager.default.fileExists(atPath: root + "/.l10nedit.json"))
  }

  /// `S` on an unsorted file: the sort question first, then the review of the save in the
  /// order chosen — not a whole-file re-sort shown before anything was asked.
  @Test("the review of an unsorted file's save asks about sorting first")
  func reviewAsksFirst() throws {
    let (_, asked) = try Self.run([], review: true)
    guard asked.state.isAsking(Command.SortPrompt.self) else {
      Issue.record("no prompt before the review: \(asked.state.mode)")
      return
    }
    #expect(asked.backend.screen.text.contains("1 unsorted file: saving sorts it ("))
    #expect(asked.state.review == nil)
    // k: the review shows the one changed line, the file's order kept.
    let (root, kept) = try Self.run([.character("k")], review: true)
    #expect(kept.state.mode == .reviewing(scroll: 0, fromQuitPrompt: false))
    let file = try #require(kept.state.review?.files.first)
    #expect(file.diff.added == 1 && file.diff.removed == 1)
    #expect(kept.state.hasUnsavedChanges)
    #expect(try ProjectSettingsReader.read(root: root)?.sort == false)
    // The prompt's own r still shows the re-sort as the save would write it.
    let (_, resorted) = try Self.run([.character("r")], review: true)
    let whole = try #require(resorted.state.review?.files.first)
    #expect(whole.diff.added > 1)
  }

  @Test("the prompt names the unsorted files and the lines that move; no prompt when said")
  func prompt() throws {
    let (_, asked) = try Self.run([])
    guard asked.state.isAsking(Command.SortPrompt.self) else {
      Issue.record("no prompt: \(asked.state.mode)")
      return
    }
    #expect(asked.backend.screen.text.contains("1 unsorted file: saving sorts it ("))
    let (root, notAsked) = try Self.run([], asks: false)
    #expect(notAsked.state.mode == .normal)
    #expect(!notAsked.state.hasUnsavedChanges)
    #expect(!FileManager.default.fileExists(atPath: root + "/.l10nedit.json"))
  }
}

extension SessionTests {
  /// What the session hands the user memory, kept for the test.
  final class Sink: @unchecked Sendable {
    private let lock = NSLock()
    private var units: [[MemoryUnit]] = []
    var calls: [[MemoryUnit]] { lock.withLock { units } }
    func take(_ given: [MemoryUnit]) { lock.withLock { units.append(given) } }
  }

  @Test("a save hands the edited translations it writes to the user memory, once")
  func savesIntoUserMemory() throws {
    let root = try Fixtures.sampleCopy()
    let project = try ProjectLoader.load(root)
    let events: [KeyEvent] =
      [.key(.tab), .key(.enter)] + Fixtures.type("Grüße") + [
        .key(.enter), .character("s"), .character("s"), .character("q"),
      ]
    let sink = Sink()
    var session = EditorSession(
      state: EditorState(project: project, title: root, width: 100, height: 30),
      backend: MemoryBackend(width: 100, height: 30, events: events),
      savesToMemory: {
        sink.take($0)
        return nil
      })
    session.run()
    #expect(sink.calls.count == 1)
    let unit = try #require(sink.calls.first?.first)
    #expect(unit.translation == "Grüße")
    #expect(unit.language == LanguageID("zh-Hans"))
    #expect(unit.source == "Tidemark")
    #expect(unit.context.key == LocalizationKey("CFBundleDisplayName"))
  }

  @Test("without a user memory (opted out) a save hands nothing; a failure is said")
  func userMemoryFailureIsSaid() throws {
    let root = try Fixtures.sampleCopy()
    let project = try ProjectLoader.load(root)
    let events: [KeyEvent] =
      [.key(.tab), .key(.enter)] + Fixtures.type("Grüße") + [.key(.enter), .character("s")]
    var session = EditorSession(
      state: EditorState(project: project, title: root, width: 100, height: 30),
      backend: MemoryBackend(width: 100, height: 30, events: events),
      savesToMemory: { _ in "not added to the user memory m.sqlite: disk full" })
    session.run()
    #expect(
      session.state.message?.hasSuffix("not added to the user memory m.sqlite: disk full") == true)
    #expect(!session.state.hasUnsavedChanges)
  }
}

extension SessionTests {
  @Test("a review file that cannot take the save's states refuses the whole save")
  func reviewFileRefusesTheSave() throws {
    let root = try Fixtures.sampleCopy()
    // A merge left conflict markers in it: it does not parse, so it is never rewritten.
    try Data("<<<<<<< ours\n".utf8).write(to: URL(fileURLWithPath: root + "/.l10nedit-review"))
    let english = try FileSystem.read(root + "/en.lproj/Errors.strings")
    let project = try ProjectLoader.load(root)
    // A source edit, which marks its translations: states to record.
    let events: [KeyEvent] =
      [.key(.enter), .key(.end), .character("!"), .key(.enter), .character("s")]
    var session = EditorSession(
      state: EditorState(project: project, title: root, width: 140, height: 30),
      backend: MemoryBackend(width: 140, height: 30, events: events))
    session.run()
    #expect(!session.state.project.reviews.isEmpty)
    #expect(try FileSystem.read(root + "/en.lproj/Errors.strings") == english)
    #expect(session.state.hasUnsavedChanges)
    #expect(session.backend.screen.text.contains("Not saved: "), "\(session.backend.screen.text)")
    #expect(
      session.state.message?.hasSuffix("Nothing was written") == true,
      "\(session.state.message ?? "")")
  }
}
