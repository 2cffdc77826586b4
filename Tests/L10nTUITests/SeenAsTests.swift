import L10nModel
import L10nTUI
import Testing

@Suite struct SeenAsTests {
  private static func rows(_ screen: Screen) -> [String] {
    (0..<screen.height).map { screen.text(ofRow: $0) }
  }

  private static func seenAs(_ state: inout EditorState, _ list: String) {
    Fixtures.press(&state, [.character("p")] + Fixtures.type(list) + [.key(.enter)])
  }

  @Test("p, a list, Enter: the column shows what a fr-CA, de, en user sees")
  func column() throws {
    var state = try Fixtures.sampleState(width: 160, height: 40)
    Fixtures.press(&state, [.character("p")])
    guard case .editing(.seenAs, _) = state.mode else {
      Issue.record("p opens the seen-as prompt, not \(state.mode)")
      return
    }
    Fixtures.press(&state, Fixtures.type("fr-CA,de,en") + [.key(.enter)])
    #expect(state.seenAs == ["fr-CA", "de", "en"])
    #expect(state.mode == .normal)
    let share = try #require(state.seenAsShare)
    #expect(share.language == "fr")
    #expect(share.total == 43)
    #expect(share.inFirst == 42)
    #expect(
      state.message
        == "Seen as fr-CA, de, en: 42 of 43 keys in fr, the rest from a fallback or as the key")
    let rows = Self.rows(Renderer.render(state))
    #expect(rows[0].contains("seen as fr-CA,de,en: 97% in fr"))
    #expect(rows[1].contains("│seen as fr-CA,de,en"))
    let archive = try #require(rows.first { $0.hasPrefix("note.archive") })
    #expect(archive.contains("⚠ key: note.archive"))
    Fixtures.press(&state, [.character("/")] + Fixtures.type("note.archive") + [.key(.enter)])
    let detail = Self.rows(Renderer.render(state))
    #expect(detail.contains { $0.contains("seen as fr-CA,de,en: from key itself (not in fr)") })
    let cancel = try #require(rows.first { $0.hasPrefix("Cancel ") })
    #expect(cancel.hasSuffix("Annuler") || cancel.contains("│Annuler"))
  }

  @Test("a preview project (pseudo --preview) fills the column; the project itself is unchanged")
  func preview() throws {
    var state = try Fixtures.sampleState(width: 160, height: 40)
    var preview = state.project
    let cancel = CellID(
      table: TableID("Localizable"), key: LocalizationKey("Cancel"), language: LanguageID("en-XA"))
    _ = try preview.apply([.addLanguage(LanguageID("en-XA")), .setText(cancel, "[Çáñçéļ]")])
    state.showSeenAsPreview(preview, language: LanguageID("en-XA"))
    #expect(state.seenAs == ["en-XA"])
    #expect(state.message?.hasPrefix("Preview of en-XA (not written)") == true)
    let rows = Self.rows(Renderer.render(state))
    #expect(rows.first { $0.hasPrefix("Cancel ") }?.contains("│[Çáñçéļ]") == true)
    #expect(!state.hasUnsavedChanges)
    #expect(state.project.column(of: LanguageID("en-XA")) == nil)
    // A preview whose table has other keys than the grid (keys added since): no column there.
    _ = try preview.apply([
      .addKey(TableID("Localizable"), LocalizationKey("new.key"), sourceValue: "New", comment: nil)
    ])
    state.showSeenAsPreview(preview, language: LanguageID("en-XA"))
    let localizable = try #require(
      state.project.grids.firstIndex { $0.table == TableID("Localizable") })
    #expect(state.seenAsResolution(grid: localizable) == nil)
    #expect(state.seenAsResolution(grid: localizable == 0 ? 1 : 0) != nil)
  }

  @Test("a fallback is marked with the language it comes from")
  func fallbackMark() throws {
    var state = try Fixtures.sampleState(width: 160, height: 40)
    Self.seenAs(&state, "zh-HK")
    let rows = Self.rows(Renderer.render(state))
    let cancel = try #require(rows.first { $0.hasPrefix("Cancel ") })
    #expect(cancel.contains("↪ en: Cancel"))
    #expect(rows[0].contains("seen as zh-HK: 0% in none of their languages"))
    #expect(rows.contains { $0.contains("seen as zh-HK: from en (development language)") })
  }

  @Test("↑ brings back recent lists; an empty list turns the column off")
  func recentAndOff() throws {
    var state = try Fixtures.sampleState(width: 160, height: 40)
    Self.seenAs(&state, "fr-CA,de,en")
    #expect(state.recentSeenAs == [["fr-CA", "de", "en"]])
    Fixtures.press(&state, [.character("p")])
    #expect(Fixtures.editorText(state) == "fr-CA,de,en")
    Fixtures.press(&state, [.control("u")] + Fixtures.type("pt-PT en") + [.key(.enter)])
    #expect(state.seenAs == ["pt-PT", "en"])
    #expect(state.recentSeenAs == [["pt-PT", "en"], ["fr-CA", "de", "en"]])
    Fixtures.press(&state, [.character("p"), .key(.up), .key(.up)])
    #expect(Fixtures.editorText(state) == "fr-CA,de,en")
    Fixtures.press(&state, [.key(.down)])
    #expect(Fixtures.editorText(state) == "pt-PT,en")
    Fixtures.press(&state, [.control("u"), .key(.enter)])
    #expect(state.seenAs == nil)
    #expect(state.message == "Seen-as column off")
    #expect(!Self.rows(Renderer.render(state))[1].contains("seen as"))
  }
}

extension SeenAsTests {
  /// What the end-to-end scenario `seen-as` checked in tmux, in process: the prompt, the
  /// column and the title drawn at 120×40 after the same keys; nothing of the terminal's own.
  @Test("SampleProject at 120×40: p, the palette, a list matching nothing, ↑, an empty list")
  func seenAsScenario() throws {
    var state = try Fixtures.sampleState(width: 120, height: 40)
    var effects: [Effect] = []
    func lines() -> [String] {
      Renderer.render(state).text.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
    }
    func line(with text: String) -> String { lines().first { $0.contains(text) } ?? "" }
    func bottom() -> String { Renderer.render(state).text(ofRow: 39) }
    effects += Fixtures.press(&state, [.character("p")])
    #expect(bottom().hasPrefix("Seen as (preferred languages, empty: off):"), "p opens the prompt")
    effects += Fixtures.press(&state, Fixtures.type("fr-CA,de,en") + [.key(.enter)])
    #expect(lines()[0].contains("│ seen as fr-CA,de,en: 97% in fr │"), "the share in French")
    #expect(lines()[1].contains("│seen as fr-CA,de"), "the column header names the list")
    effects += Fixtures.press(
      &state, [.character("/")] + Fixtures.type("note.archive") + [.key(.enter)])
    #expect(lines().contains { $0.contains("─ Localizable › note.archive ─") }, "note.archive")
    #expect(
      line(with: "note.archive ").contains("⚠ key: note.arch"),
      "a key French lacks shows as the key itself")
    #expect(line(with: "Cancel ").contains("│Annuler"), "a translated key shows the French value")
    effects += Fixtures.press(&state, [.character(":")])
    #expect(lines()[2].contains(/›( |$)/), ": opens the palette")
    effects += Fixtures.press(&state, Fixtures.type("seen-as"))
    #expect(line(with: "▸ seen-as").contains("A column of what"), "the palette lists the command")
    effects += Fixtures.press(&state, [.key(.enter)])
    #expect(
      bottom().hasPrefix("Seen as (preferred languages, ↑↓ recent, empty: off): fr-CA,de,en"),
      "the palette opens the prompt with the current list: \(bottom())")
    effects += Fixtures.press(&state, [.control("u")] + Fixtures.type("zh-HK") + [.key(.enter)])
    #expect(
      lines()[0].contains("│ seen as zh-HK: 0% in none of their languages │"),
      "zh-HK matches nothing of SampleProject (zh-Hans only): \(lines()[0])")
    #expect(line(with: "Cancel ").contains("↪ en: Cancel"), "a fallback is marked")
    effects += Fixtures.press(&state, [.character("p"), .key(.up), .key(.up)])
    #expect(
      bottom().hasPrefix("Seen as (preferred languages, ↑↓ recent, empty: off): fr-CA,de,en"),
      "↑ brings back the earlier list: \(bottom())")
    effects += Fixtures.press(&state, [.control("u"), .key(.enter)])
    #expect(bottom().hasPrefix("Seen-as column off"), "an empty list turns the column off")
    #expect(!lines()[1].contains("seen as"), "no seen-as header")
    effects += Fixtures.press(&state, [.character("q")])
    #expect(Fixtures.quits(effects), "q quits")
    #expect(Fixtures.writesNothing(effects), "nothing was written")
  }
}
