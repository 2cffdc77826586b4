import L10nModel
import L10nTestSupport
import Testing

@testable import L10nFormats

func cell(_ table: String, _ key: String, _ language: String) -> CellID {
  CellID(table: TableID(table), key: LocalizationKey(key), language: LanguageID(language))
}

func key(_ text: String) -> LocalizationKey { LocalizationKey(text) }

/// Every kind of `CellEdit` on a copy of SampleProject: the intended change, and an exact round
/// trip through `revert`.
@Suite struct CellEditTests {
  let folder: TemporaryFolder
  var project: Project

  init() throws {
    folder = try TestSupport.sampleCopy()
    project = try folder.load()
  }

  func keys(_ table: String) -> [String] {
    project.gridIndex(of: TableID(table)).map { project.grids[$0].keys.map(\.text) } ?? []
  }

  @Test("setText on a present cell changes that value only")
  mutating func setTextPresent() throws {
    let trip = try RoundTrip(&project, [.setText(cell("Localizable", "Cancel", "de"), "Abbruch")])
    #expect(trip.changedFiles == ["de.lproj/Localizable.strings"])
    #expect(
      project.content(of: cell("Localizable", "Cancel", "de")) == .text("Abbruch", state: nil))
    let text = try #require(trip.after.text("de.lproj/Localizable.strings"))
    let old = try #require(trip.before.text("de.lproj/Localizable.strings"))
    #expect(text == old.replacing("\"Cancel\" = \"Abbrechen\";", with: "\"Cancel\" = \"Abbruch\";"))
  }

  @Test("setText on a missing cell adds the entry to the language's file, where it sorts")
  mutating func setTextMissing() throws {
    let target = cell("Localizable", "shortcuts.new_note", "de")
    #expect(project.coverage(of: target) == .gap(.missing))
    let trip = try RoundTrip(&project, [.setText(target, "Neue Notiz\t⌘N")])
    #expect(trip.changedFiles == ["de.lproj/Localizable.strings"])
    #expect(project.content(of: target) == .text("Neue Notiz\t⌘N", state: nil))
    #expect(project.coverage(of: target) == .covered)
    let text = try #require(trip.after.text("de.lproj/Localizable.strings"))
    #expect(text.contains("\n\"shortcuts.new_note\" = \"Neue Notiz\\t⌘N\";\n"))
    // The file was sorted; a keep-order write keeps it sorted.
    #expect(Self.keysAreSorted(text))
  }

  @Test("setText in a language without a file for the table creates the file")
  mutating func setTextCreatesFile() throws {
    let target = cell("InfoPlist", "CFBundleDisplayName", "zh-Hans")
    let count = project.files.count
    let trip = try RoundTrip(&project, [.setText(target, "潮汐")])
    #expect(trip.changedFiles == ["zh-Hans.lproj/InfoPlist.strings"])
    #expect(project.files.count == count + 1)
    #expect(project.files.last?.isNew == true)
    #expect(project.files.last?.path == folder.path + "/zh-Hans.lproj/InfoPlist.strings")
    #expect(
      trip.after.text("zh-Hans.lproj/InfoPlist.strings") == "\"CFBundleDisplayName\" = \"潮汐\";\n")
    #expect(project.content(of: target) == .text("潮汐", state: nil))
    #expect(
      project.coverage(of: cell("InfoPlist", "NSCameraUsageDescription", "zh-Hans"))
        == .gap(.missing))
  }

  @Test("setPluralForms on a .stringsdict entry adds the category in CLDR order")
  mutating func setPluralFormsStringsdict() throws {
    let target = cell("Localizable", "files.remaining", "pl")
    let trip = try RoundTrip(
      &project, [.setPluralForms(target, .stringsdict("files"), ["many": "Zostało %ld plików"])])
    #expect(trip.changedFiles == ["pl.lproj/Localizable.stringsdict"])
    let entry = try #require(project.content(of: target).plural)
    #expect(
      entry.variables.first?.forms.map(\.category) == ["few", "one", "many", "other"]
        || entry.variables.first?.forms.map(\.category) == ["few", "many", "one", "other"])
    #expect(entry.variables.first?.form("many") == "Zostało %ld plików")
    #expect(entry.variables.first?.form("one") == "Do synchronizacji pozostał %ld plik")
  }

  @Test("setPluralForms in a language without a .stringsdict creates it from the source's entry")
  mutating func setPluralFormsCreatesFile() throws {
    let target = cell("Localizable", "files.remaining", "es")
    #expect(project.coverage(of: target) == .gap(.missing))
    let count = project.files.count
    let trip = try RoundTrip(
      &project,
      [
        .setPluralForms(
          target, .stringsdict("files"),
          ["one": "Queda %ld archivo", "other": "Quedan %ld archivos"])
      ])
    #expect(trip.changedFiles == ["es.lproj/Localizable.stringsdict"])
    #expect(project.files.count == count + 1)
    let entry = try #require(project.content(of: target).plural)
    #expect(entry.formatKey == "%#@files@")
    #expect(entry.variables.first?.valueType == "ld")
    #expect(entry.variables.first?.forms.map(\.category) == ["one", "other"])
    #expect(project.coverage(of: target) == .covered)
  }

  @Test("setState is for catalogs; removeTranslation makes a .strings cell missing")
  mutating func removeTranslation() throws {
    let target = cell("Localizable", "Cancel", "de")
    let trip = try RoundTrip(&project, [.removeTranslation(target)])
    #expect(trip.changedFiles == ["de.lproj/Localizable.strings"])
    #expect(project.content(of: target) == .missing)
    #expect(project.coverage(of: target) == .gap(.missing))
    #expect(!(trip.after.text("de.lproj/Localizable.strings") ?? "").contains("Generic cancel"))
  }

  @Test("removeTranslation of a plural entry removes it from the .stringsdict")
  mutating func removePluralTranslation() throws {
    let target = cell("Localizable", "notes.count.plural", "de")
    let trip = try RoundTrip(&project, [.removeTranslation(target)])
    #expect(trip.changedFiles == ["de.lproj/Localizable.stringsdict"])
    #expect(project.content(of: target) == .missing)
  }

  @Test("addKey adds the source text to the table's source only; the translations show gaps")
  mutating func addKey() throws {
    let before = keys("Errors")
    let trip = try RoundTrip(
      &project,
      [
        .addKey(
          TableID("Errors"), key("error.disk.full"), sourceValue: "Disk full.",
          comment: "Shown when saving fails")
      ])
    #expect(keys("Errors") == (before + ["error.disk.full"]).sorted { key($0) < key($1) })
    // Only the source file: the translations show gaps, not empty labels.
    #expect(trip.changedFiles == ["en.lproj/Errors.strings"])
    #expect(
      project.content(of: cell("Errors", "error.disk.full", "en"))
        == .text("Disk full.", state: nil))
    #expect(project.coverage(of: cell("Errors", "error.disk.full", "de")) == .gap(.missing))
    let en = try #require(trip.after.text("en.lproj/Errors.strings"))
    #expect(
      en.contains("\n/* Shown when saving fails */\n\"error.disk.full\" = \"Disk full.\";\n"))
    #expect(Self.keysAreSorted(en))
  }

  @Test("renameKey renames in every language, duplicates included")
  mutating func renameKey() throws {
    let trip = try RoundTrip(
      &project,
      [.renameKey(TableID("Errors"), key("error.network.timeout"), to: key("error.network.slow"))])
    #expect(trip.changedFiles.count == 10)
    #expect(!keys("Errors").contains("error.network.timeout"))
    #expect(keys("Errors").contains("error.network.slow"))
    let pl = try #require(trip.after.text("pl.lproj/Errors.strings"))
    #expect(pl.components(separatedBy: "\"error.network.slow\"").count == 3)
    // The last duplicate still wins.
    #expect(
      project.content(of: cell("Errors", "error.network.slow", "pl"))
        == .text("Serwer zbyt długo nie odpowiadał. Spróbuj ponownie.", state: nil))
  }

  @Test("renameKey of a plural key renames its .stringsdict entries")
  mutating func renamePluralKey() throws {
    let trip = try RoundTrip(
      &project, [.renameKey(TableID("Localizable"), key("files.remaining"), to: key("files.left"))])
    #expect(trip.changedFiles.allSatisfy { $0.hasSuffix(".stringsdict") })
    #expect(trip.changedFiles.count == 7)
    #expect(project.content(of: cell("Localizable", "files.left", "ru")).plural != nil)
  }

  @Test("deleteKey deletes the key everywhere, duplicates included")
  mutating func deleteKey() throws {
    let trip = try RoundTrip(
      &project, [.deleteKey(TableID("Errors"), key("error.network.timeout"))])
    #expect(trip.changedFiles.count == 10)
    #expect(!keys("Errors").contains("error.network.timeout"))
    #expect(!(trip.after.text("pl.lproj/Errors.strings") ?? "").contains("error.network.timeout"))
  }

  @Test("deleteKey of a plural key")
  mutating func deletePluralKey() throws {
    let trip = try RoundTrip(
      &project, [.deleteKey(TableID("Localizable"), key("notes.count.plural"))])
    #expect(trip.changedFiles.count == 7)
    #expect(!keys("Localizable").contains("notes.count.plural"))
  }

  @Test("setComment changes one language's comment, and leaves every other file's alone")
  mutating func setComment() throws {
    let german = cell("InfoPlist", "CFBundleDisplayName", "de")
    let before = project.comment(of: cell("InfoPlist", "CFBundleDisplayName", "fr"))
    let trip = try RoundTrip(&project, [.setComment(german, "The app's name")])
    #expect(trip.changedFiles == ["de.lproj/InfoPlist.strings"])
    let de = try #require(trip.after.text("de.lproj/InfoPlist.strings"))
    #expect(de.contains("/* The app's name */\n\"CFBundleDisplayName\""))
    #expect(project.comment(of: german) == "The app's name")
    #expect(project.comment(of: cell("InfoPlist", "CFBundleDisplayName", "fr")) == before)
    let removed = try RoundTrip(&project, [.setComment(german, nil)])
    #expect(!(removed.after.text("de.lproj/InfoPlist.strings") ?? "").contains("The app's name"))
    #expect(project.comment(of: german) == nil)
  }

  @Test("addLanguage adds a column; setText in it creates its file")
  mutating func addLanguage() throws {
    let count = project.files.count
    let target = cell("Localizable", "Cancel", "it")
    let trip = try RoundTrip(
      &project, [.addLanguage(LanguageID("it")), .setText(target, "Annulla")])
    #expect(trip.changes.languagesChanged)
    #expect(
      project.languages.map(\.code) == [
        "en", "ar", "de", "es", "es-MX", "fr", "it", "ja", "pl", "ru", "zh-Hans",
      ])
    #expect(project.files.count == count + 1)
    #expect(trip.changedFiles == ["it.lproj/Localizable.strings"])
    #expect(project.content(of: target) == .text("Annulla", state: nil))
    #expect(project.coverage(of: cell("Localizable", "Done", "it")) == .gap(.missing))
    // Adding a language alone changes no file.
    let alone = try project.apply([.addLanguage(LanguageID("nl"))])
    #expect(alone.files.isEmpty)
    #expect(project.languages.contains(LanguageID("nl")))
    _ = project.revert(alone)
    #expect(!project.languages.contains(LanguageID("nl")))
  }

  static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>n</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@n@</string>
    \t\t<key>n</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%d thing</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d things</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """

  @Test(
    "more shapes: the \"key\"; form, a key needing escapes, a table without a source file, plural categories and variables"
  )
  func moreShapes() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"bare\";\n",
      "de.lproj/Localizable.strings": "\"a\" = \"A-de\";\n\"bare\";\n",
      "de.lproj/Only.strings": "\"o\" = \"O\";\n",
      "en.lproj/Plural.stringsdict": Self.stringsdict,
      "de.lproj/Plural.stringsdict": Self.stringsdict,
    ])
    var project = try folder.load()
    let bare = try RoundTrip(&project, [.setText(cell("Localizable", "bare", "de"), "Nackt")])
    #expect(
      bare.after.text("de.lproj/Localizable.strings")?.contains("\"bare\" = \"Nackt\";") == true)
    let odd = key("b\"a\\re\n")
    try RoundTrip(&project, [.renameKey(TableID("Localizable"), key("bare"), to: odd)])
    #expect(project.content(of: cell("Localizable", odd.text, "en")) == .text("bare", state: nil))
    // The source language gets the table's first file.
    let only = try RoundTrip(
      &project, [.addKey(TableID("Only"), key("p"), sourceValue: "P", comment: nil)])
    #expect(only.changedFiles == ["en.lproj/Only.strings"])
    #expect(project.coverage(of: cell("Only", "p", "de")) == .gap(.missing))
    try RoundTrip(
      &project, [.setPluralForms(cell("Plural", "n", "de"), .stringsdict("n"), ["one": nil])])
    try RoundTrip(
      &project, [.setPluralForms(cell("Plural", "n", "de"), .stringsdict("m"), ["other": "M"])])
    #expect(
      project.content(of: cell("Plural", "n", "de")).plural?.variables.map(\.id) == [
        .stringsdict("n"), .stringsdict("m"),
      ])
    try RoundTrip(&project, [.setComment(cell("Localizable", "a", "en"), "x */ y")])
  }

  @Test("a batch of edits on one key round-trips as one change")
  mutating func batch() throws {
    let table = TableID("Errors")
    let trip = try RoundTrip(
      &project,
      [
        .addKey(table, key("error.a"), sourceValue: "A", comment: nil),
        .setText(cell("Errors", "error.a", "de"), "A-de"),
        .renameKey(table, key("error.a"), to: key("error.b")),
        .setComment(cell("Errors", "error.b", "en"), "B"),
        .setText(cell("Errors", "error.b", "fr"), "B-fr"),
        .deleteKey(table, key("error.unknown")),
      ])
    #expect(project.content(of: cell("Errors", "error.b", "de")) == .text("A-de", state: nil))
    #expect(project.content(of: cell("Errors", "error.b", "fr")) == .text("B-fr", state: nil))
    #expect(trip.changes.rebuiltTables == [table])
  }

  @Test("a batch whose second edit fails changes nothing and throws that edit's error")
  mutating func failingBatch() throws {
    let before = ProjectSnapshot(project)
    #expect(throws: EditError.unknownLanguage(LanguageID("xx"))) {
      try project.apply([
        .setText(cell("Localizable", "Cancel", "de"), "Abbruch"),
        .setText(cell("Localizable", "Cancel", "xx"), "?"),
        .setText(cell("Localizable", "Done", "de"), "Fertig!"),
      ])
    }
    #expect(ProjectSnapshot(project).differences(from: before) == [])
    #expect(throws: EditError.unknownTable(TableID("Nope"))) {
      try project.apply([
        .addLanguage(LanguageID("it")),
        .setText(cell("Localizable", "Cancel", "it"), "Annulla"),
        .addKey(TableID("Errors"), key("error.x"), sourceValue: "X", comment: nil),
        .setText(cell("Nope", "Cancel", "de"), "?"),
      ])
    }
    #expect(ProjectSnapshot(project).differences(from: before) == [])
    #expect(ProjectSnapshot(project.rebuilt).differences(from: before) == [])
  }

  /// Whether the keys of a `.strings` text (lines starting with `"`) are in code-point order.
  static func keysAreSorted(_ text: String) -> Bool {
    let keys = text.split(separator: "\n").filter { $0.hasPrefix("\"") }.map {
      $0.dropFirst().prefix { $0 != "\"" }
    }
    return zip(keys, keys.dropFirst()).allSatisfy {
      $0.utf8.lexicographicallyPrecedes($1.utf8) || $0.elementsEqual($1)
    }
  }
}
