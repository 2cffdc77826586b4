import Foundation
import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// Marking a translation reviewed against its source (`CellEdit.markReviewed`) is recorded in
/// the review file, and `outdated-translation` says nothing of the cell until its source says
/// something else.
@Suite("reviewed against this source")
struct ReviewedAgainstSourceTests {
  static let en = "en.lproj/Localizable.strings"
  static let de = "de.lproj/Localizable.strings"
  static let open = CellID(
    table: TableID("Localizable"), key: LocalizationKey("open"), language: LanguageID("de"))
  static let save = CellID(
    table: TableID("Localizable"), key: LocalizationKey("save"), language: LanguageID("de"))

  /// The `outdated-translation` lines `lint` prints in `repository` (the cache kept apart).
  func outdatedLines(_ repository: GitRepository, cache: TemporaryFolder) throws -> [Substring] {
    let result = try CommandRunner.run(
      ["lint", "."], in: repository.folder.url, environment: ["XDG_CACHE_HOME": cache.path])
    return result.standardOutput.split(separator: "\n").filter {
      $0.contains("[outdated-translation]")
    }
  }

  @Test("marked reviewed and saved: the rule is quiet; a later source change reports it again")
  func markedReviewedStaysQuietUntilTheSourceChanges() throws {
    let repository = try GitRepository()
    let cache = try TemporaryFolder()
    try repository.commit([
      Self.en: "\"open\" = \"Open\";\n\"save\" = \"Save\";\n",
      Self.de: "\"open\" = \"Öffnen\";\n\"save\" = \"Sichern\";\n",
    ])
    try repository.commit([Self.en: "\"open\" = \"Open…\";\n\"save\" = \"Save\";\n"])
    let before = try outdatedLines(repository, cache: cache)
    #expect(before.count == 1 && before.first?.contains("\"open\" in de") == true, "\(before)")

    // The reviewer keeps "Öffnen": marked reviewed through the cell edit, saved.
    var project = try TestSupport.load(repository.path)
    let changes = try project.apply([.markReviewed(Self.open)])
    #expect(project.reviews[Self.open]?.reviewedAgainst == "Open…")
    #expect(project.reviewState(of: Self.open) == .translated)
    let report = try ProjectWriter.save(project, files: changes.files.sorted())
    #expect(report.wroteReviewFile)
    let text = String(decoding: try repository.folder.read(".l10nedit-review"), as: UTF8.self)
    #expect(text.hasSuffix("\nLocalizable\topen\tde\t\treviewed\t\tOpen…\n"), "\(text)")
    try repository.commit([:], "review")
    #expect(try outdatedLines(repository, cache: cache).isEmpty)

    // The source changes again: reported again, and the next save drops the stale line.
    try repository.commit([Self.en: "\"open\" = \"Open a File…\";\n\"save\" = \"Save\";\n"])
    let after = try outdatedLines(repository, cache: cache)
    #expect(after.count == 1 && after.first?.contains("\"Open a File…\"") == true, "\(after)")
    var reloaded = try TestSupport.load(repository.path)
    let save = try reloaded.apply([.setText(Self.save, "Speichern")])
    let second = try ProjectWriter.save(reloaded, files: save.files.sorted())
    #expect(second.droppedReviews.map(\.0) == [Self.open])
  }

  @Test("marking a source change reviewed keeps what it was reviewed against, and undo")
  func sourceChangeMarkedReviewed() throws {
    let repository = try GitRepository()
    let cache = try TemporaryFolder()
    try repository.commit([Self.en: "\"open\" = \"Open\";\n", Self.de: "\"open\" = \"Öffnen\";\n"])
    // The source changed with l10nedit: the translation is marked, committed so.
    var project = try TestSupport.load(repository.path)
    let edit = try project.apply([.setText(Self.open.with(language: "en"), "Open…")])
    _ = try ProjectWriter.save(project, files: edit.files.sorted())
    try repository.commit([:], "source")
    #expect(try outdatedLines(repository, cache: cache).isEmpty)  // it needs review
    // Marked reviewed as it is: translated, and reviewed against "Open…", which undo takes back.
    let marked = try project.apply([.setReview(Self.open, nil, .translated)])
    #expect(project.reviews[Self.open] == CellReview(reviewedAgainst: "Open…"))
    let undone = project.revert(marked)
    #expect(project.reviews[Self.open]?.whole == .needsReview(.sourceChanged(from: "Open")))
    _ = project.revert(undone)
    _ = try ProjectWriter.save(project, files: [])
    try repository.commit([:], "reviewed")
    #expect(try outdatedLines(repository, cache: cache).isEmpty)
    // Its text edited: the record goes (the translation is newer than its source now).
    _ = try project.apply([.setText(Self.open, "Öffnen…")])
    #expect(project.reviews[Self.open] == nil)
  }
}

extension CellID {
  /// The same table and key in `language`.
  fileprivate func with(language: String) -> CellID {
    CellID(table: table, key: key, language: LanguageID(language))
  }
}
