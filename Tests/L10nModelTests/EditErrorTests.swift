import L10nModel
import L10nTestSupport
import Testing

@testable import L10nFormats

/// Every `EditError`, and that a refused edit changes nothing.
@Suite struct EditErrorTests {
  static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>a</key>
    \t<string>A-fr</string>
    </dict>
    </plist>

    """

  /// en and de text, fr an XML property list, ja a file that fails to parse.
  let folder: TemporaryFolder
  var project: Project

  init() throws {
    folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
      "de.lproj/Localizable.strings": "\"a\" = \"A-de\";\n",
      "fr.lproj/Localizable.strings": Self.plist,
      "ja.lproj/Localizable.strings": "\"a\" = ",
    ])
    project = try folder.load()
  }

  /// Expects `edits` to throw `error` and change nothing.
  mutating func refuse(
    _ edits: [CellEdit], _ error: EditError,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let before = ProjectSnapshot(project)
    #expect(throws: error, sourceLocation: sourceLocation) { try project.apply(edits) }
    #expect(
      ProjectSnapshot(project).differences(from: before) == [], sourceLocation: sourceLocation)
  }

  func path(_ language: String) -> String {
    folder.path + "/\(language).lproj/Localizable.strings"
  }

  @Test("the fixture: fr is a property list (read-only), ja failed to parse")
  func fixture() {
    #expect(project.languages.map(\.code) == ["en", "de", "fr", "ja"])
    #expect(project.files.map(\.isWritable) == [true, true, false, false])
    #expect(project.files[2].document?.encoding == .xmlPropertyList)
    #expect(project.files[3].error != nil)
  }

  @Test("unknownTable")
  mutating func unknownTable() {
    let table = TableID("Nope")
    let error = EditError.unknownTable(table)
    refuse([.setText(cell("Nope", "a", "de"), "x")], error)
    refuse([.setPluralForms(cell("Nope", "a", "de"), .stringsdict("n"), ["one": "x"])], error)
    refuse([.setState(cell("Nope", "a", "de"), .translated)], error)
    refuse([.removeTranslation(cell("Nope", "a", "de"))], error)
    refuse([.addKey(table, key("a"), sourceValue: "A", comment: nil)], error)
    refuse([.renameKey(table, key("a"), to: key("z"))], error)
    refuse([.deleteKey(table, key("a"))], error)
    refuse([.setComment(cell("Nope", "a", "de"), "c")], error)
  }

  @Test("unknownLanguage")
  mutating func unknownLanguage() {
    let error = EditError.unknownLanguage(LanguageID("xx"))
    refuse([.setText(cell("Localizable", "a", "xx"), "x")], error)
    refuse(
      [.setPluralForms(cell("Localizable", "a", "xx"), .stringsdict("n"), ["one": "x"])], error)
    refuse([.setState(cell("Localizable", "a", "xx"), .translated)], error)
    refuse([.removeTranslation(cell("Localizable", "a", "xx"))], error)
  }

  @Test("unknownKey")
  mutating func unknownKey() {
    let table = TableID("Localizable")
    let error = EditError.unknownKey(table, key("nope"))
    refuse([.renameKey(table, key("nope"), to: key("z"))], error)
    refuse([.deleteKey(table, key("nope"))], error)
    refuse([.setComment(cell("Localizable", "nope", "de"), "c")], error)
    refuse([.removeTranslation(cell("Localizable", "nope", "de"))], error)
  }

  @Test("keyExists")
  mutating func keyExists() throws {
    let table = TableID("Localizable")
    refuse([.addKey(table, key("a"), sourceValue: "A", comment: nil)], .keyExists(table, key("a")))
    refuse([.renameKey(table, key("b"), to: key("a"))], .keyExists(table, key("a")))
    // Within one batch, against a key an earlier edit added.
    refuse(
      [
        .addKey(table, key("c"), sourceValue: "C", comment: nil),
        .renameKey(table, key("b"), to: key("c")),
      ], .keyExists(table, key("c")))
  }

  @Test("keyExists in a catalog")
  func keyExistsInCatalog() throws {
    let folder = try SharedFixtures.threeKeyProject()
    var project = try folder.load()
    let table = TableID("Localizable")
    let before = ProjectSnapshot(project)
    #expect(throws: EditError.keyExists(table, key("Bye"))) {
      try project.apply([.addKey(table, key("Bye"), sourceValue: "Bye", comment: nil)])
    }
    #expect(throws: EditError.keyExists(table, key("Bye"))) {
      try project.apply([.renameKey(table, key("Hello"), to: key("Bye"))])
    }
    #expect(ProjectSnapshot(project).differences(from: before) == [])
  }

  @Test("readOnly: a file that failed to parse")
  mutating func readOnlyUnparsed() {
    let error = EditError.readOnly(path: path("ja"))
    refuse([.setText(cell("Localizable", "a", "ja"), "x")], error)
    refuse([.setText(cell("Localizable", "b", "ja"), "x")], error)
    refuse([.removeTranslation(cell("Localizable", "a", "ja"))], error)
  }

  @Test("readOnly: a property-list .strings")
  mutating func readOnlyPropertyList() {
    let error = EditError.readOnly(path: path("fr"))
    refuse([.setText(cell("Localizable", "a", "fr"), "x")], error)
    refuse([.setText(cell("Localizable", "b", "fr"), "x")], error)
    refuse([.removeTranslation(cell("Localizable", "a", "fr"))], error)
    // The property list holds the key: renaming or deleting it elsewhere only would split
    // the row.
    let table = TableID("Localizable")
    refuse([.renameKey(table, key("a"), to: key("z"))], error)
    refuse([.deleteKey(table, key("a"))], error)
  }

  @Test("keys a read-only file lacks are renamed and deleted in the others")
  mutating func readOnlyWithoutTheKey() throws {
    let table = TableID("Localizable")
    try RoundTrip(&project, [.renameKey(table, key("b"), to: key("c"))])
    #expect(project.grids[0].keys.map(\.text) == ["a", "c"])
    try RoundTrip(&project, [.deleteKey(table, key("c"))])
    #expect(project.grids[0].keys.map(\.text) == ["a"])
  }

  @Test("unsupported: text on a plural entry, a state on a .strings cell, mismatched variables")
  func unsupported() throws {
    let sample = try TestSupport.sampleCopy()
    var project = try sample.load()
    let before = ProjectSnapshot(project)
    let plural = cell("Localizable", "files.remaining", "de")
    #expect(throws: EditError.unsupported("\(plural) is a plural entry: set its plural forms")) {
      try project.apply([.setText(plural, "x")])
    }
    #expect(
      throws: EditError.unsupported("only String Catalog translations have a review state")
    ) {
      try project.apply([.setState(cell("Localizable", "Cancel", "de"), .translated)])
    }
    #expect(throws: EditError.self) {
      try project.apply([.setPluralForms(plural, .plural, ["one": "x"])])
    }
    #expect(ProjectSnapshot(project).differences(from: before) == [])

    let catalogFolder = try SharedFixtures.threeKeyProject()
    var catalog = try catalogFolder.load()
    let catalogBefore = ProjectSnapshot(catalog)
    #expect(throws: EditError.self) {
      try catalog.apply([
        .setPluralForms(cell("Localizable", "Hello", "de"), .stringsdict("n"), ["one": "x"])
      ])
    }
    // A translation without a string unit has no state to set.
    #expect(
      throws: EditError.unsupported("only String Catalog translations have a review state")
    ) {
      try catalog.apply([.setState(cell("Localizable", "Internal", "de"), .translated)])
    }
    #expect(ProjectSnapshot(catalog).differences(from: catalogBefore) == [])
  }

  @Test("errors say what went wrong")
  func descriptions() {
    #expect(EditError.readOnly(path: "x/a.strings").description == "x/a.strings is read-only")
    #expect(EditError.unknownTable(TableID("T")).description == "there is no table T")
    #expect(EditError.unknownLanguage(LanguageID("xx")).description == "there is no language xx")
    #expect(EditError.unknownKey(TableID("T"), key("k")).description == "T has no key \"k\"")
    #expect(
      EditError.keyExists(TableID("T"), key("k")).description == "T already has the key \"k\"")
  }
}
