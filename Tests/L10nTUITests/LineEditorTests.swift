import L10nTUI
import Testing

@Suite struct LineEditorTests {
  @Test("the cursor moves by grapheme cluster")
  func graphemes() {
    var editor = LineEditor("a👋🏽e\u{301}")
    editor.moveLeft()
    editor.deleteBackward()
    #expect(editor.text == "ae\u{301}")
    editor.moveToStart()
    editor.insert("→")
    #expect(editor.text == "→ae\u{301}")
    editor.moveToEnd()
    editor.deleteBackward()
    #expect(editor.text == "→a")
  }

  @Test("word and line deletions")
  func deletions() {
    var editor = LineEditor("Hello big world")
    editor.deleteWordBackward()
    #expect(editor.text == "Hello big ")
    editor.moveLeft()
    editor.moveLeft()
    editor.deleteToEnd()
    #expect(editor.text == "Hello bi")
    editor.moveLeft()
    editor.deleteToStart()
    #expect(editor.text == "i")
    editor.deleteForward()
    #expect(editor.text == "")
  }

  @Test("a combining mark typed after a letter joins it")
  func combining() {
    var editor = LineEditor("e")
    editor.insert("\u{301}")
    #expect(editor.characters.count == 1)
    #expect(editor.cursor == 1)
  }
}

@Suite struct LineEditorInsertTests {
  @Test("a regional indicator typed before flags pairs up again with those after it")
  func flags() {
    var editor = LineEditor("🇩🇪🇫🇷")
    editor.moveToStart()
    editor.insert("🇺")
    #expect(editor.text == "🇺🇩🇪🇫🇷")
    #expect(Array(editor.characters) == Array(editor.text))
    #expect(editor.cursor == 1)
  }

  @Test("text typed in the middle of a long text lands at the cursor")
  func middle() {
    var editor = LineEditor(String(repeating: "ab", count: 5_000))
    for _ in 0..<3 { editor.moveLeft() }
    editor.insert("XY")
    #expect(editor.text.hasSuffix("abaXYbab"))
    #expect(editor.cursor == 10_000 - 3 + 2)
  }
}

@Suite struct LineEditorClusterTests {
  static let texts = [
    "", "plain ascii", "a\r\nb\r\n", "\r\n\r", "e\u{301}x", "a👋🏽b", "日本語のテキスト", "🇩🇪🇫🇷x",
    "mixed: café \r\n 日本 👨‍👩‍👧 a\u{308}\u{301}!", String(repeating: "ab\u{301}", count: 300),
  ]

  @Test("the editor's clusters are the text's own characters", arguments: texts)
  func clusters(text: String) {
    let editor = LineEditor(text)
    #expect(Array(editor.characters) == Array(text))
    #expect(editor.cursor == text.count)
    #expect(editor.text.utf8.elementsEqual(text.utf8))
  }

  @Test("edits in the middle keep the clusters and the text in step", arguments: texts)
  func edits(text: String) {
    var editor = LineEditor(text)
    var expected = Array(text)
    for _ in 0..<(expected.count / 2) { editor.moveLeft() }
    let middle = expected.count - expected.count / 2
    editor.insert("日x")
    expected.insert(contentsOf: ["日", "x"], at: middle)
    editor.deleteBackward()
    expected.remove(at: middle + 1)
    editor.deleteForward()
    if middle + 1 < expected.count { expected.remove(at: middle + 1) }
    #expect(editor.text == String(expected))
    #expect(Array(editor.characters) == Array(editor.text))
    #expect(editor.cursor == middle + 1)
  }
}
