import L10nCheck
import L10nModel
import Testing

/// `unused-key` and `unjudged-keys` where the scan is incomplete or resources use the keys.
@Suite struct UnusedKeyJudgeTests {
  let project = makeProject(
    [
      (
        "en.lproj/Localizable.strings",
        "\"alert.fatal\" = \"F\";\n\"alert.disk\" = \"D\";\n\"other\" = \"O\";\n"
          + "\"accessor.key\" = \"A\";\n"
      ),
      ("en.lproj/KeyBinding.strings", "\"cmd.open\" = \"Open\";\n\"cmd.close\" = \"Close\";\n"),
      (
        "en.lproj/Main.strings",
        "\"Kd2-mp-pUS.title\" = \"Live\";\n\"abc-de-fgh.title\" = \"Stale\";\n"
      ),
      ("en.lproj/infoPlist.strings", "\"NSCameraUsageDescription\" = \"Camera\";\n"),
      ("Settings.bundle/en.lproj/Root.strings", "\"Group\" = \"Group\";\n"),
      ("en.lproj/Intents.strings", "\"gpCwrM\" = \"Open\";\n\"stale1\" = \"Old\";\n"),
    ], folderTables: true)

  func run(_ usage: CodeUsage) -> [String] {
    let index = KeyUsageIndex(project: project, usage: usage)
    return Linter().check(index, in: project).map {
      "\($0.path):\($0.location.line): \($0.ruleID): \($0.message)"
    }.sorted()
  }

  func pattern(_ parts: [CodeKey.Part], table: String = "Localizable") -> CodeReference {
    CodeReference(
      path: "App.swift", location: SourceLocation(line: 9, column: 5), key: CodeKey(parts: parts),
      table: table, routine: "NSLocalizedString")
  }

  var place: CodeReference.Place {
    CodeReference.Place(path: "Keys.swift", location: SourceLocation(line: 3, column: 1))
  }

  @Test func keysOfPatternsAreNotJudgedButSaidOnce() {
    var usage = CodeUsage()
    usage.patterns = [pattern([.text("alert."), .runTime])]
    let found = run(usage).filter { $0.contains("en.lproj/Localizable") }
    #expect(
      found == [
        "en.lproj/Localizable.strings:2: unjudged-keys: Localizable: 2 keys used only through key patterns (\"alert.*\" at App.swift:9:5); not judged unused",
        "en.lproj/Localizable.strings:3: unused-key: \"other\" is not used by the scanned code: no call looks it up and no key pattern matches it",
        "en.lproj/Localizable.strings:4: unused-key: \"accessor.key\" is not used by the scanned code: no call looks it up and no key pattern matches it",
      ])
    // A pattern in another table judges nothing here.
    usage.patterns = [pattern([.text("alert."), .runTime], table: "Errors")]
    #expect(run(usage).filter { $0.contains("\"alert.") }.count == 2)
  }

  @Test func tablesReadAtRunTimeAreNotJudged() {
    var usage = CodeUsage()
    #expect(run(usage).contains { $0.contains("\"cmd.open\" is not used") })
    usage.runTimeTables = [RunTimeTable(table: "KeyBinding", place: place)]
    #expect(
      run(usage).filter { $0.contains("KeyBinding") } == [
        "en.lproj/KeyBinding.strings:2: unjudged-keys: KeyBinding: read whole at run time (Keys.swift:3:1); its keys are not judged unused"
      ])
  }

  @Test func interfaceBuilderIDsAreCheckedAgainstTheDocument() {
    var usage = CodeUsage(interfaceBuilderFiles: ["Base.lproj/Main.storyboard"])
    // Without the document's ids, any object id passes.
    #expect(!run(usage).contains { $0.contains("Main.strings") })
    usage.interfaceBuilderIDs = ["Main": ["Kd2-mp-pUS"]]
    #expect(
      run(usage).filter { $0.contains("Main.strings") } == [
        "en.lproj/Main.strings:2: unused-key: \"abc-de-fgh.title\" is not used by the scanned code: Main's storyboard or xib has no object abc-de-fgh (a stale Interface Builder id)"
      ])
  }

  @Test func resourcesInfoPlistSettingsAndIntents() {
    var usage = CodeUsage()
    let found = run(usage)
    #expect(!found.contains { $0.contains("NSCameraUsageDescription") })
    #expect(
      found.contains(
        "Settings.bundle/en.lproj/Root.strings:1: unjudged-keys: Root: used by the Settings app's Settings.bundle (its panes not scanned); its keys are not judged unused"
      ))
    #expect(found.contains { $0.contains("\"gpCwrM\" is not used") })
    usage.intentDefinitions = [
      "Intents": IntentDefinition(file: "Intents.intentdefinition", strings: nil)
    ]
    #expect(
      run(usage).filter { $0.contains("Intents") } == [
        "en.lproj/Intents.strings:1: unjudged-keys: Intents: used by Intents.intentdefinition (listed in the Xcode project, not scanned); its keys are not judged unused"
      ])
    usage.intentDefinitions = [
      "Intents": IntentDefinition(file: "Intents.intentdefinition", strings: ["gpCwrM", "Open"])
    ]
    #expect(
      run(usage).filter { $0.contains("Intents") } == [
        "en.lproj/Intents.strings:2: unused-key: \"stale1\" is not used by the scanned code: Intents.intentdefinition has no \"stale1\" (a stale intent string)"
      ])
  }

  @Test func anUnreferencedAccessorIsNamedEvenWhenALiteralEqualsTheKey() {
    var usage = CodeUsage(otherLiterals: ["accessor.key"])
    #expect(!run(usage).contains { $0.contains("accessor.key") })
    usage.unreferencedAccessors = [
      GeneratedAccessor(
        name: "L10n.Accessor.key", key: "accessor.key", table: "Localizable", place: place)
    ]
    #expect(
      run(usage).contains(
        "en.lproj/Localizable.strings:4: unused-key: \"accessor.key\" is not used by the scanned code: its accessor L10n.Accessor.key (Keys.swift:3:1) is never referenced"
      ))
  }
}
