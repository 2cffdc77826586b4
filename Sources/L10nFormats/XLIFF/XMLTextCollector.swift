import Foundation
import L10nModel

#if canImport(FoundationXML)
import FoundationXML  // XMLParser on Linux (libxml2)
#endif

/// What the TMX and TBX readers' parser delegates share: the depth of open elements, the text
/// of the element being collected (inline markup's text and CDATA included) and the first
/// failure, which stops the parse.
///
/// Subclasses say what an element means in `startElement` (calling `startText()` for one
/// whose text they want), take the text in `endText`, and close other elements in
/// `endElement`; elements inside a collected text are its inline markup, seen by neither.
class XMLTextCollector: NSObject, XMLParserDelegate {
  /// The first failure, with where it is.
  var failure: (location: SourceLocation, reason: String)?
  /// The text being collected, or `nil` when no element's text is.
  var text: String?
  /// Elements open now.
  var depth = 0
  /// The depth the text being collected started at.
  private var textDepth = 0

  // On Linux, FoundationXML's delegate methods are plain protocol requirements, so only the
  // conforming class's methods are called: these call the subclass's.
  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    depth += 1
    // Inside a collected text: inline markup, whose text is kept.
    guard text == nil else { return }
    startElement(name, attributes: attributes, parser: parser)
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    defer { depth -= 1 }
    if let collected = text {
      guard depth == textDepth else { return }
      text = nil
      endText(collected, of: name, parser: parser)
    } else {
      endElement(name, parser: parser)
    }
  }

  /// An element starts (outside any collected text).
  func startElement(_ name: String, attributes: [String: String], parser: XMLParser) {}

  /// The element whose text was collected (`startText()`) ends, with that text.
  func endText(_ text: String, of name: String, parser: XMLParser) {}

  /// An element whose text was not collected ends.
  func endElement(_ name: String, parser: XMLParser) {}

  /// Collects the text of the element that just started.
  func startText() {
    text = ""
    textDepth = depth
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text?.append(string)
  }

  /// A CDATA section: its text, as if escaped.
  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    text?.append(String(decoding: block, as: UTF8.self))
  }

  /// Records the failure (the first one only) and stops the parse.
  func fail(_ parser: XMLParser, _ location: SourceLocation, _ reason: String) {
    guard failure == nil else { return }
    failure = (location, reason)
    parser.abortParsing()
  }
}
