import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// `FileMerge` and keys deleted: on both sides (deleted), on one side while the other changed
/// them (a conflict that says which side deleted the key), and random edits that delete keys.
@Suite("Three-way merges of deleted keys")
struct FileMergeDeletionTests {
  /// A String Catalog of `keys` (name → language → value), in Xcode's layout.
  static func catalog(_ keys: [(String, [(String, String)])]) -> String {
    let members = keys.map { name, values in
      let units = values.map { language, value in
        "        \"\(language)\" : {\n          \"stringUnit\" : {\n"
          + "            \"state\" : \"translated\",\n            \"value\" : \"\(value)\"\n"
          + "          }\n        }"
      }
      return "    \"\(name)\" : {\n      \"localizations\" : {\n"
        + units.joined(separator: ",\n") + "\n      }\n    }"
    }
    return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
      + members.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}"
  }

  static func strings(_ entries: [(String, String)]) -> String {
    entries.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined()
  }

  @Test("a key deleted on both sides is deleted, in every format, the rest merged")
  func deletedOnBothSides() throws {
    let strings = try FileMergeTests.merge(
      Self.strings([("a", "A"), ("b", "B"), ("c", "C")]),
      Self.strings([("a", "A2"), ("c", "C")]), Self.strings([("a", "A"), ("c", "C2")]))
    #expect(strings.conflicts.isEmpty)
    #expect(FileMergeTests.text(strings) == Self.strings([("a", "A2"), ("c", "C2")]))

    let en = { (value: String) in [("en", value)] }
    let catalog = try FileMergeTests.merge(
      Self.catalog([("a", en("A")), ("b", en("B")), ("c", en("C"))]),
      Self.catalog([("a", en("A2")), ("c", en("C"))]),
      Self.catalog([("a", en("A")), ("c", en("C2"))]), path: "L.xcstrings")
    #expect(catalog.conflicts.isEmpty)
    #expect(FileMergeTests.text(catalog) == Self.catalog([("a", en("A2")), ("c", en("C2"))]))

    let plurals = try FileMergeTests.merge(
      FileMergeTests.stringsdict([("a", "d", "%d A"), ("b", "d", "%d B"), ("c", "d", "%d C")]),
      FileMergeTests.stringsdict([("a", "d", "%d A2"), ("c", "d", "%d C")]),
      FileMergeTests.stringsdict([("a", "d", "%d A"), ("c", "d", "%d C2")]),
      path: "de.lproj/L.stringsdict")
    #expect(plurals.conflicts.isEmpty)
    #expect(
      FileMergeTests.text(plurals)
        == FileMergeTests.stringsdict([("a", "d", "%d A2"), ("c", "d", "%d C2")]))
  }

  static let keyB = LocalizationKey("b")

  /// The catalog `b` is in, in en and de (`translated`: and fr), besides `a`.
  static func catalog(b: Bool, translated: Bool = false) -> String {
    let values = [("de", "B-de"), ("en", "B")] + (translated ? [("fr", "B-fr")] : [])
    return catalog([("a", [("en", "A")])] + (b ? [("b", values)] : []))
  }

  /// The merge of `ours` and `theirs` (of the catalog with `b` in en and de), its one conflict
  /// said to be over a key `side` deleted, and the merged catalog with the sidecar's THEIRS
  /// edits replayed (what taking THEIRS in the editor makes).
  static func theirsTaken(ours: String, theirs: String, deletedBy side: FileMerge.Side) throws
    -> (merged: FileMerge, sidecar: String, taken: Project)
  {
    let merged = try FileMergeTests.merge(
      catalog(b: true), ours, theirs, path: "L.xcstrings")
    #expect(merged.conflicts.count == 1)
    let conflict = try #require(merged.conflicts.first)
    #expect(merged.deletedBy[conflict.aspect] == side)
    // OURS's value stays until decided.
    #expect(FileMergeTests.text(merged) == ours)
    let sidecar = ConflictSidecar.render(merged.conflicts, of: merged, file: "L.xcstrings")
    var taken = try MergeInput(bytes: merged.bytes, path: "merged").project(
      format: XCStringsFormat(), logicalPath: "L.xcstrings")
    _ = try taken.apply(ConflictSidecar.theirsEdits(sidecar, path: "L.xcstrings.json"))
    return (merged, String(decoding: sidecar, as: UTF8.self), taken)
  }

  @Test("a catalog OURS ends with a line break keeps it (Xcode writes none)")
  func catalogFinalLineBreak() throws {
    let en = { (value: String) in [("en", value)] }
    let base = Self.catalog([("a", en("A")), ("b", en("B"))])
    let merged = try FileMergeTests.merge(
      base, Self.catalog([("a", en("A2")), ("b", en("B"))]) + "\n",
      Self.catalog([("a", en("A")), ("b", en("B2"))]), path: "L.xcstrings")
    #expect(FileMergeTests.text(merged) == Self.catalog([("a", en("A2")), ("b", en("B2"))]) + "\n")
  }

  @Test("a catalog key THEIRS deleted and OURS translated: a conflict saying THEIRS deleted it")
  func theirsDeletedOursTranslated() throws {
    let (_, sidecar, taken) = try Self.theirsTaken(
      ours: Self.catalog(b: true, translated: true), theirs: Self.catalog(b: false),
      deletedBy: .theirs)
    #expect(sidecar.contains("\"theirs\": \"(key deleted)\""))
    // Taking THEIRS deletes the key, every language of it.
    #expect(!taken.hasKey(Self.keyB, in: TableID("L")))
  }

  @Test("a catalog key OURS deleted and THEIRS translated: a conflict, THEIRS's edits restore it")
  func oursDeletedTheirsTranslated() throws {
    let (_, sidecar, taken) = try Self.theirsTaken(
      ours: Self.catalog(b: false), theirs: Self.catalog(b: true, translated: true),
      deletedBy: .ours)
    #expect(sidecar.contains("\"ours\": \"(key deleted)\""))
    let french = CellID(table: TableID("L"), key: Self.keyB, language: LanguageID("fr"))
    #expect(taken.content(of: french) == .text("B-fr", state: .translated))
  }

  /// A random three-way edit of a `.strings` table: each side deletes, changes and adds keys.
  @Test("random three-way edits that delete keys on both sides: nothing lost, never a failure")
  func randomDeletions() throws {
    var random = SeededRandom()
    for round in 0..<200 {
      let count = Int.random(in: 1...12, using: &random)
      let base = (0..<count).map { ("k\($0)", "v\($0)") }
      func side(_ name: String) -> [(String, String)] {
        var entries: [(String, String)] = []
        for (key, value) in base {
          switch Int.random(in: 0..<4, using: &random) {
          case 0: continue
          case 1: entries.append((key, value + "-" + name))
          default: entries.append((key, value))
          }
        }
        if Bool.random(using: &random) { entries.append(("new-" + name, name)) }
        return entries
      }
      let (ours, theirs) = (side("o"), side("t"))
      let context = "seed \(random.seed), round \(round)"
      for catalog in [false, true] {
        let render =
          catalog
          ? { Self.catalog($0.sorted { $0.0 < $1.0 }.map { ($0.0, [("en", $0.1)]) }) }
          : Self.strings
        let merged = try FileMergeTests.merge(
          render(base), render(ours), render(theirs),
          path: catalog ? "L.xcstrings" : "en.lproj/L.strings")
        // A `.strings` conflict is marked: the other keys are on both sides of the markers.
        let bytes = ConflictMarkers.split(merged.bytes)?.ours ?? merged.bytes
        let result = try MergeInput(bytes: bytes, path: "merged").project(
          format: catalog ? XCStringsFormat() : StringsFormat(),
          logicalPath: catalog ? "L.xcstrings" : "en.lproj/L.strings")
        let table = result.grids.first?.table ?? TableID("L")
        let conflicted = Set(merged.conflicts.map(\.aspect.cell.key.text))
        let (oursValues, theirsValues) = (
          Dictionary(uniqueKeysWithValues: ours),
          Dictionary(uniqueKeysWithValues: theirs)
        )
        for (key, value) in base where !conflicted.contains(key) {
          let (mine, other) = (oursValues[key], theirsValues[key])
          let cell = CellID(table: table, key: LocalizationKey(key), language: .english)
          if (mine == nil && (other == nil || other == value)) || (other == nil && mine == value) {
            #expect(!result.hasKey(LocalizationKey(key), in: table), "\(key): \(context)")
          } else if let mine, let other {
            let expected = mine == value ? other : mine
            #expect(result.content(of: cell).text == expected, "\(key): \(context)")
          } else {
            Issue.record(
              "\(key) deleted on one side, changed on the other, no conflict: \(context)")
          }
        }
        for (key, value) in ours + theirs where key.hasPrefix("new-") {
          let cell = CellID(table: table, key: LocalizationKey(key), language: .english)
          #expect(result.content(of: cell).text == value, "\(key): \(context)")
        }
      }
    }
  }
}

/// Plural entries changed on both sides in different places.
@Suite("Three-way merges of plural forms")
struct FileMergeFormTests {
  /// A `.stringsdict` whose key `n` has the forms one and other given.
  static func stringsdict(one: String, other: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
      + "\t<key>n</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n"
      + "\t\t<string>%#@n@</string>\n\t\t<key>n</key>\n\t\t<dict>\n"
      + "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
      + "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n"
      + "\t\t\t<key>one</key>\n\t\t\t<string>\(one)</string>\n"
      + "\t\t\t<key>other</key>\n\t\t\t<string>\(other)</string>\n\t\t</dict>\n\t</dict>\n"
      + "</dict>\n</plist>\n"
  }

  @Test(".stringsdict: forms changed on different sides merge form by form")
  func stringsdictForms() throws {
    let merged = try FileMergeTests.merge(
      Self.stringsdict(one: "%d Datei", other: "%d Dateien"),
      Self.stringsdict(one: "eine Datei", other: "%d Dateien"),
      Self.stringsdict(one: "%d Datei", other: "%d Dateien!"), path: "de.lproj/L.stringsdict")
    #expect(merged.conflicts.isEmpty)
    #expect(
      FileMergeTests.text(merged) == Self.stringsdict(one: "eine Datei", other: "%d Dateien!"))
  }

  /// A catalog whose key `n` has, in de, a string unit and plural variations.
  static func catalog(unit: String, one: String, other: String) -> String {
    func value(_ text: String) -> String {
      "{\n                \"stringUnit\" : {\n                  \"state\" : \"translated\",\n"
        + "                  \"value\" : \"\(text)\"\n                }\n              }"
    }
    return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"n\" : {\n"
      + "      \"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n"
      + "            \"state\" : \"translated\",\n            \"value\" : \"\(unit)\"\n"
      + "          },\n          \"variations\" : {\n            \"plural\" : {\n"
      + "              \"one\" : \(value(one)),\n              \"other\" : \(value(other))\n"
      + "            }\n          }\n        }\n      }\n    }\n  },\n  \"version\" : \"1.0\"\n}"
  }

  @Test("a catalog entry with both a string unit and variations merges like the others")
  func catalogUnitAndVariations() throws {
    let merged = try FileMergeTests.merge(
      Self.catalog(unit: "%d Dateien", one: "%d Datei", other: "%d Dateien"),
      Self.catalog(unit: "%d Dateien", one: "eine Datei", other: "%d Dateien"),
      Self.catalog(unit: "%d Dateien", one: "%d Datei", other: "%d Dateien!"),
      path: "L.xcstrings")
    #expect(merged.conflicts.isEmpty)
    #expect(
      FileMergeTests.text(merged)
        == Self.catalog(unit: "%d Dateien", one: "eine Datei", other: "%d Dateien!"))
  }
}
