import Foundation
import L10nFormats
import L10nGrammar
import L10nModel
import L10nTestSupport
import Testing

/// CSV injection: no exported cell starts a formula, every text comes back exactly; a text
/// given twice is refused.
@Suite("CSV: formula cells and repeated rows")
struct SpreadsheetFormulaTests {
  static let texts = [
    "=HYPERLINK(\"http://x\",\"y\")", "+cmd|' /C calc'!A0", "@SUM(1+1)*cmd|' /C calc'!A0",
    "-2+3", "\tTab", "\rReturn", "'=already", "''+two", "'plain", "plain", "a=b", "", "'", "''",
  ]

  @Test("each trigger gets a leading quote, and restoring gives the text back", arguments: texts)
  func roundTrip(_ text: String) {
    let cell = SpreadsheetFormula.neutralized(text)
    if let first = cell.unicodeScalars.first {
      #expect(!["=", "+", "-", "@", "\t", "\r"].contains(first))
    }
    #expect(SpreadsheetFormula.restored(cell) == text)
  }

  @Test("random texts of quotes and triggers round-trip")
  func randomRoundTrip() {
    var random = SeededRandom()
    let pieces = ["'", "=", "+", "-", "@", "\t", "\r", "a", " "]
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 0...5, using: &random)).map { _ in
        pieces.randomElement(using: &random) ?? "a"
      }.joined()
      #expect(
        SpreadsheetFormula.restored(SpreadsheetFormula.neutralized(text)) == text,
        "seed \(random.seed): \(text.debugDescription)")
    }
  }

  @Test("a project whose texts are formulas exports no formula cell and imports unchanged")
  func project() throws {
    var entries = ""
    for (index, text) in Self.texts.enumerated() {
      let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\t", with: "\\t")
        .replacingOccurrences(of: "\r", with: "\\r")
      entries += "\"=k\(index)\" = \"\(escaped)\";\n"
    }
    let folder = try TestSupport.fixture([
      "en.lproj/L.strings": entries, "de.lproj/L.strings": entries,
    ])
    let project = try folder.load()
    let bytes = try SpreadsheetExport.csv(
      project, languages: [LanguageID("de")],
      categories: { PluralRules.categories(of: $0).map(\.rawValue) })
    // Every field of every row: unquote the CSV field, then look at its first character.
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.components(separatedBy: "\r\n").dropFirst() where !line.isEmpty {
      for field in line.split(separator: ",", omittingEmptySubsequences: false) {
        let value = field.hasPrefix("\"") ? field.dropFirst() : field
        #expect(!["=", "+", "-", "@", "\t"].contains(value.first), "\(line)")
      }
    }
    let result = try SpreadsheetImport.edits(bytes, path: "s.csv", into: project)
    #expect(result.edits.isEmpty)
  }

  @Test("a table and key given on two rows refuses the file, naming both rows")
  func repeatedRows() throws {
    let project = try TestSupport.load(TestSupport.sampleResources.path)
    let text =
      "table,key,comment,en,de\r\nLocalizable,Cancel,,x,A\r\nLocalizable,welcome.title,,x,B\r\n"
      + "Localizable,Cancel,,x,C\r\n"
    #expect {
      _ = try SpreadsheetImport.edits(Array(text.utf8), path: "s.csv", into: project)
    } throws: { error in
      "\(error)"
        == "s.csv: row 4: Localizable › Cancel is also on row 2: which one is meant is not clear"
    }
  }
}
