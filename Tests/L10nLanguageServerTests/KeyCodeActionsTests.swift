import Foundation
import L10nFormats
import L10nModel
import L10nScan
import L10nSwiftScan
import L10nTestSupport
import Testing

@testable import L10nLanguageServer

@Suite("Code actions: add a missing key, extract a literal")
struct KeyCodeActionsTests {
  func fixture(_ files: [String: String]) throws -> (TemporaryFolder, WorkspaceSnapshot) {
    var all = [
      "en.lproj/Localizable.strings": "\"farewell\" = \"Bye\";\n",
      "de.lproj/Localizable.strings": "\"farewell\" = \"Tschüss\";\n",
    ]
    all.merge(files) { $1 }
    let folder = try TestSupport.fixture(all)
    var usage = CodeUsage()
    for (path, text) in files where path.hasSuffix(".m") {
      usage.merge(
        ObjCScanner(routines: LocalizingRoutines()).scan([(folder.path + "/" + path, text)]))
    }
    for (path, text) in files where path.hasSuffix(".swift") {
      usage.merge(
        SwiftScanner(routines: LocalizingRoutines()).scan(
          path: folder.path + "/" + path, text: text))
    }
    return (folder, try EditFixture.snapshot(folder.path, usage: usage))
  }

  func document(_ folder: TemporaryFolder, _ relativePath: String, language: String) throws
    -> TextDocument
  {
    TextDocument(
      uri: DocumentURI.uri(ofPath: folder.path + "/" + relativePath), languageID: language,
      version: 1, text: try EditFixture.text(folder, relativePath))
  }

  @Test(
    "key-not-found: the key goes to the table's source language, with the call's value and comment")
  func addKey() throws {
    let (folder, snapshot) = try fixture([
      "View.m":
        "NSString *s = NSLocalizedStringWithDefaultValue(@\"welcome\", nil, NSBundle.mainBundle, @\"Welcome, é😀!\", @\"Shown first\");\n"
    ])
    let view = try document(folder, "View.m", language: "objective-c")
    var diagnostic = LSPDiagnostic(
      range: LSPRange(start: .init(line: 0, character: 48), end: .init(line: 0, character: 58)),
      severity: .error, code: "key-not-found", message: "no key welcome")
    diagnostic.data = LSPDiagnosticData(key: "welcome", table: "Localizable", language: "en")
    let actions = KeyCodeActions.actions(
      snapshot, document: view, range: diagnostic.range, diagnostics: [diagnostic],
      encoding: .utf16, openDocuments: [view])
    let action = try #require(actions.first { $0.kind == "quickfix" })
    #expect(action.title == #"Add "welcome" to Localizable"#)
    #expect(action.diagnostics == [diagnostic])
    #expect(
      action.edit.changes.keys.compactMap(DocumentURI.path(of:)) == [
        folder.path + "/en.lproj/Localizable.strings"
      ])
    try WorkspaceEditApplier.applyToDisk(action.edit, encoding: .utf16)
    let en = try EditFixture.text(folder, "en.lproj/Localizable.strings")
    #expect(en.contains("/* Shown first */\n\"welcome\" = \"Welcome, é😀!\";"))
    #expect(en.hasPrefix("\"farewell\" = \"Bye\";\n"))
    #expect(
      try EditFixture.text(folder, "de.lproj/Localizable.strings")
        == "\"farewell\" = \"Tschüss\";\n")
  }

  @Test(
    "a plain Swift literal is extracted in the project's form (NSLocalizedString: its code uses neither) into Localizable"
  )
  func extractSwift() throws {
    let (folder, snapshot) = try fixture([
      "App.swift": "let é = \"Hello 😀 there\"\nlet t = Text(\"farewell\")\nlet n = \"42\"\n"
    ])
    let app = try document(folder, "App.swift", language: "swift")
    let cursor = LSPRange(start: .init(line: 0, character: 12), end: .init(line: 0, character: 12))
    let actions = KeyCodeActions.actions(
      snapshot, document: app, range: cursor, diagnostics: [], encoding: .utf16,
      openDocuments: [app])
    let action = try #require(actions.first)
    #expect(action.kind == "refactor.extract")
    #expect(
      action.edit.changes[app.uri]
        == [
          LSPTextEdit(
            range: LSPRange(
              start: .init(line: 0, character: 8), end: .init(line: 0, character: 24)),
            newText: "NSLocalizedString(\"Hello 😀 there\", comment: \"text in App\")")
        ])
    try WorkspaceEditApplier.applyToDisk(action.edit, encoding: .utf16)
    #expect(
      try EditFixture.text(folder, "en.lproj/Localizable.strings").contains(
        "/* text in App */\n\"Hello 😀 there\" = \"Hello 😀 there\";"))
    // SwiftUI's Text is localized already; a literal without letters is no text.
    for line in [1, 2] {
      let at = LSPRange(
        start: .init(line: line, character: 15), end: .init(line: line, character: 15))
      #expect(
        KeyCodeActions.actions(
          snapshot, document: app, range: at, diagnostics: [], encoding: .utf16,
          openDocuments: [app]
        ).isEmpty)
    }
  }

  @Test(
    "an Objective-C @\"…\" literal becomes NSLocalizedString(@\"…\", @\"comment\"); a C string is left"
  )
  func extractObjectiveC() throws {
    let (folder, snapshot) = try fixture([
      "View.m": "label.text = @\"Open file\";\nputs(\"plain C\");\n"
    ])
    let view = try document(folder, "View.m", language: "objective-c")
    let actions = KeyCodeActions.actions(
      snapshot, document: view,
      range: LSPRange(start: .init(line: 0, character: 17), end: .init(line: 0, character: 17)),
      diagnostics: [], encoding: .utf16, openDocuments: [view])
    #expect(
      actions.first?.edit.changes[view.uri]?.first?.newText
        == "NSLocalizedString(@\"Open file\", @\".text in View\")")
    #expect(
      KeyCodeActions.actions(
        snapshot, document: view,
        range: LSPRange(start: .init(line: 1, character: 8), end: .init(line: 1, character: 8)),
        diagnostics: [], encoding: .utf16, openDocuments: [view]
      ).isEmpty)
  }

  @Test("an interpolated literal hardcoded-string reports: rewritten as extract --rewrite does")
  func extractInterpolated() throws {
    let (folder, label, action) = try extractFilesLeft(form: "String(localized:)")
    #expect(
      action.edit.changes[label.uri]?.map(\.newText) == [
        #"String(localized: "\(n) files left", comment: ".text in Label")"#
      ])
    try WorkspaceEditApplier.applyToDisk(action.edit, encoding: .utf16)
    #expect(
      try EditFixture.text(folder, "en.lproj/Localizable.strings").contains(
        "/* .text in Label */\n\"%lld files left\" = \"%lld files left\";"))
    // In NSLocalizedString's form a value of a type the syntax does not tell is refused.
    let cursor = LSPRange(start: .init(line: 1, character: 18), end: .init(line: 1, character: 18))
    let (otherFolder, otherScan) = try fixture([
      "Hello.swift": "func g(_ label: UILabel, who: String) {\n  label.text = \"Hi \\(who)\"\n}\n"
    ])
    var classic = otherScan
    classic.settings.localizingForm = "NSLocalizedString"
    let hello = try document(otherFolder, "Hello.swift", language: "swift")
    #expect(
      KeyCodeActions.actions(
        classic, document: hello, range: cursor, diagnostics: [], encoding: .utf16,
        openDocuments: [hello]
      ).isEmpty)
  }

  @Test("the generated-accessor form: the literal becomes the accessor the new key will get")
  func extractIntoGeneratedAccessor() throws {
    let (folder, label, action) = try extractFilesLeft(form: "generated", keyStyle: "namespaced")
    #expect(action.edit.changes[label.uri]?.map(\.newText) == ["L10n.Label.text(n)"])
    try WorkspaceEditApplier.applyToDisk(action.edit, encoding: .utf16)
    #expect(
      try EditFixture.text(folder, "en.lproj/Localizable.strings").contains(
        "\"label.text\" = \"%lld files left\";"))
  }

  /// The extraction offered for `"\(n) files left"` shown by a label's `.text`, with the
  /// settings' `localizingForm` and `keyStyle`.
  func extractFilesLeft(form: String, keyStyle: String? = nil) throws -> (
    TemporaryFolder, TextDocument, LSPCodeAction
  ) {
    let (folder, scanned) = try fixture([
      "Label.swift": "func f(_ label: UILabel, n: Int) {\n  label.text = \"\\(n) files left\"\n}\n"
    ])
    var snapshot = scanned
    snapshot.settings.localizingForm = form
    snapshot.settings.keyStyle = keyStyle
    let label = try document(folder, "Label.swift", language: "swift")
    let cursor = LSPRange(start: .init(line: 1, character: 18), end: .init(line: 1, character: 18))
    let action = try #require(
      KeyCodeActions.actions(
        snapshot, document: label, range: cursor, diagnostics: [], encoding: .utf16,
        openDocuments: [label]
      ).first)
    return (folder, label, action)
  }
}
