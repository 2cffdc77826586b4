/// Writes `XLIFFDocument`s byte for byte as Xcode 15 and later do.
///
/// The XML declaration without `standalone`; `<xliff>` with the default namespace, `xsi` and the
/// strict schema location; two spaces per level; a `<header>` with Xcode's `<tool>` in every
/// `<file>`; `xml:space="preserve"` on every unit; `<note/>` when empty (`from=` when given); `&`, `<`, `>` escaped
/// in text (`"` and `'` literal) and also `"` in attributes; CR as `&#13;` everywhere (an XML
/// parser turns a raw CR into LF), TAB and LF as `&#9;` and `&#10;` in attributes; non-ASCII
/// text as UTF-8; a final line break. Characters XML 1.0 cannot hold at all (C0 controls other
/// than TAB, LF and CR; U+FFFE, U+FFFF) are left out: see `representable(_:)`.
public enum XLIFFWriter {
  /// The Xcode version the header names (`tool-version`, `build-num`).
  public static let toolVersion = (version: "16.4", build: "16F6")

  /// The document's bytes.
  public static func render(_ document: XLIFFDocument) -> [UInt8] {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" \
      xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" \
      xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
      http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

      """
    for file in document.files {
      out += "  <file original=\"\(attribute(file.original))\" "
      out += "source-language=\"\(attribute(file.sourceLanguage))\" "
      out += "target-language=\"\(attribute(file.targetLanguage))\" datatype=\"plaintext\">\n"
      out += "    <header>\n"
      out += "      <tool tool-id=\"com.apple.dt.xcode\" tool-name=\"Xcode\" "
      out += "tool-version=\"\(toolVersion.version)\" build-num=\"\(toolVersion.build)\"/>\n"
      out += "    </header>\n"
      out += "    <body>\n"
      for unit in file.units {
        out += "      <trans-unit id=\"\(attribute(unit.id))\""
        if !unit.translate { out += " translate=\"no\"" }
        out += " xml:space=\"preserve\">\n"
        out += "        <source>\(text(unit.source))</source>\n"
        if let target = unit.target {
          out += "        <target"
          if let state = unit.state { out += " state=\"\(attribute(state))\"" }
          if let qualifier = unit.stateQualifier {
            out += " state-qualifier=\"\(attribute(qualifier))\""
          }
          out += target.isEmpty ? "/>\n" : ">\(text(target))</target>\n"
        }
        if let note = unit.note {
          out += "        <note"
          if let from = unit.noteFrom { out += " from=\"\(attribute(from))\"" }
          out += note.isEmpty ? "/>\n" : ">\(text(note))</note>\n"
        }
        out += "      </trans-unit>\n"
      }
      out += "    </body>\n"
      out += "  </file>\n"
    }
    out += "</xliff>\n"
    return Array(out.utf8)
  }

  /// `text` as an XLIFF file can hold it: without the characters XML 1.0 cannot represent,
  /// even as references.
  public static func representable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isIllegal) else { return text }
    var result = ""
    result.unicodeScalars.append(contentsOf: text.unicodeScalars.filter { !isIllegal($0) })
    return result
  }

  /// Whether XML 1.0 cannot hold `scalar`.
  static func isIllegal(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: false
    case 0x00...0x1F, 0xFFFE, 0xFFFF: true
    default: false
    }
  }

  /// Element text: `&`, `<`, `>` and CR escaped.
  static func text(_ value: String) -> String {
    escape(value, attribute: false)
  }

  /// An attribute value: also `"`, TAB and LF.
  static func attribute(_ value: String) -> String {
    escape(value, attribute: true)
  }

  private static func escape(_ value: String, attribute: Bool) -> String {
    var out = ""
    out.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
    for scalar in value.unicodeScalars where !isIllegal(scalar) {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\r": out += "&#13;"
      case "\"" where attribute: out += "&quot;"
      case "\t" where attribute: out += "&#9;"
      case "\n" where attribute: out += "&#10;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
