import Foundation
import L10nBulk
import L10nFormats
import L10nMemory
import L10nModel
import L10nTestSupport
import Testing

/// Bulk work on plural cells: `.stringsdict` entries and String Catalog plural and device
/// variations filled from the memory (each form of the language's categories, or not at
/// all) and from the parent, and replaced form by form — each cell one change of the set.
@Suite struct BulkPluralTests {
  static func dict(_ key: String, _ forms: [(String, String)]) -> String {
    SharedFixtures.pluralStringsdict(key: key, variable: "n", forms: forms)
  }

  static let files = [
    "en.lproj/Files.stringsdict": dict("files", [("one", "%d file"), ("other", "%d files")]),
    "ru.lproj/Files.stringsdict": dict(
      "files",
      [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")]),
    "de.lproj/Files.stringsdict": dict("files", [("one", "%d Datei"), ("other", "%d Dateien")]),
    "es.lproj/Files.stringsdict": dict(
      "files", [("one", "%d archivo"), ("other", "%d archivos")]),
    "es-MX.lproj/Files.strings": "\"unrelated\" = \"Algo\";\n",
    "en.lproj/Files.strings": "\"unrelated\" = \"Something\";\n",
    // The same source forms under another key: ru and de have no translation of it yet.
    "en.lproj/Other.stringsdict": dict("items", [("one", "%d file"), ("other", "%d files")]),
    "en.lproj/Photos.stringsdict": dict("photos", [("one", "%d photo"), ("other", "%d photos")]),
    "Catalog.xcstrings": """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld items" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
            } } },
            "es" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld elemento" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld elementos" } }
            } } }
          }
        },
        "Tap" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } }
            } } },
            "es" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Toca" } },
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Haz clic" } }
            } } }
          }
        }
      },
      "version" : "1.0"
    }

    """,
  ]

  static func project() throws -> (Project, TemporaryFolder) {
    let folder = try TestSupport.fixture(files)
    return (try TestSupport.load(folder.path), folder)
  }

  static func cell(_ table: String, _ key: String, _ language: String) -> CellID {
    CellID(table: TableID(table), key: LocalizationKey(key), language: LanguageID(language))
  }

  /// The forms of `cell` after `edits`, as `category: text`.
  static func forms(_ project: Project, _ cell: CellID) -> [String] {
    project.content(of: cell).plural?.variables.flatMap { variable in
      variable.forms.map { "\(variable.name) \($0.category): \($0.text)" }
    } ?? []
  }

  @Test func fillFromMemoryTakesEachCategoryOfTheLanguage() throws {
    let (project, folder) = try Self.project()
    _ = folder
    let memory = ProjectMemory(project: project)
    let items = Self.cell("Other", "items", "ru")
    let ru = try GapFilling.fromMemory(project, language: LanguageID("ru"), memory: memory)
    #expect(ru.items.map(\.cell) == [items])
    #expect(
      ru.items.first?.new == "one: %d файл · few: %d файла · many: %d файлов · other: %d файла")
    // Photos has no match for any form (nor have the catalog's plurals in ru): left alone, and
    // said.
    let photos = try #require(ru.skipped.first { $0.cell == Self.cell("Photos", "photos", "ru") })
    #expect(photos.reason == "no exact match for its form n: one")
    #expect(ru.skipped.count == 3)
    var edited = project
    _ = try edited.apply(ru.edits)
    #expect(
      Self.forms(edited, items) == [
        "n one: %d файл", "n few: %d файла", "n many: %d файлов", "n other: %d файла",
      ])
    let file = try #require(
      edited.files.firstIndex { $0.relativePath == "ru.lproj/Other.stringsdict" })
    let written = String(
      decoding: try #require(ProjectWriter.bytes(of: edited, file: file)), as: UTF8.self)
    #expect(written.contains("<key>NSStringLocalizedFormatKey</key>"))
    #expect(written.contains("<string>%d файлов</string>"))
    let de = try GapFilling.fromMemory(project, language: LanguageID("de"), memory: memory)
    #expect(de.items.first?.new == "one: %d Datei · other: %d Dateien")
  }

  @Test func fillFromParentCopiesEveryVariation() throws {
    let (project, folder) = try Self.project()
    _ = folder
    let change = try GapFilling.fromParent(project, language: LanguageID("es-MX"))
    #expect(
      Set(change.items.map(\.cell)) == [
        Self.cell("Files", "files", "es-MX"), Self.cell("Catalog", "%lld items", "es-MX"),
        Self.cell("Catalog", "Tap", "es-MX"),
      ])
    var edited = project
    _ = try edited.apply(change.edits)
    #expect(
      Self.forms(edited, Self.cell("Files", "files", "es-MX"))
        == ["n one: %d archivo", "n other: %d archivos"])
    #expect(
      Self.forms(edited, Self.cell("Catalog", "%lld items", "es-MX"))
        == ["plural one: %lld elemento", "plural other: %lld elementos"])
    #expect(
      Self.forms(edited, Self.cell("Catalog", "Tap", "es-MX"))
        == ["device iphone: Toca", "device mac: Haz clic"])
    let catalog = try #require(edited.files.firstIndex { $0.relativePath == "Catalog.xcstrings" })
    let json = String(
      decoding: try #require(ProjectWriter.bytes(of: edited, file: catalog)), as: UTF8.self)
    #expect(json.contains("\"es-MX\""))
    #expect(json.contains("\"value\" : \"Haz clic\""))
  }

  @Test func replaceChangesEachForm() throws {
    let (project, folder) = try Self.project()
    _ = folder
    let change = try FindReplace.changes(
      project, language: LanguageID("ru"), pattern: "файл", replacement: "документ")
    let files = Self.cell("Files", "files", "ru")
    #expect(change.items.map(\.cell) == [files])
    var edited = project
    _ = try edited.apply(change.edits)
    #expect(
      Self.forms(edited, files) == [
        "n one: %d документ", "n few: %d документа", "n many: %d документов",
        "n other: %d документа",
      ])
    // One form's specifier eaten: the whole cell is left alone, and the form named.
    let eating = try FindReplace.changes(
      project, language: LanguageID("de"), pattern: "^\\S+ Datei$", replacement: "Eine Datei")
    #expect(eating.items.isEmpty)
    #expect(eating.skipped.first?.reason.contains("n: one (%d)") == true)
    let catalog = try FindReplace.changes(
      project, language: LanguageID("es"), pattern: "elemento", replacement: "artículo")
    #expect(catalog.items.map(\.cell) == [Self.cell("Catalog", "%lld items", "es")])
  }
}
