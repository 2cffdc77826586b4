import L10nFormats
import L10nMemory
import L10nModel
import L10nTestSupport
import Testing

/// The memory of a project, read through the cell layer.
@Suite struct ProjectMemoryTests {
  static let files = [
    "en.lproj/Main.strings": """
    /* Button */
    "cancel" = "Cancel";
    "settings" = "Settings";
    "empty" = "Empty";

    """,
    "de.lproj/Main.strings": """
    "cancel" = "Abbrechen";
    "settings" = "Einstellungen";
    "empty" = "";

    """,
    "en.lproj/Other.strings": """
    "abort" = "Cancel";
    "prefs" = "Settings…";

    """,
    "de.lproj/Other.strings": """
    "abort" = "Abbruch";
    "prefs" = "Optionen…";

    """,
    "en.lproj/Other.stringsdict": plural(one: "%d file", other: "%d files"),
    "ru.lproj/Other.stringsdict": plural(
      ("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")),
  ]

  static func plural(one: String, other: String) -> String {
    plural(("one", one), ("other", other))
  }

  static func plural(_ forms: (String, String)...) -> String {
    let entries = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>files</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
      <key>count</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      \(entries)</dict></dict></dict></plist>
      """
  }

  @Test func unitsOfEveryTranslatedCell() throws {
    let folder = try TestSupport.fixture(Self.files)
    let memory = ProjectMemory(project: try folder.load())
    let units = (0..<memory.count).map(memory.unit)
    // 4 German texts (not the empty one), 4 Russian plural forms.
    #expect(units.count == 8)
    #expect(units.allSatisfy { $0.language != .english })
    let few = try #require(units.first { $0.context.form == "count: few" })
    // Russian's `few` has no English form: its source is `other`'s.
    #expect(few.source == "%d files")
    #expect(few.translation == "%d файла")
    let cancel = try #require(units.first { $0.translation == "Abbrechen" })
    #expect(cancel.context.comment == "Button")
    #expect(cancel.context.description == "Main › cancel")
  }

  @Test func suggestionsAcrossTables() throws {
    let folder = try TestSupport.fixture(Self.files)
    let memory = ProjectMemory(project: try folder.load())
    let cell = CellID(
      table: TableID("Main"), key: LocalizationKey("cancel"), language: LanguageID("de"))
    let cancel = memory.suggestions(
      for: MemoryQuery(source: "Cancel", language: cell.language, cell: cell))
    #expect(cancel.map(\.translation) == ["Abbruch"])
    let settings = memory.suggestions(
      for: MemoryQuery(source: "Settings", language: LanguageID("de")))
    #expect(settings.map(\.translation) == ["Einstellungen", "Optionen…"])
    #expect(settings.map(\.score) == [100, 88])
  }
}
