import Foundation
import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// The one place that decides where anything may be written: names from files validated
/// before a path is made of them, and paths checked component by component before any folder
/// is made.
@Suite("Write gate")
struct WriteGateTests {
  @Test(
    "a '..' in folders that do not exist yet is refused before any folder is made",
    arguments: [
      "yy/../../outside/victim.lproj/L.strings", "yy/../../../outside/L.strings",
      "a/b/../../../outside/L.strings", "new/./../../outside/L.strings", "yy/..",
    ])
  func dotDotInMissingFolders(_ relative: String) throws {
    let fixture = try WriteFixture(["en.lproj/L.strings"])
    let path = fixture.root + "/" + relative
    #expect(throws: FileSystem.Failure.self) {
      try FileSystem.writeSafely(Array("x".utf8), to: path, inside: fixture.root)
    }
    // Nothing was made, inside or outside.
    #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.root) == ["en.lproj"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.base + "/outside") == [])
  }

  @Test("a path through folders that exist may hold '..' when it resolves inside")
  func dotDotThroughExistingFolders() throws {
    let fixture = try WriteFixture(["en.lproj/L.strings"])
    let path = fixture.root + "/en.lproj/../de.lproj/L.strings"
    #expect(
      try FileSystem.writeSafely(Array("\"a\" = \"b\";\n".utf8), to: path, inside: fixture.root))
    #expect(try fixture.text("proj/de.lproj/L.strings") == "\"a\" = \"b\";\n")
  }

  @Test("writing inside --out never lands beside it")
  func insideOut() throws {
    let fixture = try WriteFixture([])
    let out = fixture.base + "/out"
    #expect(throws: FileSystem.Failure.self) {
      try FileSystem.writeSafely(Array("x".utf8), to: out + "/../outside/x.xliff", inside: out)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.base + "/outside") == [])
    #expect(try FileSystem.writeSafely(Array("x".utf8), to: out + "/de.xliff", inside: out))
  }

  @Test(
    "a language that cannot name an .lproj folder is never added",
    arguments: ["yy/../../../victim", "../x", "/tmp/x", "a\\b", "", ".", "..", "de\u{0}x", "ｄｅ"])
  func addLanguageRefused(_ code: String) throws {
    let folder = try TestSupport.fixture(["en.lproj/L.strings": "\"a\" = \"A\";\n"])
    var project = try folder.load()
    #expect(throws: EditError.self) {
      _ = try project.apply([.addLanguage(LanguageID(code))])
    }
    #expect(project.languages == [LanguageID("en")])
  }

  @Test("a catalog's hostile localization gets no .strings file of another table")
  func catalogLanguageMakesNoFile() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/L.strings": "\"a\" = \"A\";\n",
      "C.xcstrings": """
      {"sourceLanguage":"en","strings":{"k":{"localizations":{"../../victim2":{"stringUnit":\
      {"state":"translated","value":"x"}}}}},"version":"1.0"}
      """,
    ])
    var project = try folder.load()
    let hostile = LanguageID("../../victim2")
    #expect(project.languages.contains(hostile))
    let cell = CellID(table: TableID("L"), key: LocalizationKey("a"), language: hostile)
    #expect(throws: EditError.self) { _ = try project.apply([.setText(cell, "PWNED")]) }
    #expect(!project.files.contains { $0.path.contains("victim2.lproj") })
  }

  @Test(
    "a table name from code that is a path is refused",
    arguments: [
      "../en.lproj/Localizable", "../../x/T", "/tmp/T", "a/b", ".hidden", "", "T\u{202E}x",
    ])
  func addTableRefused(_ name: String) throws {
    let folder = try TestSupport.fixture(["en.lproj/L.strings": "\"a\" = \"A\";\n"])
    var project = try folder.load()
    #expect(throws: EditError.self) { _ = try project.addTable(named: name) }
    #expect(project.files.count == 1)
  }

  @Test("a new table is made in memory at <source>.lproj/<name>.strings and written on save")
  func addTable() throws {
    let folder = try TestSupport.fixture(["en.lproj/L.strings": "\"a\" = \"A\";\n"])
    var project = try folder.load()
    let table = try project.addTable(named: "New")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/en.lproj/New.strings") == false)
    let changes = try project.apply([
      .addKey(table, LocalizationKey("k"), sourceValue: "K", comment: nil)
    ])
    #expect(ProjectWriter.check(project, files: changes.files.sorted()).isEmpty)
    _ = try ProjectWriter.save(project, files: changes.files.sorted())
    #expect(
      String(decoding: try folder.read("en.lproj/New.strings"), as: UTF8.self) == "\"k\" = \"K\";\n"
    )
  }

  @Test("check refuses, without writing, a file that resolves outside the project")
  func checkRefusesOutside() throws {
    let fixture = try WriteFixture(["en.lproj/L.strings", "fr.lproj/L.strings"])
    let project = try fixture.load()
    try FileManager.default.moveItem(
      atPath: fixture.root + "/fr.lproj/L.strings", toPath: fixture.base + "/outside/L.strings")
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root + "/fr.lproj/L.strings", withDestinationPath: "../../outside/L.strings")
    let failures = ProjectWriter.check(project, files: Array(project.files.indices))
    #expect(failures.map(\.file) == [WriteFixture.index(of: "fr.lproj/L.strings", in: project)])
    #expect(try fixture.text("proj/en.lproj/L.strings") == WriteFixture.unsorted)
  }
}
