import L10nFormats
import L10nModel
import Testing

@Suite("Settings file")
struct ProjectSettingsReaderTests {
  static func parse(_ text: String, path: String = ".l10nedit.yml") throws(ProjectSettingsReader
    .Failure) -> ProjectSettings
  {
    try ProjectSettingsReader.parse(Array(text.utf8), path: path)
  }

  /// The failure `text` gives, as printed.
  static func failure(_ text: String, path: String = ".l10nedit.yml") -> String? {
    do {
      _ = try parse(text, path: path)
      return nil
    } catch {
      return error.description
    }
  }

  static let expected = ProjectSettings(
    sourceLanguage: LanguageID("en"), rules: ["untranslated": "off", "ascii-keys": "warning"],
    ignoredKeys: ["CFBundleName", "debug.*"], ignoredTables: ["InfoPlist"])

  /// `settings` without the file's path and rule locations, to compare contents.
  static func content(_ settings: ProjectSettings) -> ProjectSettings {
    var content = settings
    content.path = ""
    content.ruleLocations = [:]
    return content
  }

  @Test("JSON, block YAML and flow YAML give the same settings")
  func sameSettings() throws {
    let json = """
      {
        "sourceLanguage": "en",
        "rules": { "untranslated": "off", "ascii-keys": "warning" },
        "ignoreKeys": ["CFBundleName", "debug.*"],
        "ignoreTables": ["InfoPlist"]
      }
      """
    let block = """
      sourceLanguage: en
      rules:
        untranslated: off
        ascii-keys: warning
      ignoreKeys:
        - CFBundleName
        - debug.*
      ignoreTables: [InfoPlist]
      """
    let flow = """
      {sourceLanguage: en, rules: {untranslated: off, ascii-keys: warning},
       ignoreKeys: [CFBundleName, debug.*], ignoreTables: [InfoPlist]}
      """
    let fromJSON = try Self.parse(json, path: ".l10nedit.json")
    #expect(Self.content(fromJSON) == Self.expected)
    #expect(fromJSON.path == ".l10nedit.json")
    #expect(
      fromJSON.ruleLocations == [
        "untranslated": .init(line: 3, column: 14), "ascii-keys": .init(line: 3, column: 37),
      ])
    let fromBlock = try Self.parse(block)
    #expect(Self.content(fromBlock) == Self.expected)
    #expect(
      fromBlock.ruleLocations == [
        "untranslated": .init(line: 3, column: 3), "ascii-keys": .init(line: 4, column: 3),
      ])
    #expect(Self.content(try Self.parse(flow)) == Self.expected)
  }

  @Test(
    "YAML the old subset misread: comments, quotes around #, anchors, words YAML 1.1 reads as booleans"
  )
  func fullYAML() throws {
    let yaml = """
      %YAML 1.1
      ---
      # a comment line
      sourceLanguage: no        # Norwegian, not false
      rules:
        "untranslated": 'off'   # quoted names and levels
        ascii-keys: &level warning
        sorted-files: *level
      ignoreKeys: &shared
        - "hash#tag"            # a '#' inside quotes is text
        - 'it''s # not a comment'
        - plain#hash            # no space before '#': text too
      ignoreTables: *shared
      ...
      """
    let settings = try Self.parse(yaml)
    #expect(settings.sourceLanguage == LanguageID("no"))
    #expect(
      settings.rules == ["untranslated": "off", "ascii-keys": "warning", "sorted-files": "warning"])
    #expect(settings.ignoredKeys == ["hash#tag", "it's # not a comment", "plain#hash"])
    #expect(settings.ignoredTables == settings.ignoredKeys)
  }

  /// Nine anchors, each a list of nine aliases of the one before: 432 bytes naming 9^9 values.
  static let aliasBomb =
    (["a: &a [x,x,x,x,x,x,x,x,x]"]
    + zip("bcdefghi", "abcdefgh").map { name, previous in
      "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",")
        + "]"
    }).joined(separator: "\n") + "\nsourceLanguage: en\n"

  @Test("aliases that expand past 100,000 values are refused at the alias that crosses the limit")
  func aliasBomb() {
    #expect(Self.aliasBomb.utf8.count < 450)
    // Lines a to e count 74,738 nodes (the root, keys, each list and what it holds: e alone
    // 66,430); f's first *e (line 6, column 8) takes the count past 100,000.
    #expect(
      Self.failure(Self.aliasBomb)
        == ".l10nedit.yml:6:8: aliases expand the settings to more than 100000 values here (an "
        + "alias stands for all its anchor names; anchors of aliases of anchors can make a few "
        + "hundred bytes name billions)")
  }

  @Test("an alias bomb used as a mapping key is refused before Yams hashes the key")
  func aliasBombKey() {
    let text = Self.aliasBomb.replacingOccurrences(of: "sourceLanguage: en", with: "? *i\n: x")
    #expect(Self.failure(text)?.contains("aliases expand the settings to more than") == true)
  }

  @Test("anchors and aliases within the limit read as their anchors")
  func aliasesWithinLimit() throws {
    let yaml = """
      ignoreKeys: &keys [a, b, c]
      ignoreTables: *keys
      rules: {untranslated: &level warning, ascii-keys: *level}
      """
    let settings = try Self.parse(yaml)
    #expect(settings.ignoredTables == ["a", "b", "c"])
    #expect(settings.ignoredKeys == settings.ignoredTables)
    #expect(settings.rules == ["untranslated": "warning", "ascii-keys": "warning"])
  }

  @Test("an empty file, a file of comments and empty values set nothing")
  func empty() throws {
    #expect(try Self.parse("") == ProjectSettings(path: ".l10nedit.yml"))
    #expect(try Self.parse("# nothing yet\n") == ProjectSettings(path: ".l10nedit.yml"))
    #expect(
      try Self.parse("sourceLanguage:\nrules:\nignoreKeys: ~\n")
        == ProjectSettings(path: ".l10nedit.yml"))
    #expect(
      try Self.parse("{\"ignoreKeys\": null}", path: "x.json") == ProjectSettings(path: "x.json"))
  }

  @Test("userMemory: false opts out, a string names the file, anything else is refused")
  func userMemory() throws {
    #expect(try Self.parse("sourceLanguage: en\n").savesToUserMemory)
    let off = try Self.parse(#"{"userMemory": false}"#, path: "x.json")
    #expect(!off.savesToUserMemory && off.userMemoryPath == nil)
    let named = try Self.parse("userMemory: ~/work/memory.sqlite\n")
    #expect(named.savesToUserMemory && named.userMemoryPath == "~/work/memory.sqlite")
    #expect(
      Self.failure("sort: true\nuserMemory: [a, b]\n")
        == ".l10nedit.yml:2:13: userMemory must be false (not saved into), true, or the memory's "
        + "file")
  }

  @Test("tabVisitsReview: true by default, false keeps Tab to gaps, anything else is refused")
  func tabVisitsReview() throws {
    #expect(try Self.parse("sourceLanguage: en\n").tabVisitsReview)
    #expect(!(try Self.parse(#"{"tabVisitsReview": false}"#, path: "x.json").tabVisitsReview))
    #expect(
      Self.failure("sort: true\ntabVisitsReview: sometimes\n")
        == ".l10nedit.yml:2:18: tabVisitsReview must be true or false")
  }

  @Test("ignoreRules and maxLength, in JSON and YAML; a limit that is no number is refused")
  func qualitySettings() throws {
    let json = try Self.parse(
      #"{"ignoreRules": {"ellipsis": ["menu.*"]}, "maxLength": {"tab.*": 12, "InfoPlist": 30}}"#,
      path: "x.json")
    #expect(json.ignoredRules == ["ellipsis": ["menu.*"]])
    #expect(
      json.maxLengths == [
        .init(pattern: "tab.*", length: 12), .init(pattern: "InfoPlist", length: 30),
      ])
    let yaml = try Self.parse("ignoreRules:\n  ellipsis: [menu.*]\nmaxLength:\n  tab.*: 12\n")
    #expect(yaml.ignoredRules == json.ignoredRules)
    #expect(yaml.maxLengths == [.init(pattern: "tab.*", length: 12)])
    #expect(
      Self.failure(#"{"maxLength": {"tab.*": "wide"}}"#, path: "x.json")
        == "x.json:1:16: the maxLength of tab.* must be a positive number")
    #expect(
      Self.failure(#"{"ignoreRules": {"ellipsis": "menu.*"}}"#, path: "x.json")
        == "x.json:1:18: the keys of ignoreRules' ellipsis must be a list of strings")
  }

  @Test("a UTF-8 byte order mark is skipped")
  func byteOrderMark() throws {
    let json = try ProjectSettingsReader.parse(
      [0xEF, 0xBB, 0xBF] + Array("{\"sourceLanguage\": \"de\"}".utf8), path: "x.json")
    #expect(json.sourceLanguage == LanguageID("de"))
    let yaml = try ProjectSettingsReader.parse(
      [0xEF, 0xBB, 0xBF] + Array("sourceLanguage: de".utf8), path: "x.yml")
    #expect(yaml.sourceLanguage == LanguageID("de"))
  }

  @Test(
    "errors say file:line:column and what is wrong",
    arguments: [
      (
        "{\"rules\": {\"a\": \"off\",}}", "x.json",
        "x.json:1:23: not valid JSON: expected a key in quotes"
      ),
      (
        "{\"rules\": 3}", "x.json",
        "x.json:1:2: rules must map rule ids to off, info, warning or error"
      ),
      (
        "{\n  \"ignoreKeys\": [\"a\", 1]\n}", "x.json",
        "x.json:2:3: ignoreKeys must be a list of strings"
      ),
      ("{\"rules\": {\"a\": true}}", "x.json", "x.json:1:12: the level of rule a must be a string"),
      (
        "[1]", "x.json",
        "x.json:1:1: the settings must be a JSON object or a YAML mapping of names to values"
      ),
      ("", "x.json", "x.json:1:1: not valid JSON: expected a value, found the end of the file"),
      (
        "rules: [oops", ".l10nedit.yml",
        ".l10nedit.yml:2:1: not valid YAML: did not find expected ',' or ']' (while parsing a flow sequence at 1:8)"
      ),
      (
        "rules:\n  a: off\n b: 2\n", ".l10nedit.yml",
        ".l10nedit.yml:3:2: not valid YAML: did not find expected key (while parsing a block mapping at 1:1)"
      ),
      (
        "rules: 3", ".l10nedit.yml",
        ".l10nedit.yml:1:8: rules must map rule ids to off, info, warning or error"
      ),
      (
        "rules:\n  a: [off]\n", ".l10nedit.yml",
        ".l10nedit.yml:2:6: the level of rule a must be a string"
      ),
      (
        "sourceLanguage: {code: en}", ".l10nedit.yml",
        ".l10nedit.yml:1:17: sourceLanguage must be a string"
      ),
      (
        "ignoreKeys: [a, [b]]", ".l10nedit.yml",
        ".l10nedit.yml:1:17: ignoreKeys must be a list of strings"
      ),
      (
        "ignoreTables: InfoPlist", ".l10nedit.yml",
        ".l10nedit.yml:1:15: ignoreTables must be a list of strings"
      ),
      (
        "rules:\n  a: off\n  a: on\n", ".l10nedit.yml",
        ".l10nedit.yml:2:3: \"a\" written more than once in one mapping"
      ),
      (
        "ignoreKeys: \"a\u{1}\"", ".l10nedit.yml",
        ".l10nedit.yml:1:15: not valid YAML: control characters are not allowed"
      ),
      (
        "- a", ".l10nedit.yml",
        ".l10nedit.yml:1:1: the settings must be a JSON object or a YAML mapping of names to values"
      ),
      (
        "\n\ncolour: red", ".l10nedit.yml",
        ".l10nedit.yml:3:1: unknown setting \"colour\" (known: sourceLanguage, rules, ignoreKeys, ignoreTables, ignoreLanguages, bundles, sort, sources, routines, ignoreRules, maxLength, userMemory, markSourceChanges, tabVisitsReview, providers, textPositions, brandNames, localizingForm, keyStyle, catalogVersion)"
      ),
      (
        "textPositions:\n  - SettingsRow(title:)\n  - Settings Row\n", ".l10nedit.yml",
        ".l10nedit.yml:3:5: textPositions: \"Settings Row\" is no position (.property, Name(label:), Name(_:) or selectorPart:)"
      ),
      (
        "sort: true\nkeyStyle: dotted\n", ".l10nedit.yml",
        ".l10nedit.yml:2:11: keyStyle must be one of \"text\", \"namespaced\""
      ),
      (
        #"{"localizingForm": "L10n"}"#, ".l10nedit.json",
        #".l10nedit.json:1:2: localizingForm must be one of "String(localized:)", "NSLocalizedString", "generated""#
      ),
      (
        "brandNames: Acme", ".l10nedit.yml",
        ".l10nedit.yml:1:13: brandNames must be a list of strings"
      ),
      (
        "? [a]\n: b\n", ".l10nedit.yml",
        ".l10nedit.yml:1:3: a name must be text, not a list or a mapping"
      ),
      (
        "ignoreKeys: *nope\n", ".l10nedit.yml",
        ".l10nedit.yml:1:13: not valid YAML: found undefined alias"
      ),
    ])
  func errors(text: String, path: String, message: String) {
    #expect(Self.failure(text, path: path) == message)
  }

  @Test("hardcoded-string's settings: brand names and text positions of every form")
  func hardcodedStringSettings() throws {
    let settings = try Self.parse(
      #"{"brandNames": ["Acme", "Acme Cloud"], "textPositions": [".caption", "Row(_:detail:)", "setCaption:"]}"#,
      path: ".l10nedit.json")
    #expect(settings.brandNames == ["Acme", "Acme Cloud"])
    #expect(settings.textPositions == [".caption", "Row(_:detail:)", "setCaption:"])
  }

  @Test("extract --rewrite's settings: the localizing form and the key style")
  func rewriteSettings() throws {
    let settings = try Self.parse(
      #"{"localizingForm": "NSLocalizedString", "keyStyle": "namespaced"}"#, path: ".l10nedit.json")
    #expect(settings.localizingForm == "NSLocalizedString")
    #expect(settings.keyStyle == "namespaced")
    let generated = try Self.parse("localizingForm: generated\n", path: ".l10nedit.yml")
    #expect(generated.localizingForm == "generated")
  }

  @Test("text that is not UTF-8 is refused at its start")
  func notUTF8() {
    for path in ["x.json", "x.yml"] {
      #expect(throws: ProjectSettingsReader.Failure.self) {
        try ProjectSettingsReader.parse([0x61, 0xFF], path: path)
      }
    }
  }

  @Test("sort: true by default, false in JSON or YAML; anything else is an error with its place")
  func sort() throws {
    #expect(try Self.parse("{}", path: ".l10nedit.json").sort == nil)
    #expect(try Self.parse(#"{ "sort": false }"#, path: ".l10nedit.json").sort == false)
    #expect(try Self.parse("sort: false\n").sort == false)
    #expect(try Self.parse("sort: true\n").sort == true)
    #expect(Self.failure("sort: no\n") == ".l10nedit.yml:1:7: sort must be true or false")
    #expect(
      Self.failure(#"{ "sort": 0 }"#, path: ".l10nedit.json")
        == ".l10nedit.json:1:3: sort must be true or false")
  }
}
