import Foundation
import L10nFormats
import L10nModel
import Testing

/// Elements of many attributes in XLIFF: up to 256 read (in a time linear in the file's size),
/// more are a located error instead of a parse whose time grows with their square.
@Suite struct XMLAttributeLimitTests {
  static func xliff(attributes: Int, quoted: String = "x") -> [UInt8] {
    let extra = (0..<attributes).map { " a\($0)=\"\(quoted)\"" }.joined()
    return Array(
      ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\">"
        + "<file original=\"a\" source-language=\"en\" target-language=\"de\"><body>\n"
        + "<trans-unit id=\"k\"\(extra)><source>A</source><target>B</target></trans-unit>\n"
        + "</body></file></xliff>\n").utf8)
  }

  @Test("an element of 256 attributes reads, '=' and '>' in quoted values not counted")
  func atLimit() throws {
    for text in [Self.xliff(attributes: 255), Self.xliff(attributes: 255, quoted: "a=b>c'")] {
      let unit = try #require(try XLIFFReader.read(text, path: "de.xliff").files.first?.units.first)
      #expect(unit.id == "k")
      #expect(unit.target == "B")
    }
  }

  @Test("an element of more than 256 attributes is refused at its start")
  func overLimit() {
    #expect(
      throws: ParseError(
        path: "de.xliff", location: SourceLocation(line: 3, column: 1),
        reason: "an element with 300 attributes is not read (at most 256: XLIFF elements have a "
          + "few)")
    ) { try XLIFFReader.read(Self.xliff(attributes: 299), path: "de.xliff") }
  }

  @Test("a repeated attribute is an error where it is repeated")
  func repeated() {
    let text = String(decoding: Self.xliff(attributes: 2), as: UTF8.self)
      .replacingOccurrences(of: " a1=", with: " a0 =")
    #expect(
      throws: ParseError(
        path: "de.xliff", location: SourceLocation(line: 3, column: 27),
        reason: "the attribute \"a0\" is written twice in one element")
    ) { try XLIFFReader.read(Array(text.utf8), path: "de.xliff") }
  }
}
