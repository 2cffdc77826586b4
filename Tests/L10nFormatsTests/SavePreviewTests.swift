import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// `SavePreview`: the file on disk against the bytes a save writes, as lines and notes.
@Suite struct SavePreviewTests {
  static let sorted = Array("\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8)

  @Test("one changed value: one line out, one in, nothing else to say")
  func oneLine() {
    let preview = SavePreview(
      onDisk: Array("\"a\" = \"A\";\n\"b\" = \"old\";\n".utf8), written: Self.sorted)
    #expect(preview.notes.isEmpty)
    #expect(!preview.isUnchanged)
    #expect(
      preview.diff.hunks.first?.lines == [
        .init(.context, "\"a\" = \"A\";"), .init(.removed, "\"b\" = \"old\";"),
        .init(.added, "\"b\" = \"B\";"),
      ])
  }

  @Test("no file yet: every line is added, and the note says it is new")
  func newFile() {
    let preview = SavePreview(onDisk: nil, written: Self.sorted)
    #expect(preview.notes == ["a new file"])
    #expect(preview.diff.added == 2 && preview.diff.removed == 0)
    #expect(preview.diff.hunks.first?.header == "@@ -0,0 +1,2 @@")
  }

  @Test("UTF-16 on disk compares by text: no line changes, a note about the encoding")
  func utf16() {
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in String(decoding: Self.sorted, as: UTF8.self).utf16 {
      utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    let preview = SavePreview(onDisk: utf16, written: Self.sorted)
    #expect(preview.diff.isEmpty)
    #expect(preview.notes.count == 1)
    #expect(preview.notes.first?.contains("UTF-16 (little-endian, with a byte order mark)") == true)
  }

  @Test("CRLF on disk, no final line break: notes, and the lines still compare")
  func lineBreaks() {
    let preview = SavePreview(
      onDisk: Array("\"a\" = \"A\";\r\n\"b\" = \"B\";".utf8), written: Self.sorted)
    #expect(preview.diff.isEmpty)
    #expect(
      preview.notes == ["line breaks change from CRLF to LF", "the last line gets a line break"])
  }

  /// As Editor.md says: a file keeps its own line breaks, so a CRLF file saved as CRLF has no
  /// line-break note, only its changed line.
  @Test("a CRLF file saved with CRLF: no line-break note, the changed line alone")
  func crlfKept() {
    let preview = SavePreview(
      onDisk: Array("\"a\" = \"A\";\r\n\"b\" = \"B\";\r\n".utf8),
      written: Array("\"a\" = \"A\";\r\n\"b\" = \"B!\";\r\n".utf8))
    #expect(preview.notes.isEmpty)
    #expect(preview.diff.hunks.count == 1)
  }

  @Test("the same bytes: no hunk, and the note says the file is left alone")
  func unchanged() {
    let preview = SavePreview(onDisk: Self.sorted, written: Self.sorted)
    #expect(preview.isUnchanged)
    #expect(preview.diff.isEmpty)
    #expect(preview.notes == ["the file already holds these bytes: it is not written"])
  }

  @Test("the bytes a save would write are the bytes it writes, for every format")
  func bytesAreWritten() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/A.strings": "\"z\" = \"Z\";\n\"a\" = \"A\";\n",
      "fr.lproj/A.strings": "\"a\" = \"A fr\";\n",
    ])
    var project = try folder.load()
    let french = try #require(project.files.firstIndex { $0.relativePath == "fr.lproj/A.strings" })
    let cell = project.cellID(grid: 0, row: 0, column: project.languages.count - 1)
    _ = try project.apply([.setText(cell, "changé")])
    let indices = Array(project.files.indices)
    let expected = indices.map { ProjectWriter.bytes(of: project, file: $0) }
    let english = try folder.read("en.lproj/A.strings")
    let preview = SavePreview(
      onDisk: english, written: try #require(expected[1 - french]))
    #expect(preview.diff.added == 1 && preview.diff.removed == 1)  // sorted on save
    _ = try ProjectWriter.save(project, files: indices)
    for index in indices {
      #expect(try folder.read(project.files[index].relativePath) == expected[index])
    }
  }
}
