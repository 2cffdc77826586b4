import Foundation
import L10nFormats
import L10nModel
import Testing

/// `.strings` values that are no strings — arrays, dictionaries, data — which Foundation reads:
/// l10nedit reads the same keys, keeps the values byte for byte and says where they are.
@Suite("Values that are no strings")
struct NonStringValueTests {
  /// Texts with one non-string value (under key `v`) among strings, and what it is called.
  static let cases: [(text: String, what: String, at: String)] = [
    ("\"a\" = \"1\";\n\"v\" = (\"x\", \"y\");\n\"b\" = \"2\";\n", "an array", "2:7"),
    ("\"a\" = \"1\";\n\"v\" = ( x, ( \"nested\" ), );\n", "an array", "2:7"),
    ("\"v\" = { k = v; list = (1, 2); };\n\"b\" = \"2\";\n", "a dictionary", "1:7"),
    ("\"a\" = \"1\";\n\"v\" = <616263 6465>;\n", "data", "2:7"),
    ("\"a\" = \"1\";\n\"v\" = /* c */ (\n  \"x\" // d\n);\n", "an array", "2:15"),
  ]

  /// Texts both readers refuse: a malformed structure.
  static let refused = [
    "\"v\" = (\"x\" \"y\");", "\"v\" = { k = v };", "\"v\" = <6162 6>;", "\"v\" = (\"x\";",
    "\"v\" = <zz>;",
  ]

  @Test("the keys Foundation reads, the non-string value found, the bytes kept", arguments: cases)
  func reads(_ example: (text: String, what: String, at: String)) throws {
    let bytes = Array(example.text.utf8)
    let object = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
    let foundation = try #require(object as? [String: Any])
    let document = try StringsFileReader.read(bytes, path: "de.lproj/A.strings")
    let keys = (0..<document.entries.endIndex).map { document.key(at: $0).text }
    #expect(Set(keys) == Set(foundation.keys))
    #expect(!(foundation["v"] is String))
    for key in keys where key != "v" {
      #expect(EffectiveMap(document).values[LocalizationKey(key)] == foundation[key] as? String)
    }
    let found = document.nonStringValues
    #expect(found.count == 1)
    #expect(found.first?.location.description == example.at)
    #expect(found.first?.reason.contains("is \(example.what), not a string") == true)
    #expect(StringsWriter.render(document, order: .keepOrder) == bytes)
  }

  @Test(
    "a malformed array, dictionary or data is refused, as Foundation refuses it",
    arguments: refused)
  func refuses(_ text: String) {
    let bytes = Array(text.utf8)
    #expect((try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)) == nil)
    #expect(throws: ParseError.self) { try StringsFileReader.read(bytes, path: "A.strings") }
  }

  @Test("the value edited becomes a string, and the warning goes")
  func edited() throws {
    var document = try StringsFileReader.read(
      Array("\"v\" = (\"x\", \"y\");\n".utf8), path: "A.strings")
    document.setValue("x, y", at: 0)
    let written = StringsWriter.render(document, order: .keepOrder)
    #expect(String(decoding: written, as: UTF8.self) == "\"v\" = \"x, y\";\n")
    #expect(try StringsFileReader.read(written, path: "A.strings").nonStringValues.isEmpty)
  }
}
