import L10nFormats
import L10nModel
import Testing

/// `CatalogMigration.catalog` writes its entries in pieces at once (one per core for large
/// tables): however many, the catalog is the same bytes as written in one piece.
@Suite("migrate in pieces")
struct CatalogMigrationPiecesTests {
  /// A table in three languages: comments, escapes, keys missing in some languages, keys only
  /// a translation has, and duplicates.
  static func table(keys: Int) throws -> CatalogMigration.Table {
    var table = CatalogMigration.Table()
    for (index, language) in ["en", "de", "fr"].enumerated() {
      var text = ""
      for key in 0..<keys where (key + index) % 7 != 0 || index == 0 {
        if key % 3 == 0 { text += "/* Comment \(key) */\n" }
        let value = key % 5 == 0 ? #"Line \"\#(key)\"\n\tnext"# : "Value \(key) in \(language) é"
        text += "\"key.\(key % 11).\(key)\" = \"\(value)\";\n"
      }
      if index > 0 { text += "\"only.\(language)\" = \"x\";\n\"key.0.0\" = \"again\";\n" }
      table.strings[LanguageID(language)] = try StringsFileReader.read(
        Array(text.utf8), path: "\(language).lproj/T.strings")
    }
    return table
  }

  @Test("one piece or many, the same catalog", arguments: [0, 1, 2, 3, 7, 40])
  func samePieces(keys: Int) throws {
    let table = try Self.table(keys: keys)
    for codeKeys in [nil, Set(["key.1.1", "key.2.13", "from.code", "only.de"])] {
      let whole = CatalogMigration.catalog(
        table, sourceLanguage: .english, codeKeys: codeKeys, pieces: 1)
      for pieces in [2, 3, 5, 64] {
        let made = CatalogMigration.catalog(
          table, sourceLanguage: .english, codeKeys: codeKeys, pieces: pieces)
        #expect(made.bytes == whole.bytes, "\(keys) keys in \(pieces) pieces")
        #expect(made.keyCount == whole.keyCount)
      }
      let document = try XCStringsFileReader.read(whole.bytes, path: "T.xcstrings")
      #expect(document.keys.count == whole.keyCount)
    }
  }

  @Test("a large table is written in pieces by default, the same bytes")
  func byDefault() throws {
    let table = try Self.table(keys: 2_500)
    let whole = CatalogMigration.catalog(table, sourceLanguage: .english, codeKeys: nil, pieces: 1)
    let made = CatalogMigration.catalog(table, sourceLanguage: .english, codeKeys: nil)
    #expect(made.bytes == whole.bytes)
    #expect(whole.keyCount > 2_000)
  }
}
