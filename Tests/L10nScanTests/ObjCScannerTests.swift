import Foundation
import L10nModel
import L10nScan
import Testing

@Suite struct ObjCScannerTests {
  let usage = ObjCScanner(routines: LocalizingRoutines(custom: ["SULocalizedString"])).scan([
    ("Macros.m", ScanFixture.text("Macros.m.fixture"))
  ])

  func reference(_ key: String) -> CodeReference? {
    usage.references.first { $0.key.description == key }
  }

  @Test func findsEveryFamilyMemberWithItsTableValueAndComment() throws {
    #expect(
      usage.references.map(\.key.description) == [
        "Plain", "No comment", "Tabled", "Bundled", "defaulted", "CF key", "Joined literal",
        "%@ of %@", "Escapes \"q\"\n\u{00D7}",
      ])
    let plain = try #require(reference("Plain"))
    #expect(plain.table == "Localizable")
    #expect(plain.comment == "Plain comment")
    #expect(plain.place.description == "Macros.m:9:37")
    #expect(reference("No comment")?.comment == nil)
    #expect(reference("Tabled")?.table == "Errors")
    #expect(reference("Tabled")?.namesTable == true)
    #expect(plain.namesTable == false)
    #expect(reference("Tabled")?.comment == "Table comment")
    #expect(reference("defaulted")?.value == "Default value")
    #expect(reference("defaulted")?.comment == "Default comment")
    #expect(reference("CF key")?.comment == "CF comment")
    #expect(reference("Joined literal")?.comment == "Joined comment")
  }

  @Test func resolvesDefinedTablesAndCustomRoutines() {
    #expect(reference("Bundled")?.table == "Sparkle")
    let custom = reference("%@ of %@")
    #expect(custom?.routine == "SULocalizedStringFromTableInBundle")
    #expect(custom?.table == "Sparkle")
    #expect(custom?.comment == "Progress")
  }

  @Test func countsFormatArguments() {
    #expect(reference("%@ of %@")?.formatArgumentCount == 2)
    #expect(reference("Plain")?.formatArgumentCount == nil)
  }

  @Test func skipsCommentsAndReportsDynamicKeys() {
    #expect(reference("commented out") == nil)
    #expect(reference("also commented") == nil)
    #expect(usage.dynamicKeys.map(\.description) == ["Macros.m:18:37"])
    #expect(usage.otherLiterals.contains("just a literal"))
    #expect(!usage.otherLiterals.contains("Plain"))
  }

  @Test func customRoutineNeedsToBeNamed() {
    let plain = ObjCScanner().scan([("Macros.m", ScanFixture.text("Macros.m.fixture"))])
    #expect(!plain.references.contains { $0.routine.hasPrefix("SU") })
  }
}

/// The fixtures beside the tests.
enum ScanFixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func text(_ name: String) -> String {
    (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
  }
}

@Suite struct ObjCPatternScanTests {
  let usage = ObjCScanner().scan([("Patterns.m", ScanFixture.text("Patterns.m.fixture"))])

  @Test func keysBuiltAtRunTimeArePatterns() {
    #expect(
      usage.patterns.map { "\($0.location.line) \($0.key)" } == ["2 alert.*", "3 menu.*.title"])
    #expect(usage.patterns[1].key.matches("menu.file.title"))
    #expect(usage.dynamicKeys.map(\.location.line) == [4])
  }

  @Test func tablesReadAtRunTime() {
    #expect(usage.runTimeTables.map { "\($0.table) \($0.place)" } == ["KeyBinding Patterns.m:5:45"])
  }
}
