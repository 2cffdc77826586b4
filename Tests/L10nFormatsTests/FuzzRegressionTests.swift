import Foundation
import L10nFormats
import L10nModel
import Testing

/// The inputs the fuzz targets (`Fuzz/`) found problems with, reduced, and what reading them
/// must do now.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  static let xliffStart = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff version="1.2"><file original="a" source-language="en" target-language="de"><body>
    """
  static let xliffEnd = "</body></file></xliff>\n"

  @Test(
    "XLIFF: text that is not UTF-8 or an instruction without data is an error, not a crash",
    arguments: [
      (Array("<?pi?>".utf8), 3, 1, "without data"),
      ([0x3C, 0x3F, 0x70, 0xFF, 0x69, 0x20, 0x78, 0x3F, 0x3E], 3, 4, "not UTF-8"),
      ([0x3C, 0xFF, 0xFF, 0x2F, 0x3E], 3, 2, "not UTF-8"),
      (Array("<?\n<?f?>".utf8), 4, 1, "without data"),
    ])
  func foundationCrashes(bytes: [UInt8], line: Int, column: Int, reason: String) {
    // Foundation's XMLParser on Linux crashes on each (found by FuzzXLIFF).
    let text = Array((Self.xliffStart + "\n").utf8) + bytes + Array(Self.xliffEnd.utf8)
    #expect {
      _ = try XLIFFReader.read(text, path: "de.xliff")
    } throws: { error in
      guard let error = error as? ParseError else { return false }
      return error.location == SourceLocation(line: line, column: column)
        && error.reason.contains(reason)
    }
  }

  @Test(
    "XLIFF in UTF-16 (either byte order, with or without a byte order mark): an instruction without data is an error, not a crash",
    arguments: [(true, true), (false, true), (true, false), (false, false)])
  func utf16Instruction(bigEndian: Bool, byteOrderMark: Bool) throws {
    // Foundation's XMLParser crashed (strlen on a null pointer): the UTF-16 bytes hid the
    // instruction from the check made on UTF-8.
    let text =
      Self.xliffStart.replacingOccurrences(of: "UTF-8", with: "UTF-16") + "\n<?pi?>"
      + "<trans-unit id=\"k\"><source>A</source></trans-unit>" + Self.xliffEnd
    func encoded(_ text: String) -> [UInt8] {
      ((byteOrderMark ? "\u{FEFF}" : "") + text).utf16.flatMap { unit in
        bigEndian
          ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      }
    }
    #expect {
      _ = try XLIFFReader.read(encoded(text), path: "de.xliff")
    } throws: { error in
      guard let error = error as? ParseError else { return false }
      return error.location.line == 3 && error.reason.contains("without data")
    }
    // Without the instruction it reads.
    let document = try XLIFFReader.read(
      encoded(text.replacingOccurrences(of: "<?pi?>", with: "")), path: "de.xliff")
    #expect(document.files.first?.units.map(\.source) == ["A"])
  }

  @Test("String Catalog: keys with control characters sort the same way every time")
  func controlCharacterKeys() throws {
    // FuzzXCStrings: a member key of raw NULs and other control bytes beside "pt" was read,
    // and the sorted write of the sorted write differed. Raw control characters are no JSON
    // and are refused now; escaped, they are read and sort to a fixed point.
    let controls = "\u{0}\u{0}\u{1}\u{0}\u{2}\u{11}\u{0}"
    let raw = "{\"z\": { \"p\(controls)l\" :{ },  \"pt\" :{ }}}"
    #expect(throws: ParseError.self) {
      _ = try XCStringsFileReader.read(Array(raw.utf8), path: "fuzz.xcstrings")
    }
    let escaped = controls.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined()
    let text = "{\"z\": { \"p\(escaped)l\" :{ },  \"pt\" :{ }, \"p\" : {}, \"pl\" : {}}}"
    let (sorted, again) = try Self.sortedTwice(text)
    #expect(sorted == again)
  }

  /// The sorted write of the catalog `text`, and the sorted write of that.
  static func sortedTwice(_ text: String) throws -> (sorted: [UInt8], again: [UInt8]) {
    let document = try XCStringsFileReader.read(Array(text.utf8), path: "fuzz.xcstrings")
    let sorted = XCStringsWriter.render(document, order: .sorted)
    let again = XCStringsWriter.render(
      try XCStringsFileReader.read(sorted, path: "fuzz.xcstrings"), order: .sorted)
    return (sorted, again)
  }

  @Test(
    "String Catalog: keys differing in case beside an emoji sort the same way every time, in either order"
  )
  func caseAndEmojiKeys() throws {
    // FuzzXCStrings (reduced): Foundation's locale-aware compare on Linux answered this pair
    // differently from one call to the next (each after the other, or either first), so the
    // sorted write of the sorted write differed. Foundation compares such keys with each
    // character beyond U+FFFF as U+FFFD now (`KeyOrder.collationText`).
    let upper =
      #"CCCCCCCCCCCCCCnsla0CCCCCCCCCCCCC  3\ud83d\ude00CCCCCCCCCCC  3\ud83d\ude00CCCCC3 6e  3"#
    let lower =
      #"CCCCCCCCCCCCCCnsla0CCCCCCCCcCCCC  3\ud83d\ude00CCCCCCCCCCC  3\ud83d\ude00CCCCC3 6e  3"#
    for (first, second) in [(lower, upper), (upper, lower)] {
      let text = "{\"\":{\"\":{\"\":{\"\": {\"\(first)\":5,\"\(second)\":5}}}}}"
      let (sorted, again) = try Self.sortedTwice(text)
      #expect(sorted == again)
      let upperAt = try #require(sorted.firstRange(of: Array(upper.utf8)))
      let lowerAt = try #require(sorted.firstRange(of: Array(lower.utf8)))
      #expect(lowerAt.lowerBound < upperAt.lowerBound, "as any key: c before C (zeta, Zeta)")
    }
    let (a, b) = ("x c3\u{1F600}", "x C3\u{1F600}")
    #expect(KeyOrder.xcode.precedes(a, b) != KeyOrder.xcode.precedes(b, a))
  }

  @Test(
    "String Catalog: keys equal but for DEL and U+FEFF, or that Foundation orders each before the other, sort to a fixed point from any order"
  )
  func keysFoundationMisorders() throws {
    // FuzzXCStrings (Fuzz/regressions/FuzzXCStrings/del-and-bom-key.xcstrings): a key equal to
    // another but for a run of DEL and a U+FEFF went before it in one sort and after it in the
    // next, in one process. `é.` and `eＡ` each went before the other every time, and `_`,
    // `-_`, `2😀A0` each before the next, around.
    let groups = [
      [#"error_screen.ok"#, #"er\u007f\u007f\ufeff\u007fror_screen.ok"#, "error_screen.title"],
      ["é.", "eＡ"],
      ["_", "-_", #"2\ud83d\ude00A0"#],
    ]
    for keys in groups {
      var outputs: Set<[UInt8]> = []
      for start in [keys, keys.reversed(), Array(keys.dropFirst() + keys.prefix(1))] {
        let members = start.map { "\"\($0)\":1" }.joined(separator: ",")
        let (sorted, again) = try Self.sortedTwice("{\"strings\":{\(members)}}")
        #expect(sorted == again, "\(start)")
        outputs.insert(sorted)
      }
      #expect(outputs.count == 1, "\(keys)")
    }
  }

  @Test("XLIFF: an encoding the parser does not know does not let bytes that are not UTF-8 by")
  func unknownEncoding() {
    let text =
      Array(#"<?xml version="1.0" encoding="UT|==|F-8"?>"#.utf8) + [0x0A, 0x3C, 0x66, 0xCC, 0x3E]
    #expect(throws: ParseError.self) { _ = try XLIFFReader.read(text, path: "de.xliff") }
  }

  @Test("XLIFF: '<?pi?>' in a comment or in CDATA and an instruction with data still read")
  func instructionLookalikes() throws {
    let text =
      Self.xliffStart
      + "<!-- <?pi?> --><?tool data?><trans-unit id=\"k\"><source>A</source>"
      + "<note><![CDATA[<?pi?>]]></note></trans-unit>" + Self.xliffEnd
    let document = try XLIFFReader.read(Array(text.utf8), path: "de.xliff")
    #expect(document.files.first?.units.map(\.source) == ["A"])
  }

  @Test(".strings: text starting with 'bplist' is text, a binary property list is one")
  func bplistPrefix() throws {
    // Sorted and written without its byte order mark, this file starts with `bplist00re`: it
    // was then read as a property list (Foundation parses old-style text too), read-only and
    // without its comments (FuzzStrings).
    let text = "\u{FEFF}/* c */\n\"k\" = \"v\";\nbplist00re = word;\n\"only\";\n"
    let document = try StringsFileReader.read(Array(text.utf8), path: "L.strings")
    let sorted = StringsWriter.render(document, order: .sorted)
    #expect(sorted.starts(with: Array("bplist00re".utf8)))
    let reread = try StringsFileReader.read(sorted, path: "L.strings")
    #expect(reread.encoding == .utf8)
    let comments = reread.entries.indices.map { reread.comment(at: $0) }
    #expect(comments == [nil, "c", nil])
    let binary = try PropertyListSerialization.data(
      fromPropertyList: ["bplist00re": "word"], format: .binary, options: 0)
    let fromBinary = try StringsFileReader.read(Array(binary), path: "L.strings")
    #expect(fromBinary.encoding == .binaryPropertyList)
    #expect(fromBinary.value(at: 0) == "word")
  }

  @Test("XLIFF: text in CDATA sections is read as text (it was read as empty)")
  func cdataText() throws {
    let text =
      Self.xliffStart
      + "<trans-unit id=\"k\"><source><![CDATA[<b>Save</b> & go]]></source>"
      + "<target>Sp<![CDATA[<i>ei</i>]]>chern</target><note><![CDATA[a & b]]></note>"
      + "</trans-unit>" + Self.xliffEnd
    let unit = try #require(
      try XLIFFReader.read(Array(text.utf8), path: "de.xliff").files.first?.units.first)
    #expect(unit.source == "<b>Save</b> & go")
    #expect(unit.target == "Sp<i>ei</i>chern")
    #expect(unit.note == "a & b")
  }

  @Test(
    "remote strings: an unedited file with repeated keys or languages writes back byte for byte",
    arguments: [
      #"{"en":{"a":"1","b":"2","a":"3"}}"#,
      "{\n  \"en\": {\n    \"b\": \"1\",\n    \"a\": \"2\",\n    \"b\": \"3\",\n    \"a\": \"4\"\n  }\n}\n",
      // The earlier object of a repeated language was dropped (FuzzRemoteStrings).
      #"{"ja":{"a":"1"},"en":{"b":"2"},"ja":{"c":"3"}}"#,
    ])
  func repeatedKeysKeepOrder(text: String) throws {
    // The repeated key's occurrences were written together, moving members (FuzzRemoteStrings).
    let format = RemoteStringsFormat()
    let content = try format.read(Array(text.utf8), path: "strings.json")
    #expect(format.render(content, order: .keepOrder) == Array(text.utf8))
  }

  @Test(".strings: a comment's lines are the same with CRLF and LF line ends")
  func commentLineEnds() throws {
    // With CRLF, "\r\n" (one Character) did not end a line: the next line kept its indentation,
    // and lost it once a sorted write made the line end LF (found by FuzzStrings).
    let text =
      "/* Class = \"NSButtonCell\"; title = \"Automatically\r\n in the future\"; */\r\n"
      + "\"a\" = \"b\";\r\n"
    let crlf = try StringsFileReader.read(Array(text.utf8), path: "de.strings")
    let sorted = try StringsFileReader.read(
      StringsWriter.render(crlf, order: .sorted), path: "de.strings")
    #expect(
      crlf.comment(at: 0) == "Class = \"NSButtonCell\"; title = \"Automatically\nin the future\";")
    #expect(sorted.comment(at: 0) == crlf.comment(at: 0))
  }

  @Test(
    ".strings: text with a NUL is an error with its place",
    arguments: [
      [0x2F, 0x2F, 0x00, 0x3A, 0x00], [0xFF, 0xFE, 0x2F, 0x00, 0x2F, 0x00, 0x00, 0x00],
    ])
  func nulByte(bytes: [UInt8]) {
    // `//\0:\0` read as UTF-8; its sorted write, one line break longer, read as UTF-16 without a
    // byte order mark and did not parse; UTF-16 with a NUL was written as such UTF-8 (found by
    // FuzzStrings).
    #expect {
      _ = try StringsFileReader.read(bytes, path: "de.strings")
    } throws: { error in
      guard let error = error as? ParseError else { return false }
      return error.location == SourceLocation(line: 1, column: 3) && error.reason.contains("NUL")
    }
  }

  @Test("XML property lists: '<' and ';' before a combining mark are escaped and decoded")
  func combiningMarks() throws {
    // "<\u{73B}" is one Character: the writer left the `<` raw and wrote XML that did not parse;
    // "&lt;\u{301}" hid its `;` from the reader (found by FuzzOldStylePlist).
    let root = try OldStylePlistParser.parse(
      utf8: Array("{a = \"<\u{73B} &\u{301}\"; }".utf8), path: "p.plist")
    let xml = StringsdictWriter.render(
      StringsdictDocument(root: root, encoding: .utf8), order: .keepOrder)
    #expect(String(decoding: xml, as: UTF8.self).contains("&lt;\u{73B} &amp;\u{301}"))
    let reread = try StringsdictFileReader.read(xml, path: "p.stringsdict")
    #expect(
      reread.root["a"]?.text?.unicodeScalars.elementsEqual("<\u{73B} &\u{301}".unicodeScalars)
        == true)
  }

  @Test(
    "String Catalogs: the last `strings` member counts when compiling as it is read, even when it has no entries",
    arguments: [
      #"{"strings":{"":""},"strings":""}"#,
      #"{"sourceLanguage":"fr","strings":{"k":{"localizations":{"de":{"stringUnit":{"value":"v"}}}}},"strings":{}}"#,
      #"{"strings":{"k":{}},"strings":null,"sourceLanguage":"de"}"#,
    ])
  func lastStringsCounts(catalog: String) throws {
    // The entries of an earlier `strings` object were compiled, as if the last one, not an
    // object or empty, had not been there (found by FuzzCatalogStream).
    let bytes = Array(catalog.utf8)
    let streamed = try CatalogCompiler.compile(
      bytes, path: "T.xcstrings", table: "T", valueType: { _ in "lld" })
    let whole = try CatalogCompiler.compile(
      try XCStringsFileReader.read(bytes, path: "T.xcstrings"), table: "T",
      valueType: { _ in "lld" })
    #expect(streamed.files.map(\.path) == whole.files.map(\.path))
    #expect(streamed.files.map(\.bytes) == whole.files.map(\.bytes))
    #expect(streamed.files.allSatisfy { $0.keyCount == 0 })
  }
}
