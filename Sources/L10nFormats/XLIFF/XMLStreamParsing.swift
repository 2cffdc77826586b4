import Foundation
import L10nModel

#if canImport(FoundationXML)
import FoundationXML  // XMLParser on Linux (libxml2)
#endif

/// Foundation's `XMLParser` run over bytes as a stream, external entities off.
///
/// Given one buffer of more than about 10 MB, libxml2 (under FoundationXML) fails at its end
/// ("error 1"); in chunks it reads a 200 MB file. The bytes are lent to the stream, not copied.
enum XMLStreamParsing {
  /// What a parse ended with: whether it succeeded, the parser's error, and where it stopped.
  struct Outcome {
    /// `XMLParser.parse()`'s result.
    var parsed: Bool
    /// The parser's error, if any.
    var error: (any Error)?
    /// Where the parser stopped (at least 1:1).
    var location: SourceLocation
  }

  /// Parses `bytes` with `delegate`.
  static func parse(_ bytes: [UInt8], delegate: any XMLParserDelegate) -> Outcome {
    bytes.withUnsafeBytes { buffer in
      let data =
        buffer.baseAddress.map {
          Data(
            bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: buffer.count,
            deallocator: .none)
        } ?? Data()
      let parser = XMLParser(stream: InputStream(data: data))
      parser.shouldResolveExternalEntities = false
      parser.delegate = delegate
      let parsed = parser.parse()
      return Outcome(
        parsed: parsed, error: parser.parserError,
        location: SourceLocation(
          line: max(1, parser.lineNumber), column: max(1, parser.columnNumber)))
    }
  }
}
