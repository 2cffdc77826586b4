/// Writes TMX 1.4b.
///
/// The XML declaration, `<tmx version="1.4">`, a `<header>` with every
/// attribute 1.4b requires (`creationtool` l10nedit, `segtype` block, `o-tmf` l10nedit,
/// `adminlang` en, `srclang`, `datatype` plaintext), and in `<body>` a `<tu>` per unit: its
/// notes, then properties, then a `<tuv xml:lang>` per language holding a `<seg>`. Text is
/// escaped as `XLIFFWriter` escapes it (`&`, `<`, `>`, CR; in attributes also `"`, TAB, LF);
/// format specifiers are text. A unit with a character XML 1.0 cannot hold is not written:
/// `unrepresentable(_:)` finds them first.
public enum TMXWriter {
  /// The document's bytes (UTF-8).
  public static func render(_ document: TMXDocument, toolVersion: String = "1") -> [UInt8] {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <tmx version="1.4">
        <header creationtool="l10nedit" creationtoolversion="\(attribute(toolVersion))" \
      segtype="block" o-tmf="l10nedit" adminlang="en" \
      srclang="\(attribute(document.sourceLanguage))" datatype="plaintext"/>
        <body>

      """
    for unit in document.units where representable(unit) {
      out += "    <tu" + (unit.id.map { " tuid=\"\(attribute($0))\"" } ?? "") + ">\n"
      for note in unit.notes {
        out += "      <note>\(XLIFFWriter.text(note))</note>\n"
      }
      for property in unit.properties {
        out +=
          "      <prop type=\"\(attribute(property.type))\">\(XLIFFWriter.text(property.value))"
          + "</prop>\n"
      }
      for variant in unit.variants {
        out +=
          "      <tuv xml:lang=\"\(attribute(variant.language))\"><seg>"
          + "\(XLIFFWriter.text(variant.text))</seg></tuv>\n"
      }
      out += "    </tu>\n"
    }
    out += "  </body>\n</tmx>\n"
    return Array(out.utf8)
  }

  /// Whether every text of `unit` can be written (no C0 control but TAB, LF and CR; no U+FFFE
  /// or U+FFFF).
  public static func representable(_ unit: TMXUnit) -> Bool {
    let texts =
      [unit.id ?? ""] + unit.notes + unit.properties.flatMap { [$0.type, $0.value] }
      + unit.variants.flatMap { [$0.language, $0.text] }
    return !texts.contains { $0.unicodeScalars.contains(where: XLIFFWriter.isIllegal) }
  }

  /// The units of `document` that `render` leaves out.
  package static func unrepresentable(_ document: TMXDocument) -> [TMXUnit] {
    document.units.filter { !representable($0) }
  }

  private static func attribute(_ value: String) -> String { XLIFFWriter.attribute(value) }
}
