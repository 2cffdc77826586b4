import L10nModel
import L10nScan
import L10nSwiftScan
import Testing

@Suite struct SwiftScannerTests {
  let usage = SwiftScanner(routines: LocalizingRoutines(custom: ["localizedString"])).scan(
    path: "Calls.swift", text: ScanFixture.text("Calls.swift.fixture"))

  func reference(_ key: String) -> CodeReference? {
    usage.references.first { $0.key.description == key }
  }

  @Test func findsSwiftUIViewsAndModifiers() throws {
    for (key, routine) in [
      ("Hello", "Text"), ("Save", "Button"), ("Trash", "Label"), ("Enabled", "Toggle"),
      ("Website", "Link"), ("Details", "NavigationLink"), ("General", "Section"),
      ("Theme", "Picker"), ("Settings title", "navigationTitle"),
    ] {
      #expect(reference(key)?.routine == routine, "\(key)")
      #expect(reference(key)?.table == "Localizable", "\(key)")
    }
    #expect(reference("Hello")?.place.description == "Calls.swift:7:10")
    #expect(reference("Table text")?.table == "Settings")
    #expect(reference("Table text")?.comment == "A text in a table")
    #expect(reference("Not a key") == nil)
    // Verbatim text is never looked up: it does not hide an unused key either.
    #expect(!usage.otherLiterals.contains("Not a key"))
  }

  @Test func interpolationsAreWildcardsUnlessTheLiteralTellsTheType() throws {
    let hello = try #require(usage.references.first { $0.key.hasInterpolations })
    // `count` is an `Int`: `%lld`, as Xcode extracts it.
    #expect(hello.key.description == "Hello %@, you have %lld items")
    #expect(
      hello.key.parts == [
        .text("Hello "), .interpolation(specifier: nil), .text(", you have "),
        .interpolation(specifier: "%lld"), .text(" items"),
      ])
    #expect(reference("%lld apples") != nil)
    #expect(reference("Speed %.1f km/h") != nil)
  }

  @Test func decodesEscapesMultiLineAndRawStrings() {
    #expect(reference("First line\n  indented \u{00D7} \"quoted\"") != nil)
    #expect(reference(#"raw \n "text" %@"#) != nil)
    #expect(reference("tab\tnew\nline \"q\" \u{1F600}") != nil)
  }

  @Test func readsLocalizingCallsWithEveryArgument() throws {
    let plain = try #require(reference("plain"))
    #expect(plain.routine == "NSLocalizedString")
    #expect(plain.comment == "Plain comment")
    let tabled = try #require(reference("in.table"))
    #expect(tabled.table == "Errors")
    #expect(tabled.value == "In a table")
    #expect(tabled.comment == "Table comment")
    #expect(reference("nil.table")?.table == "Localizable")
    #expect(reference("nil.table")?.namesTable == false)
    #expect(reference("plain")?.namesTable == false)
    #expect(tabled.namesTable)
    // `n` is a parameter declared `Int`: `%lld`.
    let order = try #require(reference("Order %lld Tickets"))
    #expect(order.routine == "String(localized:)")
    #expect(order.table == "Shop")
    #expect(order.value == "Order tickets")
    #expect(order.comment == "Shop comment")
    let resource = try #require(reference("resource.key"))
    #expect(resource.table == "Shop")
    #expect(resource.value == "Resource")
  }

  @Test func countsFormatArguments() {
    #expect(reference("%d files in %@")?.formatArgumentCount == 2)
    #expect(reference("one %@")?.formatArgumentCount == 2)
    #expect(reference("plain")?.formatArgumentCount == nil)
  }

  @Test func customRoutinesTernariesAndDynamicKeys() {
    #expect(reference("Custom")?.routine == "localizedString")
    #expect(reference("Custom")?.comment == nil)
    #expect(reference("Yes") != nil)
    #expect(reference("No") != nil)
    // An interpolated `String` passed to a routine is a key made at run time: a key pattern
    // when it has literal text.
    #expect(usage.dynamicKeys.map(\.description) == ["Calls.swift:38:25"])
    #expect(usage.patterns.map { "\($0.place) \($0.key)" } == ["Calls.swift:45:23 * settings"])
    #expect(reference("%@ settings") == nil)
    #expect(usage.otherLiterals.contains("just a literal"))
    #expect(!usage.otherLiterals.contains("plain"))
  }
}
