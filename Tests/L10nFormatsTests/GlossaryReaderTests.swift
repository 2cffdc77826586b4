import Foundation
import L10nFormats
import L10nModel
import Testing

/// The glossary's CSV and TBX readers: what they read, and hostile or broken files refused
/// with a location and nothing read.
@Suite struct GlossaryReaderTests {
  @Test func csvInAnyColumnOrderWithQuotesAndLineBreaks() throws {
    let text =
      "\u{FEFF}note,translation,language,term\r\n"
      + "\"Always \"\"Datei\"\", never Dokument\",Datei,de,file\r\n"
      + "\r\n"
      + "\"two\nlines\",\"Ein, zwei\",de,\"one, two\"\r\n"
    let entries = try GlossaryReader.readCSV(Array(text.utf8), path: "g.csv")
    #expect(entries.map(\.term) == ["file", "one, two"])
    #expect(entries.map(\.translation) == ["Datei", "Ein, zwei"])
    #expect(entries.map(\.note) == ["Always \"Datei\", never Dokument", "two\nlines"])
    #expect(entries.map(\.location.line) == [2, 4])
    #expect(entries[0].language == LanguageID("de"))
  }

  @Test func writtenAndReadBack() throws {
    let entries = [
      GlossaryEntry(term: "say \"hi\"", language: LanguageID("de"), translation: "Grüß,\ndich"),
      // A quote and a combining mark are one character; the quote is doubled all the same.
      GlossaryEntry(
        term: "a\"\u{0302}b", language: LanguageID("hi"), translation: "फ़ाइल", note: "n"),
    ]
    let read = try GlossaryReader.readCSV(
      Array(GlossaryWriter.csv(entries).utf8), path: "g.csv")
    #expect(read.map(\.term) == entries.map(\.term))
    #expect(read.map(\.translation) == entries.map(\.translation))
    #expect(read.map(\.note) == ["", "n"])
  }

  @Test func csvWithoutNotes() throws {
    let entries = try GlossaryReader.readCSV(
      Array("term,language,translation\nfile,ja,ファイル\n".utf8), path: "g.csv")
    #expect(
      entries == [
        GlossaryEntry(
          term: "file", language: LanguageID("ja"), translation: "ファイル", path: "g.csv",
          location: SourceLocation(line: 2, column: 1))
      ])
  }

  @Test(arguments: [
    ("", 1, 1, "empty"),
    ("term,lang,translation\n", 1, 6, "unknown column \"lang\""),
    ("term,language\n", 1, 1, "translation"),
    ("term,language,translation,term\n", 1, 27, "named twice"),
    ("term,language,translation\nfile,de\n", 2, 1, "2 fields"),
    ("term,language,translation\nfile,,Datei\n", 2, 6, "no language"),
    ("term,language,translation\nfile,de,\n", 2, 9, "no translation"),
    ("term,language,translation\nfile,../x,Datei\n", 2, 6, "no language code"),
    ("term,language,translation\nfile,de,Datei\n\"open,de,x\n", 3, 1, "never ends"),
    ("term,language,translation\nfile,de,\"Da\"tei\"\n", 2, 12, "goes on after its closing quote"),
    // A closing quote and a combining mark are one character, but the quote closes the field.
    ("term,language,translation\nfile,de,\"a\"\u{0302}\n", 2, 11, "goes on after"),
    (
      "term,language,translation\nfile,de,Datei\n\u{00FC}ber,de,\""
        + String(repeating: "y", count: 2_001) + "\"\n", 3, 9, "more than 2000"
    ),
  ])
  func csvRefusedWithALocation(_ text: String, line: Int, column: Int, reason: String) {
    #expect {
      _ = try GlossaryReader.readCSV(Array(text.utf8), path: "bad.csv")
    } throws: { error in
      guard let error = error as? ParseError else { return false }
      return error.location == SourceLocation(line: line, column: column)
        && error.reason.contains(reason) && error.path == "bad.csv"
    }
  }

  @Test func csvBoundsAndEncoding() {
    #expect(throws: ParseError.self) {
      _ = try GlossaryReader.readCSV([0x74, 0xFF, 0x0A], path: "bad.csv")
    }
    let tooMany =
      "term,language,translation\n"
      + String(repeating: "a,de,b\n", count: GlossaryReader.maximumEntries + 1)
    #expect {
      _ = try GlossaryReader.readCSV(Array(tooMany.utf8), path: "big.csv")
    } throws: { error in
      (error as? ParseError)?.location.line == GlossaryReader.maximumEntries + 2
    }
    let tooLarge = [UInt8](repeating: 0x61, count: GlossaryReader.maximumSize + 1)
    #expect(throws: ParseError.self) { _ = try GlossaryReader.readCSV(tooLarge, path: "big.csv") }
  }

  /// A termbase as translate-toolkit (`po2tbx`, `csv2tbx`) writes it: TBX 2 with a DOCTYPE
  /// naming the DTD.
  static let translateToolkitTBX = """
    <?xml version='1.0' encoding='utf-8'?>
    <!DOCTYPE martif PUBLIC "ISO 12200:1999A//DTD MARTIF core (DXFcdV04)//EN" "TBXcdv04.dtd">
    <martif type="TBX" xml:lang="en">
      <martifHeader><fileDesc><sourceDesc><p>Translate Toolkit</p></sourceDesc></fileDesc></martifHeader>
      <text><body>
        <termEntry id="file">
          <langSet xml:lang="en"><tig><term>file</term></tig></langSet>
          <langSet xml:lang="de"><tig><term>Datei</term></tig></langSet>
          <note>Never &quot;Dokument&quot;</note>
        </termEntry>
        <termEntry>
          <langSet xml:lang="en-US"><ntig><termGrp><term>Settings</term></termGrp></ntig></langSet>
          <langSet xml:lang="de"><ntig><termGrp><term>Einstellungen</term></termGrp></ntig></langSet>
          <langSet xml:lang="de"><tig><term>Optionen</term>
            <termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></tig></langSet>
          <langSet xml:lang="ja"><tig><term><![CDATA[設定]]></term></tig></langSet>
        </termEntry>
      </body></text>
    </martif>
    """

  @Test func tbx2() throws {
    let entries = try GlossaryTBXReader.read(
      Array(Self.translateToolkitTBX.utf8), path: "g.tbx", sourceLanguage: .english)
    #expect(entries.map(\.term) == ["file", "Settings", "Settings"])
    #expect(entries.map(\.translation) == ["Datei", "Einstellungen", "設定"])
    #expect(entries.map(\.language.code) == ["de", "de", "ja"])
    #expect(entries[0].note == "Never \"Dokument\"")
    #expect(entries[0].location.line == 8)
  }

  @Test func tbx3() throws {
    let text = """
      <?xml version="1.0"?>
      <tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">
      <text><body><conceptEntry id="c1">
        <descrip type="definition">A saved document.</descrip>
        <langSec xml:lang="en"><termSec><term>file</term></termSec></langSec>
        <langSec xml:lang="hi"><termSec><term>फ़ाइल</term></termSec></langSec>
      </conceptEntry></body></text></tbx>
      """
    let entries = try GlossaryTBXReader.read(
      Array(text.utf8), path: "g.tbx", sourceLanguage: .english)
    #expect(
      entries == [
        GlossaryEntry(
          term: "file", language: LanguageID("hi"), translation: "फ़ाइल", note: "A saved document.",
          path: "g.tbx", location: entries.first?.location ?? SourceLocation(line: 0, column: 0))
      ])
  }

  @Test(arguments: [
    (
      "<?xml version=\"1.0\"?>\n<!DOCTYPE martif [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;\">]>"
        + "\n<martif><text><body><termEntry><langSet xml:lang=\"de\"><tig><term>&b;</term></tig>"
        + "</langSet></termEntry></body></text></martif>", 2, "DOCTYPE"
    ),
    (
      "<martif><text><body>\n<termEntry><langSet xml:lang=\"de\"><term>&xxe;</term>", 2,
      "entity \"xxe\""
    ),
    ("<martif><text><body>\n\n<termEntry><langSet xml:lang=\"de\"></termEntry>", 3, "closing tag"),
    (
      "<martif><text><body>\n<termEntry><langSet><term>x</term></langSet></termEntry>", 2,
      "xml:lang"
    ),
    (
      "<martif><text><body>\n<termEntry><langSet xml:lang=\"../..\"></langSet>", 2,
      "no language code"
    ),
    ("<martif><text><body>\n<term>x</term>", 2, "outside a language"),
    ("<tmx/>", 1, "not a TBX document"),
  ])
  func tbxRefusedWithALocation(_ text: String, line: Int, reason: String) {
    #expect {
      _ = try GlossaryTBXReader.read(Array(text.utf8), path: "bad.tbx", sourceLanguage: .english)
    } throws: { error in
      guard let error = error as? ParseError else { return false }
      return error.location.line == line && error.reason.contains(reason)
        && !error.reason.contains("XLIFF")
    }
  }
}
