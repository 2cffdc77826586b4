import Foundation
import L10nHistory
import L10nModel
import L10nTestSupport
import Testing

/// The reading kept between runs: used at the same HEAD, ignored when corrupt or stale.
@Suite("Outdated translations: the cache")
struct HistoryCacheTests {
  static let en = "en.lproj/Localizable.strings"
  static let de = "de.lproj/Localizable.strings"

  func keys(_ history: TranslationHistory) -> [String]? {
    guard case .read(let outdated, _) = history else { return nil }
    return outdated.map(\.cell.key.text)
  }

  @Test("a second run at the same HEAD reads no history; a corrupt file is ignored and rebuilt")
  func kept() throws {
    let repository = try GitRepository()
    try repository.commit([
      Self.en: "\"title\" = \"Export\";\n", Self.de: "\"title\" = \"Exportieren\";\n",
    ])
    try repository.commit([Self.en: "\"title\" = \"Export all\";\n"])
    let home = try TemporaryFolder()
    let cache = HistoryCache(environment: ["XDG_CACHE_HOME": home.path])
    let project = try TestSupport.load(repository.path)
    #expect(keys(OutdatedTranslations.find(in: project, cache: cache)) == ["title"])
    let files = try FileManager.default.contentsOfDirectory(atPath: cache.folder)
    #expect(files.count == 1)
    // Without the objects git cannot read the history again: the kept reading answers.
    let objects = repository.path + "/.git/objects"
    try FileManager.default.moveItem(atPath: objects, toPath: objects + ".away")
    try FileManager.default.createDirectory(atPath: objects, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: objects + "/info", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: objects + "/pack", withIntermediateDirectories: true)
    #expect(keys(OutdatedTranslations.find(in: project, cache: cache)) == ["title"])
    // A corrupt file is ignored: the history is read again (here it cannot be).
    try Data("{ not json".utf8).write(
      to: URL(fileURLWithPath: cache.folder + "/" + files[0]))
    #expect(keys(OutdatedTranslations.find(in: project, cache: cache)) != ["title"])
    try FileManager.default.removeItem(atPath: objects)
    try FileManager.default.moveItem(atPath: objects + ".away", toPath: objects)
    #expect(keys(OutdatedTranslations.find(in: project, cache: cache)) == ["title"])
    // A new HEAD is read anew.
    try repository.commit([Self.de: "\"title\" = \"Alles exportieren\";\n"])
    let moved = try TestSupport.load(repository.path)
    #expect(keys(OutdatedTranslations.find(in: moved, cache: cache)) == [])
  }
}
