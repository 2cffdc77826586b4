import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

func render(_ document: StringsDocument, _ order: WriteOrder) -> String {
  String(decoding: StringsWriter.render(document, order: order), as: UTF8.self)
}

@Suite struct StringsWriterTests {
  @Test("sorted: header on top, comments travel with their entry, footer at the bottom")
  func sortedLayout() throws {
    let document = try parse(
      """
      /*
        Localizable.strings

        Tidemark
      */

      /* Second */
      "b" = "2"; // trailing b
      // First
      "a" = "1";
      "c"="3";

      // end of file

      """)
    #expect(
      render(document, .sorted) == """
        /*
          Localizable.strings

          Tidemark
        */

        // First
        "a" = "1";
        /* Second */
        "b" = "2"; // trailing b
        "c"="3";

        // end of file

        """)
  }

  @Test("sorted: blank lines between entries when most entries had them")
  func blankLineStyle() throws {
    let document = try parse(
      "/* z */\n\"z\" = \"1\";\n\n\"y\" = \"2\";\n\n/* x */\n\"x\" = \"3\";\n")
    #expect(
      render(document, .sorted)
        == "/* x */\n\"x\" = \"3\";\n\n\"y\" = \"2\";\n\n/* z */\n\"z\" = \"1\";\n")
  }

  @Test("sorted: a stable sort by code point keeps duplicates in order, so the last still wins")
  func stableDuplicates() throws {
    let document = try parse(
      "\"b\" = \"x\";\n\"a\" = \"first\";\n\"B\" = \"y\";\n\"a\" = \"second\";\n")
    #expect(
      render(document, .sorted)
        == "\"B\" = \"y\";\n\"a\" = \"first\";\n\"a\" = \"second\";\n\"b\" = \"x\";\n")
  }

  @Test("raw spellings survive a sorted write: escapes, bare words, quotes, spacing")
  func rawSpellings() throws {
    let document = try parse("z = \"caf\\U00e9\";\n'y'='\\T';\n")
    #expect(render(document, .sorted) == "'y'='\\T';\nz = \"caf\\U00e9\";\n")
  }

  @Test("an LF file stays LF; a raw CR inside a value is re-spelled so the value is kept")
  func lineEndings() throws {
    let document = try parse("/* c */\n\"b\" = \"1\";\r\n\"a\" = \"x\r\ny\";\n")
    #expect(render(document, .keepOrder) == "/* c */\n\"b\" = \"1\";\n\"a\" = \"x\\r\\ny\";\n")
    let reread = try parse(render(document, .sorted))
    #expect(reread.value(at: 0) == "x\r\ny")
  }

  @Test("a CRLF file keeps CRLF: an edit changes one line, an added entry ends with CRLF")
  func crlfKept() throws {
    let text = "/* c */\r\n\"b\" = \"1\";\r\n\r\n// Section\n\"a\" = \"x\r\ny\";\r\n"
    var document = try parse(text)
    #expect(
      render(document, .keepOrder)
        == text.replacingOccurrences(of: "Section\n", with: "Section\r\n"))
    document.setValue("2", at: 0)
    let edited = render(document, .keepOrder)
    let before = text.replacingOccurrences(of: "Section\n", with: "Section\r\n")
    let changed = zip(
      before.components(separatedBy: "\r\n"), edited.components(separatedBy: "\r\n")
    )
    .filter { $0 != $1 }
    #expect(changed.count == 1)
    #expect(try parse(edited).value(at: 1) == "x\r\ny")
    _ = document.appendEntry(key: LocalizationKey("c"), value: "3", comment: "New")
    let added = render(document, .keepOrder)
    #expect(added.hasSuffix("\r\n/* New */\r\n\"c\" = \"3\";\r\n"), "\(added.debugDescription)")
    #expect(!added.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    let sorted = render(document, .sorted)
    #expect(!sorted.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    #expect(try parse(sorted).value(at: 0) == "x\r\ny")
  }

  @Test("editing a value changes only that value's spelling")
  func editValue() throws {
    var document = try parse("/* h */\n\n\"a\"  =  \"old\" ;  // note\n\"b\" = \"\\U00e9\";\n")
    document.setValue("new \"quoted\"\nline", at: 0)
    #expect(
      render(document, .keepOrder)
        == "/* h */\n\n\"a\"  =  \"new \\\"quoted\\\"\\nline\" ;  // note\n\"b\" = \"\\U00e9\";\n")
    #expect(document.value(at: 0) == "new \"quoted\"\nline")
  }

  @Test("the key-only form gains an explicit value when edited")
  func editKeyOnlyForm() throws {
    var document = try parse("\"OK\";\n")
    #expect(document.value(at: 0) == "OK")
    document.setValue("D'accord", at: 0)
    #expect(render(document, .keepOrder) == "\"OK\" = \"D'accord\";\n")
  }

  @Test("adding, renaming, commenting and removing entries")
  func structuralEdits() throws {
    // Not sorted as read: a keep-order write puts the new entry at the end.
    var document = try parse("\"d\" = \"4\";\n\"b\" = \"2\";")
    document.appendEntry(key: LocalizationKey("a"), value: "1", comment: "New */ key")
    #expect(
      render(document, .keepOrder)
        == "\"d\" = \"4\";\n\"b\" = \"2\";\n/* New * / key */\n\"a\" = \"1\";\n")
    #expect(
      render(document, .sorted)
        == "/* New * / key */\n\"a\" = \"1\";\n\"b\" = \"2\";\n\"d\" = \"4\";\n")
    document.setKey(LocalizationKey("c"), at: 2)
    document.setComment("Renamed", at: 2)
    #expect(
      render(document, .sorted)
        == "\"b\" = \"2\";\n/* Renamed */\n\"c\" = \"1\";\n\"d\" = \"4\";\n")
    document.removeEntry(at: 0)
    #expect(render(document, .keepOrder) == "\"b\" = \"2\";\n/* Renamed */\n\"c\" = \"1\";\n")
  }

  @Test(
    "keep order: in a sorted file a new entry goes where it sorts, blank lines as the file has them"
  )
  func keepOrderStaysSorted() throws {
    var document = try parse("/* A */\n\"a\" = \"1\";\n\n/* C */\n\"c\" = \"3\";\n")
    document.appendEntry(key: LocalizationKey("b"), value: "2", comment: "B")
    #expect(
      render(document, .keepOrder)
        == "/* A */\n\"a\" = \"1\";\n\n/* B */\n\"b\" = \"2\";\n\n/* C */\n\"c\" = \"3\";\n")
    document.appendEntry(key: LocalizationKey("d"), value: "4")
    #expect(
      render(document, .keepOrder)
        == "/* A */\n\"a\" = \"1\";\n\n/* B */\n\"b\" = \"2\";\n\n/* C */\n\"c\" = \"3\";\n\n\"d\" = \"4\";\n"
    )
  }

  @Test(
    "a render compared a piece at a time agrees with the render: both orders, added entries, past many pieces, one byte changed, more or fewer",
    // 20,000 entries (past many pieces) in the deep run and a plain `swift test`.
    arguments: TestSupport.isQuickRun ? [10, 3_000] : [10, 3_000, 20_000])
  func renderComparedInPieces(entries: Int) throws {
    // A file without a final line break, so that an entry added after a piece is compared
    // still needs one; CRLF in a part of it; blank lines and comments.
    var text = "/* Header */\n\n"
    for index in 0..<entries {
      let comment = index.isMultiple(of: 7) ? "/* note \(index) é */\n" : ""
      let lineEnd = index.isMultiple(of: 5) ? "\r\n" : "\n"
      text += "\(comment)\"key.\((index * 7_919) % entries)\" = \"Value 日本 \(index)\";\(lineEnd)"
    }
    text += "\"last\" = \"no line break\";"
    var document = try parse(text)
    for edited in [false, true] {
      if edited {
        _ = document.appendEntry(key: LocalizationKey("added"), value: "new", comment: "Added")
      }
      for order in [WriteOrder.keepOrder, .sorted] {
        let rendered = StringsWriter.render(document, order: order)
        #expect(StringsWriter.renders(document, order: order, as: rendered))
        #expect(!StringsWriter.renders(document, order: order, as: rendered + [0x0A]))
        #expect(!StringsWriter.renders(document, order: order, as: Array(rendered.dropLast())))
        for offset in [0, rendered.count / 2, rendered.count - 1] {
          var changed = rendered
          changed[offset] ^= 0x01
          #expect(!StringsWriter.renders(document, order: order, as: changed))
        }
      }
    }
  }

  @Test("a byte order mark is dropped on write")
  func byteOrderMark() throws {
    let document = try StringsFileReader.read(
      [0xEF, 0xBB, 0xBF] + Array("\"a\" = \"1\";\n".utf8), path: "x")
    #expect(render(document, .keepOrder) == "\"a\" = \"1\";\n")
  }
}

@Suite("Sorted order of keys")
struct SortedKeyOrderTests {
  @Test(
    "keys sharing long prefixes, differing past sixteen bytes, prefixes of each other, with escapes, NUL and non-ASCII sort in code-point order, duplicates in file order",
    arguments: [
      [
        "settings.notifications.", "settings.notifications.sound.", "screen1", "screen12", "",
        "é", "日本",
      ],
      // Every key starts the same.
      ["settings.notifications.", "settings.notifications.sound.日本"],
    ])
  func codePointOrder(stems: [String]) throws {
    var generator = SeededRandom()
    var keys: [String] = []
    for _ in 0..<400 {
      let stem = stems.randomElement(using: &generator) ?? ""
      let tail = String(
        (0..<Int.random(in: 0...20, using: &generator)).map { _ in
          "ab.\u{0}zé日".randomElement(using: &generator) ?? "a"
        })
      keys.append(stem + tail)
    }
    keys += [stems[0], stems[0], stems[0] + "a\u{0}", stems[0] + "a"]
    keys.shuffle(using: &generator)
    // Every key spelled with escapes: NUL and non-ASCII as \U, so that keys are decoded to sort.
    let text = keys.enumerated().map { index, key in
      let escaped = key.unicodeScalars.map { scalar in
        scalar.isASCII && scalar.value >= 0x20
          ? String(scalar) : String(format: "\\U%04x", scalar.value)
      }.joined()
      return "\"\(escaped)\" = \"\(index)\";\n"
    }.joined()
    let document = try parse(text)
    let sorted = document.sortedEntryIndices()
    let expected = keys.indices.sorted { lhs, rhs in
      keys[lhs].utf8.elementsEqual(keys[rhs].utf8)
        ? lhs < rhs : keys[lhs].utf8.lexicographicallyPrecedes(keys[rhs].utf8)
    }
    #expect(sorted == expected, "seed \(generator.seed)")
  }
}
