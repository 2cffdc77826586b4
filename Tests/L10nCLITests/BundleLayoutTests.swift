import Foundation
import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// An Xcode project: `App` copies `Localizable.strings` from `App/Resources/Localization` and
/// `Localizable.stringsdict` from `App/Resources/Localization/Plurals` (one table at run time);
/// `Widget` has its own `Localizable.strings`.
private let pbxproj = """
  // !$*UTF8*$!
  {
  \tarchiveVersion = 1;
  \tobjectVersion = 77;
  \tobjects = {
  \t\tPROJ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, ); mainGroup = MAIN; projectDirPath = ""; targets = (APP, WIDGET, ); };
  \t\tMAIN = {isa = PBXGroup; children = (APPG, WIDGETG, ); sourceTree = "<group>"; };
  \t\tAPPG = {isa = PBXGroup; children = (LOC, ); path = App; sourceTree = "<group>"; };
  \t\tLOC = {isa = PBXGroup; children = (LOCSTRINGS, PLURALS, ); path = Resources/Localization; sourceTree = "<group>"; };
  \t\tLOCSTRINGS = {isa = PBXVariantGroup; children = (LOCEN, LOCDE, ); name = Localizable.strings; sourceTree = "<group>"; };
  \t\tLOCEN = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
  \t\tLOCDE = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
  \t\tPLURALS = {isa = PBXGroup; children = (DICT, ); path = Plurals; sourceTree = "<group>"; };
  \t\tDICT = {isa = PBXVariantGroup; children = (DICTEN, ); name = Localizable.stringsdict; sourceTree = "<group>"; };
  \t\tDICTEN = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.stringsdict; sourceTree = "<group>"; };
  \t\tWIDGETG = {isa = PBXGroup; children = (WLOC, ); path = Widget; sourceTree = "<group>"; };
  \t\tWLOC = {isa = PBXVariantGroup; children = (WLOCEN, WLOCDE, ); name = Localizable.strings; sourceTree = "<group>"; };
  \t\tWLOCEN = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
  \t\tWLOCDE = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
  \t\tAPP = {isa = PBXNativeTarget; buildPhases = (APPRES, ); name = App; productType = "com.apple.product-type.application"; };
  \t\tAPPRES = {isa = PBXResourcesBuildPhase; files = (B1, B2, ); };
  \t\tB1 = {isa = PBXBuildFile; fileRef = LOCSTRINGS; };
  \t\tB2 = {isa = PBXBuildFile; fileRef = DICT; };
  \t\tWIDGET = {isa = PBXNativeTarget; buildPhases = (WIDGETRES, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
  \t\tWIDGETRES = {isa = PBXResourcesBuildPhase; files = (W1, ); };
  \t\tW1 = {isa = PBXBuildFile; fileRef = WLOC; };
  \t};
  \trootObject = PROJ;
  }
  """

/// The localization files of an app whose table is split over `Localization/` and
/// `Localization/Plurals/`, and of a widget with a table of the same name.
private let splitApp = [
  "App/Resources/Localization/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
  "App/Resources/Localization/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
  "App/Resources/Localization/Plurals/en.lproj/Localizable.stringsdict":
    SharedFixtures.pluralStringsdict(
      one: "%d file", other: "%d files"),
  "Widget/en.lproj/Localizable.strings": "\"widget\" = \"Widget\";\n",
  "Widget/de.lproj/Localizable.strings": "\"widget\" = \"Widget\";\n",
]

@Suite("Bundles: which files are one table")
struct BundleLayoutTests {
  static func rules(_ path: String) throws -> [String] {
    let run = try CommandRunner.run(["lint", "--format", "json", path])
    let all = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
    return all.map {
      "\($0["rule"] as? String ?? "") \($0["table"] as? String ?? "") \($0["key"] as? String ?? "") \($0["language"] as? String ?? "")"
    }
  }

  @Test("an Xcode project: the split table is one per target; two targets keep their own")
  func xcodeProject() throws {
    let folder = try TestSupport.fixture(
      splitApp.merging(["Demo.xcodeproj/project.pbxproj": pbxproj]) { $1 })
    let project = try ProjectLoader.load(folder.path)
    #expect(project.grids.map(\.table.path) == ["App/Localizable", "Widget/Localizable"])
    let app = try #require(project.grids.first)
    #expect(app.keys.map(\.text) == ["files", "title"])
    // One table: no false extra keys; the plural key is missing in de, a real gap.
    let rules = try BundleLayoutTests.rules(folder.path)
    #expect(!rules.contains { $0.hasPrefix("extra-key") })
    #expect(rules.contains("missing-translation App/Localizable files de"))
    #expect(rules.filter { $0.hasPrefix("missing-translation") }.count == 1)
  }

  @Test("a file no target copies stays in its folder-mates' table and is said not to ship")
  func notAResource() throws {
    // ja.lproj/Localizable.strings sits beside en and de, but the project does not list it.
    let folder = try TestSupport.fixture(
      splitApp.merging([
        "Demo.xcodeproj/project.pbxproj": pbxproj,
        "App/Resources/Localization/ja.lproj/Localizable.strings": "\"title\" = \"タイトル\";\n",
      ]) { $1 })
    let project = try ProjectLoader.load(folder.path)
    // One table, not a second "App/Resources/Localization/Localizable" at 0 % and 100 %.
    #expect(project.grids.map(\.table.path) == ["App/Localizable", "Widget/Localizable"])
    let rules = try BundleLayoutTests.rules(folder.path)
    #expect(rules.contains { $0.hasPrefix("project-layout") })
    #expect(!rules.contains("missing-translation App/Localizable title ja"))
    let text = try CommandRunner.run(["lint", folder.path]).standardOutput
    #expect(
      text.contains(
        "App/Resources/Localization/ja.lproj/Localizable.strings exists but is not a resource of "
          + "target App: it will not ship"))
  }

  @Test("without a project file: nested .lproj folders sharing a table join, said once")
  func nestedWithoutProject() throws {
    let folder = try TestSupport.fixture(splitApp)
    let project = try ProjectLoader.load(folder.path)
    #expect(
      project.grids.map(\.table.path) == [
        "App/Resources/Localization/Localizable", "Widget/Localizable",
      ])
    #expect(project.layoutNotes.count == 1)
    #expect(
      project.layoutNotes.first?.hasPrefix(
        "App/Resources/Localization/Plurals holds .lproj folders inside App/Resources/Localization's"
      )
        == true)
    let run = try CommandRunner.run(["lint", folder.path])
    #expect(run.standardError.contains("note: App/Resources/Localization/Plurals holds"))
  }

  @Test("a nested bundle of its own (a .bundle, a help book) is not joined")
  func nestedWrapper() throws {
    let folder = try TestSupport.fixture([
      "App/en.lproj/InfoPlist.strings": "\"a\" = \"A\";\n",
      "App/Help.help/Contents/Resources/en.lproj/InfoPlist.strings": "\"h\" = \"H\";\n",
    ])
    let project = try ProjectLoader.load(folder.path)
    #expect(project.grids.count == 2)
    #expect(project.layoutNotes.isEmpty)
  }

  @Test("the settings file's bundles join folders under a name; new files go to their folder")
  func declaredBundles() throws {
    let folder = try TestSupport.fixture(
      splitApp.merging([
        ".l10nedit.json": #"""
        {"bundles": {"App": ["App/Resources/Localization", "App/Resources/Localization/Plurals"]}}
        """#
      ]) { $1 })
    let settings = try #require(try ProjectSettingsReader.read(root: folder.path))
    var project = try ProjectLoader.loadStamped(folder.path, bundles: settings.bundles).project
    #expect(project.grids.map(\.table.path) == ["App/Localizable", "Widget/Localizable"])
    #expect(project.layoutNotes.isEmpty)
    let cell = CellID(
      table: TableID("App/Localizable"), key: LocalizationKey("files"), language: LanguageID("de"))
    _ = try project.apply([
      .setPluralForms(cell, .stringsdict("n"), ["one": "%d Datei", "other": "%d Dateien"])
    ])
    #expect(
      project.files.last?.relativePath
        == "App/Resources/Localization/Plurals/de.lproj/Localizable.stringsdict")
  }

  /// `splitApp` with French in `Widget` (its variant group lists it) and in the app's folder,
  /// where `Localizable.strings` has none (its variant group lists en and de); a French text
  /// the memory has for `App`'s `title`, and the tests' stub provider as `stub`.
  static func frenchWidget() throws -> TemporaryFolder {
    let stub = TestSupport.packageRoot.appendingPathComponent(
      "Tests/providers/hostile-provider.py"
    ).path
    let project =
      pbxproj
      .replacing("children = (WLOCEN, WLOCDE, )", with: "children = (WLOCEN, WLOCDE, WLOCFR, )")
      .replacing(
        "\t\tWIDGET = {",
        with: "\t\tWLOCFR = {isa = PBXFileReference; name = fr; "
          + "path = fr.lproj/Localizable.strings; sourceTree = \"<group>\"; };\n\t\tWIDGET = {")
    return try TestSupport.fixture(
      splitApp.merging([
        "Demo.xcodeproj/project.pbxproj": project,
        "Widget/en.lproj/Localizable.strings": "\"widget\" = \"Widget\";\n\"name\" = \"Title\";\n",
        "Widget/fr.lproj/Localizable.strings": "\"name\" = \"Titre\";\n",
        // The app's folder has French for another resource.
        "App/Resources/Localization/fr.lproj/Credits.rtf": "{\\rtf1 Crédits}\n",
        ".l10nedit.json": #"{"providers": {"stub": {"command": ["python3", "\#(stub)"]}}}"#,
      ]) { $1 })
  }

  /// The files below `folder`, by path relative to it.
  static func files(_ folder: TemporaryFolder) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".strings") }.sorted()
  }

  @Test(
    "translate and fill make no file its table's target would not ship: cells left, said why",
    arguments: [
      ["translate", ".", "--language", "fr", "--provider", "stub"],
      ["fill", ".", "--language", "fr", "--from", "memory"],
    ])
  func makesNoUnshippedFile(_ arguments: [String]) throws {
    let folder = try Self.frenchWidget()
    let before = Self.files(folder)
    let run = try CommandRunner.run(arguments, in: folder.url)
    #expect(Self.files(folder) == before, "\(run.standardError)")
    #expect(
      run.standardError.contains(
        "App/Resources/Localization/fr.lproj/Localizable.strings does not exist and target App "
          + "would not ship it: add the language to the file in Xcode first"),
      "\(run.standardError)")
    #expect(!(try Self.rules(folder.path)).contains { $0.hasPrefix("project-layout") })
    // The widget's French gap is translated: its file is the target's.
    if arguments[0] == "translate" {
      let widget = try String(
        contentsOf: folder.url.appendingPathComponent("Widget/fr.lproj/Localizable.strings"),
        encoding: .utf8)
      #expect(widget.contains("\"widget\""))
    }
  }

  @Test("fill from the parent makes no file its table's target would not ship")
  func parentMakesNoUnshippedFile() throws {
    let folder = try Self.frenchWidget()
    // Swiss German in the app's folder, for another resource, and in the widget.
    try folder.write([
      "App/Resources/Localization/de-CH.lproj/Credits.rtf": "{}\n",
      "Widget/de-CH.lproj/Localizable.strings": "\"name\" = \"Titel\";\n",
    ])
    let before = Self.files(folder)
    let run = try CommandRunner.run(
      ["fill", ".", "--language", "de-CH", "--from", "parent"], in: folder.url)
    #expect(Self.files(folder) == before, "\(run.standardError)")
    #expect(
      run.standardError.contains(
        "App/Resources/Localization/de-CH.lproj/Localizable.strings does not exist and target "
          + "App would not ship it"),
      "\(run.standardError)")
  }

  @Test("a new file ships unless a project file lists its table's files one by one")
  func unshippedNewFile() throws {
    let xcodeFolder = try Self.frenchWidget()
    let xcode = try ProjectLoader.load(xcodeFolder.path)
    #expect(
      xcode.unshippedNewFile(of: TableID("App/Localizable"), language: LanguageID("fr"))?.hasPrefix(
        "App/Resources/Localization/fr.lproj/Localizable.strings does not exist and target App")
        == true)
    #expect(
      xcode.unshippedNewFile(
        of: TableID("App/Localizable"), language: LanguageID("fr"), plural: true)?.hasPrefix(
          "App/Resources/Localization/Plurals/fr.lproj/Localizable.stringsdict") == true)
    // Its file exists: nothing is made.
    #expect(
      xcode.unshippedNewFile(of: TableID("Widget/Localizable"), language: LanguageID("fr")) == nil)
    // No project file: nothing says what ships.
    let bareFolder = try TestSupport.fixture(
      splitApp.merging(["App/Resources/Localization/fr.lproj/Credits.rtf": "{}\n"]) { $1 })
    let bare = try ProjectLoader.load(bareFolder.path)
    let table = TableID("App/Resources/Localization/Localizable")
    #expect(bare.gridIndex(of: table) != nil)
    #expect(bare.unshippedNewFile(of: table, language: LanguageID("fr")) == nil)
    // A Swift package target copies its folder whole.
    let packageFolder = try TestSupport.fixture([
      "Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Kit", defaultLocalization: "en",
        targets: [.target(name: "Feature", resources: [.process("Resources")])])
      """,
      "Sources/Feature/Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "Sources/Feature/Resources/en.lproj/Other.strings": "\"b\" = \"B\";\n",
      "Sources/Feature/Resources/de.lproj/Localizable.strings": "\"a\" = \"A-de\";\n",
    ])
    let package = try ProjectLoader.load(packageFolder.path)
    #expect(package.targetResources[TableID("Feature/Other")] != nil)
    #expect(
      package.unshippedNewFile(of: TableID("Feature/Other"), language: LanguageID("de")) == nil)
  }

  @Test("a Swift package: each target's folder is its bundle")
  func swiftPackage() throws {
    let folder = try TestSupport.fixture([
      "Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Kit", defaultLocalization: "en",
        targets: [
          .target(name: "Feature", resources: [.process("Resources")]),
          .target(name: "Other", path: "Custom/Other", resources: [.process("Strings")]),
        ])
      """,
      "Sources/Feature/Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "Sources/Feature/Resources/de.lproj/Localizable.strings": "\"a\" = \"A-de\";\n",
      "Custom/Other/Strings/en.lproj/Localizable.strings": "\"b\" = \"B\";\n",
    ])
    let project = try ProjectLoader.load(folder.path)
    #expect(project.grids.map(\.table.path) == ["Feature/Localizable", "Other/Localizable"])
    // Other's bundle has no de: no gap there.
    let rules = try BundleLayoutTests.rules(folder.path)
    #expect(!rules.contains { $0.hasPrefix("missing-translation") })
  }
}

@Suite("--table names a table by id, or by name when only one table has it")
struct TableOptionTests {
  @Test("the short name when unambiguous; the ids listed when not")
  func shortNames() throws {
    let folder = try TestSupport.fixture([
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "App/en.lproj/Errors.strings": "\"e\" = \"E\";\n",
      "Widget/en.lproj/Localizable.strings": "\"w\" = \"W\";\n",
    ])
    let errors = try CommandRunner.run(["export", folder.path, "--table", "Errors"])
    #expect(errors.status == 0)
    #expect(errors.standardOutput.contains("\"e\""))
    let full = try CommandRunner.run(["export", folder.path, "--table", "Widget/Localizable"])
    #expect(full.standardOutput.contains("\"w\""))
    let ambiguous = try CommandRunner.run(["export", folder.path, "--table", "Localizable"])
    #expect(ambiguous.status == 2)
    #expect(
      ambiguous.standardError.contains(
        "\"Localizable\" names 2 tables; give one of: App/Localizable, Widget/Localizable"))
    let unknown = try CommandRunner.run(["export", folder.path, "--table", "Nope"])
    #expect(unknown.standardError.contains("no table \"Nope\"; tables: App/Errors"))
  }
}
