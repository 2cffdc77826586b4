import L10nGen
import Testing

/// The filters behave as StencilSwiftKit's (SwiftGen's templates depend on the names they give).
@Suite("gen swift: StencilSwiftKit's identifier filters")
struct SwiftIdentifierTests {
  @Test(
    "swiftIdentifier",
    arguments: [
      ("hello", "Hello"), ("hello world", "Hello_World"), ("1st-place", "_1st_Place"),
      ("some.key", "Some_Key"), ("a..b", "A__B"), ("日本語", "日本語"), ("👋", "👋"),
    ])
  func normal(_ text: String, _ expected: String) {
    #expect(SwiftIdentifier.normal(text) == expected)
  }

  @Test(
    "swiftIdentifier:\"pretty\"",
    arguments: [
      ("settings_title", "SettingsTitle"), ("settings-title", "SettingsTitle"),
      ("settingsTitle", "SettingsTitle"), ("HELLO_WORLD", "HelloWorld"), ("1st", "_1st"),
      ("__private_key", "PrivateKey"), ("CFBundleDisplayName", "CFBundleDisplayName"),
      ("…", ""), ("café menu", "CaféMenu"),
    ])
  func pretty(_ text: String, _ expected: String) {
    #expect(SwiftIdentifier.pretty(text) == expected)
  }

  @Test(
    "invisible format characters never reach an identifier (a word break, as punctuation is)",
    arguments: [
      ("admin\u{202E}txt", "Admin_Txt"), ("pay\u{200B}ment", "Pay_Ment"),
      ("\u{FEFF}key", "_Key"), ("soft\u{AD}hyphen", "Soft_Hyphen"),
      ("a\u{2066}b\u{2069}", "A_B_"), ("\u{200D}", "_"),
    ])
  func invisible(_ text: String, _ expected: String) {
    let identifier = SwiftIdentifier.normal(text)
    #expect(identifier == expected)
    #expect(!identifier.unicodeScalars.contains { $0.properties.generalCategory == .format })
    #expect(
      !SwiftIdentifier.pretty(text).unicodeScalars.contains {
        $0.properties.generalCategory == .format
      })
  }

  @Test(
    "lowerFirstWord",
    arguments: [
      ("PeoplePicker", "peoplePicker"), ("URLChooser", "urlChooser"),
      ("CFBundleName", "cfBundleName"),
      ("URL", "url"), ("_1st", "_1st"), ("", ""),
    ])
  func lowerFirstWord(_ text: String, _ expected: String) {
    #expect(SwiftIdentifier.lowerFirstWord(text) == expected)
  }

  @Test("escapeReservedKeywords puts keywords in backticks only")
  func keywords() {
    #expect(SwiftIdentifier.escapeReservedKeyword("class") == "`class`")
    #expect(SwiftIdentifier.escapeReservedKeyword("self") == "`self`")
    #expect(SwiftIdentifier.escapeReservedKeyword("Type") == "`Type`")
    #expect(SwiftIdentifier.escapeReservedKeyword("title") == "title")
  }

  @Test("snakeToCamelCase keeps leading underscores unless told to strip them")
  func snakeToCamelCase() {
    #expect(SwiftIdentifier.snakeToCamelCase("_my_key", stripLeading: false) == "_MyKey")
    #expect(SwiftIdentifier.snakeToCamelCase("_my_key", stripLeading: true) == "MyKey")
    #expect(SwiftIdentifier.camelToSnakeCase("helloWorldURL", lowercase: true) == "hello_world_url")
  }

  @Test("string literals and comment lines are escaped")
  func literals() {
    #expect(SwiftLiteral.escaped("a \"b\" \\ c\nd\u{1B}") == #"a \"b\" \\ c\nd\u{1B}"#)
    #expect(
      SwiftLiteral.commentLines("one\ntwo\r\nthree\rfour") == ["one", "two", "three", "four"])
  }
}
