import L10nCheck
import L10nModel
import L10nTestSupport
import Testing

/// `whitespace-mismatch` says a source quirk once, on the source, and leaves alone a catalog
/// key that only stands in for a storyboard's text.
@Suite struct WhitespaceSourceTests {
  static func messages(_ files: [(String, String)]) -> [String] {
    var levels: [String: LintConfiguration.Level] = [:]
    for id in Linter.ruleIDs { levels[id] = id == "whitespace-mismatch" ? .warning : .off }
    return Linter(configuration: LintConfiguration(levels: levels)).run(makeProject(files))
      .map { "\($0.path) \($0.message)" }
  }

  @Test("most translations differ: one finding on the source, naming them")
  func sourceQuirk() {
    let languages = ["de", "fr", "ja", "pl", "ru"]
    let files =
      [("en.lproj/T.strings", "\"v\" = \"Version:  \";\n")]
      + languages.prefix(3).map { ("\($0).lproj/T.strings", "\"v\" = \"Version: \";\n") }
      + languages.suffix(2).map { ("\($0).lproj/T.strings", "\"v\" = \"Version:  \";\n") }
    #expect(
      Self.messages(files) == [
        "en.lproj/T.strings \"v\": 3 of 5 translations differ from the source's whitespace (de, fr, ja); the source (en) starts with no whitespace, ends with space, space and has 0 line breaks: is it the one to fix?"
      ])
  }

  @Test("a few translations differ: each is reported where it is")
  func fewDiffer() {
    let files = [
      ("en.lproj/T.strings", "\"v\" = \"Version:\";\n"),
      ("de.lproj/T.strings", "\"v\" = \"V: \";\n"),
      ("fr.lproj/T.strings", "\"v\" = \"V:\";\n"), ("ja.lproj/T.strings", "\"v\" = \"V:\";\n"),
    ]
    #expect(
      Self.messages(files) == [
        "de.lproj/T.strings \"v\" in de ends with space (the source: no whitespace)"
      ])
  }

  @Test("a catalog key standing in for a storyboard text is not compared")
  func interfaceBuilderKey() throws {
    let folder = try TestSupport.fixture([
      "Main.xcstrings": """
      {"sourceLanguage":"en","strings":{"BgM-ve-c93.title":{"localizations":{\
      "de":{"stringUnit":{"state":"translated","value":"\\tLinks nach rechts"}},\
      "fr":{"stringUnit":{"state":"translated","value":" De gauche à droite"}}}}},"version":"1.0"}
      """
    ])
    var levels: [String: LintConfiguration.Level] = [:]
    for id in Linter.ruleIDs { levels[id] = id == "whitespace-mismatch" ? .warning : .off }
    #expect(Linter(configuration: LintConfiguration(levels: levels)).run(try folder.load()).isEmpty)
  }
}
