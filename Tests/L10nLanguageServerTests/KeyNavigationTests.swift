import L10nModel
import L10nScan
import Testing

@testable import L10nLanguageServer

@Suite("Definition, references and inlay hints of keys")
struct KeyNavigationTests {
  let fixture: LookupFixture
  init() throws { fixture = try LookupFixture() }

  /// Two uses of `settings.title` in Localizable (one after non-ASCII text), one in Menu.
  var code: String {
    """
    let a = NSLocalizedString("settings.title", comment: "")
    let é😀 = 1; let b = String(localized: "settings.title")
    let c = NSLocalizedString("settings.title", tableName: "Menu", comment: "")

    """
  }

  var scanned: [CodeReference] {
    var menu = CodeReference(
      path: "App/View.swift", location: SourceLocation(line: 3, column: 27),
      key: CodeKey("settings.title"), table: "Menu", routine: "NSLocalizedString")
    menu.namesTable = true
    return [
      CodeReference(
        path: "App/View.swift", location: SourceLocation(line: 1, column: 27),
        key: CodeKey("settings.title"), routine: "NSLocalizedString"),
      CodeReference(
        path: "App/View.swift", location: SourceLocation(line: 2, column: 39),
        key: CodeKey("settings.title"), routine: "String(localized:)"),
      menu,
    ]
  }

  func open() throws -> TextDocument {
    try fixture.folder.write(["App/View.swift": code])
    return fixture.document("App/View.swift", code).0
  }

  @Test("definition: each language's entry, the source first; a catalog's entry")
  func definition() throws {
    let document = try open()
    let locations = KeyDefinition.locations(
      in: document, at: LSPPosition(line: 0, character: 30), encoding: .utf16,
      snapshot: fixture.snapshot())
    #expect(
      locations.map { $0.uri.split(separator: "/").suffix(2).joined(separator: "/") } == [
        "en.lproj/Localizable.strings", "de.lproj/Localizable.strings",
        "fr.lproj/Localizable.strings",
      ])
    #expect(locations.first?.range.start == LSPPosition(line: 1, character: 0))
    let (button, position) = fixture.document(
      "App/B.swift", #"Text("Do|ne", tableName: "Catalog")"#)
    let catalog = KeyDefinition.locations(
      in: button, at: position, encoding: .utf16, snapshot: fixture.snapshot())
    #expect(catalog.count == 2)
    #expect(catalog.allSatisfy { $0.uri.hasSuffix("Catalog.xcstrings") })
  }

  @Test("references: the uses in the key's table only, ranges in UTF-16 after non-ASCII text")
  func references() throws {
    let document = try open()
    let snapshot = fixture.snapshot(references: scanned)
    let found = KeyReferences.locations(
      in: document, at: LSPPosition(line: 0, character: 30), encoding: .utf16,
      snapshot: snapshot, includeDeclaration: false)
    #expect(found.map(\.range.start.line) == [0, 1])
    // "let é😀 = 1; let b = String(localized: " is 39 UTF-16 units; the literal 16.
    #expect(found.last?.range.start == LSPPosition(line: 1, character: 39))
    #expect(found.last?.range.end == LSPPosition(line: 1, character: 55))
    let menu = KeyReferences.locations(
      in: document, at: LSPPosition(line: 2, character: 30), encoding: .utf16,
      snapshot: snapshot, includeDeclaration: true)
    #expect(menu.count == 2)
    #expect(menu.first?.uri.hasSuffix("en.lproj/Menu.strings") == true)
    #expect(menu.last?.range.start.line == 2)
  }

  @Test("an unsaved buffer's scan replaces the saved file's references")
  func bufferReferences() throws {
    let document = try open()
    let unsaved = CodeReference(
      path: fixture.path("App/View.swift"), location: SourceLocation(line: 1, column: 27),
      key: CodeKey("settings.title"), routine: "NSLocalizedString")
    let found = KeyReferences.locations(
      in: document, at: LSPPosition(line: 0, character: 30), encoding: .utf16,
      snapshot: fixture.snapshot(references: scanned), includeDeclaration: false,
      bufferReferences: [fixture.path("App/View.swift"): [unsaved]])
    #expect(found.map(\.range.start.line) == [0])
  }

  @Test("references from a key in a localization file")
  func fromLocalizationFile() throws {
    _ = try open()
    let text = LookupFixture.files["en.lproj/Menu.strings"] ?? ""
    let (document, _) = fixture.document("en.lproj/Menu.strings", text, languageID: "plaintext")
    let found = KeyReferences.locations(
      in: document, at: LSPPosition(line: 0, character: 2), encoding: .utf16,
      snapshot: fixture.snapshot(references: scanned), includeDeclaration: false)
    #expect(found.map(\.range.start.line) == [2])
  }

  @Test("inlay hints: the source value after each key, cut and inert")
  func inlayHints() throws {
    let (document, _) = fixture.document(
      "App/V.swift", "Text(\"settings.title\"); Text(\"nope\")\nText(\"café.😀\")\n")
    let hints = KeyInlayHints.hints(
      in: document,
      range: LSPRange(
        start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 2, character: 0)),
      encoding: .utf16, snapshot: fixture.snapshot())
    #expect(hints.map(\.label).first == "= \"Settings\"")
    #expect(hints.first?.position == LSPPosition(line: 0, character: 21))
    #expect(hints.count == 2)
    #expect(hints.last?.label.contains("\\u{202E}") == true)
    #expect(hints.last?.position == LSPPosition(line: 1, character: 14))
  }
}
