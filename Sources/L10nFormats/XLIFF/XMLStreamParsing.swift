import Foundation
import L10nModel

#if canImport(FoundationXML)
import FoundationXML  // XMLParser on Linux (libxml2)
#endif

/// Foundation's `XMLParser` run over bytes as a stream, external entities off.
///
/// Given one buffer of more than about 10 MB, libxml2 (under FoundationXML) fails at its end
/// ("error 1"); in chunks it reads a 200 MB file. The bytes are lent to the stream, not copied
/// (on Linux `InputStream(data:)` copies them, so a stream of its own reads them in place).
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
      #if canImport(FoundationXML)
      let stream: InputStream = BorrowedBytesStream(buffer)
      #else
      let data =
        buffer.baseAddress.map {
          Data(
            bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: buffer.count,
            deallocator: .none)
        } ?? Data()
      let stream = InputStream(data: data)
      #endif
      let parser = XMLParser(stream: stream)
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

#if canImport(FoundationXML)
/// A stream over bytes it borrows for as long as the parse lasts: what FoundationXML's
/// `XMLParser` reads in chunks (it opens, reads and closes the stream, nothing else).
private final class BorrowedBytesStream: InputStream {
  private let bytes: UnsafeRawBufferPointer
  private var offset = 0

  init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
    super.init(data: Data())
  }

  override func open() {}
  override func close() {}
  override var hasBytesAvailable: Bool { offset < bytes.count }

  override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength: Int) -> Int {
    let count = min(maxLength, bytes.count - offset)
    guard count > 0, let base = bytes.baseAddress else { return 0 }
    UnsafeMutableRawPointer(buffer).copyMemory(from: base + offset, byteCount: count)
    offset += count
    return count
  }
}
#endif
