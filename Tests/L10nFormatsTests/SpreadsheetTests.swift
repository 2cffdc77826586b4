import Foundation
import L10nFormats
import L10nGrammar
import L10nModel
import L10nTestSupport
import Testing

@Suite("CSV export and import")
struct SpreadsheetTests {
  static func csv(_ project: Project, bom: Bool = false) throws -> [UInt8] {
    try SpreadsheetExport.csv(
      project, languages: Array(project.languages.dropFirst()), byteOrderMark: bom,
      categories: { PluralRules.categories(of: $0).map(\.rawValue) })
  }

  @Test("SampleProject → CSV → import: no edit; plural forms are key[category] rows in CLDR order")
  func roundTrip() throws {
    let project = try TestSupport.load(TestSupport.sampleResources.path)
    let bytes = try Self.csv(project, bom: true)
    #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("\r\nLocalizable,files.remaining[zero],,,"))
    let rows = text.components(separatedBy: "\r\n").filter {
      $0.hasPrefix("Localizable,files.remaining[")
    }
    #expect(
      rows.map { $0.split(separator: ",")[1] } == [
        "files.remaining[zero]", "files.remaining[one]", "files.remaining[two]",
        "files.remaining[few]", "files.remaining[many]", "files.remaining[other]",
      ])
    let result = try SpreadsheetImport.edits(bytes, path: "s.csv", into: project)
    #expect(result.edits.isEmpty)
  }

  @Test("a CSV saved by a spreadsheet (BOM, CRLF, quoted line breaks and quotes) imports")
  func spreadsheetSaved() throws {
    let project = try TestSupport.load(TestSupport.sampleResources.path)
    let text =
      "\u{FEFF}table,key,comment,en,de,pt-BR\r\n"
      + "Localizable,welcome.body,,ignored,\"Zeile 1\r\nZeile \"\"2\"\"\",\r\n"
      + "Localizable,files.remaining[one],,,,%ld arquivo\r\n"
      + "Localizable,files.remaining[other],,,,%ld arquivos\r\n"
    let result = try SpreadsheetImport.edits(Array(text.utf8), path: "s.csv", into: project)
    let cell = { (key: String, language: String) in
      CellID(
        table: TableID("Localizable"), key: LocalizationKey(key), language: LanguageID(language))
    }
    #expect(
      result.edits == [
        .addLanguage(LanguageID("pt-BR")),
        .setText(cell("welcome.body", "de"), "Zeile 1\r\nZeile \"2\""),
        .setPluralForms(
          cell("files.remaining", "pt-BR"), .stringsdict("files"),
          ["one": "%ld arquivo", "other": "%ld arquivos"]),
      ])
    #expect(result.changed.map(\.count) == [1, 2])  // texts: two plural forms
    var edited = project
    _ = try edited.apply(result.edits)
    #expect(edited.content(of: cell("files.remaining", "pt-BR")).plural?.formatKey == "%#@files@")

    #expect(throws: SpreadsheetImport.Failure.self) {
      _ = try SpreadsheetImport.edits(
        Array("table,key,de\nLocalizable,nope,x\n".utf8), path: "s.csv", into: project)
    }
    #expect(throws: SpreadsheetImport.Failure.self) {
      _ = try SpreadsheetImport.edits(Array("a,b\n1,2\n".utf8), path: "s.csv", into: project)
    }
  }

  @Test("a quoted field that never closes is an error at its quote; nothing is imported")
  func unclosedQuote() throws {
    let project = try TestSupport.load(TestSupport.sampleResources.path)
    let text =
      "table,key,comment,en,de\r\n"
      + "Localizable,welcome.body,,x,\"Hallo \"\"Welt\"\"\r\n"
      + "Localizable,files.remaining[one],,,%ld Datei\r\n"
    #expect {
      _ = try SpreadsheetImport.edits(Array(text.utf8), path: "s.csv", into: project)
    } throws: { error in
      (error as? SpreadsheetImport.Failure)?.description
        == "s.csv:2:29: the quoted field that starts here never ends (a closing \" is missing); "
        + "nothing imported"
    }
    // Closed, the same quote reads: doubled quotes inside, a line break inside.
    let closed = text.replacingOccurrences(of: "Welt\"\"\r\n", with: "Welt\"\"\r\nzwei\"\r\n")
    let result = try SpreadsheetImport.edits(Array(closed.utf8), path: "s.csv", into: project)
    #expect(
      result.edits.first
        == .setText(
          CellID(
            table: TableID("Localizable"), key: LocalizationKey("welcome.body"),
            language: LanguageID("de")), "Hallo \"Welt\"\r\nzwei"))
  }
}

/// A key marked Don't Translate is no row of the CSV export, as Xcode leaves it out of what
/// translators get.
@Suite struct SpreadsheetDontTranslateTests {
  @Test("the CSV has the key to translate, not the Don't Translate one")
  func skipped() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Acme" : {
            "shouldTranslate" : false
          },
          "Open" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Öffnen"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let folder = try TestSupport.fixture(["Main.xcstrings": catalog])
    let text = String(decoding: try SpreadsheetTests.csv(try folder.load()), as: UTF8.self)
    #expect(text.contains("Main,Open,,Open,Öffnen"), "\(text)")
    #expect(!text.contains("Acme"))
  }
}
