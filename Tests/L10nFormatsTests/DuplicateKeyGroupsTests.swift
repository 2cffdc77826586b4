import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// `StringsDocument.duplicateKeyGroups` against grouping the decoded keys in a dictionary.
@Suite("Duplicate keys: groups by decoded bytes, in file order")
struct DuplicateKeyGroupsTests {
  @Test("the same groups as a dictionary of decoded keys, escapes and growth included")
  func matchesADictionary() throws {
    var random = SeededRandom()
    // Spellings of a few keys: plain, escaped (`\U0062` is `b`), single-quoted, bare; and
    // keys canonically equivalent but not byte-equal (é precomposed and decomposed).
    let spellings = [
      "\"ab\"", "\"a\\U0062\"", "'ab'", "ab", "\"\u{E9}\"", "\"e\u{301}\"", "\"\\\"q\"",
      "\"\\\"q\\\"\"",
    ]
    var text = ""
    for index in 0..<5_000 {
      // Mostly distinct keys (the table grows past its first size), some repeated.
      let key =
        Int.random(in: 0..<4, using: &random) == 0
        ? spellings.randomElement(using: &random) ?? "x" : "\"k\(index)\""
      text += "\(key) = \"v\(index)\";\n"
    }
    let document = try StringsFileReader.read(Array(text.utf8), path: "test.strings")
    var plain: [[UInt8]: [Int]] = [:]
    for index in document.entries.indices {
      plain[Array(document.key(at: index).text.utf8), default: []].append(index)
    }
    let expected = plain.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
    #expect(document.duplicateKeyGroups() == expected, "seed \(random.seed)")
    #expect(expected.count >= 3)
  }
}
