/// Small projects several test targets share.
package enum SharedFixtures {
  /// A `.stringsdict` in Xcode's layout with one plural key, `files` (`%#@n@`, value type `d`),
  /// whose variable `n` has the forms `one` and `other`.
  package static func pluralStringsdict(one: String, other: String) -> String {
    pluralStringsdict(key: "files", variable: "n", one: one, other: other)
  }

  /// A `.stringsdict` in Xcode's layout with one plural key, `key` (`%#@variable@`, value type
  /// `d`), whose variable has the forms `one` and `other`.
  package static func pluralStringsdict(
    key: String, variable: String, one: String, other: String
  ) -> String {
    pluralStringsdict(key: key, variable: variable, forms: [("one", one), ("other", other)])
  }

  /// A `.stringsdict` in Xcode's layout with one plural key, `key` (`%#@variable@`, value type
  /// `valueType`), whose variable has `forms` (category → text), in their order.
  package static func pluralStringsdict(
    key: String, variable: String, valueType: String = "d", forms: [(String, String)]
  ) -> String {
    let variants = forms.map { "\t\t\t<key>\($0.0)</key>\n\t\t\t<string>\($0.1)</string>\n" }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>\(key)</key>
      \t<dict>
      \t\t<key>NSStringLocalizedFormatKey</key>
      \t\t<string>%#@\(variable)@</string>
      \t\t<key>\(variable)</key>
      \t\t<dict>
      \t\t\t<key>NSStringFormatSpecTypeKey</key>
      \t\t\t<string>NSStringPluralRuleType</string>
      \t\t\t<key>NSStringFormatValueTypeKey</key>
      \t\t\t<string>\(valueType)</string>

      """ + variants.joined() + "\t\t</dict>\n\t</dict>\n</dict>\n</plist>\n"
  }

  /// The catalog of the one-definition-of-a-gap issue, in Xcode's layout: `Hello` with its `de`
  /// translation still `new` (the one gap), `Internal` not to be translated and without `de`
  /// (not counted), `Bye` translated.
  package static let threeKeyCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Bye" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Tschüss"
              }
            }
          }
        },
        "Hello" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Hallo"
              }
            }
          }
        },
        "Internal" : {
          "shouldTranslate" : false
        }
      },
      "version" : "1.0"
    }
    """

  /// A project folder holding only `Localizable.xcstrings` (the three-key catalog).
  package static func threeKeyProject() throws -> TemporaryFolder {
    try TestSupport.fixture(["Localizable.xcstrings": threeKeyCatalog])
  }

  /// A catalog with Xcode's empty key `""` (for `Text("")`): empty in `de`, still `new` in
  /// `fr`, nothing to translate; `Hello` lacks `fr` and `World` lacks `de` (the two gaps).
  package static let emptyKeyCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "" } },
            "fr" : { "stringUnit" : { "state" : "new", "value" : "" } }
          }
        },
        "Hello" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } }
          }
        },
        "World" : {
          "localizations" : {
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Monde" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  /// A project folder holding only `Localizable.xcstrings` (the empty-key catalog).
  package static func emptyKeyProject() throws -> TemporaryFolder {
    try TestSupport.fixture(["Localizable.xcstrings": emptyKeyCatalog])
  }

  /// One table in the source language `en`, in `Base` and in `de`, where `Base` is neither the
  /// table's source nor a translation.
  ///
  /// `Base` repeats `greeting`, has `title` empty and a key of its own, `base.extra`; `de`
  /// lacks `only.en` (the one gap).
  package static let baseBesideSourceFiles = [
    "en.lproj/Localizable.strings": """
    "greeting" = "Hello there, my friend";
    "only.en" = "Only in English here";
    "title" = "The main window title";

    """,
    "Base.lproj/Localizable.strings": """
    "base.extra" = "Only in Base here";
    "greeting" = "Hello there, my friend";
    "title" = "";

    """,
    "de.lproj/Localizable.strings": """
    "greeting" = "Hallo, mein Freund";
    "title" = "Der Titel des Hauptfensters";

    """,
  ]

  /// The `Photos` key as Xcode writes a plural argument.
  ///
  /// A string unit `%#@plural@` and a substitution that happens to be named `plural` (in `en`
  /// and `de`), indented for a catalog's `strings` object.
  package static let photosEntry = """
    "Photos" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%#@plural@"
              },
              "substitutions" : {
                "plural" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg Foto"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg Fotos"
                        }
                      }
                    }
                  }
                }
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%#@plural@"
              },
              "substitutions" : {
                "plural" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
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
        }
    """

  /// A catalog holding only the `Photos` key (see `photosEntry`).
  package static let pluralSubstitutionCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        \(photosEntry)
      },
      "version" : "1.0"
    }
    """

  /// A project folder holding only `Localizable.xcstrings` (the plural-substitution catalog).
  package static func pluralSubstitutionProject() throws -> TemporaryFolder {
    try TestSupport.fixture(["Localizable.xcstrings": pluralSubstitutionCatalog])
  }

  /// `.strings` text of `pairs` (key, value), one line each, in their order.
  package static func strings(_ pairs: [(String, String)]) -> String {
    pairs.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined()
  }

  /// The bulk work fixture: table `Main` in `en`, `es` and the regional `es-MX`; `abort`
  /// repeats `cancel`'s source (a gap of `es` with an exact match), `count` has specifiers,
  /// `es-MX` has its own `cancel` only (its other keys are gaps its parent fills).
  package static let regionalSpanish = [
    "en.lproj/Main.strings": strings([
      ("cancel", "Cancel"), ("abort", "Cancel"), ("count", "%d files in %@"), ("open", "Open"),
    ]),
    "es.lproj/Main.strings": strings([
      ("cancel", "Cancelar"), ("count", "%d archivos en %@"), ("open", "Abrir archivo"),
    ]),
    "es-MX.lproj/Main.strings": strings([("cancel", "Cancelar ya")]),
  ]

  /// A String Catalog in Xcode's layout for machine translation: `%lld items` (a plural, `en`
  /// only), `Tap` (device variations `iphone` “Open” and `mac` “Show”, `en` only), `Hello`
  /// translated into `ar`, `es` and `pl`, and `Later` whose `pl` translation needs review.
  package static let variationsCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld items" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
            } } }
          }
        },
        "Hello" : {
          "localizations" : {
            "ar" : { "stringUnit" : { "state" : "translated", "value" : "مرحبا" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
            "es" : { "stringUnit" : { "state" : "translated", "value" : "Hola" } },
            "pl" : { "stringUnit" : { "state" : "translated", "value" : "Cześć" } }
          }
        },
        "Later" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Later" } },
            "pl" : { "stringUnit" : { "state" : "needs_review", "value" : "Potem" } }
          }
        },
        "Tap" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Open" } },
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Show" } }
            } } }
          }
        }
      },
      "version" : "1.0"
    }

    """
}
