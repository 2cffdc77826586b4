import Foundation
import L10nTestSupport
import Testing

/// `migrate --sources` matched against what Xcode's migration wrote in real projects: what its
/// extraction sees of the code, whose comments it keeps, when a `.stringsdict` variable stays a
/// substitution.
@Suite("migrate as Xcode migrates")
struct MigrateAsXcodeTests {
  /// The catalog `migrate` writes for the project in `files` (table Localizable in `App`),
  /// scanning `App`, with `arguments` added, as JSON.
  static func migrated(_ files: [String: String], arguments: [String] = []) throws -> [String: Any]
  {
    let folder = try TestSupport.fixture(files)
    let result = try CommandRunner.run(
      ["migrate", "App", "--sources", "App"] + arguments, in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let object = try JSONSerialization.jsonObject(
      with: Data(folder.read("App/Localizable.xcstrings")))
    return (object as? [String: Any])?["strings"] as? [String: Any] ?? [:]
  }

  /// The member `name` of the entry of `key`.
  static func field(_ strings: [String: Any], _ key: String, _ name: String) -> Any? {
    (strings[key] as? [String: Any])?[name]
  }

  @Test("a key the code uses has the code's comment; of several // lines the last is kept")
  func comments() throws {
    let strings = try Self.migrated([
      "App/en.lproj/Localizable.strings": """
      /* Old wording */
      "save" = "Save";

      /* Said by the file */
      "open" = "Open";

      // Window menu
      // Shown when nothing is open
      "empty" = "Nothing open";

      """,
      "App/Sources/App.swift": """
      let a = String(localized: "save", comment: "The save button")
      let b = String(localized: "open")

      """,
    ])
    #expect(Self.field(strings, "save", "comment") as? String == "The save button")
    #expect(Self.field(strings, "open", "comment") as? String == "Said by the file")
    #expect(Self.field(strings, "empty", "comment") as? String == "Shown when nothing is open")
    #expect(Self.field(strings, "empty", "extractionState") as? String == "manual")
  }

  @Test("with no source-language file, a key takes no comment from a translation but ibtool's")
  func noBorrowedComment() throws {
    let strings = try Self.migrated(
      [
        "App/de.lproj/Localizable.strings": """
        // Basic button titles
        "OK" = "OK";
        // Status
        "Idle" = "Untätig";
        /* Class = "NSMenuItem"; title = "Quit"; ObjectID = "4sb-4s-VLi"; */
        "4sb-4s-VLi.title" = "Beenden";

        """,
        "App/Sources/App.swift": """
        let a = String(localized: "OK")

        """,
      ], arguments: ["--source-language", "en"])
    #expect(Self.field(strings, "OK", "comment") == nil)
    #expect(Self.field(strings, "OK", "extractionState") == nil)
    // Nor does a key no code uses (CotEditor's InfoPlist: "Text document"), unless it is an
    // Interface Builder key, whose comment ibtool wrote in every language.
    #expect(Self.field(strings, "Idle", "comment") == nil)
    #expect(
      Self.field(strings, "4sb-4s-VLi.title", "comment") as? String
        == #"Class = "NSMenuItem"; title = "Quit"; ObjectID = "4sb-4s-VLi";"#)
  }

  @Test("a key of no letters is extracted as Xcode extracts it")
  func keysWithoutLetters() throws {
    let strings = try Self.migrated([
      "App/en.lproj/Localizable.strings": """
      " (%@)" = " (%@)";

      """,
      "App/Sources/App.swift": """
      func f(name: String, number: Int) {
        _ = String(localized: " (\\(name))")
        _ = Text("#\\(number)")
      }

      """,
    ])
    #expect(strings[" (%@)"] != nil)
    #expect(Self.field(strings, " (%@)", "extractionState") == nil)
    #expect(strings["#%lld"] != nil, "\(strings.keys.sorted())")
  }

  @Test("keys used only through the project's own wrapper or from a local package are manual")
  func unseenUses() throws {
    let strings = try Self.migrated(
      [
        "App/en.lproj/Localizable.strings": """
        "In a view" = "In a view";
        "Wrapped" = "Wrapped";
        "In the package" = "In the package";
        "Direct" = "Direct";

        """,
        "App/Sources/App.swift": """
        func localizeString(_ key: String) -> String { NSLocalizedString(key, comment: "") }
        let a = localizeString("Wrapped")
        let b = NSLocalizedString("Direct", comment: "")

        """,
        "App/Packages/Kit/Package.swift": "// swift-tools-version:5.9\n",
        // An app's own Sources/<folder> layout, with no manifest, is no package.
        "Code/Sources/Views/Row.swift": "let c = String(localized: \"In a view\")\n",
        "App/Packages/Kit/Sources/Kit/Menu.swift": """
        import SwiftUI
        struct KitMenu: View { var body: some View { Menu("In the package") {} } }

        """,
      ], arguments: ["--sources", "Code"])
    #expect(Self.field(strings, "Direct", "extractionState") == nil)
    #expect(Self.field(strings, "Wrapped", "extractionState") as? String == "manual")
    #expect(Self.field(strings, "In the package", "extractionState") as? String == "manual")
    #expect(strings["In a view"] != nil)
    #expect(Self.field(strings, "In a view", "extractionState") == nil)
  }

  @Test("a file the table's target does not compile is not seen")
  func otherTargetsSources() throws {
    let strings = try Self.migrated([
      "App/en.lproj/Localizable.strings": """
      "In the app" = "In the app";
      "In the widget" = "In the widget";

      """,
      "App/Sources/App.swift": "let a = String(localized: \"In the app\")\n",
      "App/Widget/Widget.swift": "let b = String(localized: \"In the widget\")\n",
      "App/App.xcodeproj/project.pbxproj": Self.twoTargets,
    ])
    #expect(Self.field(strings, "In the app", "extractionState") == nil)
    #expect(Self.field(strings, "In the widget", "extractionState") as? String == "manual")
  }

  @Test("a table no target of the project copies is left, unless named")
  func tableInNoTarget() throws {
    let files = [
      "App/en.lproj/Localizable.strings": "\"In the app\" = \"In the app\";\n",
      "App/Widget/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Widget\";\n",
      "App/App.xcodeproj/project.pbxproj": Self.twoTargets,
    ]
    let folder = try TestSupport.fixture(files)
    let result = try CommandRunner.run(["migrate", "App"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardError.contains(
        "left InfoPlist in Widget: no target of the Xcode project copies it"),
      "\(result.standardError)")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/App/Localizable.xcstrings"))
    #expect(
      FileManager.default.fileExists(atPath: folder.path + "/App/Widget/en.lproj/InfoPlist.strings")
    )
    #expect(
      !FileManager.default.fileExists(atPath: folder.path + "/App/Widget/InfoPlist.xcstrings"))
    let named = try TestSupport.fixture(files)
    let again = try CommandRunner.run(["migrate", "App", "--table", "InfoPlist"], in: named.url)
    #expect(again.status == 0, "\(again.standardError)")
    #expect(FileManager.default.fileExists(atPath: named.path + "/App/Widget/InfoPlist.xcstrings"))
  }

  @Test("a one-variable .stringsdict entry whose forms print another argument stays a substitution")
  func substitutionWithOtherArgument() throws {
    let folder = try TestSupport.fixture([
      "App/en.lproj/Localizable.stringsdict": Self.followersDict,
      "App/Sources/App.swift": "",
    ])
    let result = try CommandRunner.run(["migrate", "App"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let catalog = String(decoding: try folder.read("App/Localizable.xcstrings"), as: UTF8.self)
    #expect(
      catalog.contains(
        """
            "followers %lld %@" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%#@followers@"
                  },
                  "substitutions" : {
                    "followers" : {
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%2$@ follower"
                            }
                          },
        """), "\(catalog)")
    // Its neighbour, whose forms print only the count, becomes plural variations.
    #expect(
      catalog.contains(
        """
            "%lld likes" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
        """), "\(catalog)")
  }

  /// An app whose target copies `InfoPlist.strings` and names its `Info.plist` (`plist`).
  static func infoPlistApp(plist: String = "Info.plist") -> [String: String] {
    [
      "App/de.lproj/InfoPlist.strings": """
      // Privacy
      "NSCameraUsageDescription" = "Scannt Belege mit der Kamera.";
      // Document Types
      "Receipt" = "Beleg";
      "Old type" = "Alter Typ";

      """,
      "App/Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>CFBundleName</key>
      \t<string>$(PRODUCT_NAME)</string>
      \t<key>CFBundleSpokenName</key>
      \t<string>Receipts</string>
      \t<key>NSCameraUsageDescription</key>
      \t<string>${PRODUCT_NAME} scans receipts with the camera.</string>
      \t<key>CFBundleDocumentTypes</key>
      \t<array>
      \t\t<dict>
      \t\t\t<key>CFBundleTypeName</key>
      \t\t\t<string>Receipt</string>
      \t\t</dict>
      \t</array>
      </dict>
      </plist>

      """,
      "App/App.xcodeproj/project.pbxproj": """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjectVersion = 56;
      \tobjects = {
      /* Begin PBXBuildFile section */
      \t\tCC01 /* InfoPlist.strings in Resources */ = {isa = PBXBuildFile; fileRef = CC10 /* InfoPlist.strings */; };
      /* End PBXBuildFile section */
      /* Begin PBXFileReference section */
      \t\tCC11 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/InfoPlist.strings; sourceTree = "<group>"; };
      /* End PBXFileReference section */
      /* Begin PBXVariantGroup section */
      \t\tCC10 /* InfoPlist.strings */ = {isa = PBXVariantGroup; children = (CC11 /* de */,); name = InfoPlist.strings; sourceTree = "<group>"; };
      /* End PBXVariantGroup section */
      \t\tCC40 = {isa = PBXGroup; children = (CC10,); sourceTree = "<group>"; };
      \t\tCC50 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (CC01,); };
      \t\tCC60 /* Receipts */ = {isa = PBXNativeTarget; buildConfigurationList = CC80; buildPhases = (CC50,); name = Receipts; productName = Receipts; productType = "com.apple.product-type.application"; };
      \t\tCC70 /* Project object */ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de,); mainGroup = CC40; targets = (CC60,); };
      \t\tCC80 = {isa = XCConfigurationList; buildConfigurations = (CC81,); };
      \t\tCC81 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = \(plist); PRODUCT_NAME = "$(TARGET_NAME)";}; name = Debug; };
      \t};
      \trootObject = CC70 /* Project object */;
      }

      """,
    ]
  }

  @Test("an InfoPlist table gets what the build extracts from the target's Info.plist")
  func infoPlistTable() throws {
    let folder = try TestSupport.fixture(Self.infoPlistApp())
    let result = try CommandRunner.run(
      ["migrate", "App", "--source-language", "en"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let catalog = String(decoding: try folder.read("App/InfoPlist.xcstrings"), as: UTF8.self)
    #expect(
      catalog == """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "CFBundleName" : {
              "comment" : "Bundle name",
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Receipts"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Receipts"
                  }
                }
              }
            },
            "NSCameraUsageDescription" : {
              "comment" : "Privacy - Camera Usage Description",
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Scannt Belege mit der Kamera."
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Receipts scans receipts with the camera."
                  }
                }
              }
            },
            "Old type" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Alter Typ"
                  }
                }
              }
            },
            "Receipt" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Beleg"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """, "\(catalog)")
  }

  @Test("an Info.plist the project file places outside the project is not read")
  func infoPlistOutside() throws {
    var files = Self.infoPlistApp(plist: "../outside/Info.plist")
    files["outside/Info.plist"] = files["App/Info.plist"]
    let folder = try TestSupport.fixture(files)
    let result = try CommandRunner.run(
      ["migrate", "App", "--source-language", "en"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let catalog = String(decoding: try folder.read("App/InfoPlist.xcstrings"), as: UTF8.self)
    #expect(!catalog.contains("CFBundleName"), "\(catalog)")
    #expect(!catalog.contains("extracted_with_value"), "\(catalog)")
  }

  static let followersDict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>followers %lld %@</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@followers@</string>
    \t\t<key>followers</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>lld</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%2$@ follower</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%2$@ followers</string>
    \t\t</dict>
    \t</dict>
    \t<key>%lld likes</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@likes@</string>
    \t\t<key>likes</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>lld</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%1$lld like</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%lld likes (100%%)</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """

  /// A project with two targets: the app, which copies the table and compiles
  /// `Sources/App.swift`, and a widget, which compiles `Widget/Widget.swift`.
  static let twoTargets = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 56;
    \tobjects = {
    \t\tBB01 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = BB10 /* Localizable.strings */; };
    \t\tBB02 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = BB20 /* App.swift */; };
    \t\tBB03 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = BB30 /* Widget.swift */; };
    \t\tBB11 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tBB20 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Sources/App.swift; sourceTree = "<group>"; };
    \t\tBB30 /* Widget.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Widget/Widget.swift; sourceTree = "<group>"; };
    \t\tBB10 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (BB11 /* en */,); name = Localizable.strings; sourceTree = "<group>"; };
    \t\tBB40 = {isa = PBXGroup; children = (BB10, BB20, BB30,); sourceTree = "<group>"; };
    \t\tBB50 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (BB01,); };
    \t\tBB51 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (BB02,); };
    \t\tBB52 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (BB03,); };
    \t\tBB60 /* App */ = {isa = PBXNativeTarget; buildPhases = (BB51, BB50,); name = App; productType = "com.apple.product-type.application"; };
    \t\tBB61 /* Widget */ = {isa = PBXNativeTarget; buildPhases = (BB52,); name = Widget; productType = "com.apple.product-type.app-extension"; };
    \t\tBB70 /* Project object */ = {isa = PBXProject; mainGroup = BB40; targets = (BB60, BB61,); };
    \t};
    \trootObject = BB70 /* Project object */;
    }

    """
}
