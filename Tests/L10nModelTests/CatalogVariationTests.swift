import L10nModel
import L10nTestSupport
import Testing

/// A String Catalog in Xcode's layout with texts to vary: a count in English and German, a
/// hint varied by device, and a string with a substitution.
enum VariationCatalog {
  static let text = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld songs" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%lld Lieder"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%lld songs"
              }
            }
          }
        },
        "Swipe to skip" : {
          "localizations" : {
            "de" : {
              "variations" : {
                "device" : {
                  "mac" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Klicken zum Überspringen"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Wischen zum Überspringen"
                    }
                  }
                }
              }
            }
          }
        },
        "Volume %#@level@" : {
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Volume %#@level@"
              },
              "substitutions" : {
                "level" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg steps"
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

  static let path = "Localizable.xcstrings"
  static let table = TableID("Localizable")

  static func cell(_ key: String, _ language: String) -> CellID {
    CellID(table: table, key: LocalizationKey(key), language: LanguageID(language))
  }

  /// `text` with each replacement made (each `old` must be there).
  static func replacing(
    _ replacements: [(String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> String {
    var expected = text
    for (old, new) in replacements {
      #expect(expected.contains(old), "\(old)", sourceLocation: sourceLocation)
      expected = expected.replacing(old, with: new)
    }
    return expected
  }

  /// German's `%lld songs` as Xcode writes it varied by plural: the text as `one` (to review)
  /// and as `other` (as it was).
  static let germanPlural = """
            "de" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "needs_review",
                      "value" : "%lld Lieder"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld Lieder"
                    }
                  }
                }
              }
            },
    """

  static let germanText = """
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%lld Lieder"
              }
            },
    """
}

/// `CellEdit.vary` on a String Catalog: the output Xcode writes for the same change, undo
/// giving back every byte (`RoundTrip`), and the refusals.
@Suite struct CatalogVariationTests {
  let folder: TemporaryFolder
  var project: Project

  init() throws {
    folder = try TestSupport.fixture([
      VariationCatalog.path: VariationCatalog.text,
      "de.lproj/Other.strings": "\"Hello\" = \"Hallo\";\n",
      "en.lproj/Other.strings": "\"Hello\" = \"Hello\";\n",
    ])
    project = try folder.load()
  }

  @Test("vary by plural: the text becomes each category's, the copies to review; back again")
  mutating func pluralAndBack() throws {
    let cell = VariationCatalog.cell("%lld songs", "de")
    let trip = try RoundTrip(
      &project, [.vary(cell, .plural(categories: ["one", "other"], device: nil))])
    #expect(trip.changedFiles == [VariationCatalog.path])
    #expect(
      trip.after.text(VariationCatalog.path)
        == VariationCatalog.replacing([
          (VariationCatalog.germanText, VariationCatalog.germanPlural)
        ]))
    let forms = project.content(of: cell).plural?.variables.first?.forms.map(\.category)
    #expect(forms == ["one", "other"])
    let back = try RoundTrip(&project, [.vary(cell, .unplural(device: nil))])
    #expect(back.after.text(VariationCatalog.path) == VariationCatalog.text)
  }

  @Test("unplural keeps the other form's text and state")
  mutating func unpluralKeepsOther() throws {
    let cell = VariationCatalog.cell("%lld songs", "de")
    _ = try project.apply([.vary(cell, .plural(categories: ["one", "other"], device: nil))])
    _ = try project.apply([.setPluralForms(cell, .plural, ["other": "%lld Songs"])])
    _ = try project.apply([.vary(cell, .unplural(device: nil))])
    #expect(project.content(of: cell) == .text("%lld Songs", state: .translated))
  }

  @Test("the source language's copies keep its state; a language's own categories")
  mutating func sourcePlural() throws {
    let cell = VariationCatalog.cell("%lld songs", "en")
    let trip = try RoundTrip(
      &project, [.vary(cell, .plural(categories: ["one", "other"], device: nil))])
    let text = trip.after.text(VariationCatalog.path) ?? ""
    #expect(!text.contains("needs_review"))
    #expect(
      text.contains(
        """
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld songs"
                        }
                      },
                      "other" : {
        """))
  }

  @Test("vary by device: the text becomes the other device's, the device gets a copy")
  mutating func addDevice() throws {
    let cell = VariationCatalog.cell("%lld songs", "de")
    let trip = try RoundTrip(&project, [.vary(cell, .addDevice("ipad"))])
    let expected = """
              "de" : {
                "variations" : {
                  "device" : {
                    "ipad" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "%lld Lieder"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld Lieder"
                      }
                    }
                  }
                }
              },
      """
    #expect(
      trip.after.text(VariationCatalog.path)
        == VariationCatalog.replacing([(VariationCatalog.germanText, expected)]))
    // Removing the one device leaves `other` alone: the text again, as it was.
    let back = try RoundTrip(&project, [.vary(cell, .removeDevice("ipad"))])
    #expect(back.after.text(VariationCatalog.path) == VariationCatalog.text)
  }

  @Test("a device added to device variations copies other, in Xcode's order; removed again")
  mutating func secondDevice() throws {
    let cell = VariationCatalog.cell("Swipe to skip", "de")
    let trip = try RoundTrip(&project, [.vary(cell, .addDevice("iphone"))])
    let iphone = """
                    "iphone" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "Wischen zum Überspringen"
                      }
                    },
                    "mac" : {
      """
    #expect(
      trip.after.text(VariationCatalog.path)
        == VariationCatalog.replacing([("              \"mac\" : {\n", iphone + "\n")]))
    let back = try RoundTrip(&project, [.vary(cell, .removeDevice("iphone"))])
    #expect(back.after.text(VariationCatalog.path) == VariationCatalog.text)
  }

  @Test("a device's form varies by plural nested in it, as Xcode nests them")
  mutating func pluralInDevice() throws {
    let cell = VariationCatalog.cell("Swipe to skip", "de")
    let trip = try RoundTrip(
      &project, [.vary(cell, .plural(categories: ["one", "other"], device: "mac"))])
    let nested = """
                    "mac" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "needs_review",
                              "value" : "Klicken zum Überspringen"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "Klicken zum Überspringen"
                            }
                          }
                        }
                      }
                    },
      """
    let flat = """
                    "mac" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Klicken zum Überspringen"
                      }
                    },
      """
    #expect(
      trip.after.text(VariationCatalog.path) == VariationCatalog.replacing([(flat, nested)]))
    // Shown (grid, detail pane, show) with the device's forms nested.
    #expect(
      project.content(of: cell)
        == .structured(
          summary: "mac: {one: Klicken zum Überspringen, other: Klicken zum Überspringen} · "
            + "other: Wischen zum Überspringen"))
    // A plural text varied by device: every device form is the plural variations.
    let songs = VariationCatalog.cell("%lld songs", "de")
    _ = try project.apply([.vary(songs, .plural(categories: ["one", "other"], device: nil))])
    let devices = try RoundTrip(&project, [.vary(songs, .addDevice("mac"))])
    let text = devices.after.text(VariationCatalog.path) ?? ""
    #expect(text.contains("\"mac\" : {\n                \"variations\" : {\n"))
    #expect(text.contains("\"other\" : {\n                \"variations\" : {\n"))
    let back = try RoundTrip(&project, [.vary(cell, .unplural(device: "mac"))])
    #expect(back.after.text(VariationCatalog.path)?.contains(flat) == true)
  }

  @Test("refusals: nothing changes and the reason says why")
  mutating func refusals() throws {
    let before = ProjectSnapshot(project)
    let refused: [(CellEdit, String)] = [
      (
        .vary(VariationCatalog.cell("%lld songs", "de"), .unplural(device: nil)),
        "does not vary by plural"
      ),
      (
        .vary(
          VariationCatalog.cell("Swipe to skip", "de"),
          .plural(categories: ["one", "other"], device: nil)),
        "varies by device"
      ),
      (
        .vary(VariationCatalog.cell("Swipe to skip", "de"), .addDevice("mac")),
        "varies on mac already"
      ),
      (.vary(VariationCatalog.cell("%lld songs", "de"), .addDevice("toaster")), "not a device"),
      (.vary(VariationCatalog.cell("%lld songs", "de"), .addDevice("other")), "every device"),
      (
        .vary(
          VariationCatalog.cell("Volume %#@level@", "en"),
          .plural(categories: ["other"], device: nil)),
        "substitutions"
      ),
      (.vary(VariationCatalog.cell("Volume %#@level@", "de"), .addDevice("mac")), "no translation"),
      (
        .vary(
          CellID(
            table: TableID("Other"), key: LocalizationKey("Hello"), language: LanguageID("de")),
          .plural(categories: ["one", "other"], device: nil)),
        ".stringsdict"
      ),
    ]
    for (edit, reason) in refused {
      #expect {
        _ = try project.apply([edit])
      } throws: { error in
        "\(error)".contains(reason)
      }
    }
    #expect(ProjectSnapshot(project).differences(from: before).isEmpty)
  }
}
