import Foundation
import L10nFormats
import L10nModel
import Testing

private func plist(_ text: String) throws(ParseError) -> PlistNode {
  try OldStylePlistParser.parse(utf8: Array(text.utf8), path: "project.pbxproj")
}

private func failure(_ text: String) -> ParseError? {
  do {
    _ = try plist(text)
    return nil
  } catch {
    return error
  }
}

@Suite struct OldStylePlistParserTests {
  @Test("dictionaries, arrays with a trailing comma, data, quoted and bare strings")
  func values() throws {
    let root = try plist(
      """
      // !$*UTF8*$!
      {
        isa = PBXProject; /* a comment */
        version = 0800;
        knownRegions = (en, "zh-Hans", 'Base', );
        empty = ();
        nested = {inner = {};};
        blob = <0fbd 7780
          AB>;
        "quoted key" = "tab\\there \\"q\\" \\U00e9";
        path = ../Shared/de.lproj;
      }
      """)
    #expect(root["isa"]?.text == "PBXProject")
    #expect(root["version"]?.text == "0800")
    #expect(root["knownRegions"] == .array(["en", "zh-Hans", "Base"].map(text)))
    #expect(root["empty"] == .array([]))
    #expect(root["nested"]?["inner"] == .dictionary([]))
    #expect(root["blob"] == .scalar(tag: "data", text: "0fbd7780AB"))
    #expect(root["quoted key"]?.text == "tab\there \"q\" é")
    #expect(root["path"]?.text == "../Shared/de.lproj")
    #expect(root.entries?.map(\.line) == [3, 4, 5, 6, 7, 8, 10, 11])
  }

  @Test("a lone string or array is a document too")
  func otherRoots() throws {
    #expect(try plist("word") == text("word"))
    #expect(try plist("(a, (b))") == .array([text("a"), .array([text("b")])]))
  }

  @Test(
    "syntax errors name the line and column",
    arguments: [
      ("{\n  a = b\n}", "3:1: expected ';' after the value of \"a\", found '}'"),
      ("{\n  a b;\n}", "2:5: expected '=' after the key \"a\", found 'b'"),
      ("{ a = (x y); }", "1:10: expected ',' or ')' after an array element, found 'y'"),
      ("{\n  a = {\n", "3:1: the dictionary starting at 2:7 has no closing '}'"),
      ("(a,", "1:4: the array starting at 1:1 has no closing ')'"),
      ("{ a = <abc>; }", "1:11: data has an odd number of hex digits (3)"),
      ("{ a = <zz>; }", "1:8: expected a hex digit or '>' in data, found 'z'"),
      ("{ a = \"open; }", "1:7: unterminated string starting at 1:7"),
      ("{ a = b; } }", "1:12: expected the end of the file after the value, found '}'"),
      ("{ = b; }", "1:3: expected a key or '}', found '='"),
      ("{ a = ; }", "1:7: expected a value, found ';'"),
      ("/* open", "1:1: unterminated comment starting at 1:1"),
    ])
  func errors(text: String, message: String) {
    #expect(failure(text)?.description == "project.pbxproj:\(message)")
  }

  @Test("the corpus's Xcode projects read as Foundation reads them", .needsCorpus)
  func corpus() throws {
    let projects = [
      ("sparkle-project+Sparkle/Sparkle.xcodeproj/project.pbxproj", 1358),
      ("exelban+stats/Stats.xcodeproj/project.pbxproj", 685),
    ]
    for (path, objectCount) in projects {
      let fullPath = Corpus.root + "/" + path
      let bytes = try FileSystem.read(fullPath)
      let root = try OldStylePlistParser.parse(utf8: bytes, path: fullPath)
      #expect(root["objects"]?.entries?.count == objectCount)  // one per `isa = ` in the file
      let foundation = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
      #expect(
        NSDictionary(dictionary: Self.foundationValue(root) as? [String: Any] ?? [:])
          .isEqual(foundation))
    }
  }

  /// `node` as Foundation's old-style parser returns it: strings, arrays, dictionaries, data.
  private static func foundationValue(_ node: PlistNode) -> Any {
    switch node {
    case .dictionary(let entries):
      Dictionary(entries.map { ($0.key.value, foundationValue($0.value)) }) { $1 }
    case .array(let elements): elements.map(foundationValue)
    case .string(let text): text.value
    case .scalar(_, let digits):
      Data(
        stride(from: 0, to: digits.count, by: 2).compactMap {
          UInt8(digits.dropFirst($0).prefix(2), radix: 16)
        })
    }
  }
}

private func text(_ value: String) -> PlistNode {
  .string(PlistText(value: value))
}
