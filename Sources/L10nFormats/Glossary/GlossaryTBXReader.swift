import Foundation
import L10nModel

#if canImport(FoundationXML)
import FoundationXML  // XMLParser on Linux (libxml2)
#endif

/// Reads a TBX termbase (`l10nedit.glossary.tbx`) as glossary entries: TBX 2 (`<martif>`,
/// `<termEntry>`, `<langSet>`, `<tig>`/`<ntig>`), as translate-toolkit writes it, and TBX v3
/// (`<tbx>`, `<conceptEntry>`, `<langSec>`, `<termSec>`).
///
/// Each concept's terms in the source language are the terms; its terms in every other
/// language their translations (one entry per pair); its `<note>`s and `<descrip>`s the note.
/// A term whose `administrativeStatus` deprecates or forbids it is not a translation to
/// require. The XML is refused as TMX's is (`XMLParserHazards`: no DOCTYPE with declarations,
/// no entity but XML's five); errors are located and nothing is read; the sizes are
/// `GlossaryReader`'s.
public enum GlossaryTBXReader {
  /// The entries of the TBX file `bytes`, read from `path`, for a project whose source
  /// language is `sourceLanguage` (a concept's `en-US` terms serve a source of `en`).
  public static func read(_ bytes: [UInt8], path: String, sourceLanguage: LanguageID)
    throws(ParseError) -> [GlossaryEntry]
  {
    guard bytes.count <= GlossaryReader.maximumSize else {
      throw ParseError(
        path: path, location: SourceLocation(line: 1, column: 1),
        reason: "the glossary is larger than \(GlossaryReader.maximumSize / 1_000_000) MB")
    }
    let bytes = TMXReader.withoutExternalDoctype(bytes)
    if let (location, reason) = XMLParserHazards.first(in: bytes) {
      throw ParseError(
        path: path, location: location, reason: reason.replacing("XLIFF", with: "TBX"))
    }
    let delegate = TBXParserDelegate(source: sourceLanguage, path: path)
    let outcome = XMLStreamParsing.parse(bytes, delegate: delegate)
    if let failure = delegate.failure {
      throw ParseError(path: path, location: failure.location, reason: failure.reason)
    }
    guard outcome.parsed else {
      let reason = outcome.error.map(XMLParserErrorWords.reason) ?? "not well-formed XML"
      throw ParseError(path: path, location: outcome.location, reason: reason)
    }
    guard delegate.sawRoot else {
      throw ParseError(
        path: path, location: SourceLocation(line: 1, column: 1),
        reason: "not a TBX document (no <martif> or <tbx> element)")
    }
    return delegate.entries
  }

  /// Whether a language of the file is the source language: the same code without case, or
  /// the same language subtag (`en-US` for `en`).
  static func isSource(_ code: String, _ source: LanguageID) -> Bool {
    let a = code.lowercased().replacing("_", with: "-")
    let b = source.code.lowercased().replacing("_", with: "-")
    return a == b || a.split(separator: "-").first == b.split(separator: "-").first
  }
}

/// One concept being read: its terms by language, with where each is, and its notes.
private struct TBXConcept {
  struct Term {
    var language: String
    var text: String
    var location: SourceLocation
    var isDeprecated = false
  }
  var terms: [Term] = []
  var notes: [String] = []
}

private final class TBXParserDelegate: XMLTextCollector {
  let source: LanguageID
  let path: String
  var entries: [GlossaryEntry] = []
  var sawRoot = false
  private var concept: TBXConcept?
  private var language: String?
  /// What the text being collected is (a term, note or term note), and its place.
  private var textKind = ""
  private var textLocation = SourceLocation(line: 1, column: 1)

  init(source: LanguageID, path: String) {
    self.source = source
    self.path = path
    super.init()
  }

  override func startElement(_ name: String, attributes: [String: String], parser: XMLParser) {
    let location = SourceLocation(line: parser.lineNumber, column: parser.columnNumber)
    switch name {
    case "martif", "tbx": sawRoot = true
    case "termEntry", "conceptEntry":
      guard concept == nil else { return fail(parser, location, "a <\(name)> inside a concept") }
      concept = TBXConcept()
    case "langSet", "langSec":
      guard concept != nil else { return fail(parser, location, "a <\(name)> outside a concept") }
      guard let code = attributes["xml:lang"] ?? attributes["lang"], !code.isEmpty else {
        return fail(parser, location, "a <\(name)> without xml:lang=")
      }
      guard GlossaryReader.isLanguageCode(code) else {
        return fail(parser, location, "\(ContentExcerpt.quoted(code)) is no language code")
      }
      language = code
    case "term":
      guard language != nil else { return fail(parser, location, "a <term> outside a language") }
      start("term", at: location)
    case "note" where concept != nil, "descrip" where concept != nil: start("note", at: location)
    case "termNote" where language != nil && attributes["type"] == "administrativeStatus":
      start("status", at: location)
    default: break
    }
  }

  private func start(_ kind: String, at location: SourceLocation) {
    startText()
    textKind = kind
    textLocation = location
  }

  override func endText(_ collected: String, of name: String, parser: XMLParser) {
    let trimmed = collected.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.count <= GlossaryReader.maximumFieldLength else {
      return fail(
        parser, textLocation,
        "a text of more than \(GlossaryReader.maximumFieldLength) characters")
    }
    switch textKind {
    case "term" where !trimmed.isEmpty:
      if let language {
        concept?.terms.append(.init(language: language, text: trimmed, location: textLocation))
      }
    case "note" where !trimmed.isEmpty: concept?.notes.append(trimmed)
    case "status":
      let status = trimmed.lowercased()
      if ["deprecated", "supersede", "forbidden", "notrecommended"].contains(where: {
        status.contains($0)
      }), let last = concept?.terms.indices.last {
        concept?.terms[last].isDeprecated = true
      }
    default: break
    }
  }

  override func endElement(_ name: String, parser: XMLParser) {
    switch name {
    case "langSet", "langSec": language = nil
    case "termEntry", "conceptEntry":
      if let finished = concept { add(finished, parser) }
      concept = nil
    default: break
    }
  }

  /// The entries of a concept: each source term with each other language's term.
  private func add(_ concept: TBXConcept, _ parser: XMLParser) {
    let sources = concept.terms.filter { GlossaryTBXReader.isSource($0.language, source) }
    let note = concept.notes.joined(separator: "; ")
    for term in sources {
      for target in concept.terms
      where !target.isDeprecated && !GlossaryTBXReader.isSource(target.language, source) {
        guard entries.count < GlossaryReader.maximumEntries else {
          return fail(
            parser, target.location, "more than \(GlossaryReader.maximumEntries) entries")
        }
        entries.append(
          GlossaryEntry(
            term: term.text, language: LanguageID(target.language), translation: target.text,
            note: note, path: path, location: target.location))
      }
    }
  }
}
