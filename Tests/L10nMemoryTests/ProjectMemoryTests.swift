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

  @Test("a memory of repeated sources holds the whole memory's units of exactly those rows")
  func repeatedOnly() throws {
    var files = Self.files
    files["en.lproj/Main.strings", default: ""] += """
      "count" = "%d files";
      "cafe.composed" = "Caf\u{E9} au lait";
      "cafe.decomposed" = "Cafe\u{301} au lait";
      "alone" = "Only here";

      """
    files["de.lproj/Main.strings", default: ""] += """
      "count" = "%d Dateien";
      "cafe.composed" = "Milchkaffee";
      "cafe.decomposed" = "Café crème";
      "alone" = "Nur hier";

      """
    let project = try TestSupport.fixture(files).load()
    func units(_ memory: ProjectMemory) -> Set<String> {
      Set(
        (0..<memory.count).map(memory.unit).map {
          "\($0.context.key.text) \($0.context.form ?? "") \($0.language.code): \($0.translation)"
        })
    }
    let whole = units(ProjectMemory(project: project))
    // "Cancel" twice, "%d files" as a text and a plural form, "Café au lait" in two spellings
    // that are one text (canonically equivalent); not "Settings", "Settings…", "Only here".
    let repeated: Set<String> = [
      "cancel", "abort", "count", "files", "cafe.composed", "cafe.decomposed",
    ]
    #expect(
      units(ProjectMemory(project: project, repeatedOnly: true))
        == whole.filter { repeated.contains(String($0.prefix { $0 != " " })) })
    #expect(units(ProjectMemory(project: project, repeatedOnly: true)).count == 9)
  }
}
