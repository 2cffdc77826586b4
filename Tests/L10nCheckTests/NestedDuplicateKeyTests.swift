import L10nCheck
import L10nModel
import L10nTestSupport
import Testing

/// `duplicate-key` in the dictionaries of a `.stringsdict` and the objects of a String Catalog,
/// which both read with the last occurrence winning.
@Suite struct NestedDuplicateKeyTests {
  static func duplicates(_ files: [String: String]) throws -> [String] {
    let folder = try TestSupport.fixture(files)
    var levels: [String: LintConfiguration.Level] = [:]
    for id in Linter.ruleIDs { levels[id] = id == "duplicate-key" ? .error : .off }
    return Linter(configuration: LintConfiguration(levels: levels)).run(try folder.load())
      .map { "\($0.path.split(separator: "/").last ?? ""):\($0.location): \($0.message)" }
  }

  @Test("a localization key and a plural category repeated in a .stringsdict")
  func stringsdict() throws {
    let variable = """
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
      <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>1</string>\
      <key>other</key><string>%d</string>
      """
    let found = try Self.duplicates([
      "en.lproj/P.stringsdict": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      <key>x</key>
      <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      \(variable)<key>other</key><string>%d!</string></dict></dict>
      <key>x</key>
      <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      \(variable)</dict></dict>
      </dict>
      </plist>
      """
    ])
    #expect(
      found == [
        "P.stringsdict:4:1: duplicate key \"x\" (also at line 7); overridden by the one at line 7",
        "P.stringsdict:6:1: duplicate key \"other\" in \"x\" › \"n\" (also at line 6); overridden by the one at line 6",
        "P.stringsdict:6:1: duplicate key \"other\" in \"x\" › \"n\" (also at line 6); this last one wins",
        "P.stringsdict:7:1: duplicate key \"x\" (also at line 4); this last one wins",
      ])
  }

  @Test("a key and a localization repeated in a String Catalog, by line and column")
  func catalog() throws {
    let found = try Self.duplicates([
      "C.xcstrings": """
      {"sourceLanguage":"en","strings":{
      "k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"a"}},"de":{"stringUnit":{"state":"translated","value":"b"}}}},
      "k":{}
      },"version":"1.0"}
      """
    ])
    #expect(
      found == [
        "C.xcstrings:2:1: duplicate key \"k\" in \"strings\" (also at 3:1); overridden by the one at 3:1",
        "C.xcstrings:2:23: duplicate key \"de\" in \"strings\" › \"k\" › \"localizations\" (also at 2:78); overridden by the one at 2:78",
        "C.xcstrings:2:78: duplicate key \"de\" in \"strings\" › \"k\" › \"localizations\" (also at 2:23); this last one wins",
        "C.xcstrings:3:1: duplicate key \"k\" in \"strings\" (also at 2:1); this last one wins",
      ])
  }

  @Test("no finding without repeats, small objects and large")
  func quiet() throws {
    let keys = (0..<40).map { "\"k\($0)\":{}" }.joined(separator: ",")
    #expect(
      try Self.duplicates([
        "C.xcstrings": "{\"sourceLanguage\":\"en\",\"strings\":{\(keys)},\"version\":\"1.0\"}"
      ]).isEmpty)
  }
}
