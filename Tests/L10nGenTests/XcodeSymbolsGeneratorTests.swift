import Foundation
import L10nFormats
import L10nGen
import L10nGrammar
import L10nModel
import L10nTestSupport
import Testing

/// `gen swift --template xcode-symbols`: the names, arguments and file Xcode 26 generates for
/// a String Catalog's manual keys (rules read from generated files of public projects; the
/// keys here are this suite's own, shaped like theirs).
@Suite("gen swift: Xcode's generated catalog symbols")
struct XcodeSymbolsGeneratorTests {
  @Test(
    "names: dotted keys, sentences, capitals, $, _, conversions, apostrophes, digits",
    arguments: [
      ("cart.checkout.title", "cartCheckoutTitle"),
      (
        "Billing.Form.Field.IbanNumber.Error.InvalidIBANLength",
        "billingFormFieldIbanNumberErrorInvalidIBANLength"
      ),
      ("The XML file changed while Foo was saving it.", "theXmlFileChangedWhileFooWasSavingIt"),
      ("Run AppleScript on ${selection}", "runAppleScriptOn$Selection"),
      ("G_B_Heading", "gBHeading"),
      ("recent_files.header", "recentFilesHeader"),
      ("%lld selected", "selected"),
      ("stats.pagesShort %lld %lld", "statsPagesShort"),
      ("%(city)@ is near %(otherCity)@", "isNear"),
      ("tips.hint.3", "tipsHint3"),
      ("Exporting Shared Notes…", "exportingSharedNotes"),
      ("A file", "aFile"),
      ("What's new", "whatsNew"),
      ("Don’t ask again", "dontAskAgain"),
      ("2fa.prompt", "_2faPrompt"),
      ("…", "string"),
      ("OK", "ok"),
    ])
  func names(key: String, name: String) {
    #expect(CatalogSymbol.name(ofKey: key) == name)
  }

  @Test("tables: Localizable's on the type, another's under its words capitalized")
  func tablePaths() {
    #expect(CatalogSymbol.path(ofKey: "a.b", table: "Localizable") == "aB")
    #expect(CatalogSymbol.path(ofKey: "a.b", table: "Onboarding") == "Onboarding.aB")
    #expect(CatalogSymbol.typeName(ofTable: "info-plist") == "InfoPlist")
  }

  @Test("only manual keys not marked generatesSymbol false")
  func whichKeys() {
    #expect(CatalogSymbol.isGenerated(attributes: ["extractionState": "\"manual\""]))
    #expect(
      !CatalogSymbol.isGenerated(attributes: [
        "extractionState": "\"manual\"", "generatesSymbol": "false",
      ]))
    #expect(!CatalogSymbol.isGenerated(attributes: [:]))
    #expect(!CatalogSymbol.isGenerated(attributes: ["extractionState": "\"stale\""]))
  }

  @Test("arguments: positional from key and value, named placeholders and substitutions labelled")
  func arguments() {
    func arguments(_ source: CatalogSymbolSource) -> [String] {
      XcodeSymbolArgument.of(source).map {
        "\($0.label ?? "_") \($0.variable): \($0.type) \($0.specifier)"
      }
    }
    #expect(
      arguments(CatalogSymbolSource(key: "row %lld %@", comment: nil, value: nil))
        == ["_ arg1: Int %lld", "_ arg2: String %@"])
    #expect(
      arguments(CatalogSymbolSource(key: "welcome", comment: nil, value: "Hi %(name)@, %(age)llu"))
        == ["name name: String %@", "age age: UInt %llu"])
    #expect(
      arguments(CatalogSymbolSource(key: "k", comment: nil, value: "%d %u %f %lf %hhd %.2f"))
        == [
          "_ arg1: Int32 %d", "_ arg2: UInt32 %u", "_ arg3: Float %f", "_ arg4: Double %lf",
          "_ arg5: Int8 %hhd", "_ arg6: Float %.2f",
        ])
    #expect(
      arguments(CatalogSymbolSource(key: "total %lld", comment: nil, value: "Total: %(amount)lld"))
        == ["amount amount: Int %lld"])
    #expect(
      arguments(CatalogSymbolSource(key: "k", comment: nil, value: "%2$@ of %1$lld"))
        == ["_ arg1: Int %lld", "_ arg2: String %@"])
    #expect(
      arguments(
        CatalogSymbolSource(
          key: "sync.summary", comment: nil, value: "%#@done@ of %#@all_items@",
          substitutions: [
            .init(name: "done", argumentNumber: 1, formatSpecifier: "lld"),
            .init(name: "all_items", argumentNumber: 2, formatSpecifier: "lld"),
          ]))
        == ["done done: Int %lld", "allItems allItems: Int %lld"])
  }

  static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Extracted from code" : {

        },
        "cart.checkout.title" : {
          "comment" : "Title of the checkout screen.",
          "extractionState" : "manual",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Checkout" } }
          }
        },
        "cart.items %lld" : {
          "extractionState" : "manual",
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
                }
              }
            }
          }
        },
        "cart.owner" : {
          "comment" : "Who owns the cart.\nSecond line.",
          "extractionState" : "manual",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Cart of %(owner)@" } }
          }
        },
        "cart.hidden" : {
          "extractionState" : "manual",
          "generatesSymbol" : false
        },
        "default" : {
          "extractionState" : "manual"
        }
      },
      "version" : "1.1"
    }
    """#

  static let expected = #"""
    // 
    // GeneratedStringSymbols_Localizable.swift
    // Auto-Generated symbols for localized strings defined in “Localizable.xcstrings”.
    // 

    import Foundation

    #if SWIFT_PACKAGE
    private nonisolated let resourceBundle = Foundation.Bundle.module
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    private nonisolated let resourceBundleDescription = LocalizedStringResource.BundleDescription.atURL(resourceBundle.bundleURL)
    #else

    private class ResourceBundleClass {}
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    private nonisolated let resourceBundleDescription = LocalizedStringResource.BundleDescription.forClass(ResourceBundleClass.self)
    #endif

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    nonisolated extension LocalizedStringResource {
        /**
         Title of the checkout screen.
         
         Localized string for key “cart.checkout.title” in table “Localizable.xcstrings”.
         */
        static var cartCheckoutTitle: LocalizedStringResource {
            LocalizedStringResource("cart.checkout.title", table: "Localizable", bundle: resourceBundleDescription)
        }

        /**
         Localized string for key “cart.items %lld” in table “Localizable.xcstrings”.
         */
        static func cartItems(_ arg1: Int) -> LocalizedStringResource {
            LocalizedStringResource("cart.items %lld", defaultValue: "\(arg1, specifier: "%lld")", table: "Localizable", bundle: resourceBundleDescription)
        }

        /**
         Who owns the cart.
    Second line.
         
         Localized string for key “cart.owner” in table “Localizable.xcstrings”.
         */
        static func cartOwner(owner: String) -> LocalizedStringResource {
            LocalizedStringResource("cart.owner", defaultValue: "\(owner)", table: "Localizable", bundle: resourceBundleDescription)
        }

        /**
         Localized string for key “default” in table “Localizable.xcstrings”.
         */
        static var `default`: LocalizedStringResource {
            LocalizedStringResource("default", table: "Localizable", bundle: resourceBundleDescription)
        }
    }

    """#

  static func project(_ files: [String: String]) throws -> (TemporaryFolder, Project) {
    let folder = try TestSupport.fixture(files)
    return (folder, try folder.load())
  }

  @Test(
    "one catalog: Xcode's file, byte for byte (manual keys only, generatesSymbol false left out)")
  func rendersLikeXcode() throws {
    let (_, project) = try Self.project(["Localizable.xcstrings": Self.catalog])
    let code = try XcodeSymbolsGenerator.render(project.catalogSymbolTables)
    #expect(code == Self.expected)
  }

  @Test("another table's symbols sit in an enum named after it")
  func otherTable() throws {
    let (_, project) = try Self.project([
      "Onboarding.xcstrings": #"""
      {
        "sourceLanguage" : "en",
        "strings" : { "welcome.title" : { "extractionState" : "manual" } },
        "version" : "1.0"
      }
      """#
    ])
    let code = try #require(try XcodeSymbolsGenerator.render(project.catalogSymbolTables))
    #expect(
      code.contains(
        "    /// Namespace for strings in file “Onboarding.xcstrings”.\n    enum Onboarding {\n        /**"
      ))
    #expect(
      code.contains(
        "        static var welcomeTitle: LocalizedStringResource {\n            LocalizedStringResource(\"welcome.title\", table: \"Onboarding\", bundle: resourceBundleDescription)\n        }\n    }\n}\n"
      ))
  }

  @Test("keys whose symbols share a name are an error naming them, as Xcode's build fails")
  func collision() throws {
    let source = { (key: String) in CatalogSymbolSource(key: key, comment: nil, value: nil) }
    #expect(
      throws: XcodeSymbolsGenerator.Collision(
        table: "Localizable", keys: ["Saving", "Saving…"], name: "saving")
    ) {
      try XcodeSymbolsGenerator.render([("Localizable", [source("Saving"), source("Saving…")])])
    }
    #expect(throws: Never.self) {
      try XcodeSymbolsGenerator.render([("Localizable", [source("Saving"), source("Saved")])])
    }
  }

  @Test("a comment or key cannot end the doc comment or the literal")
  func hostileText() throws {
    let code = try #require(
      try XcodeSymbolsGenerator.render([
        (
          "Localizable",
          [
            CatalogSymbolSource(
              key: "a\"*/ b\n", comment: "*/ static var evil = 1 /*", value: nil)
          ]
        )
      ]))
    #expect(!code.contains("*/ static var evil"))
    #expect(code.contains(#"LocalizedStringResource("a\"*/ b\n", table:"#))
  }
}

/// The generated symbols compile, and code written against Xcode's names compiles against
/// them: `swiftc -typecheck` with a stand-in for `LocalizedStringResource` (Foundation on Linux
/// has none).
@Suite("gen swift: Xcode's symbols compile")
struct XcodeSymbolsCompileTests {
  static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld selected" : { "extractionState" : "manual" },
        "2fa.prompt" : { "extractionState" : "manual" },
        "Extracted from code" : { },
        "Run AppleScript on ${selection}" : { "extractionState" : "manual" },
        "What's new" : { "extractionState" : "manual" },
        "cart.checkout.title" : { "extractionState" : "manual" },
        "default" : { "extractionState" : "manual" },
        "quote \"and\" \\ key */" : { "comment" : "A */ comment", "extractionState" : "manual" },
        "stats.numbers" : {
          "extractionState" : "manual",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%f %lf %d %u %hhd %c" } }
          }
        },
        "sync.summary" : {
          "extractionState" : "manual",
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@done@ of %#@all_items@" },
              "substitutions" : {
                "all_items" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } },
                "done" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } }
              }
            }
          }
        },
        "welcome" : {
          "extractionState" : "manual",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hi %(name)@, you are %(age)llu" } }
          }
        },
        "…" : { "extractionState" : "manual" }
      },
      "version" : "1.1"
    }
    """#

  static let onboarding = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "self" : { "extractionState" : "manual" },
        "welcome.title" : { "extractionState" : "manual" }
      },
      "version" : "1.0"
    }
    """#

  /// `LocalizedStringResource` as the generated file and the code below use it.
  static let stub = #"""

    struct LocalizedStringResource {
      enum BundleDescription { case main, forClass(AnyClass), atURL(URL) }
      struct LocalizationValue: ExpressibleByStringInterpolation {
        struct StringInterpolation: StringInterpolationProtocol {
          init(literalCapacity: Int, interpolationCount: Int) {}
          mutating func appendLiteral(_ literal: String) {}
          mutating func appendInterpolation(_ value: String) {}
          mutating func appendInterpolation<T>(_ value: T, specifier: String) {}
        }
        init(stringLiteral: String) {}
        init(stringInterpolation: StringInterpolation) {}
      }
      init(_ key: StaticString, table: String?, bundle: BundleDescription) {}
      init(
        _ key: StaticString, defaultValue: LocalizationValue, table: String?,
        bundle: BundleDescription
      ) {}
    }

    /// Code as an app written against Xcode's symbols says it.
    func use(name: String) -> [LocalizedStringResource] {
      [
        .cartCheckoutTitle, .default, ._2faPrompt, .runAppleScriptOn$Selection, .selected(3),
        .welcome(name: name, age: 3), .syncSummary(done: 1, allItems: 2), .whatsNew, .string,
        .statsNumbers(1.5, 2.5, 3, 4, 5, 65), .quoteAndKey,
        .Onboarding.welcomeTitle, .Onboarding.`self`, LocalizedStringResource.Onboarding.welcomeTitle,
      ]
    }
    """#

  @Test(
    "edge-case keys: keywords, digits, $, apostrophes, named placeholders, substitutions, tables",
    .enabled(if: SwiftCompiler.executable("swiftc") != nil, "swiftc is not on the PATH"))
  func compiles() throws {
    let folder = try TestSupport.fixture([
      "Localizable.xcstrings": Self.catalog, "Onboarding.xcstrings": Self.onboarding,
    ])
    let code = try #require(try XcodeSymbolsGenerator.render(try folder.load().catalogSymbolTables))
    #expect(!code.contains("extractedFromCode"))
    guard let diagnostics = try SwiftCompiler.typecheck(code + Self.stub) else { return }
    #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3_000))\n\(code)")
  }
}
