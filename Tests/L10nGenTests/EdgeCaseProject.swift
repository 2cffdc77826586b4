import L10nTestSupport

/// A project whose keys are hard to name in Swift: keywords, digits, emoji and other scripts,
/// keys that give one name, `%%`, reordered positions, every argument type, plurals and a
/// String Catalog with plural variations and a substitution.
enum EdgeCaseProject {
  static let strings = #"""
    "class" = "A keyword";
    "self" = "Another keyword";
    "Type" = "A type keyword";
    "await" = "A contextual keyword";
    "tr" = "The name of the lookup function";
    "1st.place" = "Starts with a digit";
    "2fa" = "Two-factor";
    "👋.hello" = "Emoji segment";
    "日本語.タイトル" = "Japanese";
    "日本語" = "A string named like a level";
    "café.menu" = "Accented";
    "settings_title" = "Snake";
    "settings-title" = "Kebab";
    "settingsTitle" = "Camel";
    "Alert.ok" = "OK";
    "alert.cancel" = "Cancel";
    "String.title" = "Level named like a type: %@";
    "L10n.title" = "Level named like the enum";
    "a..b" = "Empty segment";
    "…" = "No identifier at all";
    "percent" = "100%% sure";
    "discount" = "%d%% off";
    "reorder" = "%2$@ sent %1$@";
    "mixed.types" = "%2$d files by %1$@";
    "all.types" = "%@ %d %ld %lld %i %u %lu %llu %f %lf %g %c";
    "hole" = "only %2$@";
    "width" = "%*d";
    "quote \"and\" backslash \\ key" = "Quoted\nand a \"line\" break\r\nhere";
    "prose" = "100% private";
    """#

  static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>files.count</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@files@ in %@</string>
    \t\t<key>files</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>lu</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%lu file</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%lu files</string>
    \t\t</dict>
    \t</dict>
    \t<key>distance</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@km@</string>
    \t\t<key>km</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>f</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%.1f kilometre</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%.1f kilometres</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld items" : {
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
        \(SharedFixtures.photosEntry)
      },
      "version" : "1.0"
    }
    """

  /// The project in a temporary folder.
  static func folder() throws -> TemporaryFolder {
    try TestSupport.fixture([
      "en.lproj/Localizable.strings": strings, "en.lproj/Localizable.stringsdict": stringsdict,
      "Catalog.xcstrings": catalog,
    ])
  }
}
