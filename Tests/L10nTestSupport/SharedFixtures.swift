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

  /// The `Photos` key as Xcode writes a plural argument.
  ///
  /// A string unit `%#@plural@` and a substitution that happens to be named `plural` (in `en`
  /// and `de`), indented for a catalog's `strings` object.
  public static let photosEntry = """
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
  public static let pluralSubstitutionCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        \(photosEntry)
      },
      "version" : "1.0"
    }
    """

  /// A project folder holding only `Localizable.xcstrings` (the plural-substitution catalog).
  public static func pluralSubstitutionProject() throws -> TemporaryFolder {
    try TestSupport.fixture(["Localizable.xcstrings": pluralSubstitutionCatalog])
  }
}
