import Foundation
import L10nModel

#if canImport(FoundationXML)
import FoundationXML  // XMLParser on Linux (libxml2)
#endif

/// What the TMX and TBX readers' parser delegates share: the text of the element being
/// collected (inline markup's text and CDATA included) and the first failure, which stops the
/// parse.
class XMLTextCollector: NSObject, XMLParserDelegate {
  /// The first failure, with where it is.
  var failure: (location: SourceLocation, reason: String)?
  /// The text being collected, or `nil` when no element's text is.
  var text: String?

  // The elements, for subclasses to override: on Linux, FoundationXML's delegate methods are
  // plain protocol requirements, so only the conforming class's methods are called.
  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {}

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {}

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
