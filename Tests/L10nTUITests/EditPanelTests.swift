import L10nModel
import Testing

@testable import L10nTUI

/// The edit panel: the value being edited with the source at hand, placeholders highlighted and
/// checked live, the source copied or its placeholders inserted with a key.
@Suite("Edit panel")
struct EditPanelTests {
  /// Edits `error.import.partial` in de, emptied first.
  ///
  /// The source is "Imported %1$d of %2$d notes. …".
  static func editImportSummary(width: Int = 100, height: Int = 30) throws -> EditorState {
    var state = try Fixtures.sampleState(width: width, height: height)
    Fixtures.press(&state, [.character("/")] + Fixtures.type("import.partial") + [.key(.enter)])
    let column = try #require(state.project.column(of: LanguageID("de")))
    Fixtures.press(
      &state, [.key(.home)] + Array(repeating: .key(.right), count: column) + [.key(.enter)])
    Fixtures.press(&state, [.control("u")])
    return state
  }

  static func rows(_ screen: Screen) -> [String] {
    (0..<screen.height).map { screen.text(ofRow: $0) }
  }

  @Test("the live check says what is missing while typing, and that it matches once it does")
  func liveCheck() throws {
    var state = try Self.editImportSummary()
    Fixtures.press(&state, Fixtures.type("Importé "))
    var rows = Self.rows(Renderer.render(state))
    #expect(
      rows.contains {
        $0.contains("✖ expects %1$d then %2$d; found no arguments: argument 1 (%1$d in the source)")
      })
    #expect(rows.contains { $0.contains("Ctrl-T inserts %1$d") })
    Fixtures.press(&state, [.control("t")] + Fixtures.type(" de ") + [.control("t")])
    #expect(Fixtures.editorText(state) == "Importé %1$d de %2$d")
    rows = Self.rows(Renderer.render(state))
    #expect(rows.contains { $0.contains("✔ placeholders match the source: %1$d then %2$d") })
    Fixtures.press(&state, [.control("t")])
    #expect(state.message == "Every source placeholder is in the text")
    #expect(Fixtures.editorText(state) == "Importé %1$d de %2$d")
  }

  @Test("a wrong kind of argument is an error in the checks' words; a size change a warning")
  func kinds() {
    let wrong = PlaceholderCheck(reference: "%1$@ has %2$ld files", translation: "%1$d a %2$ld")
    #expect(
      wrong.verdict
        == .differs(
          .error,
          "expects %1$@ then %2$ld; found %1$d then %2$ld: argument 1 is %1$@ (an object) in the source "
            + "but %1$d (a 32-bit integer) here"
        ))
    let size = PlaceholderCheck(reference: "%ld files", translation: "%d Dateien")
    guard case .differs(.warning, _) = size.verdict else {
      Issue.record("expected a warning, got \(size.verdict)")
      return
    }
    #expect(PlaceholderCheck(reference: "Cancel", translation: "50 %d").verdict == .none)
    #expect(PlaceholderCheck(reference: "%@ %@", translation: "%@").nextMissing == "%@")
    let invalid = PlaceholderCheck(reference: "%@", translation: "%@ %k")
    guard case .differs(.error, let text) = invalid.verdict else {
      Issue.record("expected an error, got \(invalid.verdict)")
      return
    }
    #expect(text.hasPrefix("%k is not a placeholder"))
  }

  @Test("Ctrl-B puts the source text in place of the text; Esc still throws it away")
  func copySource() throws {
    var state = try Self.editImportSummary()
    Fixtures.press(&state, Fixtures.type("x") + [.control("b")])
    #expect(
      Fixtures.editorText(state) == "Imported %1$d of %2$d notes. Some notes couldn't be read.")
    Fixtures.press(&state, [.key(.escape)])
    #expect(!state.hasUnsavedChanges)
  }

  @Test("the panel takes half the room under the grid while editing, and gives it back after")
  func panelHeight() throws {
    var state = try Self.editImportSummary(height: 40)
    #expect(state.layout.detailHeight == 18)
    let rows = Self.rows(Renderer.render(state))
    let top = GridLayout.gridTop + state.layout.gridHeight
    #expect(rows[top].hasPrefix("─ Errors › error.import.partial ─ de "))
    // The row being edited is on screen above the panel.
    #expect(rows[GridLayout.gridTop..<top].contains { $0.hasPrefix("error.import.partial") })
    Fixtures.press(&state, [.key(.escape)])
    #expect(state.layout.detailHeight == 7)
  }

  @Test("placeholders in the pane are highlighted, invalid ones in red; the rest is not")
  func highlight() throws {
    var state = try Self.editImportSummary()
    Fixtures.press(&state, Fixtures.type("Importé %1$d %k"))
    let screen = Renderer.render(state)
    let rows = Self.rows(screen)
    let sourceRow = try #require(rows.firstIndex { $0.hasPrefix(" en: Imported %1$d") })
    let x = try #require(rows[sourceRow].firstRange(of: "%1$d")).lowerBound.utf16Offset(
      in: rows[sourceRow])
    #expect(screen[x, sourceRow].style.foreground == .cyan)
    #expect(screen[x + 3, sourceRow].style.foreground == .cyan)
    #expect(screen[x - 2, sourceRow].style.foreground == nil)
    let editedRow = try #require(rows.firstIndex { $0.hasPrefix(" de (editing): ") })
    let bad = try #require(rows[editedRow].firstRange(of: "%k")).lowerBound
    // Columns, not UTF-16 offsets: "é" is one column.
    let column = rows[editedRow][..<bad].count
    #expect(screen[column, editedRow].style.foreground == .red)
  }
}
