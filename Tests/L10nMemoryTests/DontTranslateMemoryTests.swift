import L10nMemory
import L10nModel
import L10nTestSupport
import Testing

/// A String Catalog key marked Don't Translate leaves the memory: its "translations" (a
/// brand name copied, a code) are not translations to suggest.
@Suite struct DontTranslateMemoryTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Brand" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Marke Acme"
              }
            }
          },
          "shouldTranslate" : false
        },
        "Open" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Öffnen"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test("the project memory and the user memory's units skip the Don't Translate key")
  func skipped() throws {
    let folder = try TestSupport.fixture(["Main.xcstrings": Self.catalog])
    let project = try folder.load()
    let memory = ProjectMemory(project: project)
    #expect(memory.count == 1)
    #expect(memory.sourceNumber(of: "Brand") == nil)
    #expect(memory.sourceNumber(of: "Open") != nil)
    let cells = ["Brand", "Open"].map {
      CellID(table: TableID("Main"), key: LocalizationKey($0), language: LanguageID("de"))
    }
    #expect(MemoryUnit.units(of: cells, in: project).map(\.translation) == ["Öffnen"])
  }
}
