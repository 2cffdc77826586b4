import L10nModel
import Testing

@testable import L10nLanguageServer

@Suite("The open document's positions")
struct TextDocumentTests {
  /// "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "😀" is 4 bytes, 2 UTF-16 units, 1 scalar.
  let document = TextDocument(
    uri: "file:///p/a.swift", languageID: "swift", version: 1, text: "aé😀b\r\nx\ry\n")

  @Test("lines end at \\n, \\r\\n and \\r; the text after the last break is a line")
  func lines() {
    #expect(document.lineCount == 4)
    #expect(document.line(0) == "aé😀b")
    #expect(document.line(1) == "x")
    #expect(document.line(2) == "y")
    #expect(document.line(3) == "")
    #expect(document.line(9) == "")
  }

  @Test("a position counts the negotiated encoding's units")
  func encodings() {
    // "b" follows a (1), é, 😀.
    #expect(document.utf8Offset(of: LSPPosition(line: 0, character: 4), encoding: .utf16) == 7)
    #expect(document.utf8Offset(of: LSPPosition(line: 0, character: 7), encoding: .utf8) == 7)
    #expect(document.utf8Offset(of: LSPPosition(line: 0, character: 3), encoding: .utf32) == 7)
    #expect(
      document.position(ofUTF8Offset: 7, encoding: .utf16) == LSPPosition(line: 0, character: 4))
    #expect(
      document.position(ofUTF8Offset: 10, encoding: .utf16) == LSPPosition(line: 1, character: 0))
    // Half a surrogate pair is the scalar's start; past the line's end is its end.
    #expect(document.utf8Offset(of: LSPPosition(line: 0, character: 3), encoding: .utf16) == 3)
    #expect(document.utf8Offset(of: LSPPosition(line: 1, character: 40), encoding: .utf16) == 11)
    #expect(document.utf8Offset(of: LSPPosition(line: 40, character: 0), encoding: .utf16) == 14)
  }

  @Test("scanner locations count scalars from 1")
  func locations() {
    let location = SourceLocation(line: 1, column: 4)
    #expect(document.position(of: location, encoding: .utf16) == LSPPosition(line: 0, character: 4))
    #expect(document.location(of: LSPPosition(line: 0, character: 4), encoding: .utf16) == location)
  }

  @Test("incremental changes apply in order; a change without a range replaces the text")
  func changes() {
    var changed = document
    changed.apply(
      [
        LSPContentChange(
          range: LSPRange(
            start: LSPPosition(line: 0, character: 1), end: LSPPosition(line: 0, character: 4)),
          text: "-"),
        LSPContentChange(
          range: LSPRange(
            start: LSPPosition(line: 1, character: 0), end: LSPPosition(line: 2, character: 0)),
          text: ""),
      ], version: 2, encoding: .utf16)
    #expect(changed.text == "a-b\r\ny\n")
    #expect(changed.version == 2)
    #expect(changed.lineCount == 3)
    changed.apply([LSPContentChange(range: nil, text: "new")], version: 3, encoding: .utf16)
    #expect(changed.text == "new")
    #expect(changed.lineCount == 1)
  }

  @Test("a range at the end appends; a range past the end is the end; a reversed range inserts")
  func changesAtTheEdges() {
    func change(_ start: (Int, Int), _ end: (Int, Int), _ text: String) -> LSPContentChange {
      LSPContentChange(
        range: LSPRange(
          start: LSPPosition(line: start.0, character: start.1),
          end: LSPPosition(line: end.0, character: end.1)), text: text)
    }
    var changed = document
    // The last line is empty (the text ends in a line break): its start is the end.
    changed.apply([change((3, 0), (3, 0), "z😀")], version: 2, encoding: .utf16)
    #expect(changed.text == "aé😀b\r\nx\ry\nz😀")
    #expect(changed.lineCount == 4)
    // Past the last line and past a line's end: clamped, never out of the text.
    changed.apply([change((2, 9), (90, 4), "!")], version: 3, encoding: .utf16)
    #expect(changed.text == "aé😀b\r\nx\ry!")
    // An end before the start replaces nothing.
    changed.apply([change((0, 4), (0, 1), "+")], version: 4, encoding: .utf16)
    #expect(changed.text == "aé😀+b\r\nx\ry!")
    #expect(changed.line(0) == "aé😀+b")
  }

  @Test("file URIs become paths, other schemes none; a path is inside its root folder by folder")
  func uris() {
    #expect(DocumentURI.path(of: "file:///p/My%20App/a.swift") == "/p/My App/a.swift")
    #expect(DocumentURI.path(of: "untitled:Untitled-1") == nil)
    #expect(DocumentURI.path(of: "file:///p/x/../../etc/passwd") == "/etc/passwd")
    #expect(DocumentURI.path("/p/app/a.swift", isInside: "/p/app"))
    #expect(!DocumentURI.path("/p/apple/a.swift", isInside: "/p/app"))
    #expect(!DocumentURI.path("/p/app/../x", isInside: "/p/app"))
  }
}
