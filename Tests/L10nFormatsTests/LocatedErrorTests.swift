import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// Errors a hand-edited or truncated file runs into say where and what, in words: no
/// "NSXMLParserErrorDomain error 76", no bare "cannotReadHeaderRow".
@Suite("Located errors in words")
struct LocatedErrorTests {
  @Test(
    "XLIFF: the parser's codes in words, at the line and column",
    arguments: [
      (
        "<xliff version=\"1.2\"><file original=\"a\"><body>\n<trans-unit id=\"a\"><source>x</sourc>"
          + "</trans-unit></body></file></xliff>",
        "a closing tag that does not match the element it closes"
      ),
      (
        "<xliff version=\"1.2\">\n<file original=\"a\"><body>x < y</body></file></xliff>",
        "a '<' or '&' that starts no name"
      ),
    ])
  func xliff(_ text: String, _ words: String) {
    #expect {
      _ = try XLIFFReader.read(Array(text.utf8), path: "x.xliff")
    } throws: { error in
      guard let error = error as? ParseError else { return false }
      return error.reason.hasPrefix("not well-formed XML: ") && error.reason.contains(words)
        && !error.reason.contains("NSXMLParserErrorDomain") && error.location.line >= 1
    }
  }

  @Test("CSV: an empty file says what its first row must be, at 1:1")
  func emptyCSV() throws {
    let project = try TestSupport.load(TestSupport.sampleResources.path)
    #expect {
      _ = try SpreadsheetImport.edits([], path: "e.csv", into: project)
    } throws: { error in
      "\(error)".hasPrefix("e.csv:1:1: the file is empty: its first row names the columns")
    }
  }
}
