import L10nFormats
import L10nModel
import Testing

/// `FileMerge`: git's three versions of one file merged cell by cell.
@Suite("Three-way file merges")
struct FileMergeTests {
  static func merge(
    _ base: String, _ ours: String, _ theirs: String, path: String = "de.lproj/L.strings"
  ) throws -> FileMerge {
    try merge(Array(base.utf8), Array(ours.utf8), Array(theirs.utf8), path: path)
  }

  static func merge(
    _ base: [UInt8], _ ours: [UInt8], _ theirs: [UInt8], path: String = "de.lproj/L.strings"
  ) throws -> FileMerge {
    try FileMerge.merge(
      base: MergeInput(bytes: base, path: "base"), ours: MergeInput(bytes: ours, path: "ours"),
      theirs: MergeInput(bytes: theirs, path: "theirs"), path: path)
  }

  static func text(_ merge: FileMerge) -> String { String(decoding: merge.bytes, as: UTF8.self) }

  @Test("two translators adding different keys: clean, THEIRS's key after its THEIRS neighbour")
  func addedKeys() throws {
    let base = "/* Greeting */\n\"hi\" = \"Hallo\";\n\n\"bye\" = \"Tschüss\";\n"
    let ours = base + "\"ours\" = \"Unseres\";\n"
    let theirs =
      "/* Greeting */\n\"hi\" = \"Hallo\";\n/* New */\n\"new\" = \"Neu\";\n\n\"bye\" = \"Tschüss\";\n"
    let merged = try Self.merge(base, ours, theirs)
    #expect(merged.conflicts.isEmpty)
    #expect(
      Self.text(merged)
        == "/* Greeting */\n\"hi\" = \"Hallo\";\n/* New */\n\"new\" = \"Neu\";\n\n"
        + "\"bye\" = \"Tschüss\";\n\"ours\" = \"Unseres\";\n")
  }

  @Test("many keys added between OURS's: each after its THEIRS neighbour (the table path)")
  func manyAddedKeys() throws {
    let ours = (0..<40).map { "\"a\($0)\" = \"A\";\n" }.joined()
    let theirs = (0..<40).map { "\"a\($0)\" = \"A\";\n\"b\($0)\" = \"B\";\n" }.joined()
    let merged = try Self.merge(ours, ours, theirs)
    #expect(merged.conflicts.isEmpty)
    #expect(Self.text(merged) == theirs)
  }

  @Test("an entry put after a comment or entry that ends no line starts a line (fuzz finding)")
  func startsLines() throws {
    let added = try Self.merge("// c", "// c", "\"a\" = \"Y\"; // t")
    #expect(Self.text(added) == "// c\n\"a\" = \"Y\"; // t\n")
    let marked = try Self.merge(
      "\"a\" = \"A\"; \"b\" = \"B\";", "\"a\" = \"A\"; \"b\" = \"O\";",
      "\"a\" = \"A\"; \"b\" = \"T\";")
    #expect(
      Self.text(marked)
        == "\"a\" = \"A\";\n<<<<<<< ours\n \"b\" = \"O\";\n=======\n \"b\" = \"T\";\n"
        + ">>>>>>> theirs\n")
  }

  @Test("both sides added the file (empty BASE): the keys of both, a same key the same value")
  func emptyBase() throws {
    let merged = try Self.merge(
      "", "\"a\" = \"A\";\n\"same\" = \"S\";\n", "\"same\" = \"S\";\n\"b\" = \"B\";\n")
    #expect(merged.conflicts.isEmpty)
    #expect(Self.text(merged) == "\"a\" = \"A\";\n\"same\" = \"S\";\n\"b\" = \"B\";\n")
  }

  @Test("the same cell changed differently: only that entry is marked, the rest merges")
  func sameCellConflict() throws {
    let base = "\"hi\" = \"Hallo\";\n\"bye\" = \"Tschüss\";\n\"x\" = \"X\";\n"
    let ours = "\"hi\" = \"Hallo!\";\n\"bye\" = \"Tschüss\";\n\"x\" = \"X\";\n"
    let theirs = "\"hi\" = \"Servus\";\n\"bye\" = \"Ciao\";\n\"x\" = \"X\";\n"
    let merged = try Self.merge(base, ours, theirs)
    #expect(merged.conflicts.count == 1)
    #expect(merged.conflicts.first?.aspect.cell.key.text == "hi")
    #expect(
      Self.text(merged)
        == "<<<<<<< ours\n\"hi\" = \"Hallo!\";\n=======\n\"hi\" = \"Servus\";\n>>>>>>> theirs\n"
        + "\"bye\" = \"Ciao\";\n\"x\" = \"X\";\n")
  }

  @Test("a key deleted on one side and changed on the other is a conflict, both ways")
  func deletedVersusChanged() throws {
    let base = "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n"
    let merged = try Self.merge(
      base, "\"a\" = \"A\";\n\"c\" = \"C2\";\n", "\"a\" = \"A\";\n\"b\" = \"B2\";\n")
    #expect(merged.conflicts.count == 2)
    #expect(
      Self.text(merged)
        == "\"a\" = \"A\";\n<<<<<<< ours\n=======\n\"b\" = \"B2\";\n>>>>>>> theirs\n"
        + "<<<<<<< ours\n\"c\" = \"C2\";\n=======\n>>>>>>> theirs\n")
    // Deleted on one side, untouched on the other: deleted, no conflict.
    let clean = try Self.merge(base, "\"a\" = \"A\";\n\"b\" = \"B\";\n", base)
    #expect(clean.conflicts.isEmpty)
    #expect(Self.text(clean) == "\"a\" = \"A\";\n\"b\" = \"B\";\n")
    let theirsDeletes = try Self.merge(base, base, "\"a\" = \"A\";\n\"c\" = \"C\";\n")
    #expect(Self.text(theirsDeletes) == "\"a\" = \"A\";\n\"c\" = \"C\";\n")
  }

  @Test("a comment changed on one side is merged; on both differently, a conflict")
  func comments() throws {
    let base = "/* Old */\n\"a\" = \"A\";\n\"b\" = \"B\";\n"
    let ours = "/* Old */\n\"a\" = \"A\";\n\"b\" = \"B2\";\n"
    let theirs = "/* New */\n\"a\" = \"A\";\n\"b\" = \"B\";\n"
    let merged = try Self.merge(base, ours, theirs)
    #expect(merged.conflicts.isEmpty)
    #expect(Self.text(merged) == "/* New */\n\"a\" = \"A\";\n\"b\" = \"B2\";\n")
    let both = try Self.merge(base, "/* Mine */\n\"a\" = \"A\";\n\"b\" = \"B\";\n", theirs)
    #expect(both.conflicts.map(\.aspect) == [.comment(both.conflicts[0].aspect.cell)])
    #expect(
      Self.text(both).hasPrefix("<<<<<<< ours\n/* Mine */\n\"a\" = \"A\";\n=======\n/* New */"))
  }

  @Test("CRLF OURS stays CRLF; UTF-16 OURS stays UTF-16 with its byte order mark")
  func lineEndingsAndEncodings() throws {
    let base = "\"a\" = \"A\";\r\n\"b\" = \"B\";\r\n"
    let merged = try Self.merge(
      base, "\"a\" = \"A2\";\r\n\"b\" = \"B\";\r\n", "\"a\" = \"A\";\n\"b\" = \"B2\";\n")
    #expect(Self.text(merged) == "\"a\" = \"A2\";\r\n\"b\" = \"B2\";\r\n")
    func utf16(_ text: String) -> [UInt8] {
      [0xFF, 0xFE] + text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] }
    }
    let wide = try Self.merge(
      utf16("\"a\" = \"Ä\";\n\"b\" = \"B\";\n"), utf16("\"a\" = \"Äh\";\n\"b\" = \"B\";\n"),
      Array("\"a\" = \"Ä\";\n\"b\" = \"Bé\";\n".utf8))
    #expect(wide.bytes == utf16("\"a\" = \"Äh\";\n\"b\" = \"Bé\";\n"))
  }

  @Test("a side that does not parse fails with its path, line and column")
  func unparseable() throws {
    let base = "\"a\" = \"A\";\n"
    #expect {
      try Self.merge(base, base, "\"a\" = \"A\";\n\"b\" = \"B;\n")
    } throws: { error in
      "\(error)".hasPrefix("theirs:2:") && "\(error)".contains("unterminated")
    }
    #expect(throws: FileMerge.Failure.self) {
      try Self.merge(base, "<<<<<<< ours\n" + base, base)
    }
  }

  /// A catalog in Xcode's layout with `a` and `b` in en, de and fr.
  static func catalog(aDE: String = "A-de", aFR: String = "A-fr", bDE: String = "B-de") -> String {
    func unit(_ value: String) -> String {
      "{\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
        + "            \"value\" : \"\(value)\"\n          }\n        }"
    }
    func key(_ name: String, _ en: String, _ de: String, _ fr: String) -> String {
      "    \"\(name)\" : {\n      \"localizations\" : {\n        \"de\" : \(unit(de)),\n"
        + "        \"en\" : \(unit(en)),\n        \"fr\" : \(unit(fr))\n      }\n    }"
    }
    return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
      + key("a", "A", aDE, aFR) + ",\n" + key("b", "B", bDE, "B-fr")
      + "\n  },\n  \"version\" : \"1.0\"\n}"
  }

  @Test("two branches changing different languages of one catalog: byte-identical result")
  func catalogLanguages() throws {
    let merged = try Self.merge(
      Self.catalog(), Self.catalog(aDE: "A-de 2"), Self.catalog(aFR: "A-fr 2"),
      path: "L.xcstrings")
    #expect(merged.conflicts.isEmpty)
    #expect(Self.text(merged) == Self.catalog(aDE: "A-de 2", aFR: "A-fr 2"))
  }

  @Test("a catalog conflict keeps OURS's value, merges the rest, and is listed unmarked")
  func catalogConflict() throws {
    let merged = try Self.merge(
      Self.catalog(), Self.catalog(aDE: "ours"), Self.catalog(aDE: "theirs", bDE: "B-de 2"),
      path: "L.xcstrings")
    #expect(merged.conflicts.count == 1)
    #expect(merged.marked.isEmpty)
    #expect(Self.text(merged) == Self.catalog(aDE: "ours", bDE: "B-de 2"))
    let sidecar = String(
      decoding: ConflictSidecar.render(merged.conflicts, file: "L.xcstrings"), as: UTF8.self)
    #expect(sidecar.contains("\"ours\": \"ours\"") || sidecar.contains("\"ours\" : \"ours\""))
    #expect(sidecar.contains("\"theirs\""))
    #expect(sidecar.contains("\"language\""))
  }

  @Test("the format is told from the content without --path")
  func formatFromContent() {
    #expect(MergeInput.format(path: nil, bytes: Array(Self.catalog().utf8)) is XCStringsFormat)
    #expect(MergeInput.format(path: nil, bytes: Array("<?xml ".utf8)) is StringsdictFormat)
    #expect(MergeInput.format(path: nil, bytes: Array("{\"en\": {}}".utf8)) is RemoteStringsFormat)
    #expect(MergeInput.format(path: nil, bytes: Array("\"a\" = \"b\";".utf8)) is StringsFormat)
  }

  @Test("the sidecar's THEIRS edits, replayed on the merged catalog, give THEIRS's value")
  func sidecarRoundTrip() throws {
    let merged = try Self.merge(
      Self.catalog(), Self.catalog(aDE: "ours"), Self.catalog(aDE: #"the \"irs\n"#),
      path: "L.xcstrings")
    let sidecar = ConflictSidecar.render(merged.conflicts, file: "L.xcstrings")
    let edits = try ConflictSidecar.theirsEdits(
      sidecar, path: "L.xcstrings.l10nedit-conflicts.json")
    var project = try MergeInput(bytes: merged.bytes, path: "merged").project(
      format: XCStringsFormat(), logicalPath: "L.xcstrings")
    let cell = CellID(table: TableID("L"), key: LocalizationKey("a"), language: LanguageID("de"))
    #expect(project.content(of: cell) == .text("ours", state: .translated))
    _ = try project.apply(edits)
    #expect(project.content(of: cell) == .text("the \"irs\n", state: .translated))
    #expect(throws: ParseError.self) {
      try ConflictSidecar.theirsEdits(Array("{\"conflicts\": [{\"key\": \"a\"}]}".utf8), path: "x")
    }
  }

  @Test("keys THEIRS added to a catalog come whole (flags too), in a language OURS lacks")
  func catalogAddedKeys() throws {
    let base = Self.catalog()
    let added = """
          "c" : {
            "comment" : "New",
            "extractionState" : "manual",
            "localizations" : {
              "ja" : {
                "stringUnit" : {
                  "state" : "needs_review",
                  "value" : "シー"
                }
              }
            }
          },
          "d" : {
            "shouldTranslate" : false
          }
      """
    let theirs = base.replacingOccurrences(
      of: "\n  },\n  \"version\"", with: ",\n" + added + "\n  },\n  \"version\"")
    #expect(theirs != base)
    let merged = try Self.merge(base, base, theirs, path: "L.xcstrings")
    #expect(merged.conflicts.isEmpty)
    #expect(Self.text(merged) == theirs)
  }

  /// A `.stringsdict` of the entries given (key, value type, other form), in order.
  static func stringsdict(_ entries: [(String, String, String)]) -> String {
    let body = entries.map { key, type, other in
      "\t<key>\(key)</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n"
        + "\t\t<string>%#@n@</string>\n\t\t<key>n</key>\n\t\t<dict>\n"
        + "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
        + "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>\(type)</string>\n"
        + "\t\t\t<key>other</key>\n\t\t\t<string>\(other)</string>\n\t\t</dict>\n\t</dict>\n"
    }.joined()
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
      + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n"
      + body + "</dict>\n</plist>\n"
  }

  @Test(".stringsdict: an entry THEIRS added comes whole, where THEIRS has it; forms merge")
  func stringsdictEntries() throws {
    let base = Self.stringsdict([("a", "d", "%d A"), ("c", "d", "%d C")])
    let ours = Self.stringsdict([("a", "d", "%d A!"), ("c", "d", "%d C")])
    let theirs = Self.stringsdict([("a", "d", "%d A"), ("b", "lld", "%lld B"), ("c", "d", "%d C2")])
    let merged = try Self.merge(base, ours, theirs, path: "de.lproj/L.stringsdict")
    #expect(merged.conflicts.isEmpty)
    #expect(
      Self.text(merged)
        == Self.stringsdict([("a", "d", "%d A!"), ("b", "lld", "%lld B"), ("c", "d", "%d C2")]))
  }
}
