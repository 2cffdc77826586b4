import L10nFormats
import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

/// The editor counts the same single gap as `lint` and `stats` on the three-key catalog.
@Suite struct ThreeKeyCatalogTests {
  @Test("the title counts one gap and Tab selects Hello in de")
  func oneGap() throws {
    let folder = try SharedFixtures.threeKeyProject()
    var state = Fixtures.state(try folder.load(), title: folder.path)
    #expect(state.counts.gaps == 1)
    #expect(Renderer.render(state).text.contains("3 keys · 2 languages · 1 gap · "))
    Fixtures.press(&state, [.key(.tab)])
    #expect(Fixtures.selected(state) == "Localizable/Hello/de")
    // The only gap: Tab comes back to it.
    Fixtures.press(&state, [.key(.tab)])
    #expect(Fixtures.selected(state) == "Localizable/Hello/de")
  }
}
