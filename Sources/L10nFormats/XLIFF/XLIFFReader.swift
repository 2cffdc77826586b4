import Foundation
import L10nModel

#if canImport(FoundationXML)
import FoundationXML  // XMLParser on Linux (libxml2)
#endif

/// Reads XLIFF 1.2 as Xcode and other tools write it, with Foundation's `XMLParser`.
///
/// Accepts attributes and children in any order (`<target>` after `<note>`), `<note></note>`,
/// missing notes and `xml:space`, units inside `<group>`s, any declared encoding spelling, the
/// `standalone` declaration; decodes character references (`&#13;`). Text is kept as written:
/// a backslash is a backslash. A string set's `<mrk mtype="x-set">` values mark the unit as one
/// (`XLIFFUnit.isStringSet`) rather than being read as one text.
public enum XLIFFReader {
  /// Why `bytes` are not XML at all, said before the parser says "empty" of them: nothing but
  /// white space, or a first character other than `<` (after a UTF-8 byte order mark; a UTF-16
  /// file is left to the parser).
  static func notXML(_ bytes: [UInt8]) -> String? {
    let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    guard let first = text.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      return "the file is empty"
    }
    guard first != UInt8(ascii: "<"), first != 0x00, first != 0xFE, first != 0xFF else {
      return nil
    }
    return "not XML: an XLIFF file starts with <?xml or <xliff"
  }

  /// Parses `bytes` read from `path`.
  public static func read(_ bytes: [UInt8], path: String) throws(ParseError) -> XLIFFDocument {
    if let reason = notXML(bytes) {
      throw ParseError(path: path, location: SourceLocation(line: 1, column: 1), reason: reason)
    }
    if let (location, reason) = XMLParserHazards.first(in: bytes) {
      throw ParseError(path: path, location: location, reason: reason)
    }
    let delegate = Delegate()
    let parser = XMLParser(data: Data(bytes))
    parser.delegate = delegate
    let parsed = parser.parse()
    if let failure = delegate.failure {
      throw ParseError(path: path, location: failure.location, reason: failure.reason)
    }
    guard parsed else {
      let location = SourceLocation(
        line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
      let reason = parser.parserError.map(XMLParserErrorWords.reason)
      throw ParseError(path: path, location: location, reason: reason ?? "not well-formed XML")
    }
    guard delegate.depth == 0 else {
      throw ParseError(
        path: path,
        location: SourceLocation(
          line: max(1, parser.lineNumber), column: max(1, parser.columnNumber)),
        reason: "the file ends before its elements are closed")
    }
    guard delegate.sawXLIFF else {
      throw ParseError(
        path: path, location: SourceLocation(line: 1, column: 1),
        reason: "not an XLIFF document (no <xliff> element)")
    }
    return XLIFFDocument(files: delegate.files)
  }
}

private final class Delegate: NSObject, XMLParserDelegate {
  var files: [XLIFFFile] = []
  var sawXLIFF = false
  var failure: (location: SourceLocation, reason: String)?
  /// Elements open now.
  var depth = 0
  private var unit: XLIFFUnit?
  private var text: String?
  private var hasTarget = false

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let location = SourceLocation(line: parser.lineNumber, column: parser.columnNumber)
    depth += 1
    switch name {
    case "xliff":
      sawXLIFF = true
      if let version = attributes["version"], version != "1.2" {
        fail(parser, location, "XLIFF \(version) is not supported (Xcode reads and writes 1.2)")
      }
    case "file":
      guard let original = attributes["original"] else {
        fail(parser, location, "a <file> without original=")
        return
      }
      // Each language names an `.lproj` folder an import may create.
      for attribute in ["source-language", "target-language"] {
        guard let code = attributes[attribute], !code.isEmpty else { continue }
        do {
          _ = try LprojName(validating: code)
        } catch {
          fail(parser, location, "<file> \(attribute)=: \(error.reason)")
          return
        }
      }
      files.append(
        XLIFFFile(
          original: original, sourceLanguage: attributes["source-language"] ?? "",
          targetLanguage: attributes["target-language"] ?? "", units: []))
    case "trans-unit":
      guard !files.isEmpty, let id = attributes["id"] else {
        fail(parser, location, "a <trans-unit> without id= or outside a <file>")
        return
      }
      var new = XLIFFUnit(id: id, source: "", translate: attributes["translate"] != "no")
      new.line = location.line
      unit = new
      hasTarget = false
    case "source":
      if unit != nil { text = "" }
    case "note":
      guard unit != nil else { return }
      text = ""
      if let from = attributes["from"] { unit?.noteFrom = from }
    case "target":
      guard unit != nil else { return }
      text = ""
      hasTarget = true
      unit?.state = attributes["state"]
      unit?.stateQualifier = attributes["state-qualifier"]
    case "mrk" where attributes["mtype"] == "x-set":
      unit?.isStringSet = true
    default:
      // Inline markup (<g>, <x/>, <ph>) inside a text is not something Xcode writes; keep the
      // text around it.
      break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text? += string
  }

  /// `<![CDATA[…]]>`, which other tools write for text with markup: the same text as if escaped.
  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    text? += String(decoding: block, as: UTF8.self)
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    depth -= 1
    switch name {
    case "source":
      unit?.source = text ?? ""
      text = nil
    case "target":
      unit?.target = text ?? ""
      text = nil
    case "note":
      // Several notes: joined, one per line.
      if let note = text, var current = unit {
        current.note = current.note.map { $0 + "\n" + note } ?? note
        unit = current
      }
      text = nil
    case "trans-unit":
      if var finished = unit, !files.isEmpty {
        if !hasTarget { finished.target = nil }
        files[files.count - 1].units.append(finished)
      }
      unit = nil
    default: break
    }
  }

  private func fail(_ parser: XMLParser, _ location: SourceLocation, _ reason: String) {
    guard failure == nil else { return }
    failure = (location, reason)
    parser.abortParsing()
  }
}
