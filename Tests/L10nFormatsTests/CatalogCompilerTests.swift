import Foundation
import L10nFormats
import L10nGrammar
import L10nModel
import L10nTestSupport
import Testing

/// `CatalogCompiler` checked through Foundation on Linux: the compiled `.lproj` files, loaded as
/// a bundle, give the catalog's values.
///
/// swift-corelibs-foundation (Swift 6.3) crashes bridging the string `Bundle.localizedString`
/// returns for a `.stringsdict` key, so those files are read with `PropertyListSerialization`,
/// the variable's form chosen by the language's plural rules (or the device), and the text
/// formatted with `String.localizedStringWithFormat`, as the runtime does.
@Suite("catalog compiler")
struct CatalogCompilerTests {
  /// A catalog with plain texts, a fallback, plurals, substitutions (one varying by device,
  /// with plurals inside a device) and device variations.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%@ moved %lld photos" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%1$@ moved %#@photos@" },
              "substitutions" : {
                "photos" : {
                  "argNum" : 2, "formatSpecifier" : "lld",
                  "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg photo" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } }
                  } }
                }
              }
            },
            "fr" : {
              "stringUnit" : { "state" : "translated", "value" : "%1$@ a déplacé %#@photos@" },
              "substitutions" : {
                "photos" : {
                  "argNum" : 2, "formatSpecifier" : "lld",
                  "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg photo" } },
                    "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg de photos" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } }
                  } }
                }
              }
            }
          }
        },
        "%lld files" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
            } } },
            "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } }
            } } }
          }
        },
        "Bare key" : {

        },
        "Drag %lld photos" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "Drag %#@count@" },
              "substitutions" : {
                "count" : {
                  "argNum" : 1, "formatSpecifier" : "lld",
                  "variations" : { "device" : {
                    "mac" : { "stringUnit" : { "state" : "translated", "value" : "Drop %arg items" } },
                    "other" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg photo" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } }
                    } } }
                  } }
                }
              }
            },
            "ru" : {
              "stringUnit" : { "state" : "translated", "value" : "Перетащите %#@count@" },
              "substitutions" : {
                "count" : {
                  "argNum" : 1, "formatSpecifier" : "lld",
                  "variations" : { "device" : {
                    "iphone" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg фотографию" } },
                      "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg фотографии" } },
                      "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg фотографий" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg фотографии" } }
                    } } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg фото" } }
                  } }
                }
              }
            }
          }

        },
        "greeting" : {
          "comment" : "On the first screen",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } },
            "ru" : { "stringUnit" : { "state" : "needs_review", "value" : "Привет" } }
          }
        },
        "Tap to start" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap to start" } },
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to start" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Press to start" } }
            } } }
          }
        },
        "unfinished" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Not yet" } },
            "fr" : { "stringUnit" : { "state" : "new", "value" : "" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  /// The catalog compiled into a temporary folder as table `Main`.
  static func compiled() throws -> (TemporaryFolder, CatalogCompiler.Output) {
    let document = try XCStringsFileReader.read(Array(catalog.utf8), path: "Main.xcstrings")
    let output = try CatalogCompiler.compile(
      document, table: "Main", valueType: PluralValueType.infer)
    let folder = try TemporaryFolder()
    for file in output.files { try folder.write(file.bytes, to: file.path) }
    return (folder, output)
  }

  /// The text `Bundle.localizedString` gives for `key` in `language`'s `.lproj` folder.
  static func lookUp(_ key: String, _ language: String, in folder: TemporaryFolder) throws
    -> String
  {
    let bundle = try #require(Bundle(path: folder.path + "/\(language).lproj"))
    return bundle.localizedString(forKey: key, value: nil, table: "Main")
  }

  /// `key`'s `.stringsdict` entry in `language`, formatted with `arguments` as the runtime does:
  /// each `%#@variable@` replaced by the form the number argument (or `device`) selects.
  static func format(
    _ key: String, _ language: String, in folder: TemporaryFolder, device: String = "other",
    _ arguments: any CVarArg...
  ) throws -> String {
    let data = try Data(
      contentsOf: folder.url.appendingPathComponent("\(language).lproj/Main.stringsdict"))
    let table = try #require(
      PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    let entry = try #require(table[key] as? [String: Any])
    var text = try #require(entry["NSStringLocalizedFormatKey"] as? String)
    var argument = 0
    while let range = text.range(of: #"%(\d+\$)?#@[A-Za-z_]+@"#, options: .regularExpression) {
      let spec = String(text[range])
      let name = String(spec.split(separator: "@")[1])
      let variable = try #require(entry[name] as? [String: String])
      argument += 1
      if let position = spec.dropFirst().split(separator: "$").first, spec.contains("$") {
        argument = Int(position) ?? argument
      }
      let form: String?
      if variable["NSStringFormatSpecTypeKey"] == "NSStringDeviceSpecificRuleType" {
        form = variable[device] ?? variable["other"]
        argument -= 1
      } else {
        let number = try #require(arguments[argument - 1] as? Int)
        let category = PluralRules.category(of: Double(number), in: LanguageID(language))
        form = variable[category.rawValue] ?? variable["other"]
      }
      text.replaceSubrange(range, with: try #require(form))
    }
    switch arguments.count {
    case 0: return String.localizedStringWithFormat(text)
    case 1: return String.localizedStringWithFormat(text, arguments[0])
    default: return String.localizedStringWithFormat(text, arguments[0], arguments[1])
    }
  }

  @Test("plain texts, needs-review and fallbacks through Bundle.localizedString")
  func plainTexts() throws {
    let (folder, output) = try Self.compiled()
    #expect(try Self.lookUp("greeting", "en", in: folder) == "Hello")
    #expect(try Self.lookUp("greeting", "fr", in: folder) == "Bonjour")
    #expect(try Self.lookUp("greeting", "ru", in: folder) == "Привет")
    // The key is the text where the source language has none.
    #expect(try Self.lookUp("Bare key", "en", in: folder) == "Bare key")
    // A value in state new is not shipped: the source language's stands in.
    #expect(try Self.lookUp("unfinished", "fr", in: folder) == "Not yet")
    #expect(try Self.lookUp("unfinished", "en", in: folder) == "Not yet")
    #expect(output.fallbacks > 0)
  }

  @Test("plurals through the stringsdict and String.localizedStringWithFormat")
  func plurals() throws {
    let (folder, _) = try Self.compiled()
    #expect(try Self.format("%lld files", "en", in: folder, 1) == "1 file")
    #expect(try Self.format("%lld files", "en", in: folder, 4) == "4 files")
    #expect(try Self.format("%lld files", "ru", in: folder, 1) == "1 файл")
    #expect(try Self.format("%lld files", "ru", in: folder, 3) == "3 файла")
    #expect(try Self.format("%lld files", "ru", in: folder, 5) == "5 файлов")
    // fr has no plural of its own: the source language's forms.
    #expect(try Self.format("%lld files", "fr", in: folder, 2) == "2 files")
  }

  @Test("substitutions keep their argument numbers")
  func substitutions() throws {
    let (folder, _) = try Self.compiled()
    #expect(
      try Self.format("%@ moved %lld photos", "en", in: folder, "Ann", 1) == "Ann moved 1 photo")
    #expect(
      try Self.format("%@ moved %lld photos", "en", in: folder, "Ann", 7) == "Ann moved 7 photos")
    let million = try Self.format("%@ moved %lld photos", "fr", in: folder, "Ann", 1_000_000)
    // The number as the current locale groups it.
    let number = String.localizedStringWithFormat("%lld", 1_000_000)
    #expect(million == "Ann a déplacé \(number) de photos")
    #expect(
      try Self.format("%@ moved %lld photos", "fr", in: folder, "Ann", 0) == "Ann a déplacé 0 photo"
    )
  }

  @Test("device variations as an NSStringDeviceSpecificRuleType variable")
  func devices() throws {
    let (folder, _) = try Self.compiled()
    #expect(try Self.format("Tap to start", "en", in: folder, device: "iphone") == "Tap to start")
    #expect(try Self.format("Tap to start", "en", in: folder, device: "mac") == "Click to start")
    #expect(try Self.format("Tap to start", "ru", in: folder, device: "ipad") == "Press to start")
  }

  @Test("a substitution's device variations, with plurals inside a device")
  func devicesInSubstitutions() throws {
    let (folder, output) = try Self.compiled()
    #expect(output.skipped.isEmpty)
    let key = "Drag %lld photos"
    #expect(try Self.format(key, "en", in: folder, device: "mac", 3) == "Drag Drop 3 items")
    #expect(try Self.format(key, "en", in: folder, device: "iphone", 1) == "Drag 1 photo")
    #expect(try Self.format(key, "en", in: folder, device: "ipad", 4) == "Drag 4 photos")
    #expect(
      try Self.format(key, "ru", in: folder, device: "iphone", 1) == "Перетащите 1 фотографию")
    #expect(
      try Self.format(key, "ru", in: folder, device: "iphone", 3) == "Перетащите 3 фотографии")
    #expect(
      try Self.format(key, "ru", in: folder, device: "iphone", 5) == "Перетащите 5 фотографий")
    #expect(try Self.format(key, "ru", in: folder, device: "mac", 5) == "Перетащите 5 фото")
    // The substitution is a device variable; each device's plural a plural variable of its own,
    // at the substitution's argument.
    let data = try Data(contentsOf: folder.url.appendingPathComponent("ru.lproj/Main.stringsdict"))
    let table = try #require(
      PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    let entry = try #require(table[key] as? [String: Any])
    #expect(entry["NSStringLocalizedFormatKey"] as? String == "Перетащите %1$#@count@")
    let count = try #require(entry["count"] as? [String: String])
    #expect(count["NSStringFormatSpecTypeKey"] == "NSStringDeviceSpecificRuleType")
    #expect(count["iphone"] == "%1$#@count_iphone@")
    #expect(count["other"] == "%1$lld фото")
    let plural = try #require(entry["count_iphone"] as? [String: String])
    #expect(plural["NSStringFormatSpecTypeKey"] == "NSStringPluralRuleType")
    #expect(plural["NSStringFormatValueTypeKey"] == "lld")
    #expect(plural["few"] == "%1$lld фотографии")
  }

  @Test("a string set is listed as not compiled; a table that is a path is refused")
  func refusals() throws {
    let document = try XCStringsFileReader.read(
      Array(
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringSet":{"values":["a"]}}}}},"version":"1.0"}"#
          .utf8), path: "S.xcstrings")
    let output = try CatalogCompiler.compile(document, table: "S", valueType: PluralValueType.infer)
    #expect(output.skipped == [#""k": a string set is not compiled"#])
    #expect(throws: RemoteBundle.Failure.self) {
      try CatalogCompiler.compile(document, table: "../S", valueType: PluralValueType.infer)
    }
  }

  @Test("a language that is a path is refused: nothing lands outside --out")
  func traversal() throws {
    for language in ["../evil", "en/../../x", "/tmp"] {
      let document = try XCStringsFileReader.read(
        Array(
          #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"\#(language)":{"stringUnit":{"state":"translated","value":"v"}}}}},"version":"1.0"}"#
            .utf8), path: "S.xcstrings")
      #expect(throws: RemoteBundle.Failure.self) {
        try CatalogCompiler.compile(document, table: "S", valueType: PluralValueType.infer)
      }
    }
  }
}
