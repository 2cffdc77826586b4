import Foundation
import L10nFormats
import L10nModel
import Testing

/// TMX 1.4b written and read back; hostile and broken input refused with a location.
@Suite struct TMXTests {
  static let document = TMXDocument(
    sourceLanguage: "en",
    units: [
      TMXUnit(
        id: "Main › greeting", notes: ["Shown at start & on \"home\""],
        properties: [TMXProperty(type: "x-context", value: "a<b")],
        variants: [
          TMXVariant(language: "en", text: "Hello, %@! <b>&amp;</b> ]]> 'q' \"qq\""),
          TMXVariant(language: "de", text: " Hallo,\t%@!\r\nZweite Zeile 👋🏽 "),
        ]),
      TMXUnit(
        id: nil,
        variants: [
          TMXVariant(language: "en", text: ""), TMXVariant(language: "zh-Hans", text: "你好"),
        ]),
    ])

  /// What a document holds, without lines.
  static func content(_ document: TMXDocument) -> TMXDocument {
    var copy = document
    for index in copy.units.indices { copy.units[index].line = 0 }
    return copy
  }

  @Test func writtenAndReadBack() throws {
    let bytes = TMXWriter.render(Self.document)
    let read = try TMXReader.read(bytes, path: "t.tmx")
    #expect(Self.content(read) == Self.document)
    #expect(TMXWriter.render(read) == bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains(#"<tmx version="1.4">"#))
    #expect(text.contains(#"srclang="en""#))
    #expect(text.contains("&amp;amp;"))
    #expect(text.contains("&#13;"))
  }

  @Test func controlCharactersAreLeftOut() throws {
    var document = Self.document
    document.units[0].variants[1].text = "bell \u{7}"
    #expect(TMXWriter.unrepresentable(document).count == 1)
    let read = try TMXReader.read(TMXWriter.render(document), path: "t.tmx")
    #expect(read.units.count == 1)
  }

  @Test func otherToolsInlineCodesAreText() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <tmx version="1.4"><header srclang="EN-US" creationtool="x" creationtoolversion="1" \
      segtype="sentence" o-tmf="x" adminlang="en" datatype="plaintext"/>
      <body><tu tuid="7"><prop type="x-file">a.po</prop>
      <tuv xml:lang="en-US"><note>ignored</note><seg>Delete <ph x="1">%d</ph> files</seg></tuv>
      <tuv lang="de-DE"><seg><![CDATA[<%d> Dateien]]> löschen</seg></tuv></tu></body></tmx>
      """
    let read = try TMXReader.read(Array(text.utf8), path: "t.tmx")
    #expect(read.sourceLanguage == "EN-US")
    #expect(read.units.first?.text(in: "en-us") == "Delete %d files")
    #expect(read.units.first?.text(in: "de-DE") == "<%d> Dateien löschen")
    #expect(read.units.first?.properties == [TMXProperty(type: "x-file", value: "a.po")])
    #expect(read.units.first?.line == 3)
  }

  /// translate-toolkit and OmegaT name the DTD: read, never loaded; lines stay where they were.
  @Test func aDoctypeNamingTheDTD() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE tmx SYSTEM "tmx14.dtd">
      <tmx version="1.4"><header srclang="en"/><body>
      <tu><tuv xml:lang="en"><seg>Cancel</seg></tuv><tuv xml:lang="fr"><seg>Annuler</seg></tuv></tu>
      </body></tmx>
      """
    let read = try TMXReader.read(Array(text.utf8), path: "t.tmx")
    #expect(read.units.first?.text(in: "fr") == "Annuler")
    #expect(read.units.first?.line == 4)
    let later = text.replacingOccurrences(of: "<body>", with: "<body><!DOCTYPE x>")
    #expect(throws: ParseError.self) { try TMXReader.read(Array(later.utf8), path: "t.tmx") }
  }

  @Test(arguments: [
    (
      "<?xml version=\"1.0\"?>\n<!DOCTYPE tmx [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;\">]>"
        + "\n<tmx><header srclang=\"en\"/><body><tu><tuv xml:lang=\"de\"><seg>&b;</seg></tuv></tu>"
        + "</body></tmx>", 2, "DOCTYPE"
    ),
    (
      "<tmx><header srclang=\"en\"/><body>\n<tu><tuv xml:lang=\"de\"><seg>&xxe;</seg></tuv></tu>"
        + "</body></tmx>", 2, "entity \"xxe\""
    ),
    (
      "<tmx><header srclang=\"en\"/><body>\n\n<tu><tuv xml:lang=\"de\"><seg>x</tuv>", 3,
      "closing tag"
    ),
    ("<tmx><header srclang=\"en\"/><body>\n<tu><tuv xml:lang=\"de\"><seg>x", 2, " "),
    ("<xliff/>", 1, "not a TMX document"),
    ("<tmx><header/></tmx>", 1, "srclang"),
    ("<tmx><header srclang=\"en\"/>\n<header srclang=\"de\"/><body/></tmx>", 2, "second <header>"),
    (
      "<tmx><header srclang=\"en\"/><body>\n<tu><tuv><seg>x</seg></tuv></tu></body></tmx>", 2,
      "xml:lang"
    ),
  ])
  func refusedWithALocation(_ text: String, line: Int, reason: String) {
    #expect {
      _ = try TMXReader.read(Array(text.utf8), path: "bad.tmx")
    } throws: { error in
      guard let error = error as? ParseError else { return false }
      return error.location.line == line && error.reason.contains(reason)
        && !error.reason.contains("XLIFF")
    }
  }

  /// Unit by unit: each handed over as it is read (those before the header once it is read),
  /// the same units as a whole read; an error of the receiver stops the parse and is thrown.
  @Test func unitByUnit() throws {
    let text = """
      <tmx><body><tu tuid="early"><tuv xml:lang="de"><seg>früh</seg></tuv></tu></body>
      <header srclang="en"/><body>
      <tu tuid="a"><tuv xml:lang="en"><seg>A</seg></tuv><tuv xml:lang="de"><seg>Ä</seg></tuv></tu>
      <tu tuid="b"><tuv xml:lang="en"><seg>B</seg></tuv></tu></body></tmx>
      """
    var seen: [(String, String?)] = []
    let language = try TMXReader.read(Array(text.utf8), path: "t.tmx") { language, unit in
      seen.append((language, unit.id))
    }
    #expect(language == "en")
    #expect(seen.map(\.0) == ["en", "en", "en"])
    #expect(seen.map(\.1) == ["early", "a", "b"])
    #expect(try TMXReader.read(Array(text.utf8), path: "t.tmx").units.map(\.id) == seen.map(\.1))
    struct Stop: Error {}
    var handed = 0
    #expect(throws: Stop.self) {
      _ = try TMXReader.read(Array(text.utf8), path: "t.tmx") { _, _ in
        handed += 1
        throw Stop()
      }
    }
    #expect(handed == 1)
  }

  /// Hostile files are refused before any unit is handed over: an entity (a bomb), a
  /// processing instruction the parser would crash on.
  @Test(arguments: [
    "<?xml version=\"1.0\"?>\n<!DOCTYPE tmx [<!ENTITY a \"aaaa\">]>\n<tmx><header srclang=\"en\"/>"
      + "<body><tu><tuv xml:lang=\"de\"><seg>&a;</seg></tuv></tu></body></tmx>",
    "<tmx><header srclang=\"en\"/><body><tu><tuv xml:lang=\"de\"><seg>x</seg></tuv></tu>"
      + "<?pi?></body></tmx>",
  ])
  func hostileBeforeAnyUnit(_ text: String) {
    var handed = 0
    #expect(throws: ParseError.self) {
      _ = try TMXReader.read(Array(text.utf8), path: "t.tmx") { _, _ in handed += 1 }
    }
    #expect(handed == 0)
  }
}
