import Foundation
import L10nFormats
import L10nModel
import Testing

@testable import L10nSession
@testable import L10nTUI

@Suite("Reviewing a save, and long messages")
struct ReviewTests {
  /// `count` files, each with one hunk of a changed line and one of `lines` added lines.
  static func files(_ count: Int = 2, lines: Int = 30, text: String = "value") -> [FileReview] {
    (0..<count).map { index in
      let old = (1...40).map { "\"key.\($0)\" = \"\(text) \($0)\";"[...] }
      var new = old
      new[1] = "\"key.2\" = \"changed\";"
      new += (1...lines).map { "\"added.\($0)\" = \"\(text)\";"[...] }
      return FileReview(path: "l\(index).lproj/File.strings", diff: TextDiff(old: old, new: new))
    }
  }

  /// A state with one unsaved edit, its review open on `files` (as the session answers).
  static func reviewing(
    _ files: [FileReview] = files(), width: Int = 100, height: Int = 20
  ) throws -> EditorState {
    var state = try Fixtures.sampleState(width: width, height: height)
    Fixtures.press(&state, [.key(.enter), .key(.end), .character("!"), .key(.enter)])
    #expect(Fixtures.press(&state, [.character("S")]) == [.review(state.dirtyFiles.sorted())])
    _ = state.reduce(.reviewed(files))
    return state
  }

  @Test("S with nothing unsaved says so; with edits the session is asked, and Esc closes")
  func opens() throws {
    var state = try Fixtures.sampleState()
    #expect(Fixtures.press(&state, [.character("S")]).isEmpty)
    #expect(state.mode == .normal)
    #expect(state.message == "Nothing to save: nothing to review")
    Fixtures.press(&state, [.key(.enter), .key(.end), .character("!"), .key(.enter)])
    #expect(state.dirtyFiles.count == 1)
    #expect(Fixtures.press(&state, [.character("S")]) == [.review(state.dirtyFiles.sorted())])
    #expect(state.mode == .reviewing(scroll: 0, fromQuitPrompt: false))
    #expect(Renderer.render(state).text.contains("Comparing with the files on disk…"))
    _ = state.reduce(.reviewed(Self.files(1)))
    #expect(state.review?.files.count == 1)
    #expect(Renderer.render(state).text.contains("Saving writes 1 file: +31 −1 lines"))
    Fixtures.press(&state, [.key(.escape)])
    #expect(state.mode == .normal)
    #expect(state.review == nil)
    #expect(state.hasUnsavedChanges)
    // A late answer, with the review closed, is dropped.
    _ = state.reduce(.reviewed(Self.files(1)))
    #expect(state.review == nil && state.mode == .normal)
  }

  @Test("scrolling and moving between files, within bounds")
  func scrolling() throws {
    var state = try Self.reviewing()
    let review = try #require(state.review)
    let maximum = review.lines.count - 19
    let starts = review.fileStarts
    #expect(starts.count == 2)
    func scroll(after keys: [KeyEvent]) -> Int? {
      Fixtures.press(&state, keys)
      guard case .reviewing(let scroll, false) = state.mode else { return nil }
      return scroll
    }
    #expect(scroll(after: [.key(.up)]) == 0)
    #expect(scroll(after: [.character("j"), .key(.down)]) == 2)
    #expect(scroll(after: [.character("k")]) == 1)
    #expect(scroll(after: [.character("G")]) == maximum)
    #expect(scroll(after: [.key(.down)]) == maximum)
    #expect(scroll(after: [.character("g")]) == 0)
    #expect(scroll(after: [.character(" ")]) == 18)
    #expect(scroll(after: [.key(.pageUp)]) == 0)
    #expect(scroll(after: [.key(.pageDown), .key(.pageUp)]) == 0)
    #expect(scroll(after: [.character("]")]) == starts[0])
    #expect(scroll(after: [.character("n")]) == min(starts[1], maximum))
    #expect(scroll(after: [.character("n")]) == min(starts[1], maximum))
    #expect(scroll(after: [.character("N")]) == starts[0])
    #expect(scroll(after: [.character("[")]) == starts[0])
    #expect(scroll(after: [.character("x")]) == starts[0])
    let bottom = Renderer.render(state).text(ofRow: 19)
    #expect(bottom.contains("] [ file · s save · Esc q close"))
    #expect(bottom.contains("file 1 of 2 · lines \(starts[0] + 1)–\(starts[0] + 19) of"))
  }

  @Test("s in the review saves the unsaved files and goes back to the grid")
  func saves() throws {
    var state = try Self.reviewing()
    let dirty = state.dirtyFiles.sorted()
    #expect(Fixtures.press(&state, [.character("s")]) == [.save(dirty)])
    #expect(state.mode == .normal)
    #expect(state.review == nil)
  }

  @Test("from the quit prompt: r reviews, closing goes back to the prompt, c to the grid")
  func fromQuitPrompt() throws {
    var state = try Self.reviewing()
    Fixtures.press(&state, [.character("q")])
    #expect(state.mode == .normal)
    Fixtures.press(&state, [.character("q")])
    #expect(state.isAsking(Command.QuitPrompt.self))
    #expect(Renderer.render(state).text(ofRow: 19).contains("r review"))
    #expect(Fixtures.press(&state, [.character("r")]) == [.review(state.dirtyFiles.sorted())])
    #expect(state.mode == .reviewing(scroll: 0, fromQuitPrompt: true))
    _ = state.reduce(.reviewed(Self.files()))
    Fixtures.press(&state, [.character("j"), .character("q")])
    #expect(state.isAsking(Command.QuitPrompt.self))
    Fixtures.press(&state, [.character("c")])
    #expect(state.mode == .normal)
  }

  @Test("the screen: summary, a stat line per file, − red and + green with their signs")
  func screen() throws {
    let state = try Self.reviewing(width: 80, height: 24)
    let screen = Renderer.render(state)
    let rows = (0..<24).map { screen.text(ofRow: $0) }
    #expect(rows[0].hasPrefix("Saving writes 2 files: +62 −2 lines"))
    #expect(rows[1].hasPrefix(" l0.lproj/File.strings │ +31 −1"))
    #expect(rows[2].hasPrefix(" l1.lproj/File.strings │ +31 −1"))
    #expect(rows[4].hasPrefix(" l0.lproj/File.strings  +31 −1  (file 1 of 2)"))
    #expect(rows[5].hasPrefix("@@ -1,5 +1,5 @@"))
    #expect(rows[6].hasPrefix(" \"key.1\" = \"value 1\";"))
    #expect(rows[7].hasPrefix("-\"key.2\" = \"value 2\";"))
    #expect(rows[8].hasPrefix("+\"key.2\" = \"changed\";"))
    #expect(screen[0, 7].style.foreground == .red)
    #expect(screen[0, 8].style.foreground == .green)
    #expect(screen[0, 6].style.foreground == nil)
    var plain = state
    plain.usesColor = false
    let monochrome = Renderer.render(plain)
    #expect(monochrome.cells.allSatisfy { $0.style.foreground == nil })
    #expect(monochrome.text(ofRow: 7).hasPrefix("-\"key.2\""))
  }

  @Test("a long path loses its start, never the language folder and the file name")
  func longPaths() throws {
    let path =
      "Stats/Supporting Files/Very/Deep/Folders/Of/The/App/zh-Hans.lproj/Localizable.strings"
    let files = [
      FileReview(path: path, diff: TextDiff(old: ["\"a\" = \"1\";"], new: ["\"a\" = \"2\";"]))
    ]
    let state = try Self.reviewing(files, width: 60, height: 20)
    let screen = Renderer.render(state)
    #expect(screen.text(ofRow: 1).hasPrefix(" …"))
    #expect(screen.text(ofRow: 1).contains("zh-Hans.lproj/Localizable.strings │ +1 −1"))
    #expect(
      screen.text(ofRow: 3).contains("zh-Hans.lproj/Localizable.strings  +1 −1  (file 1 of 1)"))
  }

  @Test("long lines, wide characters and control characters are cut to the width")
  func longLines() throws {
    let wide = String(repeating: "翻訳テキスト", count: 40) + "\t\u{1B}[2J"
    let state = try Self.reviewing(Self.files(1, lines: 3, text: wide), width: 60, height: 20)
    let screen = Renderer.render(state)
    for y in 0..<20 {
      let row = screen.text(ofRow: y)
      #expect(TextWidth.width(of: row) == 60, "row \(y)")
    }
    #expect(screen.text.contains("+\"added.1\" = \"翻訳テキスト"))
    #expect(screen.text(ofRow: 9).hasSuffix("…") || screen.text(ofRow: 9).hasSuffix("… "))
    #expect(!screen.cells.contains { $0.text.unicodeScalars.contains { $0.value < 0x20 } })
  }

  @Test("a save message too long for the bottom line: a short form there, v lists the files")
  func longSaveMessage() throws {
    var state = try Fixtures.sampleState(width: 60, height: 20)
    let files = Array(0..<6)
    _ = state.reduce(.saved(files, written: files))
    #expect(state.message == "Saved 6 files — v lists them")
    #expect(Renderer.render(state).text(ofRow: 19).hasPrefix("Saved 6 files — v lists them"))
    Fixtures.press(&state, [.character("v")])
    #expect(state.mode == .readingMessage(0))
    let text = Renderer.render(state).text
    #expect(text.hasPrefix(" Saved 6 files:"))
    for index in files { #expect(text.contains("   " + state.project.files[index].relativePath)) }
    Fixtures.press(&state, [.key(.escape)])
    #expect(state.mode == .normal)
    // A short list stays on the bottom line.
    _ = state.reduce(.saved([0], written: [0]))
    #expect(state.message == "Saved 1 file: \(state.project.files[0].relativePath)")
  }

  @Test("any message too long is cut with the key that shows it; v shows it wrapped")
  func longMessage() throws {
    var state = try Fixtures.sampleState(width: 60, height: 20)
    let words = (1...40).map { "word\($0)" }
    _ = state.reduce(.notice(words.joined(separator: " ")))
    let bottom = Renderer.render(state).text(ofRow: 19)
    #expect(bottom.contains("…  v shows all"))
    #expect(TextWidth.width(of: bottom.trimmingCharacters(in: .whitespaces)) <= 59)
    Fixtures.press(&state, [.character("v")])
    let text = Renderer.render(state).text
    for word in words { #expect(text.contains(word)) }
    Fixtures.press(&state, [.character("q")])
    #expect(state.mode == .normal)
    // The message stays available after the bottom line is cleared.
    Fixtures.press(&state, [.character("j"), .character("v")])
    #expect(state.mode == .readingMessage(0))
  }

  @Test("v before any message says there is none")
  func noMessage() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.character("v")])
    #expect(state.mode == .normal)
    #expect(state.message == "No message yet")
  }
}

@Suite("Reviewing a save in a session on the memory backend")
struct ReviewSessionTests {
  static func run(_ root: String, _ events: [KeyEvent]) throws -> EditorSession<MemoryBackend> {
    let project = try ProjectLoader.load(root)
    var session = EditorSession(
      state: EditorState(project: project, title: root, width: 100, height: 30),
      backend: MemoryBackend(width: 100, height: 30, events: events))
    session.run()
    return session
  }

  static let edit: [KeyEvent] = [.key(.enter), .key(.end)] + Fixtures.type(" 確認") + [.key(.enter)]

  @Test("S shows the line on disk and the line the save writes; s from there writes it")
  func reviewThenSave() throws {
    let root = try Fixtures.sampleCopy()
    let path = root + "/en.lproj/Errors.strings"
    let before = try FileSystem.read(path)
    let session = try Self.run(root, Self.edit + [.character("S")])
    let text = session.backend.screen.text
    // The source edit marks its translations: the review file's lines are written too.
    #expect(text.contains("Saving writes 2 files: +"))
    #expect(text.contains(" en.lproj/Errors.strings  +1 −1  (file 1 of 2)"))
    #expect(
      text.contains("-\"error.auth.biometry_failed\" = \"Face ID couldn't verify your identity.\";")
    )
    #expect(
      text.contains(
        "+\"error.auth.biometry_failed\" = \"Face ID couldn't verify your identity. 確認\";"))
    #expect(try FileSystem.read(path) == before)  // reviewing writes nothing

    let saved = try Self.run(root, Self.edit + [.character("S"), .character("s")])
    let after = String(decoding: try FileSystem.read(path), as: UTF8.self)
    #expect(after.contains("identity. 確認\";"))
    // The source edit marked its translations needing review: the review file is written too.
    #expect(
      saved.backend.screen.text.contains(
        "Saved 1 file: en.lproj/Errors.strings · review states: .l10nedit-review"))
    #expect(!saved.state.hasUnsavedChanges)
  }

  /// A session at height 60 on `root` after `events`: the review screen's text.
  static func reviewed(_ root: String, _ events: [KeyEvent]) throws -> String {
    let project = try ProjectLoader.load(root)
    var session = EditorSession(
      state: EditorState(project: project, title: root, width: 120, height: 60),
      backend: MemoryBackend(width: 120, height: 60, events: events + [.character("S")]))
    session.run()
    return session.backend.screen.text
  }

  @Test("S shows the review file's lines a source edit adds, as a new file")
  func reviewFileAdded() throws {
    let root = try Fixtures.sampleCopy()
    let text = try Self.reviewed(root, Self.edit)
    #expect(text.contains(" .l10nedit-review  +"))
    #expect(text.contains("(file 2 of 2)"))
    #expect(text.contains("! a new file"))
    #expect(
      text.contains(
        "+Errors⇥error.auth.biometry_failed⇥de⇥⇥needs-review⇥source-changed⇥Face ID couldn't"))
    #expect(!FileManager.default.fileExists(atPath: root + "/.l10nedit-review"))
  }

  @Test("S on a change of review states alone shows the review file, with the lines it drops")
  func reviewFileChangedAndDropped() throws {
    let root = try Fixtures.sampleCopy()
    // A review file as a save writes it (an Arabic cell marked), and a line whose key is gone.
    var project = try ProjectLoader.load(root)
    let grid = try #require(project.gridIndex(of: TableID("Errors")))
    let arabic = project.cellID(
      grid: grid, row: 0, column: try #require(project.column(of: LanguageID("ar"))))
    _ = try project.apply([.setReview(arabic, nil, .needsReview(.markedByHand))])
    _ = try ProjectWriter.save(project, files: [])
    let gone = "Errors\tno.such.key\tde\t\tneeds-review\tby-hand\n"
    let path = root + "/.l10nedit-review"
    try Data(try FileSystem.read(path) + Array(gone.utf8)).write(to: URL(fileURLWithPath: path))
    // `m` on the first translation, the Arabic one, marks it reviewed: its line goes.
    let text = try Self.reviewed(root, [.key(.right), .character("m")])
    #expect(text.contains("Saving writes 1 file: +0 −2 lines"))
    #expect(text.contains(" .l10nedit-review  +0 −2  (file 1 of 1)"))
    #expect(text.contains("! 1 line dropped: its cell no longer exists"))
    #expect(text.contains("-Errors⇥\(arabic.key.text)⇥ar⇥⇥needs-review⇥by-hand"))
    #expect(text.contains("-Errors⇥no.such.key⇥de⇥⇥needs-review⇥by-hand"))
  }

  @Test("a file stored as UTF-16 and unsorted: the review says so and shows the re-sort")
  func utf16() throws {
    let root = try Fixtures.sampleCopy()
    let path = root + "/de.lproj/Extra.strings"
    let text = "\"b\" = \"B\";\n\"a\" = \"A\";\n"
    try Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
      .write(to: URL(fileURLWithPath: path))
    try Data("\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8)
      .write(to: URL(fileURLWithPath: root + "/en.lproj/Extra.strings"))
    let project = try ProjectLoader.load(root)
    var state = EditorState(project: project, title: root, width: 100, height: 30)
    let grid = try #require(project.grids.firstIndex { $0.table == TableID("Extra") })
    let column = try #require(project.column(of: LanguageID("de")))
    let cell = project.cellID(grid: grid, row: 0, column: column)
    _ = try state.document.apply([.setText(cell, "Ä")])
    var session = EditorSession(
      state: state, backend: MemoryBackend(width: 100, height: 30, events: [.character("S")]))
    session.run()
    let screen = session.backend.screen.text
    #expect(screen.contains("! stored as UTF-16 (little-endian, with a byte order mark) on disk"))
    #expect(screen.contains("+\"a\" = \"Ä\";"))
    #expect(screen.contains("-\"a\" = \"A\";"))
  }
}
