import L10nCheck
import L10nModel
import Testing

/// `hardcoded-string` over scanned candidates: what is language is reported with why and the
/// fix; identifiers, URLs, formats, units, brand names and silenced texts are not.
@Suite struct HardcodedStringRuleTests {
  let project = makeProject([("en.lproj/Localizable.strings", "\"a\" = \"A\";\n")])

  func candidate(
    _ text: String, line: Int = 1, position: String = ".text",
    shape: HardcodedText.Shape = .literal, objectiveC: Bool = false, marker: String? = nil
  ) -> HardcodedText {
    HardcodedText(
      path: objectiveC ? "App.m" : "App.swift", location: SourceLocation(line: line, column: 3),
      utf8Range: 0..<1, text: text, hasInterpolations: text.contains("\\("), position: position,
      shape: shape, isObjectiveC: objectiveC, marker: marker)
  }

  func run(_ texts: [HardcodedText], configuration: LintConfiguration = LintConfiguration())
    -> [String]
  {
    var usage = CodeUsage()
    usage.hardcodedTexts = texts
    let index = KeyUsageIndex(project: project, usage: usage)
    return Linter(configuration: configuration).checkReferences(index, in: project)
      .filter { $0.ruleID == "hardcoded-string" }
      .map { "\($0.location) \($0.severity.rawValue): \($0.message)" }
  }

  @Test("each shape says why the position is a user's and what to write")
  func messages() {
    #expect(
      run([
        candidate("Tap to start"),
        candidate("Save", position: "setTitle:", objectiveC: true),
        candidate("Total: \\(…)", position: "SwiftUI Text", shape: .built),
        candidate("Settings", position: "SwiftUI Text", shape: .variable),
        candidate("Hello world", position: "SwiftUI Text(verbatim:)", shape: .verbatim),
        candidate("Page %d", position: ".title", shape: .built),
      ]) == [
        #"1:3 warning: "Tap to start" is shown by .text without localization; write String(localized: "Tap to start")"#,
        #"1:3 warning: "Save" is shown by setTitle: without localization; write NSLocalizedString(@"Save", comment)"#,
        #"1:3 warning: "Total: \(…)" is a String built from literals: SwiftUI Text shows a String as it is (only a literal is looked up); pass one literal, interpolations in it, or String(localized: …) with the values interpolated"#,
        #"1:3 warning: "Settings" is held in a String that SwiftUI Text shows as it is (only a literal is looked up); type it LocalizedStringKey or write String(localized: "Settings")"#,
        #"1:3 warning: "Hello world" is shown by Text(verbatim:), which is never localized; write Text("Hello world") to look it up"#,
        #"1:3 warning: "Page %d" is built from literals and shown by .title without localization; write String(localized: "Page %d")"#,
      ])
  }

  @Test("text that is no language is not reported; its twin in words is")
  func notLanguage() {
    let silent = [
      "", "42", "—", "%@ / %@", "😀", "\\(…)%", "\\(…) MHz", "\\(…) KB/s", "com.example.app",
      "https://example.com", "icon.png", "cellIdentifier", "start_button", "en-us", "yyyy-MM-dd",
      "HH:mm", "Settings/Panel", "macOS \\(…) (\\(…))", "GMT\\(…)\\(…)", "\\(…) FPS",
    ]
    #expect(run(silent.map { candidate($0) }).isEmpty)
    let words = ["OK", "Name:", "Wi-Fi", "\\(…) files left", "Read: \\(…)", "Done."]
    #expect(run(words.map { candidate($0) }).count == words.count)
  }

  @Test("Text(verbatim:) of one word is a name; of words, text")
  func verbatimWords() {
    #expect(
      run([
        candidate("Stats", shape: .verbatim), candidate("Made with love", shape: .verbatim),
      ]).count == 1)
  }

  @Test("brand names alone are not reported; with words they are")
  func brandNames() {
    var configuration = LintConfiguration()
    configuration.brandNames = ["Acme", "Acme Cloud"]
    #expect(
      run(
        [
          candidate("Acme Cloud"), candidate("Acme"), candidate("Acme Cloud 2"),
          candidate("Open Acme"),
        ],
        configuration: configuration) == [
          #"1:3 warning: "Open Acme" is shown by .text without localization; write String(localized: "Open Acme")"#
        ])
  }

  @Test("an inline marker and ignoreRules patterns silence a text; other markers do not")
  func silenced() {
    var configuration = LintConfiguration()
    configuration.ignoredRuleKeys = ["hardcoded-string": ["Beta*"]]
    #expect(
      run(
        [
          candidate("Marked", marker: "l10nedit:ignore hardcoded-string"),
          candidate("Marked all", marker: "l10nedit:ignore"),
          candidate("Other rule", marker: "l10nedit:ignore ellipsis"),
          candidate("Beta feature"),
        ], configuration: configuration
      ).count == 1)
  }

  @Test("the rule's level comes from the settings; off reports nothing")
  func levels() {
    #expect(
      run([candidate("Tap")], configuration: LintConfiguration(levels: ["hardcoded-string": .off]))
        .isEmpty)
    #expect(
      run(
        [candidate("Tap")], configuration: LintConfiguration(levels: ["hardcoded-string": .error])
      ).first?.hasPrefix("1:3 error:") == true)
  }

  @Test("control and bidi characters of a literal are printed inert, a long one cut")
  func inertMessage() throws {
    let found = run([
      candidate("Pay \u{202E}kcatta\u{202C}\u{1B}[2J now"),
      candidate(String(repeating: "word ", count: 100)),
    ])
    let first = try #require(found.first)
    #expect(first.contains(#""Pay \u{202E}kcatta\u{202C}\u{1B}[2J now""#))
    #expect(!first.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x1B })
    #expect(found.last.map { $0.count < 260 } == true)
  }
}
