import Foundation
import L10nFormats
import L10nModel
import L10nScan
import L10nSwiftScan
import L10nTestSupport
import Testing

@testable import L10nLanguageServer

@Suite("Renaming a key across code and every language")
struct KeyRenameTests {
  static let swift = """
    import SwiftUI
    let é😀 = NSLocalizedString("greeting", comment: "Hi")
    let b = String(localized: "greeting")
    let c = NSLocalizedString("greeting", tableName: "Other", comment: "")
    let d = Text("farewell")

    """
  static let objectiveC = """
    NSString *s = NSLocalizedString(@"greeting", nil);

    """

  /// A project with code, and its snapshot scanned as the server scans it.
  func fixture(swift: String = swift, objectiveC: String = objectiveC) throws -> (
    TemporaryFolder, WorkspaceSnapshot
  ) {
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings":
        "/* é😀 */\n\"greeting\" = \"Hello\";\n\"farewell\" = \"Bye\";\n",
      "de.lproj/Localizable.strings": "\"farewell\" = \"Tschüss\";\n\"greeting\" = \"Hallo\";\n",
      "en.lproj/Other.strings": "\"greeting\" = \"Other hello\";\n",
      "App.swift": swift,
      "View.m": objectiveC,
    ])
    return (folder, try EditFixture.snapshot(folder.path, usage: try Self.scan(folder)))
  }

  /// The code of `folder` scanned in process.
  static func scan(_ folder: TemporaryFolder) throws -> CodeUsage {
    var usage = SwiftScanner(routines: LocalizingRoutines()).scan(
      path: folder.path + "/App.swift", text: try EditFixture.text(folder, "App.swift"))
    usage.merge(
      ObjCScanner(routines: LocalizingRoutines()).scan([
        (folder.path + "/View.m", try EditFixture.text(folder, "View.m"))
      ]))
    return usage
  }

  func document(_ folder: TemporaryFolder, _ relativePath: String) throws -> TextDocument {
    TextDocument(
      uri: DocumentURI.uri(ofPath: folder.path + "/" + relativePath), languageID: "",
      version: 1, text: try EditFixture.text(folder, relativePath))
  }

  @Test("from a key in code: every language's file and every literal of the table, nothing else")
  func fromCode() throws {
    let (folder, snapshot) = try fixture()
    let app = try document(folder, "App.swift")
    // Line 1, inside `"greeting"` after `let é😀 = NSLocalizedString(` (UTF-16: é 1, 😀 2).
    let position = LSPPosition(line: 1, character: 33)
    let prepared = try KeyRename.prepare(
      snapshot, document: app, position: position, encoding: .utf16)
    #expect(prepared.placeholder == "greeting")
    #expect(
      prepared.range
        == LSPRange(
          start: LSPPosition(line: 1, character: 29), end: LSPPosition(line: 1, character: 37)))
    let before = try [
      "en.lproj/Localizable.strings", "de.lproj/Localizable.strings", "en.lproj/Other.strings",
      "App.swift", "View.m",
    ].map { try EditFixture.text(folder, $0) }
    let edit = try KeyRename.rename(
      snapshot, document: app, position: position, newName: #"salut "é" \o/"#, encoding: .utf16,
      openDocuments: [])
    #expect(edit.changes.count == 4)
    try WorkspaceEditApplier.applyToDisk(edit, encoding: .utf16)
    let spelled = #"salut \"é\" \\o/"#
    #expect(
      try EditFixture.text(folder, "en.lproj/Localizable.strings")
        == before[0].replacingOccurrences(of: #""greeting""#, with: "\"\(spelled)\""))
    #expect(
      try EditFixture.text(folder, "de.lproj/Localizable.strings")
        == before[1].replacingOccurrences(of: #""greeting""#, with: "\"\(spelled)\""))
    #expect(try EditFixture.text(folder, "en.lproj/Other.strings") == before[2])
    // The `Other` table's use is left alone.
    #expect(
      try EditFixture.text(folder, "App.swift")
        == Self.swift.replacingOccurrences(
          of: #"("greeting", comment"#, with: "(\"\(spelled)\", comment"
        )
        .replacingOccurrences(of: #"(localized: "greeting")"#, with: "(localized: \"\(spelled)\")"))
    #expect(
      try EditFixture.text(folder, "View.m")
        == before[4].replacingOccurrences(of: #"@"greeting""#, with: "@\"\(spelled)\""))
    // Read again and scanned again: the key and its uses are renamed, nothing else.
    let again = try EditFixture.snapshot(folder.path, usage: try Self.scan(folder))
    let grid = try #require(again.project.gridIndex(of: TableID("Localizable")))
    let renamed = try #require(
      again.project.grids[grid].row(of: LocalizationKey(#"salut "é" \o/"#)))
    #expect(again.project.grids[grid].row(of: LocalizationKey("greeting")) == nil)
    #expect(again.usage?.references(.init(grid: grid, row: renamed)).count == 3)
    #expect(
      again.usage?.usage.references.filter { $0.key.description == "greeting" }.map(\.table) == [
        "Other"
      ])
  }

  @Test("from a localization file's entry, with the open buffer's text of the code")
  func fromEntry() throws {
    let (folder, snapshot) = try fixture()
    let entry = try document(folder, "de.lproj/Localizable.strings")
    let position = LSPPosition(line: 1, character: 3)
    let prepared = try KeyRename.prepare(
      snapshot, document: entry, position: position, encoding: .utf16)
    #expect(prepared.placeholder == "greeting")
    #expect(
      prepared.range
        == LSPRange(start: .init(line: 1, character: 1), end: .init(line: 1, character: 9)))
    // App.swift is open: its edits name the client's URI.
    let app = try document(folder, "App.swift")
    let edit = try KeyRename.rename(
      snapshot, document: entry, position: position, newName: "hello", encoding: .utf16,
      openDocuments: [app])
    #expect(edit.changes[app.uri]?.map(\.newText) == ["hello", "hello"])
  }

  @Test("refused: a name taken, empty or with control characters; patterns, dynamic keys")
  func refusals() throws {
    let (folder, snapshot) = try fixture()
    let app = try document(folder, "App.swift")
    let position = LSPPosition(line: 2, character: 30)
    func refusal(_ name: String, _ snapshot: WorkspaceSnapshot, in code: TextDocument? = nil)
      -> String?
    {
      #expect(throws: EditRefusal.self) {
        try KeyRename.rename(
          snapshot, document: code ?? app, position: position, newName: name, encoding: .utf16,
          openDocuments: [])
      }?.message
    }
    #expect(refusal("farewell", snapshot) == #"Localizable already has the key "farewell""#)
    #expect(refusal("", snapshot) == "a key cannot be empty")
    #expect(refusal("a\u{7}b", snapshot)?.contains("control character (U+7)") == true)
    let (patterned, withPattern) = try fixture(
      swift: Self.swift + "let p = NSLocalizedString(\"greet\" + name, comment: \"\")\n")
    #expect(
      refusal("hello", withPattern, in: try document(patterned, "App.swift"))?.contains(
        "key patterns built at run time: App.swift:6:") == true)
    let (dynamic, withDynamic) = try fixture(
      objectiveC: "NSString *k = @\"greeting\";\nNSString *s = NSLocalizedString(k, nil);\n")
    let dynamicRefusal = refusal("hello", withDynamic, in: try document(dynamic, "App.swift"))
    #expect(
      dynamicRefusal
        == "the literal \"greeting\" also appears outside localizing calls, and code looks keys "
        + "up through variables: View.m:2:33")
  }

  @Test("a literal that no longer says the key (the buffer changed since the scan) is refused")
  func stale() throws {
    let (folder, snapshot) = try fixture()
    var app = try document(folder, "App.swift")
    app.apply(
      [
        LSPContentChange(
          range: LSPRange(start: .init(line: 2, character: 0), end: .init(line: 2, character: 0)),
          text: "// moved\n")
      ],
      version: 2, encoding: .utf16)
    let message = #expect(throws: EditRefusal.self) {
      try KeyRename.rename(
        snapshot, document: app, position: LSPPosition(line: 1, character: 33), newName: "hello",
        encoding: .utf16, openDocuments: [])
    }?.message
    #expect(message?.contains("App.swift:3:") == true)
  }

  @Test("a literal a wrapper adds text to is not the key alone: refused, naming the place")
  func wrapped() throws {
    let code = """
      NSString *menuTitle(NSString *name) {
        return NSLocalizedString([@"menu." stringByAppendingString:name], @"");
      }
      NSString *file = menuTitle(@"file");

      """
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "\"menu.file\" = \"File\";\n", "Menu.m": code,
    ])
    let usage = ObjCScanner(routines: LocalizingRoutines()).scan([(folder.path + "/Menu.m", code)])
    let snapshot = try EditFixture.snapshot(folder.path, usage: usage)
    let message = #expect(throws: EditRefusal.self) {
      try KeyRename.rename(
        LocalizationKey("menu.file"), in: TableID("Localizable"), to: "menu.open",
        snapshot: snapshot, openDocuments: [], encoding: .utf16)
    }?.message
    #expect(message?.hasPrefix("Menu.m:4:28: the literal there is not the key alone") == true)
  }
}
