import Foundation
import L10nModel

#if canImport(FoundationXML)
import FoundationXML  // XMLParser on Linux (libxml2)
#endif

/// Reads TMX (1.4b, and 1.1's `lang` attribute) as translate-toolkit, OmegaT and l10nedit
/// write it, with Foundation's `XMLParser`, after the XLIFF reader's refusals
/// (`XMLParserHazards`: no DOCTYPE or entity but XML's five, UTF-8 or UTF-16 only, no element
/// of more than 256 attributes).
///
/// A `<seg>` keeps its inline elements' text (`<ph>%@</ph>` reads as `%@`: a placeholder is
/// text in l10nedit's formats); `<note>`s and `<prop>`s of a `<tu>` are kept, those of a
/// `<tuv>` are not. Any error is located and nothing is read.
///
/// A DOCTYPE that only names the DTD, as translate-toolkit and OmegaT write it (`<!DOCTYPE tmx
/// SYSTEM "tmx14.dtd">`), declares nothing: it is read as white space (the DTD is never
/// loaded). One with an internal subset (`[…]`, where entities are declared) is refused.
public enum TMXReader {
  /// Parses `bytes` read from `path`.
  public static func read(_ bytes: [UInt8], path: String) throws(ParseError) -> TMXDocument {
    var units: [TMXUnit] = []
    let sourceLanguage = try parse(bytes, path: path) { unit in
      units.append(unit)
      return true
    }
    return TMXDocument(sourceLanguage: sourceLanguage, units: units)
  }

  /// Parses `bytes` read from `path` unit by unit: `body` is given each `<tu>` as soon as it
  /// is read (with the header's `srclang`), so that a large file's units are never all held;
  /// returns the header's `srclang`.
  ///
  /// The file is refused as `read(_:path:)` refuses it, but a refusal may come after `body`
  /// was given units (a file broken at its end): whoever keeps them undoes that (a
  /// transaction). An error `body` throws stops the parse and is thrown as it is.
  public static func read(
    _ bytes: [UInt8], path: String,
    eachUnit body: (_ sourceLanguage: String, _ unit: TMXUnit) throws -> Void
  ) throws -> String {
    var failure: (any Error)?
    var sourceLanguage = ""
    let language = try parse(bytes, path: path) { unit in
      do {
        try body(sourceLanguage, unit)
        return true
      } catch {
        failure = error
        return false
      }
    } header: {
      sourceLanguage = $0
    }
    if let failure { throw failure }
    return language
  }

  /// Parses `bytes`, handing `sink` each unit once the header's `srclang` is known (units
  /// before the header wait for it; `header` is told it first) until `sink` says to stop;
  /// returns the header's `srclang`.
  private static func parse(
    _ bytes: [UInt8], path: String, sink: (TMXUnit) -> Bool,
    header: (String) -> Void = { _ in }
  ) throws(ParseError) -> String {
    let bytes = withoutExternalDoctype(bytes)
    if let (location, reason) = XMLParserHazards.first(in: bytes) {
      // The refusals are worded for XLIFF; TMX defines no entities either.
      throw ParseError(
        path: path, location: location, reason: reason.replacing("XLIFF", with: "TMX"))
    }
    return try withoutActuallyEscaping(sink) { sink throws(ParseError) -> String in
      try withoutActuallyEscaping(header) { header throws(ParseError) -> String in
        let delegate = TMXParserDelegate(sink: sink, header: header)
        return try finish(XMLStreamParsing.parse(bytes, delegate: delegate), delegate, path)
      }
    }
  }

  /// The header's `srclang` once the parse is over, or why the file is refused.
  private static func finish(
    _ outcome: XMLStreamParsing.Outcome, _ delegate: TMXParserDelegate, _ path: String
  ) throws(ParseError) -> String {
    let (parsed, error, here) = (outcome.parsed, outcome.error, outcome.location)
    if let failure = delegate.failure {
      throw ParseError(path: path, location: failure.location, reason: failure.reason)
    }
    // Stopped by the sink: its error is the caller's to throw.
    if delegate.stopped, let sourceLanguage = delegate.sourceLanguage { return sourceLanguage }
    guard parsed else {
      let reason = error.map(XMLParserErrorWords.reason) ?? "not well-formed XML"
      throw ParseError(path: path, location: here, reason: reason)
    }
    guard delegate.depth == 0 else {
      throw ParseError(
        path: path, location: here, reason: "the file ends before its elements are closed")
    }
    guard let sourceLanguage = delegate.sourceLanguage else {
      throw ParseError(
        path: path, location: SourceLocation(line: 1, column: 1),
        reason: delegate.sawTMX
          ? "no <header srclang=…>" : "not a TMX document (no <tmx> element)")
    }
    return sourceLanguage
  }

  /// `bytes` with a DOCTYPE that has no internal subset (the first `<!DOCTYPE`, before any
  /// element) turned into spaces, lines kept.
  static func withoutExternalDoctype(_ bytes: [UInt8]) -> [UInt8] {
    let open = Array("<!DOCTYPE".utf8)
    guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: open) }),
      isProlog(bytes[..<start]),
      let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")),
      !bytes[start...end].contains(UInt8(ascii: "["))
    else { return bytes }
    var copy = bytes
    for index in start...end where copy[index] != UInt8(ascii: "\n") {
      copy[index] = UInt8(ascii: " ")
    }
    return copy
  }

  /// Whether `prefix` holds only the XML declaration, comments and white space (no element).
  private static func isProlog(_ prefix: ArraySlice<UInt8>) -> Bool {
    var index = prefix.startIndex
    while let open = prefix[index...].firstIndex(of: UInt8(ascii: "<")) {
      let next = prefix.index(after: open)
      guard next < prefix.endIndex,
        prefix[next] == UInt8(ascii: "?") || prefix[next] == UInt8(ascii: "!")
      else { return false }
      guard let close = prefix[next...].firstIndex(of: UInt8(ascii: ">")) else { return false }
      index = prefix.index(after: close)
    }
    return true
  }
}

private final class TMXParserDelegate: XMLTextCollector {
  /// Given each unit once the header is read; `false` stops the parse.
  private let sink: (TMXUnit) -> Bool
  /// Told the header's `srclang`.
  private let header: (String) -> Void
  /// Units read before the header, waiting for it.
  private var waiting: [TMXUnit] = []
  /// Whether the sink stopped the parse.
  private(set) var stopped = false
  var sourceLanguage: String?
  var sawTMX = false
  private var unit: TMXUnit?
  private var variantLanguage: String?
  private var propertyType: String?
  private var segments = 0

  init(sink: @escaping (TMXUnit) -> Bool, header: @escaping (String) -> Void) {
    self.sink = sink
    self.header = header
    super.init()
  }

  /// Hands `unit` to the sink (or keeps it until the header is read).
  private func deliver(_ unit: TMXUnit, _ parser: XMLParser) {
    guard sourceLanguage != nil else {
      waiting.append(unit)
      return
    }
    if !stopped, !sink(unit) {
      stopped = true
      parser.abortParsing()
    }
  }

  override func startElement(_ name: String, attributes: [String: String], parser: XMLParser) {
    let location = SourceLocation(line: parser.lineNumber, column: parser.columnNumber)
    switch name {
    case "tmx": sawTMX = true
    case "header":
      guard let language = attributes["srclang"], !language.isEmpty else {
        fail(parser, location, "a <header> without srclang=")
        return
      }
      guard sourceLanguage == nil else {
        fail(parser, location, "a second <header>")
        return
      }
      sourceLanguage = language
      header(language)
      for unit in waiting { deliver(unit, parser) }
      waiting = []
    case "tu":
      guard unit == nil else {
        fail(parser, location, "a <tu> inside a <tu>")
        return
      }
      unit = TMXUnit(id: attributes["tuid"], variants: [], line: location.line)
    case "tuv":
      guard unit != nil, variantLanguage == nil else {
        fail(parser, location, "a <tuv> outside a <tu>")
        return
      }
      guard let language = attributes["xml:lang"] ?? attributes["lang"], !language.isEmpty else {
        fail(parser, location, "a <tuv> without xml:lang=")
        return
      }
      variantLanguage = language
      segments = 0
    case "seg":
      guard variantLanguage != nil else {
        fail(parser, location, "a <seg> outside a <tuv>")
        return
      }
      segments += 1
      guard segments == 1 else {
        fail(parser, location, "a <tuv> with more than one <seg>")
        return
      }
      startText()
    case "note" where unit != nil && variantLanguage == nil: startText()
    case "prop" where unit != nil && variantLanguage == nil:
      propertyType = attributes["type"] ?? ""
      startText()
    default: break
    }
  }

  override func endText(_ collected: String, of name: String, parser: XMLParser) {
    switch name {
    case "seg":
      if let language = variantLanguage {
        unit?.variants.append(TMXVariant(language: language, text: collected))
      }
    case "note": unit?.notes.append(collected)
    case "prop":
      unit?.properties.append(TMXProperty(type: propertyType ?? "", value: collected))
    default: break
    }
  }

  override func endElement(_ name: String, parser: XMLParser) {
    switch name {
    case "tuv":
      if segments == 0 {
        let location = SourceLocation(line: parser.lineNumber, column: parser.columnNumber)
        fail(parser, location, "a <tuv> without a <seg>")
      }
      variantLanguage = nil
    case "tu":
      if let finished = unit { deliver(finished, parser) }
      unit = nil
    default: break
    }
  }
}
