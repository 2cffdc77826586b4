/// Small projects several test targets share.
public enum SharedFixtures {
  /// The catalog of the one-definition-of-a-gap issue, in Xcode's layout: `Hello` with its `de`
  /// translation still `new` (the one gap), `Internal` not to be translated and without `de`
  /// (not counted), `Bye` translated.
  public static let threeKeyCatalog = """
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
  public static func threeKeyProject() throws -> TemporaryFolder {
    try TestSupport.fixture(["Localizable.xcstrings": threeKeyCatalog])
  }

  /// A catalog whose `Photos` key is written the way Xcode writes a plural argument: a string
  /// unit `%#@plural@` and a substitution that happens to be named `plural`.
  public static let pluralSubstitutionCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
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
      },
      "version" : "1.0"
    }
    """

  /// A project folder holding only `Localizable.xcstrings` (the plural-substitution catalog).
  public static func pluralSubstitutionProject() throws -> TemporaryFolder {
    try TestSupport.fixture(["Localizable.xcstrings": pluralSubstitutionCatalog])
  }
}
