import Foundation
import L10nModel

/// The texts of the files a request points into: the open documents (their unsaved texts),
/// else the files on disk, each read once per request; and the ranges of scanners' locations in
/// them.
struct FileTexts {
  private var documents: [String: TextDocument?]

  /// The open documents, by URI.
  init(open: [String: TextDocument]) {
    documents = Dictionary(
      open.values.compactMap { document in document.path.map { ($0, Optional(document)) } },
      uniquingKeysWith: { first, _ in first })
  }

  /// The document of the file at `path` (`nil` when it cannot be read).
  mutating func document(_ path: String) -> TextDocument? {
    if let known = documents[path] { return known }
    var encoding = String.Encoding.utf8
    let text = try? String(contentsOfFile: path, usedEncoding: &encoding)
    let document = text.map {
      TextDocument(uri: DocumentURI.uri(ofPath: path), languageID: "", version: 0, text: $0)
    }
    documents[path] = document
    return document
  }

  /// The location of a scanner's `location` in the file at `path`: to the end of the token
  /// there (a literal, a name) when `token`, else to the end of its line (empty at a line's
  /// start in a file that is not open).
  mutating func location(
    of location: SourceLocation, in path: String, encoding: PositionEncoding, token: Bool
  ) -> LSPLocation {
    let uri = DocumentURI.uri(ofPath: path)
    // A line's start is the same in every encoding: a closed file need not be read for it (a
    // definition in forty languages' files reads none).
    let atLineStart = !token && location.column == 1 && documents[path] == nil
    guard !atLineStart, let document = document(path) else {
      let start = LSPPosition(line: location.line - 1, character: location.column - 1)
      return LSPLocation(uri: uri, range: LSPRange(start: start, end: start))
    }
    let start = document.position(of: location, encoding: encoding)
    let offset = document.utf8Offset(of: start, encoding: encoding)
    let lineEnd = document.utf8Offset(
      of: LSPPosition(line: start.line, character: .max), encoding: .utf8)
    var end = lineEnd
    if token,
      let first = SourceTokens(Array(document.text.utf8), from: offset, to: lineEnd).tokens.first
    {
      end = first.range.upperBound
    }
    return LSPLocation(uri: uri, range: document.range(utf8: offset..<end, encoding: encoding))
  }
}
