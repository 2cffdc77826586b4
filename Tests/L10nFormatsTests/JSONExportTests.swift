import L10nFormats
import L10nModel
import Testing

@Suite("JSON export")
struct JSONExportTests {
  static func plural(_ name: String, _ forms: [(String, String)]) -> String {
    let entries = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
    return """
      <key>\(name)</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>\(entries)</dict>
      """
  }

  static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict>
    <key>files</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
    \(plural("count", [("zero", "no files"), ("one", "%d file"), ("other", "%d files")]))
    </dict>
    <key>copied</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@files@ to %#@folders@</string>
    \(plural("folders", [("one", "%d folder"), ("other", "%d folders")]))
    \(plural("files", [("one", "%d file"), ("other", "%d files")]))
    </dict>
    </dict></plist>
    """

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Hello" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } }
          }
        },
        "Bye" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Goodbye" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Tschüss" } }
          }
        },
        "%lld items" : {
          "localizations" : {
            "de" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Element" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Elemente" } }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  static func project() throws -> Project {
    let tree = try TemporaryTree([
      "en.lproj/Localizable.strings":
        "\"b\" = \"B\";\n\"a\" = \"A\";\n\"é\" = \"E\";\n\"Z\" = \"Zed\";\n\"a\" = \"A2\";\n",
      "de.lproj/Localizable.strings": "\"a\" = \"A-de\";\n",
      "en.lproj/Localizable.stringsdict": stringsdict,
      "Base.lproj/Main.strings": "\"title\" = \"Base title\";\n",
      "App/Catalog.xcstrings": catalog,
    ])
    return try ProjectLoader.load(tree.root.path)
  }

  static func export(_ selection: JSONExport.Selection) throws -> String {
    String(decoding: JSONExport.export(try project(), selection), as: UTF8.self)
  }

  @Test("every table: tables, languages and keys in code-point order, the last duplicate wins")
  func allTables() throws {
    #expect(
      try Self.export(.allTables) == """
        {
          "App/Catalog": {
            "Base": {},
            "de": {
              "%lld items": {
                "one": "%lld Element",
                "other": "%lld Elemente"
              },
              "Bye": "Tschüss",
              "Hello": "Hallo"
            },
            "en": {
              "%lld items": "%lld items",
              "Bye": "Goodbye",
              "Hello": "Hello"
            }
          },
          "Localizable": {
            "de": {
              "a": "A-de"
            },
            "en": {
              "Z": "Zed",
              "a": "A2",
              "b": "B",
              "copied": {
                "files": {
                  "one": "%d file",
                  "other": "%d files"
                },
                "folders": {
                  "one": "%d folder",
                  "other": "%d folders"
                }
              },
              "files": {
                "one": "%d file",
                "other": "%d files",
                "zero": "no files"
              },
              "é": "E"
            }
          },
          "Main": {
            "Base": {
              "title": "Base title"
            }
          }
        }

        """)
  }

  @Test("one table: plural entries as their forms, one object per variable when several")
  func pluralTable() throws {
    #expect(
      try Self.export(.table(TableID("Localizable"))) == """
        {
          "de": {
            "a": "A-de"
          },
          "en": {
            "Z": "Zed",
            "a": "A2",
            "b": "B",
            "copied": {
              "files": {
                "one": "%d file",
                "other": "%d files"
              },
              "folders": {
                "one": "%d folder",
                "other": "%d folders"
              }
            },
            "files": {
              "one": "%d file",
              "other": "%d files",
              "zero": "no files"
            },
            "é": "E"
          }
        }

        """)
  }

  @Test("a catalog: the source language falls back to the key, plural variations are forms")
  func catalogTable() throws {
    #expect(
      try Self.export(.table(TableID("App/Catalog"))) == """
        {
          "Base": {},
          "de": {
            "%lld items": {
              "one": "%lld Element",
              "other": "%lld Elemente"
            },
            "Bye": "Tschüss",
            "Hello": "Hallo"
          },
          "en": {
            "%lld items": "%lld items",
            "Bye": "Goodbye",
            "Hello": "Hello"
          }
        }

        """)
  }

  @Test("a table the project lacks is an empty object")
  func unknownTable() throws {
    #expect(try Self.export(.table(TableID("Nothing"))) == "{}\n")
  }
}
