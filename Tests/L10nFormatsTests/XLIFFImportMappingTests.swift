import Foundation
import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// How `XLIFFImport` maps `<file>`s and ids to the project: Interface Builder files to their
/// `.strings` tables, hostile paths to nothing outside, Xcode 9's `\"` ids to their keys, and
/// a key in both `.strings` and `.stringsdict` to each file.
@Suite("XLIFF import mapping")
struct XLIFFImportMappingTests {
  static func file(_ original: String, _ language: String, _ units: [XLIFFUnit]) -> XLIFFFile {
    XLIFFFile(original: original, sourceLanguage: "en", targetLanguage: language, units: units)
  }

  static func cell(_ table: String, _ key: String, _ language: String) -> CellID {
    CellID(table: TableID(table), key: LocalizationKey(key), language: LanguageID(language))
  }

  @Test("storyboard, xib and intent <file>s map to the table beside them, never by their path")
  func interfaceBuilderFiles() throws {
    let folder = try TestSupport.fixture([
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "App/fr.lproj/Main.strings": "\"x.text\" = \"X\";\n",
      "App/fr.lproj/Intents.strings": "\"i\" = \"I\";\n",
    ])
    let project = try ProjectLoader.load(folder.path)
    let unit = XLIFFUnit(id: "x.text", source: "X", target: "X-de", note: "Class = \"UILabel\";")
    let document = XLIFFDocument(files: [
      Self.file("App/Base.lproj/Main.storyboard", "de", [unit]),
      // An export made from a parent folder, and a hostile one: the same table, by its end.
      Self.file("Parent/App/Base.lproj/Main.xib", "de", [unit]),
      Self.file("../../../App/Base.lproj/Main.storyboard", "de", [unit]),
      Self.file(
        "App/Base.lproj/Intents.intentdefinition", "de",
        [
          XLIFFUnit(id: "i", source: "I", target: "I-de")
        ]),
      // No table `Other`, and a name that is a path: skipped.
      Self.file("App/Base.lproj/Other.storyboard", "de", [unit]),
      Self.file("App/Base.lproj/...storyboard", "de", [unit]),
    ])
    let result = XLIFFImport.edits(document, into: project)
    #expect(
      result.files.map(\.table?.path) == [
        "App/Main", "App/Main", "App/Main", "App/Intents", nil, nil,
      ])
    #expect(
      Array(result.edits.prefix(3)) == [
        .addLanguage(LanguageID("de")), .setText(Self.cell("App/Main", "x.text", "de"), "X-de"),
        .setComment(Self.cell("App/Main", "x.text", "de"), "Class = \"UILabel\";"),
      ])
    #expect(result.files.suffix(2).allSatisfy { $0.skipped.map(\.reason) == [.unknownFile] })
    var edited = project
    _ = try edited.apply(result.edits)
    let made = edited.files.dropFirst(project.files.count).map(\.relativePath).sorted()
    #expect(made == ["App/de.lproj/Intents.strings", "App/de.lproj/Main.strings"])
  }

  @Test("a storyboard table no language has yet is made in the project's folder, by name only")
  func newInterfaceBuilderTables() throws {
    let folder = try TestSupport.fixture([
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "App/fr.lproj/Main.strings": "\"x.text\" = \"X\";\n",
    ])
    let project = try ProjectLoader.load(folder.path)
    let document = XLIFFDocument(files: [
      Self.file("App/Base.lproj/Main.storyboard", "de", []),  // the project has it
      Self.file("App/Base.lproj/Launch.storyboard", "de", []),
      Self.file("../../../App/Base.lproj/Launch.xib", "de", []),  // the same, once
      Self.file("../../../etc/Base.lproj/Evil.storyboard", "de", []),  // no such folder
      Self.file("Base.lproj/Root.storyboard", "de", []),  // no table at the root
      Self.file("App/Base.lproj/..storyboard", "de", []),  // no name
      Self.file("App/en.lproj/Other.strings", "de", []),  // not Interface Builder
    ])
    let tables = XLIFFImport.newTables(for: document, in: project)
    #expect(tables.map { "\($0.folder)|\($0.name)" } == ["App|Launch"])
    var edited = project
    let table = try edited.addTable(named: "Launch", folder: "App")
    #expect(table.path == "App/Launch")
    #expect(edited.files.last?.relativePath == "App/en.lproj/Launch.strings")
    #expect(throws: EditError.self) { _ = try edited.addTable(named: "X", folder: "../etc") }
    let result = XLIFFImport.edits(
      XLIFFDocument(files: [
        Self.file(
          "App/Base.lproj/Launch.storyboard", "de",
          [
            XLIFFUnit(id: "l.text", source: "Loading", target: "Lädt")
          ])
      ]), into: edited)
    #expect(result.files.first?.table?.path == "App/Launch")
    #expect(result.skippedCount == 0)
    #expect(result.edits.contains(.setText(Self.cell("App/Launch", "l.text", "de"), "Lädt")))
  }

  @Test("an Xcode 9 id and source with the .strings escaping (\\\") name the key without it")
  func legacyEscapedID() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/L.strings": "\"Say \\\"hi\\\"\" = \"Say \\\"hi\\\"\";\n",
      "de.lproj/L.strings": "",
    ])
    let project = try ProjectLoader.load(folder.path)
    let document = XLIFFDocument(files: [
      Self.file(
        "en.lproj/L.strings", "de",
        [
          XLIFFUnit(id: "Say \\\"hi\\\"", source: "Say \\\"hi\\\"", target: "Sag \"hallo\"")
        ])
    ])
    let result = XLIFFImport.edits(document, into: project)
    #expect(result.edits == [.setText(Self.cell("L", "Say \"hi\"", "de"), "Sag \"hallo\"")])
    #expect(result.skippedCount == 0)
  }

  @Test("a .strings unit of a key the .stringsdict has too: set beside the plural, undone whole")
  func shadowedText() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/L.strings": "\"files\" = \"%d files\";\n",
      "en.lproj/L.stringsdict": SharedFixtures.pluralStringsdict(one: "%d file", other: "%d files"),
      "de.lproj/L.stringsdict": SharedFixtures.pluralStringsdict(
        one: "%d Datei", other: "%d Dateien"),
    ])
    let project = try ProjectLoader.load(folder.path)
    let document = XLIFFDocument(files: [
      Self.file(
        "en.lproj/L.strings", "de",
        [
          XLIFFUnit(id: "files", source: "%d files", target: "%d Dateien (flach)")
        ])
    ])
    let result = XLIFFImport.edits(document, into: project)
    let cell = Self.cell("L", "files", "de")
    #expect(result.edits == [.setShadowedText(cell, "%d Dateien (flach)")])
    var edited = project
    let changes = try edited.apply(result.edits)
    #expect(edited.shadowedText(of: cell) == "%d Dateien (flach)")
    #expect(edited.content(of: cell).plural?.formatKey == "%#@n@")
    #expect(edited.files.count == project.files.count + 1)
    // Imported again: no change.
    #expect(XLIFFImport.edits(document, into: edited).edits.isEmpty)
    _ = edited.revert(changes)
    #expect(edited.shadowedText(of: cell) == nil)
    #expect(edited.content(of: cell).plural?.formatKey == "%#@n@")
  }
}
