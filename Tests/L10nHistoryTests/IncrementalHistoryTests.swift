import Foundation
import L10nHistory
import L10nModel
import L10nTestSupport
import Testing

/// The kept reading extended by the commits after it: the same findings as a cold run, with
/// only the new commits read; a HEAD that does not descend from it (a reset, another branch)
/// or a cache of another repository read whole.
@Suite("Outdated translations: the cache extended by new commits")
struct IncrementalHistoryTests {
  static let en = "en.lproj/Localizable.strings"
  static let de = "de.lproj/Localizable.strings"
  static let fr = "fr.lproj/Localizable.strings"

  /// The findings in a comparable form: cell, texts and commits.
  func summary(_ history: TranslationHistory) -> [String] {
    guard case .read(let outdated, _) = history else { return ["unavailable"] }
    return outdated.map {
      "\($0.cell.key.text) \($0.cell.language.code) \($0.oldSource ?? "-") → \($0.newSource) "
        + "\($0.sourceCommit.shortID) \($0.translationCommit.shortID)"
    }
  }

  /// What could not be read.
  func notes(_ history: TranslationHistory) -> [String] {
    guard case .read(_, let notes) = history else { return ["unavailable"] }
    return notes
  }

  /// A run with `cache` and a cold run without: the same findings; how the first read.
  func compare(_ repository: GitRepository, cache: HistoryCache) throws
    -> OutdatedTranslations.ReadCounts
  {
    let project = try TestSupport.load(repository.path)
    let (cached, counts) = OutdatedTranslations.read(in: project, cache: cache)
    let cold = OutdatedTranslations.find(in: project, cache: nil)
    #expect(summary(cached) == summary(cold))
    #expect(notes(cached) == notes(cold))
    return counts
  }

  /// Three keys, two languages; `title`'s German translation outdated.
  func repository() throws -> GitRepository {
    let repository = try GitRepository()
    try repository.commit([
      Self.en: "\"title\" = \"Export\";\n\"done\" = \"Done\";\n\"open\" = \"Open\";\n",
      Self.de: "\"title\" = \"Exportieren\";\n\"done\" = \"Fertig\";\n\"open\" = \"Öffnen\";\n",
      Self.fr: "\"title\" = \"Exporter\";\n\"done\" = \"Terminé\";\n\"open\" = \"Ouvrir\";\n",
    ])
    try repository.commit([
      Self.en: "\"title\" = \"Export all\";\n\"done\" = \"Done\";\n\"open\" = \"Open\";\n",
      Self.fr: "\"title\" = \"Tout exporter\";\n\"done\" = \"Terminé\";\n\"open\" = \"Ouvrir\";\n",
    ])
    return repository
  }

  @Test("a new commit after a kept reading: only it is read, the findings are a cold run's")
  func newCommit() throws {
    let repository = try repository()
    let home = try TemporaryFolder()
    let cache = HistoryCache(environment: ["XDG_CACHE_HOME": home.path])
    #expect(try compare(repository, cache: cache).source == .full)
    #expect(try compare(repository, cache: cache) == .init(source: .kept))
    // The source changes: French is now behind too; German translated again.
    try repository.commit([
      Self.en: "\"title\" = \"Export all\";\n\"done\" = \"Finished\";\n\"open\" = \"Open\";\n",
      Self.de:
        "\"title\" = \"Alles exportieren\";\n\"done\" = \"Fertig\";\n\"open\" = \"Öffnen\";\n",
    ])
    let counts = try compare(repository, cache: cache)
    #expect(counts.source == .extended)
    #expect(counts.commits == 1)
    // The new commit's two files, each against its parent.
    #expect(counts.versions == 2)
    let project = try TestSupport.load(repository.path)
    #expect(
      summary(OutdatedTranslations.find(in: project, cache: cache)).map { $0.prefix(8) } == [
        "done de ", "done fr ",
      ])
    // A commit that touches no localization file: nothing more to read.
    try repository.commit(["README.md": "notes\n"])
    let quiet = try compare(repository, cache: cache)
    #expect(quiet.source == .extended)
    #expect(quiet.commits == 0)
  }

  @Test("new commits with a branch merged and a file moved: extended, as a cold run finds")
  func mergeAndMove() throws {
    let repository = try repository()
    let home = try TemporaryFolder()
    let cache = HistoryCache(environment: ["XDG_CACHE_HOME": home.path])
    let base = try repository.git("rev-parse", "HEAD~1")
    _ = try compare(repository, cache: cache)
    // A branch from before the source change translates `open` anew; main moves the German
    // file and changes `open`'s source; the branch is merged.
    try repository.git("checkout", "-q", "-b", "side", base)
    try repository.commit([
      Self.de: "\"title\" = \"Exportieren\";\n\"done\" = \"Fertig\";\n\"open\" = \"Aufmachen\";\n"
    ])
    try repository.git("checkout", "-q", "main")
    try repository.commit([
      Self.en: "\"title\" = \"Export all\";\n\"done\" = \"Done\";\n\"open\" = \"Open…\";\n"
    ])
    try repository.git("merge", "-q", "--no-edit", "side")
    try FileManager.default.createDirectory(
      atPath: repository.path + "/Resources", withIntermediateDirectories: true)
    try repository.git("mv", "de.lproj", "en.lproj", "fr.lproj", "Resources/")
    try repository.git("commit", "-q", "-m", "move")
    let counts = try compare(repository, cache: cache)
    #expect(counts.source == .extended)
    #expect(counts.commits == 4)
  }

  @Test("kept at a commit touching no localization file: new commits descend from all it read")
  func keptAtOtherCommit() throws {
    let repository = try repository()
    try repository.commit(["README.md": "one\n"])
    try repository.git("branch", "side")
    try repository.commit(["README.md": "two\n"])
    let home = try TemporaryFolder()
    let cache = HistoryCache(environment: ["XDG_CACHE_HOME": home.path])
    #expect(try compare(repository, cache: cache).source == .full)
    // German translated anew on main (its parent: the kept HEAD, which the kept reading
    // does not list), then on a branch from an older commit, merged.
    try repository.commit([
      Self.de:
        "\"title\" = \"Alles exportieren\";\n\"done\" = \"Fertig\";\n\"open\" = \"Öffnen\";\n"
    ])
    var counts = try compare(repository, cache: cache)
    #expect(counts.source == .extended)
    #expect(counts.commits == 1)
    let project = try TestSupport.load(repository.path)
    #expect(summary(OutdatedTranslations.find(in: project, cache: nil)).isEmpty)
    try repository.git("checkout", "-q", "side")
    try repository.commit([
      Self.fr: "\"title\" = \"Exporter tout\";\n\"done\" = \"Fini\";\n\"open\" = \"Ouvrir\";\n"
    ])
    try repository.git("checkout", "-q", "main")
    try repository.git("merge", "-q", "--no-edit", "side")
    counts = try compare(repository, cache: cache)
    #expect(counts.source == .extended)
    #expect(counts.commits == 2)
    let merged = try TestSupport.load(repository.path)
    #expect(summary(OutdatedTranslations.find(in: merged, cache: nil)).isEmpty)
  }

  @Test("a reset to an older commit, another branch: read whole, as a cold run finds")
  func resetAndBranch() throws {
    let repository = try repository()
    let home = try TemporaryFolder()
    let cache = HistoryCache(environment: ["XDG_CACHE_HOME": home.path])
    try repository.commit([
      Self.de:
        "\"title\" = \"Alles exportieren\";\n\"done\" = \"Fertig\";\n\"open\" = \"Öffnen\";\n"
    ])
    #expect(try compare(repository, cache: cache).source == .full)
    try repository.git("reset", "-q", "--hard", "HEAD~1")
    #expect(try compare(repository, cache: cache).source == .full)
    try repository.git("checkout", "-q", "-b", "other", "HEAD~1")
    try repository.commit([
      Self.de: "\"title\" = \"Exportieren\";\n\"done\" = \"Erledigt\";\n\"open\" = \"Öffnen\";\n"
    ])
    #expect(try compare(repository, cache: cache).source == .full)
    // Back on main: its HEAD does not descend from the other branch's.
    try repository.git("checkout", "-q", "main")
    #expect(try compare(repository, cache: cache).source == .full)
  }

  @Test("keys and texts with tabs, line breaks and percent signs come back from the cache")
  func escapedFields() throws {
    let repository = try GitRepository()
    try repository.commit([
      Self.en: "\"a\\tb\" = \"50% off\";\n", Self.de: "\"a\\tb\" = \"50 % Rabatt\";\n",
    ])
    try repository.commit([Self.en: "\"a\\tb\" = \"50%\\noff%20\";\n"])
    let home = try TemporaryFolder()
    let cache = HistoryCache(environment: ["XDG_CACHE_HOME": home.path])
    #expect(try compare(repository, cache: cache).source == .full)
    #expect(try compare(repository, cache: cache).source == .kept)
    let project = try TestSupport.load(repository.path)
    guard case .read(let outdated, _) = OutdatedTranslations.find(in: project, cache: cache) else {
      Issue.record("no history")
      return
    }
    #expect(outdated.map(\.cell.key.text) == ["a\tb"])
    #expect(outdated.map(\.oldSource) == ["50% off"])
    #expect(outdated.map(\.newSource) == ["50%\noff%20"])
  }

  @Test("versions git cannot read, before and after the kept HEAD: counted together")
  func unreadableOnBothSides() throws {
    let repository = try GitRepository()
    var commits: [String] = []
    for text in ["Export", "Export all", "Export every", "Export each", "Export any"] {
      commits.append(
        try repository.commit([
          Self.en: "\"title\" = \"\(text)\";\n", Self.de: "\"title\" = \"Exportieren\";\n",
        ]))
    }
    // The English versions of the second and fourth commits are lost.
    for commit in [commits[1], commits[3]] {
      let blob = try repository.git("rev-parse", commit + ":" + Self.en)
      try FileManager.default.removeItem(
        atPath: repository.path + "/.git/objects/" + blob.prefix(2) + "/" + blob.dropFirst(2))
    }
    let home = try TemporaryFolder()
    let cache = HistoryCache(environment: ["XDG_CACHE_HOME": home.path])
    try repository.git("reset", "-q", "--soft", commits[2])
    #expect(try compare(repository, cache: cache).source == .full)
    try repository.git("reset", "-q", "--soft", commits[4])
    #expect(try compare(repository, cache: cache).source == .extended)
    let project = try TestSupport.load(repository.path)
    #expect(
      notes(OutdatedTranslations.find(in: project, cache: cache)) == [
        "4 version(s) of en.lproj/Localizable.strings could not be read"
      ])
  }

  @Test("a cache file of another repository, or damaged, is ignored")
  func foreignOrDamaged() throws {
    let first = try repository()
    let second = try repository()
    try second.commit([
      Self.en: "\"title\" = \"Export all\";\n\"done\" = \"Done\";\n\"open\" = \"Open it\";\n"
    ])
    let home = try TemporaryFolder()
    let cache = HistoryCache(environment: ["XDG_CACHE_HOME": home.path])
    _ = try compare(first, cache: cache)
    _ = try compare(second, cache: cache)
    let names = try FileManager.default.contentsOfDirectory(atPath: cache.folder).sorted()
    #expect(names.count == 2)
    // Each repository's file swapped for the other's: neither is used.
    let paths = names.map { cache.folder + "/" + $0 }
    let contents = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
    try contents[1].write(to: URL(fileURLWithPath: paths[0]))
    try contents[0].write(to: URL(fileURLWithPath: paths[1]))
    #expect(try compare(first, cache: cache).source == .full)
    #expect(try compare(second, cache: cache).source == .full)
    // A file cut short, or naming a commit that is not an id: read whole.
    let alone = try TemporaryFolder()
    let own = HistoryCache(environment: ["XDG_CACHE_HOME": alone.path])
    _ = try compare(first, cache: own)
    let kept = try own.folder + "/" + FileManager.default.contentsOfDirectory(atPath: own.folder)[0]
    for damage in [
      { (text: String) in String(text.prefix(text.count / 2)) },
      { (text: String) in text.replacingOccurrences(of: "head\t", with: "head\t--output=x") },
    ] {
      let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: kept)), as: UTF8.self)
      try Data(damage(text).utf8).write(to: URL(fileURLWithPath: kept))
      let project = try TestSupport.load(first.path)
      let counts = OutdatedTranslations.read(in: project, cache: own).counts
      #expect(counts.source == .full)
    }
  }
}
