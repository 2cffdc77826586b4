import L10nModel
import Testing

@testable import L10nLanguageServer

@Suite("The key at a position")
struct KeyAtPositionTests {
  let fixture: LookupFixture
  init() throws { fixture = try LookupFixture() }

  func site(
    _ marked: String, file: String = "App/View.swift", languageID: String = "swift",
    snapshot: WorkspaceSnapshot? = nil
  ) -> KeySite? {
    let (document, position) = fixture.document(file, marked, languageID: languageID)
    return KeyAtPosition.find(
      in: document, at: position, encoding: .utf16, snapshot: snapshot ?? fixture.snapshot())
  }

  @Test("a key of NSLocalizedString after non-ASCII text on the line, in UTF-16 positions")
  func nonASCII() {
    let found = site(#"let é😀 = "日本"; NSLocalizedString("café.😀|", comment: "é")"#)
    #expect(found?.key == "café.😀")
    #expect(found?.typed == "café.😀")
    #expect(found?.table == "Localizable")
    #expect(found?.role == .key)
    #expect(found?.origin == .lexical)
    #expect(found?.routine == "NSLocalizedString")
    #expect(found?.literal?.isClosed == true)
  }

  @Test("an unfinished literal being typed: the text up to the cursor")
  func unfinished() {
    let found = site("func f() {\n  let s = String(localized: \"set|\n}")
    #expect(found?.key == "set")
    #expect(found?.typed == "set")
    #expect(found?.literal?.isClosed == false)
    #expect(found?.routine == "String(localized:)")
  }

  @Test("the typed text stops at the cursor inside a closed literal")
  func typedStopsAtCursor() {
    let found = site(#"Text("sett|ings.title")"#)
    #expect(found?.key == "settings.title")
    #expect(found?.typed == "sett")
    #expect(found?.routine == "Text")
  }

  @Test("the table argument names the table; the cursor in it is a table name")
  func tables() {
    #expect(site(#"NSLocalizedString("qu|it", tableName: "Menu", comment: "")"#)?.table == "Menu")
    #expect(site(#"String(localized: "qu|it", table: "Menu")"#)?.table == "Menu")
    #expect(site(#"Text("qu|it", tableName: "Menu")"#)?.table == "Menu")
    let table = site(#"NSLocalizedString("quit", tableName: "Me|nu", comment: "")"#)
    #expect(table?.role == .tableName)
    #expect(table?.typed == "Me")
    #expect(site(#"NSLocalizedString("x|", tableName: name, comment: "")"#)?.table == nil)
  }

  @Test("Objective-C: @\"…\" literals and the FromTable family's table")
  func objectiveC() {
    let found = site(
      #"label.text = NSLocalizedStringFromTable(@"qu|it", @"Menu", @"The menu item");"#,
      file: "App/Menu.m", languageID: "objective-c")
    #expect(found?.key == "quit")
    #expect(found?.table == "Menu")
    let table = site(
      #"NSLocalizedStringFromTable(@"quit", @"M|", @"c");"#, file: "App/Menu.m",
      languageID: "objective-c")
    #expect(table?.role == .tableName)
    #expect(table?.typed == "M")
    let plain = site(#"NSLocalizedString(@"greet|ing", nil);"#, file: "App/Menu.m")
    #expect(plain?.key == "greeting")
  }

  @Test("SwiftUI views, modifiers, typed declarations and custom routines are localizing")
  func positions() {
    #expect(site(#"Button("Do|ne") { }"#)?.key == "Done")
    #expect(site(#"view.navigationTitle("settings.ti|tle")"#)?.routine == "navigationTitle")
    #expect(site(#"let title: LocalizedStringKey = "gree|ting""#)?.key == "greeting")
    #expect(site(#"MyLocalized("gree|ting", "c")"#)?.routine == "MyLocalized")
    #expect(site(#"MyLocalizedFromTable("qu|it", "Menu", "c")"#)?.table == "Menu")
    #expect(site(#"String(localized: "x|", bundle: .module)"#)?.inModuleBundle == true)
  }

  @Test("literals in no localizing position are no keys")
  func notKeys() {
    #expect(site(#"print("Do|ne")"#) == nil)
    #expect(site(#"label.text = "Do|ne""#) == nil)
    #expect(site(#"NSLocalizedString("a", comment: "Do|ne")"#) == nil)
    #expect(site(#"Text(verbatim: "Do|ne")"#) == nil)
    #expect(site(#"// NSLocalizedString("Do|ne", comment: "")"#) == nil)
  }

  @Test("the scan's reference at the literal wins: a project wrapper the text cannot tell")
  func scanReference() {
    let reference = CodeReference(
      path: "App/View.swift", location: SourceLocation(line: 1, column: 14), key: CodeKey("quit"),
      table: "Menu", routine: "menuTitle")
    let found = site(#"menuTitle(é: "qu|it")"#, snapshot: fixture.snapshot(references: [reference]))
    #expect(found?.origin == .scan)
    #expect(found?.table == "Menu")
    #expect(found?.routine == "menuTitle")
    // Without the scan, the text alone does not know the wrapper.
    #expect(site(#"menuTitle(é: "qu|it")"#) == nil)
  }

  @Test("a function the scan saw localize its first argument: a new call of it is a key")
  func scannedRoutine() {
    let reference = CodeReference(
      path: "App/View.swift", location: SourceLocation(line: 1, column: 11), key: CodeKey("quit"),
      table: "Menu", routine: "menuTitle")
    let found = site(
      "menuTitle(\"quit\")\nlet é = menuTitle(\"settings.ti|\")",
      snapshot: fixture.snapshot(references: [reference]))
    #expect(found?.origin == .lexical)
    #expect(found?.key == "settings.ti")
    #expect(found?.table == "Menu")
  }

  @Test("a table given by a #define is the one the scan saw the routine use; an untyped one is any")
  func tableOfRoutine() {
    var reference = CodeReference(
      path: "App/A.m", location: SourceLocation(line: 1, column: 28), key: CodeKey("quit"),
      table: "Menu", routine: "NSLocalizedStringFromTable")
    reference.namesTable = true
    let text =
      "NSLocalizedStringFromTable(@\"quit\", MENU, nil);\nNSLocalizedStringFromTable(@\"x|\", MENU, nil);"
    let seen = site(text, file: "App/A.m", snapshot: fixture.snapshot(references: [reference]))
    #expect(seen?.table == "Menu")
    #expect(site(#"NSLocalizedStringFromTable(@"x|", MENU, nil);"#, file: "App/A.m")?.table == nil)
    #expect(site(#"NSLocalizedStringFromTable(@"x|"#, file: "App/A.m")?.table == nil)
  }

  @Test("a generated accessor's name is its key")
  func accessor() {
    let accessor = GeneratedAccessor(
      name: "L10n.Menu.quit", key: "quit", table: "Menu",
      place: CodeReference.Place(
        path: fixture.path("App/Strings.swift"), location: SourceLocation(line: 3, column: 5)))
    let found = site("let t = L10n.Menu.qu|it", snapshot: fixture.snapshot(accessors: [accessor]))
    #expect(found?.origin == .accessor)
    #expect(found?.key == "quit")
    #expect(found?.table == "Menu")
  }

  @Test("Xcode's generated catalog symbol is its manual key; an extracted key has none")
  func catalogSymbol() throws {
    let fixture = try LookupFixture(extra: [
      "Shop.xcstrings": #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Extracted" : { },
          "cart.checkout.title" : { "extractionState" : "manual" }
        },
        "version" : "1.1"
      }
      """#,
      "Localizable.xcstrings": #"""
      {
        "sourceLanguage" : "en",
        "strings" : { "cart.total" : { "extractionState" : "manual" } },
        "version" : "1.1"
      }
      """#,
    ])
    func site(_ marked: String) -> KeySite? {
      let (document, position) = fixture.document("App/View.swift", marked)
      return KeyAtPosition.find(
        in: document, at: position, encoding: .utf16, snapshot: fixture.snapshot())
    }
    let inTable = site("Text(.Shop.cartCheck|outTitle)")
    #expect(inTable?.key == "cart.checkout.title")
    #expect(inTable?.table == "Shop")
    let explicit = site("String(localized: LocalizedStringResource.cartTo|tal)")
    #expect(explicit?.key == "cart.total")
    #expect(explicit?.table == "Localizable.xcstrings")
    #expect(site("Text(.extrac|ted)") == nil)
    #expect(site("Text(.cartCheck|outTitle)") == nil)
  }

  @Test("in a localization file, the key of the entry at the line")
  func localizationFile() {
    let text = LookupFixture.files["en.lproj/Menu.strings"] ?? ""
    let (document, _) = fixture.document("en.lproj/Menu.strings", text, languageID: "plaintext")
    let found = KeyAtPosition.find(
      in: document, at: LSPPosition(line: 1, character: 3), encoding: .utf16,
      snapshot: fixture.snapshot())
    #expect(found?.key == "quit")
    #expect(found?.tableID == TableID("Menu"))
    #expect(found?.origin == .localizationFile)
  }

  @Test("every key literal of a range, for inlay hints")
  func sites() {
    let (document, _) = fixture.document(
      "App/View.swift",
      "Text(\"Done\")\nprint(\"x\")\nNSLocalizedString(\"quit\", tableName: \"Menu\", comment: \"\")\n"
    )
    let found = KeyAtPosition.sites(
      in: document, range: nil, encoding: .utf16, snapshot: fixture.snapshot())
    #expect(found.map(\.key) == ["Done", "quit"])
  }
}
