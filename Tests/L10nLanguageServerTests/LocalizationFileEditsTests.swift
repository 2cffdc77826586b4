import Foundation
import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

@testable import L10nLanguageServer

@Suite("Cell edits as text edits of localization files")
struct LocalizationFileEditsTests {
  let table = TableID("Localizable")

  /// A project of two languages, a catalog beside, with non-ASCII text around the keys.
  func fixture() throws -> TemporaryFolder {
    try TestSupport.fixture([
      "en.lproj/Localizable.strings": """
      /* Greeting, é😀 */
      "hello" = "Hello 😀";
      "漢字" = "Kanji";
      "zebra" = "Zebra";

      """,
      "de.lproj/Localizable.strings": """
      "zebra" = "Zebra";
      "hello" = "Hallo 😀";

      """,
      "Settings.xcstrings": """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Title" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Titel"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """,
    ])
  }

  @Test("a rename edits only the key's text, in every language, and the files re-read renamed")
  func rename() throws {
    let folder = try fixture()
    let snapshot = try EditFixture.snapshot(folder.path)
    let before = try ["en", "de"].map {
      try EditFixture.text(folder, "\($0).lproj/Localizable.strings")
    }
    let edit = try LocalizationFileEdits.workspaceEdit(
      applying: [
        .renameKey(table, LocalizationKey("hello"), to: LocalizationKey("greeting \"é\""))
      ], in: snapshot,
      openDocuments: [], encoding: .utf16)
    #expect(edit.changes.count == 2)
    for edits in edit.changes.values {
      #expect(edits.count == 1)
      #expect(edits.first?.newText == #"greeting \"é\""#)
    }
    try WorkspaceEditApplier.applyToDisk(edit, encoding: .utf16)
    for (index, language) in ["en", "de"].enumerated() {
      let after = try EditFixture.text(folder, "\(language).lproj/Localizable.strings")
      #expect(
        after == before[index].replacingOccurrences(of: #""hello""#, with: #""greeting \"é\"""#))
    }
    let reloaded = try folder.load()
    let grid = try #require(reloaded.gridIndex(of: table))
    #expect(reloaded.grids[grid].row(of: LocalizationKey("greeting \"é\"")) != nil)
    #expect(reloaded.grids[grid].row(of: LocalizationKey("hello")) == nil)
  }

  @Test("a String Catalog key is renamed by the catalog's own lines")
  func catalog() throws {
    let folder = try fixture()
    let snapshot = try EditFixture.snapshot(folder.path)
    let settings = TableID("Settings")
    let edit = try LocalizationFileEdits.workspaceEdit(
      applying: [
        .renameKey(settings, LocalizationKey("Title"), to: LocalizationKey("Window title"))
      ], in: snapshot,
      openDocuments: [], encoding: .utf16)
    #expect(edit.changes.count == 1)
    try WorkspaceEditApplier.applyToDisk(edit, encoding: .utf16)
    let text = try EditFixture.text(folder, "Settings.xcstrings")
    #expect(text.contains(#""Window title" : {"#))
    #expect(!text.contains(#""Title""#))
    let reloaded = try folder.load()
    #expect(
      reloaded.grids[try #require(reloaded.gridIndex(of: settings))].keys == [
        LocalizationKey("Window title")
      ])
  }

  @Test("an open document's text is edited, by the URI the client named it")
  func openDocument() throws {
    let folder = try fixture()
    let snapshot = try EditFixture.snapshot(folder.path)
    let path = folder.path + "/de.lproj/Localizable.strings"
    let uri = "file://" + path
    let open = TextDocument(
      uri: uri, languageID: "strings", version: 3,
      text: try EditFixture.text(folder, "de.lproj/Localizable.strings"))
    let edit = try LocalizationFileEdits.workspaceEdit(
      applying: [.addKey(table, LocalizationKey("new"), sourceValue: "New", comment: nil)],
      in: snapshot,
      openDocuments: [open], encoding: .utf16)
    // The key goes to the source language's file only.
    #expect(
      edit.changes.keys.map { DocumentURI.path(of: $0) } == [
        folder.path + "/en.lproj/Localizable.strings"
      ])
    let rename = try LocalizationFileEdits.workspaceEdit(
      applying: [.renameKey(table, LocalizationKey("zebra"), to: LocalizationKey("horse"))],
      in: snapshot, openDocuments: [open],
      encoding: .utf16)
    #expect(rename.changes[uri]?.count == 1)
  }

  @Test(
    "refused: a key that exists, a file changed since read, a file to create, a UTF-16 file without BOM"
  )
  func refusals() throws {
    let folder = try fixture()
    var snapshot = try EditFixture.snapshot(folder.path)
    #expect(throws: EditRefusal(#"Localizable already has the key "zebra""#)) {
      try LocalizationFileEdits.workspaceEdit(
        applying: [.renameKey(table, LocalizationKey("hello"), to: LocalizationKey("zebra"))],
        in: snapshot, openDocuments: [],
        encoding: .utf16)
    }
    // Changed on disk since the snapshot read it: the edit would lose that change.
    try folder.write([
      "de.lproj/Localizable.strings": "\"zebra\" = \"Zebra!\";\n\"hello\" = \"Hallo\";\n"
    ])
    let changed = #expect(throws: EditRefusal.self) {
      try LocalizationFileEdits.workspaceEdit(
        applying: [.renameKey(table, LocalizationKey("hello"), to: LocalizationKey("hi"))],
        in: snapshot, openDocuments: [],
        encoding: .utf16)
    }
    #expect(
      changed?.message.contains("de.lproj/Localizable.strings is not as l10nedit read it") == true)
    // A table without a source-language file: adding a key would create it.
    try folder.write(["de.lproj/Other.strings": "\"a\" = \"b\";\n"])
    snapshot = try EditFixture.snapshot(folder.path)
    let created = #expect(throws: EditRefusal.self) {
      try LocalizationFileEdits.workspaceEdit(
        applying: [.addKey(TableID("Other"), LocalizationKey("c"), sourceValue: "C", comment: nil)],
        in: snapshot, openDocuments: [], encoding: .utf16)
    }
    #expect(created?.message.contains("en.lproj/Other.strings would be created") == true)
  }

  @Test("a UTF-16 file is edited as its text; one without a byte order mark is refused")
  func utf16() throws {
    let folder = try fixture()
    let text = "\"hello\" = \"Hallo 😀\";\n\"zebra\" = \"Zebra\";\n"
    try folder.write(
      [0xFF, 0xFE] + Array(try #require(text.data(using: .utf16LittleEndian))),
      to: "de.lproj/Localizable.strings")
    let snapshot = try EditFixture.snapshot(folder.path)
    let edit = try LocalizationFileEdits.workspaceEdit(
      applying: [.renameKey(table, LocalizationKey("hello"), to: LocalizationKey("hi"))],
      in: snapshot, openDocuments: [],
      encoding: .utf16)
    try WorkspaceEditApplier.applyToDisk(edit, encoding: .utf16)
    let reread = try EditableText.decode(try folder.read("de.lproj/Localizable.strings")).get()
    #expect(reread == text.replacingOccurrences(of: "hello", with: "hi"))
    // (Without a byte order mark, UTF-16 is recognised by its ASCII's zero bytes alone.)
    let renamed = "\"hi\" = \"Hallo\";\n"
    try folder.write(
      Array(try #require(renamed.data(using: .utf16LittleEndian))),
      to: "de.lproj/Localizable.strings")
    let withoutMark = try EditFixture.snapshot(folder.path)
    let refused = #expect(throws: EditRefusal.self) {
      try LocalizationFileEdits.workspaceEdit(
        applying: [.renameKey(table, LocalizationKey("hi"), to: LocalizationKey("hey"))],
        in: withoutMark, openDocuments: [],
        encoding: .utf16)
    }
    #expect(refused?.message.contains("UTF-16 without a byte order mark") == true)
  }
}

extension LocalizationFileEditsTests {
  @Test("a key renamed file by file leaves each file as the whole project's rename does")
  func renameFileByFile() throws {
    let plural = SharedFixtures.pluralStringsdict(
      key: "hello", variable: "n", one: "one", other: "%d")
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "/* é */\n\"hello\" = \"Hello\";\n\"zebra\" = \"Z\";\n",
      "de.lproj/Localizable.strings":
        "\"hello\" = \"Hallo\";\n\"x\" = \"X\";\n\"hello\" = \"Hi\";\n",
      "fr.lproj/Localizable.strings": "\"zebra\" = \"Zèbre\";\n",
      "en.lproj/Localizable.stringsdict": plural,
    ])
    let project = try EditFixture.snapshot(folder.path).project
    let (key, newKey) = (LocalizationKey("hello"), LocalizationKey("greeting.hello"))
    var whole = project
    let changes = try whole.apply([.renameKey(table, key, to: newKey)])
    let files = try project.filesRenaming(key, of: table, to: newKey)
    #expect(files.sorted() == changes.files.sorted())
    #expect(files.count == 3)
    for index in files {
      let renamed = try project.renamingKey(key, of: table, to: newKey, inFileAt: index)
      #expect(
        ProjectWriter.bytes(of: renamed, order: .keepOrder)
          == ProjectWriter.bytes(of: whole.files[index], order: .keepOrder),
        "\(renamed.relativePath)")
    }
    #expect(throws: EditError.self) {
      try project.filesRenaming(key, of: table, to: LocalizationKey("zebra"))
    }
    #expect(throws: EditError.self) {
      try project.filesRenaming(LocalizationKey("none"), of: table, to: newKey)
    }
  }
}
