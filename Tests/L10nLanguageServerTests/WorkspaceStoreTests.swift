import Foundation
import L10nModel
import L10nTestSupport
import Testing

@testable import L10nLanguageServer

@Suite("The server's workspace: loading, live changes, buffers")
struct WorkspaceStoreTests {
  private func value(_ snapshot: WorkspaceSnapshot?, _ key: String, _ language: String) -> String? {
    guard let project = snapshot?.project, let grid = project.grids.first,
      let row = grid.keys.firstIndex(of: LocalizationKey(key)),
      let column = project.column(of: LanguageID(language)),
      let entry = grid.entry(row: row, language: column)
    else { return nil }
    return project.value(at: entry)
  }

  @Test("a localization file changed on disk is read again alone, in a later snapshot")
  func changedFile() throws {
    let project = try ServerFixture.project()
    let store = WorkspaceStore(log: { _ in })
    store.load(root: project.path, setup: .plain, scansCode: false)
    let first = try #require(store.snapshot(waiting: 10))
    #expect(value(first, "greeting", "de") == "Hallo")
    try project.write(["de.lproj/Localizable.strings": "\"greeting\" = \"Servus\";\n"])
    store.filesChanged([("\(first.root)/de.lproj/Localizable.strings", .changed)])
    let next = store.snapshot(from: first.generation + 1, waiting: 10)
    #expect(value(next, "greeting", "de") == "Servus")
  }

  @Test("a new localization file reads the project again; a file outside the root is ignored")
  func createdFile() throws {
    let project = try ServerFixture.project()
    let store = WorkspaceStore(log: { _ in })
    store.load(root: project.path, setup: .plain, scansCode: false)
    let first = try #require(store.snapshot(waiting: 10))
    try project.write(["fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour\";\n"])
    store.filesChanged([
      ("\(first.root)/fr.lproj/Localizable.strings", .created),
      ("/elsewhere/x.strings", .created),
    ])
    let next = store.snapshot(from: first.generation + 1, waiting: 10)
    #expect(value(next, "greeting", "fr") == "Bonjour")
  }

  @Test("a malformed file on disk is the file's parse error in the project, not a crash")
  func malformedOnDisk() throws {
    let project = try ServerFixture.project()
    let store = WorkspaceStore(log: { _ in })
    store.load(root: project.path, setup: .plain, scansCode: false)
    let first = try #require(store.snapshot(waiting: 10))
    try project.write(["de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\"\n\"x\" = ;"])
    store.filesChanged([("\(first.root)/de.lproj/Localizable.strings", .changed)])
    let next = try #require(store.snapshot(from: first.generation + 1, waiting: 10))
    let file = try #require(
      next.project.files.first { $0.path.hasSuffix("de.lproj/Localizable.strings") })
    guard case .failed(let error) = file.content else {
      Issue.record("the malformed file parsed")
      return
    }
    #expect(error.location.line == 2)
  }

  @Test(
    "an open buffer that parses stands for its file; one that does not keeps the disk version and its error"
  )
  func buffers() throws {
    let project = try ServerFixture.project()
    var state = try WorkspaceState(root: project.path, setup: .plain)
    let path = "\(state.root)/de.lproj/Localizable.strings"
    let parses = state.setBuffer("\"greeting\" = \"Grüß dich\";\n", ofPath: path)
    #expect(parses)
    #expect(value(state.snapshot(), "greeting", "de") == "Grüß dich")
    let same = state.setBuffer("\"greeting\" = \"Grüß dich\";\n", ofPath: path)
    #expect(!same)
    let fails = state.setBuffer("\"greeting\" = ", ofPath: path)
    #expect(fails)
    let broken = state.snapshot()
    #expect(value(broken, "greeting", "de") == "Hallo")
    #expect(broken.bufferErrors[path] != nil)
    let closed = state.setBuffer(nil, ofPath: path)
    #expect(closed)
    #expect(state.snapshot().bufferErrors.isEmpty)
    let code = state.setBuffer("x", ofPath: "\(state.root)/Sources/App.swift")
    #expect(!code)
  }

  @Test("a code file changed on disk is scanned again alone; its old uses are gone")
  func changedCodeFile() throws {
    let project = try ServerFixture.project()
    try project.write(["Sources/a.m": "NSString *s = NSLocalizedString(@\"greeting\", nil);\n"])
    let store = WorkspaceStore(log: { _ in })
    store.load(root: project.path, setup: .plain)
    let scanned = try #require(store.scannedSnapshot(waiting: 20))
    #expect(scanned.usage?.usage.references.map(\.key.description) == ["greeting"])
    try project.write(["Sources/a.m": "NSString *s = NSLocalizedString(@\"farewell\", nil);\n"])
    store.filesChanged([("\(scanned.root)/Sources/a.m", .changed)])
    let next = store.snapshot(from: scanned.generation + 1, waiting: 10)
    #expect(next?.usage?.usage.references.map(\.key.description) == ["farewell"])
    #expect(next?.usage?.usage.fileCount == scanned.usage?.usage.fileCount)
  }

  @Test("the poller reports a changed, a deleted and a reappearing file")
  func poller() throws {
    let project = try ServerFixture.project()
    let path = "\(project.path)/en.lproj/Localizable.strings"
    let seen = Shared<[FileChange]>([])
    let poller = FilePoller(interval: 0.02)
    let rounds = Shared(0)
    poller.start(
      paths: {
        rounds.change { $0 += 1 }
        return [(path, nil)]
      }, changed: { changes in seen.change { $0 += changes.map(\.kind) } })
    defer { poller.stop() }
    func wait(for count: Int) {
      let deadline = Date(timeIntervalSinceNow: 5)
      while seen.current.count < count, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    }
    Self.waitForFirstLook(rounds)
    try project.write(["en.lproj/Localizable.strings": "\"greeting\" = \"Hello!!\";\n"])
    wait(for: 1)
    try FileManager.default.removeItem(atPath: path)
    wait(for: 2)
    try project.write(["en.lproj/Localizable.strings": "\"greeting\" = \"Hi\";\n"])
    wait(for: 3)
    #expect(seen.current == [.changed, .deleted, .created])
  }

  @Test(
    "the poller finds new files through their folders: a new language folder reads the project again, a new code file (in a new folder too) is scanned, a hidden folder is not looked into"
  )
  func newFilesThroughFolders() throws {
    let project = try ServerFixture.project()
    try project.write(["Sources/a.m": "NSString *a = NSLocalizedString(@\"greeting\", nil);\n"])
    let store = WorkspaceStore(log: { _ in })
    store.load(root: project.path, setup: .plain)
    let scanned = try #require(store.scannedSnapshot(waiting: 20))
    let poller = FilePoller(interval: 0.02)
    let rounds = Shared(0)
    poller.start(
      paths: {
        rounds.change { $0 += 1 }
        return store.watchedPaths()
      }, changed: { store.filesChanged($0) })
    defer { poller.stop() }
    // The first round sees every folder as it is; a change after it is new.
    Self.waitForFirstLook(rounds)
    try project.write([
      "fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour\";\n",
      "Sources/Feature/b.m": "NSString *b = NSLocalizedString(@\"farewell\", nil);\n",
      "Sources/c.m": "NSString *c = NSLocalizedString(@\"welcome\", nil);\n",
      ".hidden/d.m": "NSString *d = NSLocalizedString(@\"hidden\", nil);\n",
    ])
    var snapshot = scanned
    let deadline = Date(timeIntervalSinceNow: 10)
    while Date() < deadline,
      value(snapshot, "greeting", "fr") == nil
        || snapshot.usage?.usage.references.count ?? 0 < 3
    {
      snapshot = store.snapshot(from: snapshot.generation + 1, waiting: 1) ?? snapshot
    }
    #expect(value(snapshot, "greeting", "fr") == "Bonjour")
    let keys = snapshot.usage?.usage.references.map(\.key.description).sorted()
    #expect(keys == ["farewell", "greeting", "welcome"])
    #expect(snapshot.usage?.usage.fileCount == (scanned.usage?.usage.fileCount ?? 0) + 2)
    #expect(store.watchedPaths().contains { $0.path.hasSuffix("/Sources/Feature/b.m") })
  }

  /// Waits until the poller asked for its paths twice: its first look (the one that takes the
  /// files as they are) is over, however loaded the machine.
  private static func waitForFirstLook(_ rounds: Shared<Int>) {
    let deadline = Date(timeIntervalSinceNow: 10)
    while rounds.current < 2, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
  }
}
