import Testing

@testable import L10nLanguageServer

@Suite("Text edits between two texts")
struct TextChangesTests {
  /// Applies the edits and checks they give `new`.
  func check(_ old: String, _ new: String, encoding: PositionEncoding = .utf16)
    -> [LSPTextEdit]
  {
    let edits = TextChanges.edits(from: old, to: new, encoding: encoding)
    #expect(WorkspaceEditApplier.apply(edits, to: old, encoding: encoding) == new)
    return edits
  }

  @Test("a changed word is one edit of that word, after non-ASCII text, in every encoding")
  func word() {
    let old = "\"é😀\" = \"a\";\n\"漢字 key\" = \"b\";\n\"z\" = \"c\";\n"
    let new = "\"é😀\" = \"a\";\n\"漢字 door\" = \"b\";\n\"z\" = \"c\";\n"
    for encoding in PositionEncoding.allCases {
      let edits = check(old, new, encoding: encoding)
      #expect(edits.count == 1)
      #expect(edits.first?.newText == "door")
    }
    let utf16 = TextChanges.edits(from: old, to: new, encoding: .utf16)
    // Line 1: `"漢字 ` is 4 UTF-16 units.
    #expect(
      utf16.first?.range
        == LSPRange(
          start: LSPPosition(line: 1, character: 4), end: LSPPosition(line: 1, character: 7)))
  }

  @Test("lines added, removed, moved; at the start and the end; a last line without a break")
  func lines() {
    #expect(check("a\nb\n", "a\nb\n").isEmpty)
    _ = check("a\nb\nc\n", "x\na\nb\nc\n")
    _ = check("a\nb\nc\n", "a\nb\nc\nd\n")
    _ = check("a\nb\nc", "a\nb\nc\n")
    _ = check("a\nb\nc\n", "a\nc\n")
    _ = check("a\nb\nc\nd\n", "a\nc\nd\nb\n")
    _ = check("", "a\n")
    _ = check("a\n", "")
    #expect(check("one\ntwo\nthree\nfour\nfive\n", "one\n2\nthree\nfour\n5\n").count == 2)
  }

  @Test("an edit never starts inside a scalar nor between CR and LF")
  func boundaries() {
    // é and è share their first UTF-8 byte.
    let edits = check("é\r\n", "è\r\n", encoding: .utf8)
    #expect(edits.first?.range.start.character == 0)
    _ = check("a\r\nb\r\n", "a\r\r\nb\r\n")
    _ = check("a\r\nb", "a\r\n\r\nb")
  }
}
