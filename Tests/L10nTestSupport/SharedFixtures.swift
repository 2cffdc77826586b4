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
}
