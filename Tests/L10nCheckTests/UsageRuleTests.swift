import L10nCheck
import L10nModel
import Testing

@Suite struct UsageRuleTests {
  let project = makeProject([
    (
      "en.lproj/Localizable.strings",
      "\"used\" = \"Used\";\n\"unused\" = \"Unused\";\n\"%lld items\" = \"%lld items\";\n"
        + "\"%d of %d\" = \"%1$d of %2$d\";\n\"via variable\" = \"V\";\n\"5.title\" = \"IB\";\n"
    ),
    ("de.lproj/Localizable.strings", "\"used\" = \"Benutzt\";\n\"only.de\" = \"x\";\n"),
    ("en.lproj/Errors.strings", "\"err.disk\" = \"Disk full\";\n"),
    ("en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"App\";\n"),
  ])

  func reference(
    _ key: CodeKey, table: String? = "Localizable", line: Int, arguments: Int? = nil
  ) -> CodeReference {
    CodeReference(
      path: "App.swift", location: SourceLocation(line: line, column: 5), key: key, table: table,
      routine: "NSLocalizedString", formatArgumentCount: arguments)
  }

  func run(_ references: [CodeReference], literals: Set<String> = [], ib: [String] = [])
    -> [String]
  {
    let usage = CodeUsage(
      references: references, otherLiterals: literals, interfaceBuilderFiles: ib)
    let index = KeyUsageIndex(project: project, usage: usage)
    return Linter().check(index, in: project).map {
      "\($0.path):\($0.location): \($0.ruleID): \($0.message)"
    }.sorted()
  }

  @Test func keyNotFoundAndWrongTable() {
    let found = run([
      reference(CodeKey("used"), line: 1),
      reference(CodeKey("missing"), line: 2),
      reference(CodeKey("only.de"), line: 3),
      reference(CodeKey("err.disk"), line: 4),
      reference(CodeKey("used"), table: "Nowhere", line: 5),
      reference(CodeKey("err.disk"), table: "Errors", line: 6),
      reference(CodeKey("err.disk"), table: nil, line: 7),
    ]).filter { !$0.contains("unused-key") }
    #expect(
      found == [
        "App.swift:2:5: key-not-found: \"missing\" (NSLocalizedString) is not in Localizable (en)",
        "App.swift:3:5: key-not-found: \"only.de\" (NSLocalizedString) is not in Localizable (en)",
        "App.swift:4:5: wrong-table: \"err.disk\" (NSLocalizedString) is looked up in Localizable but is in Errors",
        "App.swift:5:5: wrong-table: \"used\" (NSLocalizedString) is looked up in Nowhere but is in Localizable",
      ])
  }

  @Test("a key-not-found finding carries its key, newlines as in the code, as its cell")
  func keyNotFoundCarriesItsKey() throws {
    let usage = CodeUsage(references: [
      reference(CodeKey("First line\nsecond line"), line: 1),
      reference(CodeKey("elsewhere"), table: "Nowhere", line: 2),
    ])
    let findings = Linter().check(KeyUsageIndex(project: project, usage: usage), in: project)
      .filter { $0.ruleID == "key-not-found" }
    #expect(findings.map { $0.cell?.key.text } == ["First line\nsecond line", "elsewhere"])
    #expect(findings.map { $0.cell?.table.path } == ["Localizable", "Nowhere"])
    #expect(findings.map { $0.cell?.language.code } == ["en", "en"])
  }

  @Test("Bundle.module finds a package target's table, whose id is no folder")
  func moduleBundleTables() {
    let project = makeProject([
      ("Packages/Core/Sources/Blocks/Resources/en.lproj/Blocks.strings", "\"Arrows\" = \"A\";\n")
    ])
    func lookup(from path: String) -> CodeReference {
      var reference = CodeReference(
        path: path, location: SourceLocation(line: 1, column: 1), key: CodeKey("Arrows"),
        table: "Blocks", routine: "String(localized:)")
      reference.namesTable = true
      reference.inModuleBundle = true
      return reference
    }
    let usage = CodeUsage(references: [
      lookup(from: "Packages/Core/Sources/Blocks/Block.swift"),
      lookup(from: "Packages/Core/Sources/Other/Other.swift"),
    ])
    let found = Linter().check(KeyUsageIndex(project: project, usage: usage), in: project)
      .filter { $0.ruleID == "key-not-found" }.map(\.path)
    #expect(found == ["Packages/Core/Sources/Other/Other.swift"])
  }

  @Test("tables the system reads, and keys named by their generated symbols, are used")
  func systemTablesAndGeneratedSymbols() {
    let project = makeProject([
      ("en.lproj/InfoPlist.xcstrings.strings", #""UTI name" = "Swift source";"# + "\n"),
      ("en.lproj/AppShortcuts.strings", #""Open ${applicationName}" = "Open";"# + "\n"),
      ("en.lproj/ServicesMenu.strings", #""Open in App" = "Open";"# + "\n"),
      (
        "en.lproj/Store.strings",
        #""OK" = "OK"; "plan.yearly.displayName" = "Yearly"; "stale" = "Old";"# + "\n"
      ),
    ])
    var usage = CodeUsage()
    usage.implicitMembers = ["ok", "Store.planYearlyDisplayName"]
    let found = Linter().check(KeyUsageIndex(project: project, usage: usage), in: project)
      .filter { $0.ruleID == "unused-key" }.map { $0.cell?.key.text ?? "" }
    #expect(found == ["stale"])
  }

  @Test("a catalog key's symbol is named as Xcode names it: capitals, conversions, $ and _")
  func generatedSymbolNames() {
    let project = makeProject([
      (
        "en.lproj/Localizable.strings",
        #""The JSON file" = "a"; "%lld selected" = "b"; "Run ${x}" = "c"; "a_b" = "d";"#
          + #" "The XML file" = "e";"# + "\n"
      )
    ])
    var usage = CodeUsage()
    usage.implicitMembers = ["theJsonFile", "selected", "run$X", "aB", "theXMLFile"]
    let found = Linter().check(KeyUsageIndex(project: project, usage: usage), in: project)
      .filter { $0.ruleID == "unused-key" }.map { $0.cell?.key.text ?? "" }
    #expect(found == ["The XML file"])
  }

  @Test("while a file is unscanned, no key is judged unused; unjudged-keys names the file")
  func unscannedFileSilencesUnusedKey() {
    var usage = CodeUsage(references: [reference(CodeKey("used"), line: 1)])
    usage.unscannedFiles = [UnscannedFile(path: "Deep.swift", reason: "nested too deep")]
    let found = Linter().check(KeyUsageIndex(project: project, usage: usage), in: project)
    #expect(!found.contains { $0.ruleID == "unused-key" })
    #expect(
      found.contains {
        $0.ruleID == "unjudged-keys" && $0.message.contains("Deep.swift (nested too deep)")
      })
  }

  @Test func interpolationsMatchAnySpecifierUnlessKnown() {
    let wildcard = CodeKey(parts: [.interpolation(specifier: nil), .text(" items")])
    let integer = CodeKey(parts: [.interpolation(specifier: "%lld"), .text(" items")])
    let double = CodeKey(parts: [.interpolation(specifier: "%lf"), .text(" items")])
    #expect(wildcard.matches("%lld items"))
    #expect(wildcard.matches("%@ items"))
    #expect(wildcard.matches("%1$@ items"))
    #expect(!wildcard.matches("%lld items!"))
    #expect(integer.matches("%lld items"))
    #expect(!double.matches("%lld items"))
    #expect(
      CodeKey(parts: [.text("100% of "), .interpolation(specifier: nil)]).matches("100%% of %@"))
    #expect(run([reference(wildcard, line: 1)]).allSatisfy { !$0.contains("key-not-found") })
    #expect(run([reference(double, line: 1)]).contains { $0.contains("key-not-found") })
    let percent = CodeKey(parts: [.interpolation(specifier: nil), .text("%")])
    #expect(run([reference(percent, line: 1)]).allSatisfy { !$0.contains("key-not-found") })
  }

  @Test func unusedKeysSkipInfoPlistObjectIDsAndOtherLiterals() {
    let all = [
      reference(CodeKey("used"), line: 1), reference(CodeKey("%d of %d"), line: 2),
      reference(CodeKey("%lld items"), line: 3),
    ]
    #expect(
      run(all, literals: ["via variable"], ib: ["Main.storyboard"]) == [
        "en.lproj/Errors.strings:1:1: unused-key: \"err.disk\" is not used by the scanned code: no call looks it up and no key pattern matches it",
        "en.lproj/Localizable.strings:2:1: unused-key: \"unused\" is not used by the scanned code: no call looks it up and no key pattern matches it",
      ])
    // Without a storyboard or xib, `5.title` is a key like any other.
    #expect(run(all, literals: ["via variable"]).contains { $0.contains("\"5.title\"") })
    #expect(run(all).contains { $0.contains("\"via variable\"") })
  }

  @Test func formatArguments() {
    #expect(
      run([
        reference(CodeKey("%d of %d"), line: 1, arguments: 2),
        reference(CodeKey("%d of %d"), line: 2, arguments: 1),
        reference(CodeKey("used"), line: 3, arguments: 1),
      ]).filter { $0.contains("format-arguments") } == [
        "App.swift:2:5: format-arguments: \"%d of %d\" consumes 2 arguments in Localizable (en) but 1 is passed",
        "App.swift:3:5: format-arguments: \"used\" consumes 0 arguments in Localizable (en) but 1 is passed",
      ])
  }

  @Test func usageRulesRunOnlyWithCode() {
    #expect(Linter().run(project).allSatisfy { !Linter.usageRuleIDs.contains($0.ruleID) })
  }
}
