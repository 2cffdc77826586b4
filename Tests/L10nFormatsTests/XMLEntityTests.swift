import Foundation
import L10nFormats
import L10nModel
import Testing

/// Entities in XLIFF and `.stringsdict` files: only XML's five and character references are
/// read; anything else is a located error, never text dropped or expanded.
@Suite struct XMLEntityTests {
  static func xliff(_ body: String, prologue: String = "") -> [UInt8] {
    Array(
      ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + prologue
        + "<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" "
        + "target-language=\"de\"><body>\n" + body + "\n</body></file></xliff>\n").utf8)
  }

  static func failure(_ bytes: [UInt8]) -> String? {
    do {
      _ = try XLIFFReader.read(bytes, path: "de.xliff")
      return nil
    } catch {
      return error.description
    }
  }

  @Test("XLIFF: a reference to an undeclared entity is refused where it is, not dropped")
  func undeclaredEntity() {
    let text = Self.xliff(
      "<trans-unit id=\"k\"><source>A</source><target>A&xxe;B</target></trans-unit>")
    #expect(
      Self.failure(text)
        == "de.xliff:3:47: entity \"xxe\" is not one XLIFF defines (only &amp; &lt; &gt; &quot; "
        + "&apos; and character references &#…; are read)")
  }

  @Test("XLIFF: 20,000 references to an entity are refused, not imported as an empty text")
  func manyReferences() {
    let text = Self.xliff(
      "<trans-unit id=\"k\"><source>A</source><target>"
        + String(repeating: "&a;", count: 20_000) + "</target></trans-unit>",
      prologue: "<!DOCTYPE xliff [<!ENTITY a \"aaaaaaaaaa\">]>\n")
    #expect(
      Self.failure(text)
        == "de.xliff:2:1: a DOCTYPE or entity declaration is not read (XLIFF defines no entities "
        + "of its own)")
  }

  @Test("XLIFF: the five entities and character references read; in comments and CDATA anything")
  func knownEntities() throws {
    let text = Self.xliff(
      "<!-- &nbsp; --><trans-unit id=\"&amp;k&#x41;\"><source>&lt;&gt;&quot;&apos;&#233;</source>"
        + "<target><![CDATA[&xxe;]]></target></trans-unit>")
    let unit = try #require(try XLIFFReader.read(text, path: "de.xliff").files.first?.units.first)
    #expect(unit.id == "&kA")
    #expect(unit.source == "<>\"'é")
    #expect(unit.target == "&xxe;")
  }

  @Test(
    "XLIFF: an & that starts nothing and a bad character reference are refused",
    arguments: [
      ("A & B", "de.xliff:3:48: an & that starts no entity or character reference (write &amp;)"),
      ("&#xZZ;", "de.xliff:3:46: \"&#xZZ;\" is not a character reference"),
    ])
  func badReferences(target: String, message: String) {
    let text = Self.xliff(
      "<trans-unit id=\"k\"><source>A</source><target>\(target)</target></trans-unit>")
    #expect(Self.failure(text) == message)
  }

  static let plistStart = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>k</key>
    """

  static func stringsdictFailure(_ text: String) -> String? {
    do {
      _ = try StringsdictFileReader.read(Array(text.utf8), path: "L.stringsdict")
      return nil
    } catch {
      return error.description
    }
  }

  @Test(".stringsdict: an unknown entity is refused at its '&'")
  func stringsdictEntity() {
    #expect(
      Self.stringsdictFailure(
        Self.plistStart + "\n\t<string>A &amp; &xxe;B</string>\n</dict>\n</plist>\n")
        == "L.stringsdict:5:18: entity \"xxe\" is not one XML defines")
  }

  @Test(".stringsdict: a DOCTYPE declaring entities is refused")
  func stringsdictDoctype() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist [<!ENTITY a "aaaaaaaaaa">]>
      <plist version="1.0"><dict><key>k</key><string>&a;</string></dict></plist>
      """
    #expect(
      Self.stringsdictFailure(text)
        == "L.stringsdict:2:17: a DOCTYPE that declares entities or elements ([…]) is not read: "
        + "property lists use only XML's own entities")
  }

  @Test(".stringsdict: CDATA sections read as their text and write back as they were")
  func stringsdictCDATA() throws {
    let text =
      Self.plistStart
      + "\n\t<string>a <![CDATA[<b>&amp;</b>]]> &lt; <![CDATA[]]>z</string>\n</dict>\n</plist>\n"
    let document = try StringsdictFileReader.read(Array(text.utf8), path: "L.stringsdict")
    #expect(document.root["k"]?.text == "a <b>&amp;</b> < z")
    #expect(StringsdictWriter.render(document, order: .keepOrder) == Array(text.utf8))
    #expect(StringsdictWriter.render(document, order: .sorted) == Array(text.utf8))
    #expect(
      Self.stringsdictFailure(Self.plistStart + "\n\t<string><![CDATA[open</string>\n")
        == "L.stringsdict:5:10: unterminated <![CDATA[ section")
  }
}
