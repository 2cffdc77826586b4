import L10nFormats
import L10nModel
import Testing

/// A catalog's bytes after its last `}` (a final line break other tools write, Xcode not) stay
/// as they were when an entry is edited: an edit changes its own lines only.
@Suite struct XCStringsTrailerTests {
  static func catalog(ending: String) -> [UInt8] {
    Array(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Done" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Fertig"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """.utf8) + Array(ending.utf8)
  }

  @Test("an edit keeps what followed the last brace", arguments: ["", "\n", "\r\n", "\n\n"])
  func trailerKept(_ ending: String) throws {
    let bytes = Self.catalog(ending: ending)
    var document = try XCStringsFileReader.read(bytes, path: "Localizable.xcstrings")
    #expect(XCStringsWriter.render(document, order: .keepOrder) == bytes)
    let cell = CellID(
      table: TableID("Localizable"), key: LocalizationKey("Done"), language: LanguageID("de"))
    _ = try document.apply(
      .setText(cell, "Erledigt"), context: CellEditContext(sourceLanguage: LanguageID("en")))
    let written = XCStringsWriter.render(document, order: .keepOrder)
    let expected = String(decoding: bytes, as: UTF8.self)
      .replacingOccurrences(of: "\"Fertig\"", with: "\"Erledigt\"")
    #expect(String(decoding: written, as: UTF8.self) == expected)
  }
}
