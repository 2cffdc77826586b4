import Foundation
import L10nFormats
import L10nTestSupport
import Testing

@Suite("migrate")
struct MigrateCommandTests {
  static let pluralsDict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>%d files</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@files@</string>
    \t\t<key>files</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%d file</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d files</string>
    \t\t</dict>
    \t</dict>
    \t<key>moved</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%@ moved %#@photos@</string>
    \t\t<key>photos</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>ld</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%ld photo</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%ld photos</string>
    \t\t</dict>
    \t</dict>
    \t<key>tap</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@device@</string>
    \t\t<key>device</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringDeviceSpecificRuleType</string>
    \t\t\t<key>iphone</key>
    \t\t\t<string>Tap</string>
    \t\t\t<key>mac</key>
    \t\t\t<string>Click</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """

  /// A project file with the table as Xcode keeps it before migrating: a `.strings` and a
  /// `.stringsdict` variant group in one target's resources.
  static let pbxproj = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 56;
    \tobjects = {

    /* Begin PBXBuildFile section */
    \t\tAA0000000000000000000001 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000010 /* Localizable.strings */; };
    \t\tAA0000000000000000000002 /* Localizable.stringsdict in Resources */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000020 /* Localizable.stringsdict */; };
    \t\tAA0000000000000000000003 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000030 /* App.swift */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    \t\tAA0000000000000000000011 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tAA0000000000000000000012 /* fr */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = fr.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tAA0000000000000000000021 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.stringsdict; name = en; path = en.lproj/Localizable.stringsdict; sourceTree = "<group>"; };
    \t\tAA0000000000000000000030 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
    /* End PBXFileReference section */

    /* Begin PBXGroup section */
    \t\tAA0000000000000000000040 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tAA0000000000000000000030 /* App.swift */,
    \t\t\t\tAA0000000000000000000010 /* Localizable.strings */,
    \t\t\t\tAA0000000000000000000020 /* Localizable.stringsdict */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXResourcesBuildPhase section */
    \t\tAA0000000000000000000050 /* Resources */ = {
    \t\t\tisa = PBXResourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t\tAA0000000000000000000001 /* Localizable.strings in Resources */,
    \t\t\t\tAA0000000000000000000002 /* Localizable.stringsdict in Resources */,
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    /* End PBXResourcesBuildPhase section */

    /* Begin PBXVariantGroup section */
    \t\tAA0000000000000000000010 /* Localizable.strings */ = {
    \t\t\tisa = PBXVariantGroup;
    \t\t\tchildren = (
    \t\t\t\tAA0000000000000000000011 /* en */,
    \t\t\t\tAA0000000000000000000012 /* fr */,
    \t\t\t);
    \t\t\tname = Localizable.strings;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tAA0000000000000000000020 /* Localizable.stringsdict */ = {
    \t\t\tisa = PBXVariantGroup;
    \t\t\tchildren = (
    \t\t\t\tAA0000000000000000000021 /* en */,
    \t\t\t);
    \t\t\tname = Localizable.stringsdict;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXVariantGroup section */
    \t};
    \trootObject = AA0000000000000000000060 /* Project object */;
    }

    """

  static func fixture() throws -> TemporaryFolder {
    try TestSupport.fixture([
      "App/en.lproj/Localizable.strings": """
      /* The greeting on the first screen */
      "greeting" = "Hello";

      /* No comment provided by engineer. */
      "Used as is" = "Used as is";

      // Kept for the old settings screen
      "legacy" = "Old";

      """,
      "App/fr.lproj/Localizable.strings": """
      "greeting" = "Bonjour";
      "Used as is" = "Utilisé tel quel";
      "only.french" = "Seulement";

      """,
      "App/Plurals/en.lproj/Localizable.stringsdict": pluralsDict,
      "App/App.xcodeproj/project.pbxproj": pbxproj,
      "App/Sources/App.swift": """
      let a = NSLocalizedString("greeting", comment: "The greeting on the first screen")
      let b = Text("Used as is")
      let c = Text("Only in code")
      let d = String.localizedStringWithFormat(NSLocalizedString("%d files", comment: ""), 2)

      """,
    ])
  }

  @Test("a table becomes one catalog in Xcode's layout, the old files go")
  func migrates() throws {
    let folder = try Self.fixture()
    let result = try CommandRunner.run(
      ["migrate", "App", "--sources", "App/Sources"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "migrated Localizable.xcstrings: 7 keys, 2 languages from 3 files, 1 added from code, 1 dropped (only in other languages)"
      ), "\(result.standardOutput)")
    let catalog = String(decoding: try folder.read("App/Localizable.xcstrings"), as: UTF8.self)
    #expect(
      catalog == """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%d files" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%d file"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%d files"
                        }
                      }
                    }
                  }
                }
              }
            },
            "greeting" : {
              "comment" : "The greeting on the first screen",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Hello"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Bonjour"
                  }
                }
              }
            },
            "legacy" : {
              "comment" : "Kept for the old settings screen",
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Old"
                  }
                }
              }
            },
            "moved" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%@ moved %#@photos@"
                  },
                  "substitutions" : {
                    "photos" : {
                      "argNum" : 2,
                      "formatSpecifier" : "ld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg photo"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg photos"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "Only in code" : {

            },
            "tap" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "iphone" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Tap"
                        }
                      },
                      "mac" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Click"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Used as is" : {
              "localizations" : {
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Utilisé tel quel"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """)
    for gone in [
      "App/en.lproj/Localizable.strings", "App/fr.lproj/Localizable.strings",
      "App/Plurals/en.lproj/Localizable.stringsdict",
    ] {
      #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + gone))
    }
  }

  @Test(
    "the settings' catalogVersion 1.1 writes Xcode 26's version; another value stops with its place"
  )
  func catalogVersion() throws {
    let folder = try Self.fixture()
    try folder.write(["App/.l10nedit.json": #"{ "catalogVersion": "1.1" }"# + "\n"])
    let result = try CommandRunner.run(["migrate", "App"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let catalog = String(decoding: try folder.read("App/Localizable.xcstrings"), as: UTF8.self)
    #expect(catalog.hasSuffix("  },\n  \"version\" : \"1.1\"\n}"), "\(catalog.suffix(60))")

    let other = try Self.fixture()
    try other.write(["App/.l10nedit.json": #"{ "catalogVersion": "2" }"# + "\n"])
    let refused = try CommandRunner.run(["migrate", "App"], in: other.url)
    #expect(refused.status == 2)
    #expect(
      refused.standardError.contains(
        #"error: App/.l10nedit.json:1:3: catalogVersion must be "1.0" or "1.1""#),
      "\(refused.standardError)")
    #expect(
      FileManager.default.fileExists(atPath: other.path + "/App/en.lproj/Localizable.strings"))
  }

  @Test("the project file references the catalog in the same target and keeps every other line")
  func updatesProjectFile() throws {
    let folder = try Self.fixture()
    let result = try CommandRunner.run(["migrate", "App"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let bytes = try folder.read("App/App.xcodeproj/project.pbxproj")
    let text = String(decoding: bytes, as: UTF8.self)
    // Read back with the project's own reader: the group's object is now the catalog.
    let root = try OldStylePlistParser.parse(utf8: bytes, path: "project.pbxproj")
    let objects = try #require(root["objects"])
    let catalog = try #require(objects["AA0000000000000000000010"])
    #expect(catalog["isa"]?.text == "PBXFileReference")
    #expect(catalog["path"]?.text == "Localizable.xcstrings")
    #expect(catalog["lastKnownFileType"]?.text == "text.json.xcstrings")
    #expect(objects["AA0000000000000000000001"]?["fileRef"]?.text == "AA0000000000000000000010")
    for gone in ["11", "12", "20", "21", "02"] {
      #expect(!text.contains("AA00000000000000000000" + gone))
    }
    #expect(!text.contains("PBXVariantGroup"))
    // Every other byte is kept: the file is the old one less the variant groups, the
    // languages' references and the .stringsdict build file, the comments renamed, and the
    // catalog's reference where Xcode sorts it.
    let removedIDs = ["02", "11", "12", "20", "21"].map { "AA00000000000000000000" + $0 + " " }
    let variantGroups = try #require(
      Self.pbxproj.range(of: "\n/* Begin PBXVariantGroup section */"))
    let end = try #require(Self.pbxproj.range(of: "/* End PBXVariantGroup section */\n"))
    var expected = Self.pbxproj
    expected.removeSubrange(variantGroups.lowerBound..<end.upperBound)
    expected = expected.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { line in !removedIDs.contains { line.contains($0) } }
      .joined(separator: "\n")
      .replacingOccurrences(of: "/* Localizable.strings", with: "/* Localizable.xcstrings")
      .replacingOccurrences(
        of: "\t\tAA0000000000000000000030 /* App.swift */ = {isa = PBXFileReference",
        with:
          "\t\tAA0000000000000000000010 /* Localizable.xcstrings */ = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = Localizable.xcstrings; sourceTree = \"<group>\"; };\n\t\tAA0000000000000000000030 /* App.swift */ = {isa = PBXFileReference"
      )
    #expect(text == expected)
  }

  @Test("quoted object identifiers (UUIDs) are migrated too")
  func quotedIdentifiers() throws {
    let uuid = "6ed2e290-b69e-4630-8e38-1ceafc12e572"
    let before = Self.pbxproj.replacingOccurrences(
      of: "AA0000000000000000000011", with: "\"\(uuid)\"")
    let change = try #require(
      try XcodeProjectMigration.migrate(
        Array(before.utf8), path: "project.pbxproj", table: "Localizable"))
    let text = String(decoding: change.bytes, as: UTF8.self)
    #expect(!text.contains(uuid))
    let root = try OldStylePlistParser.parse(utf8: change.bytes, path: "project.pbxproj")
    #expect(root["objects"]?["AA0000000000000000000010"]?["isa"]?.text == "PBXFileReference")
  }

  @Test("--dry-run prints the catalog and the project file's change and writes nothing")
  func dryRun() throws {
    let folder = try Self.fixture()
    let result = try CommandRunner.run(["migrate", "App", "--dry-run"], in: folder.url)
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("  \"sourceLanguage\" : \"en\","))
    #expect(result.standardOutput.contains("would update "))
    #expect(
      result.standardOutput.contains(
        "- AA0000000000000000000002 /* Localizable.stringsdict in Resources */,"))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/Localizable.xcstrings"))
    #expect(try folder.read("App/App.xcodeproj/project.pbxproj") == Array(Self.pbxproj.utf8))
  }

  /// A storyboard's table: translations only (the development language's texts are in the
  /// Base storyboard), each entry under the comment ibtool writes, as in the migration
  /// Xcode made of RectangleLauncher's `Main.strings` (rxhanson/Rectangle; see
  /// Documentation/Guides/StringCatalogs.md).
  @Test(
    "a table only translations have: every key kept, the translations' comment, --source-language without a folder"
  )
  func storyboardTable() throws {
    let folder = try TestSupport.fixture([
      "Launcher/de.lproj/Main.strings": """

      /* Class = "NSMenuItem"; title = "Quit"; ObjectID = "4sb-4s-VLi"; */
      "4sb-4s-VLi.title" = "Beenden";

      /* Class = "NSMenu"; title = "Find"; ObjectID = "1b7-l0-nxx"; */
      "1b7-l0-nxx.title" = "Suchen";

      """,
      "Launcher/pt-BR.lproj/Main.strings": """

      /* Class = "NSMenu"; title = "Find"; ObjectID = "1b7-l0-nxx"; */
      "1b7-l0-nxx.title" = "Buscar";

      """,
    ])
    let result = try CommandRunner.run(
      ["migrate", "Launcher", "--source-language", "en"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let catalog = String(decoding: try folder.read("Launcher/Main.xcstrings"), as: UTF8.self)
    #expect(
      catalog == #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "1b7-l0-nxx.title" : {
              "comment" : "Class = \"NSMenu\"; title = \"Find\"; ObjectID = \"1b7-l0-nxx\";",
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Suchen"
                  }
                },
                "pt-BR" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Buscar"
                  }
                }
              }
            },
            "4sb-4s-VLi.title" : {
              "comment" : "Class = \"NSMenuItem\"; title = \"Quit\"; ObjectID = \"4sb-4s-VLi\";",
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Beenden"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """#, "\(catalog)")
  }

  @Test("a broken file is refused with file:line:column and nothing is written")
  func refusesBrokenFile() throws {
    let folder = try Self.fixture()
    try folder.write(["App/fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour\"\n\"x\" = ;\n"]
    )
    let result = try CommandRunner.run(["migrate", "App"], in: folder.url)
    #expect(result.status == 2)
    #expect(
      result.standardError.contains("fr.lproj/Localizable.strings:2:1"), "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/Localizable.xcstrings"))
    #expect(
      FileManager.default.fileExists(atPath: folder.path + "/App/en.lproj/Localizable.strings"))
    #expect(try folder.read("App/App.xcodeproj/project.pbxproj") == Array(Self.pbxproj.utf8))
  }

  @Test("SampleProject migrated then compiled gives Foundation the original values")
  func sampleProjectRoundTrip() throws {
    let original = CommandRunner.packageRoot.appendingPathComponent("SampleProject/Resources")
    let folder = try TemporaryFolder(copying: original)
    let migrated = try CommandRunner.run(["migrate", folder.path])
    #expect(migrated.status == 0, "\(migrated.standardError)")
    let out = folder.url.deletingLastPathComponent().appendingPathComponent("Out.bundle").path
    let catalogs = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".xcstrings") }.map { folder.path + "/" + $0 }
    let compiled = try CommandRunner.run(["compile"] + catalogs + ["--out", out])
    #expect(compiled.status == 0, "\(compiled.standardError)")
    var compared = 0
    for lproj in try FileManager.default.contentsOfDirectory(atPath: original.path)
    where lproj.hasSuffix(".lproj") {
      let before = try #require(Bundle(path: original.path + "/" + lproj))
      let after = try #require(Bundle(path: out + "/" + lproj))
      for file in try FileManager.default.contentsOfDirectory(atPath: before.bundlePath) {
        let table = String(file.prefix { $0 != "." })
        let data = try Data(contentsOf: URL(fileURLWithPath: before.bundlePath + "/" + file))
        let values = try #require(
          PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        if file.hasSuffix(".strings") {
          for key in values.keys where key != "note.archive" {
            // The source language's key only other languages have is dropped (as Xcode does).
            #expect(
              after.localizedString(forKey: key, value: nil, table: table)
                == before.localizedString(forKey: key, value: nil, table: table),
              "\(lproj) \(table) \(key)")
            compared += 1
          }
        } else {
          let data = try Data(contentsOf: URL(fileURLWithPath: after.bundlePath + "/" + file))
          let compiledValues = try #require(
            PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
          for (key, entry) in values {
            let forms = try #require(entry as? [String: Any]).values.compactMap {
              ($0 as? [String: String])?.filter { $0.key.count <= 5 }
            }
            let compiledForms = try #require(compiledValues[key] as? [String: Any]).values
              .compactMap { ($0 as? [String: String])?.filter { $0.key.count <= 5 } }
            #expect(Set(forms) == Set(compiledForms), "\(lproj) \(key)")
            compared += 1
          }
        }
      }
    }
    #expect(compared > 200)
  }
}
