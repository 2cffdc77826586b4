import Foundation
import L10nHistory
import L10nModel
import L10nTestSupport
import Testing

/// Histories the reader cannot read whole: a clear message or a bounded run, never a hang or a
/// crash.
@Suite("Outdated translations: bad input")
struct BadHistoryTests {
  static let en = "en.lproj/Localizable.strings"
  static let de = "de.lproj/Localizable.strings"

  /// A repository whose `title` translation is outdated.
  func outdatedRepository() throws -> GitRepository {
    let repository = try GitRepository()
    try repository.commit([
      Self.en: "\"title\" = \"Export\";\n", Self.de: "\"title\" = \"Exportieren\";\n",
    ])
    try repository.commit([Self.en: "\"title\" = \"Export all\";\n"])
    return repository
  }

  func history(_ path: String, limits: OutdatedTranslations.Limits = .init()) throws
    -> TranslationHistory
  {
    OutdatedTranslations.find(in: try TestSupport.load(path), limits: limits, cache: nil)
  }

  @Test("outside a git work tree: unavailable, saying so")
  func notInGit() throws {
    let folder = try TestSupport.fixture([Self.en: "\"a\" = \"A\";\n", Self.de: "\"a\" = \"B\";\n"])
    guard case .unavailable(let reason) = try history(folder.path) else {
      Issue.record("read a history outside git")
      return
    }
    #expect(reason.contains("is not in a git work tree"))
  }

  @Test("a repository without commits: unavailable, saying so")
  func noCommits() throws {
    let repository = try GitRepository()
    try repository.folder.write([Self.en: "\"a\" = \"A\";\n", Self.de: "\"a\" = \"B\";\n"])
    guard case .unavailable(let reason) = try history(repository.path) else {
      Issue.record("read a history without commits")
      return
    }
    #expect(reason.contains("has no commits yet"))
  }

  @Test("a detached HEAD is a HEAD like any other")
  func detachedHead() throws {
    let repository = try outdatedRepository()
    try repository.git("checkout", "-q", "--detach", "HEAD")
    guard case .read(let outdated, _) = try history(repository.path) else {
      Issue.record("no history")
      return
    }
    #expect(outdated.map(\.cell.key.text) == ["title"])
  }

  @Test("a shallow clone: read as far as it goes, with a note")
  func shallowClone() throws {
    let repository = try outdatedRepository()
    try repository.commit([Self.de: "\"title\" = \"Alles exportieren\";\n"])
    try repository.commit([Self.en: "\"title\" = \"Export everything\";\n"])
    let clone = try GitRepository()
    try clone.run(["fetch", "-q", "--depth", "2", "file://" + repository.path, "main"])
    try clone.git("checkout", "-q", "FETCH_HEAD")
    guard case .read(let outdated, let notes) = try history(clone.path) else {
      Issue.record("no history")
      return
    }
    // Two commits: the boundary creates the files; the source's change after it counts.
    #expect(outdated.map(\.cell.key.text) == ["title"])
    #expect(notes.contains { $0.contains("shallow clone") })
  }

  @Test("a version git cannot read is skipped with a note, the rest read")
  func unreadableBlob() throws {
    let repository = try GitRepository()
    try repository.commit([
      Self.en: "\"title\" = \"Export\";\n\"b\" = \"B\";\n",
      Self.de: "\"title\" = \"Exportieren\";\n\"b\" = \"Be\";\n",
    ])
    try repository.commit([Self.en: "\"title\" = \"Export all\";\n\"b\" = \"B\";\n"])
    try repository.commit([Self.en: "\"title\" = \"Export all\";\n\"b\" = \"Bee\";\n"])
    // Remove the middle version's object: git cannot read it any more.
    let blob = try repository.git("rev-parse", "HEAD~1:" + Self.en)
    let object = repository.path + "/.git/objects/" + blob.prefix(2) + "/" + blob.dropFirst(2)
    try FileManager.default.removeItem(atPath: object)
    guard case .read(let outdated, let notes) = try history(repository.path) else {
      Issue.record("no history")
      return
    }
    #expect(notes.contains { $0.contains("could not be read") })
    // The changes next to the lost version (to it and from it) are not known.
    #expect(outdated.isEmpty)
  }

  @Test("a history longer than the limit: the newest commits read, with a note")
  func commitLimit() throws {
    let repository = try outdatedRepository()
    for number in 0..<4 {
      try repository.commit([Self.en: "\"title\" = \"Export all\";\n\"n\" = \"\(number)\";\n"])
    }
    var limits = OutdatedTranslations.Limits()
    limits.commits = 3
    guard case .read(_, let notes) = try history(repository.path, limits: limits) else {
      Issue.record("no history")
      return
    }
    #expect(notes.contains { $0.contains("only the newest 3 commits") })
  }
}

/// A history of 50,000 commits, made with `git fast-import` in about a second.
@Suite("Outdated translations: a long history")
struct LongHistoryTests {
  static let en = "en.lproj/Localizable.strings"
  static let de = "de.lproj/Localizable.strings"

  /// `count` commits, each changing `notes.txt`; every 100th the English `title` too (the
  /// German one is written by the first commit only).
  func repository(commits count: Int) throws -> GitRepository {
    let repository = try GitRepository()
    var stream = ""
    func file(_ path: String, _ text: String) {
      stream += "M 100644 inline \(path)\ndata \(text.utf8.count)\n\(text)\n"
    }
    for number in 0..<count {
      stream +=
        "commit refs/heads/main\ncommitter T <t@example.com> \(1_700_000_000 + number) +0000\n"
      stream += "data 0\n"
      file("notes.txt", "\(number)\n")
      if number % 100 == 0 { file(Self.en, "\"title\" = \"Export \(number)\";\n") }
      if number == 0 { file(Self.de, "\"title\" = \"Exportieren\";\n") }
      stream += "\n"
    }
    let input = try TemporaryFolder()
    try input.write(["stream": stream])
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", repository.path, "fast-import", "--quiet"]
    process.standardInput = try FileHandle(
      forReadingFrom: URL(fileURLWithPath: input.path + "/stream"))
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    try repository.git("reset", "-q", "--hard", "main")
    return repository
  }

  @Test("50,000 commits: read in bounded time; cut at the commit limit with a note")
  func fiftyThousandCommits() throws {
    let repository = try repository(commits: 50_000)
    #expect(try repository.git("rev-list", "--count", "HEAD") == "50000")
    let project = try TestSupport.load(repository.path)
    let start = Date()
    guard
      case .read(let outdated, let notes) = OutdatedTranslations.find(in: project, cache: nil)
    else {
      Issue.record("no history")
      return
    }
    // 500 commits touch the localization files: all read.
    #expect(outdated.map(\.newSource) == ["Export 49900"])
    #expect(notes.isEmpty)
    // Bounded, not timed: a minute is far beyond what it takes (a few seconds).
    #expect(Date().timeIntervalSince(start) < 60)
    var limits = OutdatedTranslations.Limits()
    limits.commits = 200
    guard
      case .read(let cut, let cutNotes) = OutdatedTranslations.find(
        in: project, limits: limits, cache: nil)
    else {
      Issue.record("no history")
      return
    }
    // The German translation's commit is beyond the newest 200: nothing to judge it by.
    #expect(cut.isEmpty)
    #expect(cutNotes.contains { $0.contains("only the newest 200 commits") })
  }
}
