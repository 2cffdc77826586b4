import L10nModel
import L10nTUI
import Testing

@Suite("a .nocache table")
struct NoCacheTableTests {
  static func project() throws -> Project {
    try ProjectLoaderFixture.project([
      "en.lproj/Localizable.nocache.strings":
        "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"d\" = \"D\";\n",
      "en.lproj/Localizable.strings": "\"k\" = \"K\";\n",
    ])
  }

  @Test("Localizable.nocache.strings is the table Localizable.nocache, not cached by NSBundle")
  func discovery() throws {
    let tables = try Self.project().grids.map(\.table)
    #expect(tables.map(\.path).sorted() == ["Localizable", "Localizable.nocache"])
    #expect(tables.filter(\.isNotCached).map(\.path) == ["Localizable.nocache"])
    #expect(!TableID(".nocache").isNotCached)
  }

  @Test("the grid's table header, the table picker and the palette say it is not cached")
  func label() throws {
    var state = Fixtures.state(try Self.project(), title: "x")
    let grid = Renderer.render(state).text
    #expect(grid.contains("▾ Localizable.nocache — 4 keys · not cached by NSBundle"))
    let plain = grid.split(separator: "\n").filter { $0.contains("▾ Localizable — ") }
    #expect(plain.count == 1)
    #expect(plain.allSatisfy { $0.contains("1 key") && !$0.contains("not cached") })

    Fixtures.press(&state, [.character("t")])
    let picker = Renderer.render(state).text
    #expect(picker.contains("Localizable.nocache  (4 keys · not cached by NSBundle)"))
    #expect(picker.contains("Localizable  (1 key)"))

    var palette = Fixtures.state(try Self.project(), title: "x")
    Fixtures.press(&palette, [.character(":")] + Fixtures.type("nocache"))
    let screen = Renderer.render(palette).text
    #expect(screen.contains("table · 4 keys · not cached by NSBundle"), "\(screen)")
  }
}
