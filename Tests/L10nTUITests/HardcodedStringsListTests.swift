import L10nFormats
import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

/// The editor's list of the hard-coded strings whose extraction would go to the selected table
/// (`H`, or `hard-coded-strings` in the palette): the `hardcoded-string` rule's findings of the
/// scanned code, `file:line:column  "text"  (position)`, inert.
@Suite struct HardcodedStringsListTests {
  static func text(
    _ path: String, line: Int, _ text: String, position: String = ".text", marker: String? = nil
  ) -> HardcodedText {
    HardcodedText(
      path: path, location: SourceLocation(line: line, column: 17), utf8Range: 0..<1, text: text,
      position: position, shape: .literal, marker: marker)
  }

  static func usage(_ texts: [HardcodedText]) -> CodeUsage {
    var usage = CodeUsage(references: [], fileCount: 2)
    usage.hardcodedTexts = texts
    return usage
  }

  @Test("lists the rule's findings for the selected table with file:line:column, inert")
  func listsFindings() throws {
    var state = try Fixtures.sampleState(width: 100, height: 30)
    Fixtures.press(&state, [.character("H")])
    #expect(state.message?.contains("scan") == true)
    _ = state.reduce(
      .codeScanned(
        Self.usage([
          Self.text("App/SettingsView.swift", line: 12, "Tap to start"),
          Self.text("App/SettingsView.swift", line: 14, "https://example.com/help"),
          Self.text(
            "App/SettingsView.swift", line: 16, "Silenced",
            marker: "// l10nedit:ignore hardcoded-string"),
          Self.text("App/設定.swift", line: 3, "設定を開く \u{202E}txt", position: "setTitle(_:for:)"),
        ])))
    Fixtures.press(&state, [.character(":")] + Fixtures.type("localizable") + [.key(.enter)])
    Fixtures.press(&state, [.character(":")] + Fixtures.type("hard-coded-strings") + [.key(.enter)])
    #expect(state.mode == .readingMessage(0))
    #expect(
      state.lastMessage == [
        "2 hard-coded strings would go to Localizable (of 2 the hardcoded-string rule reports):",
        #"App/SettingsView.swift:12:17  "Tap to start"  (.text)"#,
        #"App/設定.swift:3:17  "設定を開く \u{202E}txt"  (setTitle(_:for:))"#,
      ])
    let screen = Renderer.render(state).text
    #expect(screen.contains(#"App/設定.swift:3:17  "設定を開く \u{202E}txt""#))
    #expect(!screen.unicodeScalars.contains { $0.value == 0x202E })
  }

  @Test("a table no extraction goes to says where they go; no scanned code says so")
  func otherTable() throws {
    var state = try Fixtures.sampleState(width: 100, height: 30)
    Fixtures.press(&state, [.character(":")] + Fixtures.type("errors") + [.key(.enter)])
    _ = state.reduce(.codeScanned(Self.usage([Self.text("App/A.swift", line: 2, "Tap here")])))
    Fixtures.press(&state, [.character("H")])
    #expect(
      state.message
        == "No hard-coded string would go to Errors; 1 would go to Localizable (H lists them there)"
    )
  }

  @Test("a project without a Localizable table says extraction would create it")
  func noLocalizableTable() throws {
    let folder = try TestSupport.fixture(["en.lproj/Main.strings": "\"a\" = \"A\";\n"])
    var state = Fixtures.state(try ProjectLoader.load(folder.path), title: "fixture")
    _ = state.reduce(.codeScanned(Self.usage([Self.text("A.swift", line: 2, "Tap here")])))
    Fixtures.press(&state, [.character("H")])
    #expect(
      state.message
        == "No hard-coded string would go to Main; 1 would go to a Localizable table the "
        + "project does not have yet (extracting creates it)")
  }

  @Test("a Swift package target's strings go to its own bundle's table, an app's to the app's")
  func packageTarget() throws {
    let folder = try TestSupport.fixture([
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "Package/Sources/Feature/Resources/en.lproj/Localizable.strings": "\"f\" = \"F\";\n",
      "App/Sources/Main/Main.swift": "",
    ])
    let project = try ProjectLoader.load(folder.path)
    var state = Fixtures.state(project, title: "fixture")
    _ = state.reduce(
      .codeScanned(
        Self.usage([
          Self.text(folder.path + "/Package/Sources/Feature/Row.swift", line: 5, "Feature row"),
          Self.text(folder.path + "/App/Sources/Main/Main.swift", line: 7, "App title"),
        ])))
    let feature = try #require(
      project.grids.firstIndex { $0.table.path.hasPrefix("Package/Sources/Feature") })
    let app = try #require(project.grids.firstIndex { $0.table.path.hasPrefix("App") })
    for (grid, expected) in [(feature, "Feature row"), (app, "App title")] {
      Fixtures.press(&state, [.character(":")] + Fixtures.type(project.grids[grid].table.path))
      Fixtures.press(&state, [.key(.enter), .character("H")])
      #expect(state.lastMessage.count == 2)
      #expect(state.lastMessage.last?.contains(expected) == true, "\(state.lastMessage)")
      Fixtures.press(&state, [.key(.escape)])
    }
  }
}
