import L10nModel
import L10nTUI
import Testing

/// The editor with the project's code scanned: where a key is used, and the `unused` filter.
@Suite struct CodeUsageTests {
  static func usage() -> CodeUsage {
    CodeUsage(
      references: [
        CodeReference(
          path: "Sources/Welcome/WelcomeView.swift", location: SourceLocation(line: 42, column: 10),
          key: CodeKey("welcome.title"), routine: "Text"),
        CodeReference(
          path: "Sources/Welcome/WelcomeView.swift", location: SourceLocation(line: 43, column: 10),
          key: CodeKey("app.tagline"), routine: "Text"),
      ],
      fileCount: 1)
  }

  @Test("the detail pane lists where the selected key is used, once the code is scanned")
  func usedAt() throws {
    var state = try Fixtures.sampleState(width: 100, height: 30)
    state.isScanningCode = true
    Fixtures.press(&state, [.character(":")] + Fixtures.type("welcome.title") + [.key(.enter)])
    #expect(Fixtures.selected(state).hasPrefix("Localizable/welcome.title/"))
    #expect(Renderer.render(state).text.contains("used at: scanning the code…"))
    _ = state.reduce(.codeScanned(Self.usage()))
    let screen = Renderer.render(state).text
    #expect(screen.contains("used at: Sources/Welcome/WelcomeView.swift:42:10 (Text)"))
    #expect(state.message?.hasPrefix("Code scanned: 2 uses of keys in 1 file") == true)
  }

  @Test("filter unused lists the keys no call uses, and is offered only once code is scanned")
  func unusedFilter() throws {
    var state = try Fixtures.sampleState(width: 100, height: 30)
    Fixtures.press(&state, [.character(":")] + Fixtures.type("filter unused"))
    guard case .palette(let before) = state.mode else {
      Issue.record("the palette is not open")
      return
    }
    #expect(!before.items.contains(.filter(.unused)))
    Fixtures.press(&state, [.key(.escape)])
    _ = state.reduce(.codeScanned(Self.usage()))
    Fixtures.press(&state, [.character(":")] + Fixtures.type("filter unused") + [.key(.enter)])
    #expect(state.filter == .unused)
    let keys = state.rows.compactMap { row -> String? in
      guard case .key(let grid, let index) = row else { return nil }
      return "\(state.project.grids[grid].table)/\(state.project.grids[grid].keys[index])"
    }
    #expect(!keys.isEmpty)
    #expect(!keys.contains("Localizable/welcome.title"))
    #expect(!keys.contains("Localizable/app.tagline"))
    #expect(keys.contains("Localizable/welcome.body"))
    // Info.plist keys are used by Info.plist.
    #expect(!keys.contains { $0.hasPrefix("InfoPlist/") })
    let screen = Renderer.render(state).text
    #expect(screen.contains("used at: nowhere in the scanned code"))
  }
}
