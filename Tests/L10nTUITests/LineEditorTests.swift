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
    #expect(editor.characters == Array(editor.text))
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
