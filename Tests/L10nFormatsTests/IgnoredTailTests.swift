import Foundation
import L10nFormats
import L10nModel
import Testing

/// Files Apple's reader stops reading early: l10nedit reads what it reads.
///
/// It keeps the rest byte for byte and says where it stopped; where Apple gives an error, so
/// does l10nedit. Each case is checked against Foundation's own reading.
@Suite("Files Apple's reader stops reading early")
struct IgnoredTailTests {
  /// Texts Foundation reads, stopping early, with what it is expected to say and where.
  static let stopping: [(text: String, reason: String, at: String)] = [
    ("\"a\" = \"1\";;\"b\" = \"2\";\n", "a second ';'", "1:11"),
    ("\"a\" = \"1\";\n}\n\"b\" = \"2\";\n", "'}', which no key starts with", "2:1"),
    ("\"a\" = \"1\";\n= \"2\";\n", "'=', which no key starts with", "2:1"),
    ("\"a\" = \"1\";\n#\n\"b\" = \"2\";\n", "'#', which no key starts with", "2:1"),
    ("\"a\" = \"1\";\n(\"x\")\n", "'(', which no key starts with", "2:1"),
    ("\"a\" = \"1\";\né = \"2\";\n", "U+00E9, which no key starts with", "2:1"),
    ("\"a\" = \"1\";\u{FEFF}\"b\" = \"2\";", "U+FEFF, which no key starts with", "1:11"),
    ("\"a\" = \"1\";\n\"b = 2;\nc = 3;\n", "a key whose string is never closed", "2:1"),
    ("\"a\" = \"1\";\n'b\n", "a key whose string is never closed", "2:1"),
    ("\"a\" = \"1\";\n/* open\n\"b\" = \"2\";\n", "this unterminated comment", "2:1"),
    ("\"a\" = \"1\"; /*", "this unterminated comment", "1:12"),
  ]

  /// Texts both readers refuse.
  static let refused = [
    "\"a\" = \"1\";\n\"b\" = \"x", "\"a\" = \"1\";\n\"b\"", "\"a\" = \"1\";\n\"b\" =",
    "\"a\" = \"1\"", "\"a\" = \"1\";\n\"b\" /* x", ";\"a\" = \"1\";", "@ \"a\" = \"1\";",
    "\u{0}\"a\" = \"1\";", "\"a\" = \"1\" \"b\" = \"2\";", "\"a\" = \"1\";\na+b = c;",
  ]

  @Test("the entries Foundation reads, the place it stops, the rest kept", arguments: stopping)
  func stops(_ example: (text: String, reason: String, at: String)) throws {
    let bytes = Array(example.text.utf8)
    let foundation = try #require(FoundationAgreementTests.foundationMap(bytes))
    let document = try StringsFileReader.read(bytes, path: "de.lproj/A.strings")
    #expect(FoundationAgreementTests.pairs(EffectiveMap(document).values) == foundation)
    let tail = try #require(document.ignoredTail)
    #expect(tail.reason.contains(example.reason), "\(tail.reason)")
    #expect(tail.location.description == example.at)
    #expect(tail.path == "de.lproj/A.strings")
    // Nothing edited: the bytes come back as they were.
    #expect(StringsWriter.render(document, order: .keepOrder) == bytes)
  }

  @Test(
    "a key added goes before the ignored text, so that Foundation reads it", arguments: stopping)
  func addedKeyIsRead(_ example: (text: String, reason: String, at: String)) throws {
    let bytes = Array(example.text.utf8)
    for order in [WriteOrder.keepOrder, .sorted] {
      var document = try StringsFileReader.read(bytes, path: "A.strings")
      _ = document.appendEntry(key: LocalizationKey("new"), value: "Neu")
      let written = StringsWriter.render(document, order: order)
      var expected = try #require(FoundationAgreementTests.foundationMap(bytes))
      expected.append(.init(key: Array("new".unicodeScalars), value: Array("Neu".unicodeScalars)))
      #expect(FoundationAgreementTests.foundationMap(written) == expected.sorted(), "\(order)")
      // Read again: the same entries, the same place to stop, and writing again changes nothing.
      let reread = try StringsFileReader.read(written, path: "A.strings")
      #expect(reread.ignoredTail?.reason == document.ignoredTail?.reason)
      #expect(StringsWriter.render(reread, order: order) == written)
    }
  }

  @Test("what Foundation refuses is refused, with a place", arguments: refused)
  func refuses(_ text: String) {
    let bytes = Array(text.utf8)
    #expect(FoundationAgreementTests.foundationMap(bytes) == nil)
    #expect(throws: ParseError.self) { try StringsFileReader.read(bytes, path: "A.strings") }
  }

  /// Entries in `{ … }`, which Foundation reads too (strictly: nothing stops it early there).
  static let braced: [(text: String, count: Int?)] = [
    ("{ \"a\" = \"1\"; }", 1),
    ("/* c */\n{\n\"a\" = \"1\";\n\n\"b\" = \"2\";\n}\n", 2),
    ("/* c */\n\n{\n\n/* A */\n\"a\" = \"1\";\n} // end\n", 1),
    ("{ a; }", 1),
    ("{}", 0),
    ("{ \"a\" = \"1\";; \"b\" = \"2\"; }", nil),
    ("{ \"a\" = \"1\"; # }", nil),
    ("{ \"a\" = \"1\";", nil),
    ("{ \"a\" = \"1\"; /* x", nil),
    ("{ \"a\" = \"1\"; } @@", nil),
    ("{ \"a\" = \"1\" }", nil),
    ("{ \"a\" = \"1\"; }\n\"b\" = \"2\";", nil),
  ]

  @Test(
    "entries in braces: read as Foundation reads them, braces kept, a key added inside",
    arguments: braced)
  func braces(_ example: (text: String, count: Int?)) throws {
    let bytes = Array(example.text.utf8)
    let foundation = FoundationAgreementTests.foundationMap(bytes)
    guard let count = example.count else {
      #expect(foundation == nil)
      #expect(throws: ParseError.self) { try StringsFileReader.read(bytes, path: "A.strings") }
      return
    }
    #expect(foundation?.count == count)
    var document = try StringsFileReader.read(bytes, path: "A.strings")
    #expect(FoundationAgreementTests.pairs(EffectiveMap(document).values) == foundation)
    #expect(document.ignoredTail == nil)
    #expect(StringsWriter.render(document, order: .keepOrder) == bytes)
    _ = document.appendEntry(key: LocalizationKey("new"), value: "Neu")
    for order in [WriteOrder.keepOrder, .sorted] {
      let written = StringsWriter.render(document, order: order)
      #expect(FoundationAgreementTests.foundationMap(written)?.count == count + 1, "\(order)")
      let reread = try StringsFileReader.read(written, path: "A.strings")
      #expect(StringsWriter.render(reread, order: order) == written)
    }
  }

  @Test("a conflict marker after an entry stays an error")
  func conflictMarker() {
    let text =
      "\"a\" = \"1\";\n<<<<<<< ours\n\"b\" = \"2\";\n=======\n\"b\" = \"3\";\n>>>>>>> theirs\n"
    #expect(throws: ParseError.self) {
      try StringsFileReader.read(Array(text.utf8), path: "A.strings")
    }
  }

  @Test("a whole file has no ignored tail")
  func wholeFile() throws {
    let document = try StringsFileReader.read(
      Array("/* c */\n\"a\" = \"1\";\n// end\n".utf8), path: "A.strings")
    #expect(document.ignoredTail == nil)
  }
}

extension IgnoredTailTests {
  @Test("git's merge driver merges such a file key by key, its tail kept, a key added read")
  func merge() throws {
    let tail = "\"unterminated\n"
    let merged = try FileMergeTests.merge(
      "\"a\" = \"1\";\n\"b\" = \"2\";\n" + tail, "\"a\" = \"1 ours\";\n\"b\" = \"2\";\n" + tail,
      "\"a\" = \"1\";\n\"b\" = \"2 theirs\";\n\"c\" = \"3\";\n" + tail)
    #expect(merged.conflicts.isEmpty)
    #expect(
      FileMergeTests.text(merged)
        == "\"a\" = \"1 ours\";\n\"b\" = \"2 theirs\";\n\"c\" = \"3\";\n" + tail)
    #expect(FoundationAgreementTests.foundationMap(merged.bytes)?.count == 3)
  }
}

extension IgnoredTailTests {
  @Test("a merge that would leave the never-read text at the file's start is left to git")
  func mergeLeavingOnlyTheTail() throws {
    // OURS deleted "a" and ends in text Apple never reads; THEIRS changed "a" and deleted "b":
    // OURS's side of the conflict would be that text alone, which Apple refuses.
    let base = Array("\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8)
    let ours = Array("\"b\" = \"B\";\n\\U00e9 never read\n".utf8)
    let theirs = Array("\"a\" = \"A4\";\n".utf8)
    #expect(throws: FileMerge.Failure.self) {
      try FileMerge.merge(
        base: MergeInput(bytes: base, path: "base"), ours: MergeInput(bytes: ours, path: "ours"),
        theirs: MergeInput(bytes: theirs, path: "theirs"), path: "de.lproj/L.strings")
    }
    // With an entry left before it, the same text merges and each side reads.
    let kept = Array("\"b\" = \"B\";\n\"c\" = \"C\";\n\\U00e9 never read\n".utf8)
    let merged = try FileMerge.merge(
      base: MergeInput(bytes: base + Array("\"c\" = \"C\";\n".utf8), path: "base"),
      ours: MergeInput(bytes: kept, path: "ours"),
      theirs: MergeInput(bytes: theirs + Array("\"c\" = \"C\";\n".utf8), path: "theirs"),
      path: "de.lproj/L.strings")
    let split = try #require(ConflictMarkers.split(merged.bytes))
    #expect(throws: Never.self) { try StringsFileReader.read(split.ours, path: "A.strings") }
  }
}

extension IgnoredTailTests {
  @Test("deleting a file's last entry before never-read text is refused, nothing changed")
  func lastEntryBeforeTail() throws {
    let bytes = Array("\"a\" = \"1\";\n\\U00e9 never read\n".utf8)
    var document = try StringsFileReader.read(bytes, path: "de.lproj/A.strings")
    #expect(document.ignoredTail != nil)
    let context = CellEditContext(sourceLanguage: LanguageID("en"))
    #expect(throws: EditError.self) {
      try document.apply(.deleteKey(TableID("A"), LocalizationKey("a")), context: context)
    }
    #expect(StringsWriter.render(document, order: .keepOrder) == bytes)
    // With another entry left, the key goes and the file still reads as Foundation reads it.
    var two = try StringsFileReader.read(Array("\"b\" = \"2\";\n".utf8) + bytes, path: "A.strings")
    _ = try two.apply(.deleteKey(TableID("A"), LocalizationKey("b")), context: context)
    let written = StringsWriter.render(two, order: .keepOrder)
    #expect(written == bytes)
    #expect(FoundationAgreementTests.foundationMap(written)?.count == 1)
  }
}
