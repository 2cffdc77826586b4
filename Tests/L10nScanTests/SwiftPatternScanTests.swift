import L10nModel
import L10nScan
import L10nSwiftScan
import Testing

/// Key patterns, wrappers, tables read at run time and positions typed `LocalizedStringKey`.
@Suite struct SwiftPatternScanTests {
  let usage = SwiftScanner(routines: LocalizingRoutines(custom: ["lookup(table,key)"])).scan(
    path: "Patterns.swift", text: ScanFixture.text("Patterns.swift.fixture"))

  func reference(_ key: String) -> CodeReference? {
    usage.references.first { $0.key.description == key }
  }

  @Test func wrapperCallsGiveWholeKeys() throws {
    let fatal = try #require(reference("alert.fatal_error"))
    #expect(fatal.routine == "showAlert")
    #expect(fatal.place.description == "Patterns.swift:17:21")
    #expect(reference("alert.disk_full") != nil)
    // The wrapper's own call is no pattern: its callers give the keys.
    #expect(!usage.patterns.contains { $0.path == "Patterns.swift" && $0.location.line == 8 })
    let window = try #require(reference("window.title"))
    #expect(window.table == "Menus")
    #expect(window.routine == "title")
  }

  @Test func keysBuiltAtRunTimeArePatterns() {
    #expect(
      usage.patterns.map { "\($0.location.line) \($0.key) \($0.table ?? "?")" } == [
        "19 alert.* Localizable", "21 osc.* Localizable", "22 eq.preset.*.name Localizable",
      ])
    #expect(usage.patterns[0].key.matches("alert.anything"))
    #expect(!usage.patterns[0].key.matches("alert."))
    #expect(usage.patterns[2].key.matches("eq.preset.rock.name"))
    #expect(!usage.patterns[2].key.matches("eq.preset.rock.title"))
  }

  @Test func tablesReadAtRunTime() {
    #expect(
      usage.runTimeTables.map { "\($0.table) \($0.place.location.line)" }.sorted() == [
        "Dynamic 23", "KeyBinding 25",
      ])
    #expect(reference("bundle.key")?.table == "Bundled")
    #expect(reference("bundle.key")?.routine == "localizedString(forKey:)")
  }

  @Test func localizedStringKeyPositions() {
    for key in [
      "stored.header", "computed.title", "switch.on", "switch.off", "status.context.menu",
      "status.idle", "placeholder.title", "card.heading", "card.modifier", "ternary.on",
      "ternary.off", "button.on", "button.off", "explicit.key", "widget.name",
      "widget.description", "intent.title", "intent.dialog",
    ] {
      #expect(reference(key) != nil, "\(key)")
    }
    #expect(reference("placeholder.title")?.routine == "PlaceholderView")
    #expect(reference("clock") == nil)
  }

  @Test func formatHeldInALetAndMemberRoutines() throws {
    #expect(reference("%d of %d")?.formatArgumentCount == 1)
    let member = try #require(reference("member.key"))
    #expect(member.table == "Shop")
    #expect(member.routine == "lookup")
  }

  @Test func onlyLiteralsThatCanReachALookupAreOtherLiterals() {
    #expect(usage.otherLiterals.contains("raw.value"))
    #expect(!usage.otherLiterals.contains("printed.literal"))
    #expect(!usage.otherLiterals.contains("defaults.key"))
    #expect(!usage.otherLiterals.contains("fatal_error"))
  }

  @Test func generatedAccessorsAreUsedWhenReferenced() {
    let scanned = SwiftScanner().scan(files: [
      ("Generated.swift", ScanFixture.text("Generated.swift.fixture")),
      ("Banner.swift", ScanFixture.text("UsesGenerated.swift.fixture")),
    ])
    #expect(
      scanned.references.map { "\($0.key) \($0.routine) \($0.place)" }.sorted() == [
        "alert.count L10n.Alert.count Generated.swift:14:37",
        "alert.title L10n.Alert.title Generated.swift:9:56",
      ])
    #expect(
      scanned.unreferencedAccessors.map { "\($0.key) \($0.name) \($0.place)" } == [
        "alert.stale L10n.Alert.stale Generated.swift:11:56"
      ])
    // The generated file's literals are not "other literals": every key is one there.
    #expect(!scanned.otherLiterals.contains("alert.count"))
    #expect(scanned.patterns.isEmpty)
    #expect(scanned.dynamicKeys.isEmpty)
  }
}
