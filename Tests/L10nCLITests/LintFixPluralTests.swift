import Foundation
import L10nTestSupport
import Testing

/// `lint --fix` on plural forms: each form fixed against the source's form of its category
/// (else `other`), the other bytes of the file kept.
@Suite("lint --fix on plural forms")
struct LintFixPluralTests {
  /// A `.stringsdict` of the key `files` whose variable `n` (`ld`) has `forms`.
  static func stringsdict(_ forms: [(String, String)]) -> String {
    SharedFixtures.pluralStringsdict(key: "files", variable: "n", valueType: "ld", forms: forms)
  }

  @Test(".stringsdict: the forms with a finding change, byte for byte; the rest stays")
  func stringsdictForms() throws {
    let english = Self.stringsdict([("one", "Copying %ld file…"), ("other", "Copying %ld files…")])
    let russian = Self.stringsdict([
      ("one", "Копирование %ld файла..."), ("few", "Копирование %ld файлов..."),
      ("many", "Копирование %ld файлов…"), ("other", "Копирование %ld файла…"),
    ])
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.stringsdict": english, "ru.lproj/Localizable.stringsdict": russian,
    ])
    let result = try CommandRunner.run(["lint", ".", "--fix"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let fixed = try String(
      contentsOf: folder.url.appendingPathComponent("ru.lproj/Localizable.stringsdict"),
      encoding: .utf8)
    #expect(
      fixed
        == russian.replacing("файла...", with: "файла…").replacing("файлов...", with: "файлов…"))
    #expect(
      try String(
        contentsOf: folder.url.appendingPathComponent("en.lproj/Localizable.stringsdict"),
        encoding: .utf8) == english)
    #expect(
      result.standardError.contains(
        "./ru.lproj/Localizable.stringsdict: 1 value fixed (ellipsis 1)"))
    // Linted again: nothing left to fix.
    let again = try CommandRunner.run(["lint", "."], in: folder.url)
    #expect(!again.standardOutput.contains("[ellipsis]"), "\(again.standardOutput)")
  }

  @Test("a catalog's plural forms are fixed and keep their review states")
  func catalogForms() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "%lld items" : {
            "localizations" : {
              "en" : {
                "variations" : {
                  "plural" : {
                    "one" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld item…"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld items…"
                      }
                    }
                  }
                }
              },
              "de" : {
                "variations" : {
                  "plural" : {
                    "one" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "%lld Element..."
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld Elemente…"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let folder = try TestSupport.fixture(["Localizable.xcstrings": catalog])
    let result = try CommandRunner.run(
      ["lint", ".", "--fix", "--rule", "ellipsis"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let fixed = try String(
      contentsOf: folder.url.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
    #expect(fixed == catalog.replacing("%lld Element...", with: "%lld Element…"))
  }
}
