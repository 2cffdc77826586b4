import Foundation
import L10nTestSupport
import Testing

/// `xliff import` as Xcode's import goes on real projects: unit by unit, each `<file>` to its
/// own table and file, what cannot be imported skipped and listed (exit status 1), never fatal.
@Suite("xliff import as Xcode's", .serialized)
struct XLIFFXcodeImportTests {
  /// An XLIFF document with `files`: `original`, `target-language` and the units' XML.
  static func xliff(_ files: [(original: String, language: String, units: String)]) -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">

      """
    for file in files {
      text += """
          <file original="\(file.original)" source-language="en" target-language="\(file.language)" datatype="plaintext">
            <body>
        \(file.units)
            </body>
          </file>

        """
    }
    return text + "</xliff>\n"
  }

  /// One `<trans-unit>`; `target` `nil` for none.
  static func unit(_ id: String, _ source: String, _ target: String?, note: String? = nil)
    -> String
  {
    var text = "      <trans-unit id=\"\(id)\" xml:space=\"preserve\">\n"
    text += "        <source>\(source)</source>\n"
    if let target { text += "        <target>\(target)</target>\n" }
    if let note { text += "        <note>\(note)</note>\n" }
    return text + "      </trans-unit>"
  }

  /// A `.stringsdict` with one key whose format is `%#@items@`.
  static func stringsdict(key: String, one: String, other: String) -> String {
    SharedFixtures.pluralStringsdict(key: key, variable: "items", one: one, other: other)
  }

  static func read(_ folder: TemporaryFolder, _ path: String) throws -> String {
    try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
  }

  static func write(_ text: String, _ folder: TemporaryFolder, _ path: String) throws {
    try Data(text.utf8).write(to: folder.url.appendingPathComponent(path))
  }

  @Test("a key in both .strings and .stringsdict: each <file>'s units go to their own file")
  func doubleListedPlural() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "\"%d items\" = \"%d items\";\n\"title\" = \"Title\";\n",
      "en.lproj/Localizable.stringsdict": Self.stringsdict(
        key: "%d items", one: "%d item", other: "%d items"),
      "de.lproj/Localizable.strings": "\"%d items\" = \"%d Elemente\";\n\"title\" = \"Titel\";\n",
      "de.lproj/Localizable.stringsdict": Self.stringsdict(
        key: "%d items", one: "%d Element", other: "%d Elemente"),
    ])
    let plurals = "/%d items:dict/"
    func document(flat: String, other: String) -> String {
      Self.xliff([
        (
          "en.lproj/Localizable.strings", "de",
          Self.unit("%d items", "%d items", flat) + "\n" + Self.unit("title", "Title", "Titel")
        ),
        (
          "en.lproj/Localizable.stringsdict", "de",
          [
            Self.unit(
              plurals + "NSStringLocalizedFormatKey:dict/:string", "%#@items@", "%#@items@"),
            Self.unit(plurals + "items:dict/one:dict/:string", "%d item", "%d Element"),
            Self.unit(plurals + "items:dict/other:dict/:string", "%d items", other),
          ].joined(separator: "\n")
        ),
      ])
    }
    let before = try Self.read(folder, "de.lproj/Localizable.stringsdict")
    // The file as exported: nothing changes, nothing is written.
    try Self.write(document(flat: "%d Elemente", other: "%d Elemente"), folder, "same.xliff")
    let same = try CommandRunner.run(["xliff", "import", "same.xliff", "."], in: folder.url)
    #expect(same.status == 0, "\(same.standardError)")
    #expect(!same.standardOutput.contains("wrote"))
    #expect(try Self.read(folder, "de.lproj/Localizable.stringsdict") == before)

    try Self.write(document(flat: "%d Sachen", other: "%d Dinge"), folder, "de.xliff")
    let result = try CommandRunner.run(["xliff", "import", "de.xliff", "."], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains("en.lproj/Localizable.strings → de: added 0, changed 1"))
    #expect(
      result.standardOutput.contains("en.lproj/Localizable.stringsdict → de: added 0, changed 1"))
    let plural = try Self.read(folder, "de.lproj/Localizable.stringsdict")
    #expect(plural.contains("<string>%#@items@</string>"))
    #expect(plural.contains("<string>%d Dinge</string>"))
    #expect(!plural.contains("Sachen"))
    #expect(
      try Self.read(folder, "de.lproj/Localizable.strings")
        == "\"%d items\" = \"%d Sachen\";\n\"title\" = \"Titel\";\n")
  }

  @Test("a string set stays a string set: skipped and listed, the catalog left as it is")
  func stringSet() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Open ${applicationName}" : {
            "localizations" : {
              "en" : {
                "stringSet" : {
                  "state" : "translated",
                  "values" : [
                    "Open ${applicationName}",
                    "Start ${applicationName}"
                  ]
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let folder = try TestSupport.fixture(["AppShortcuts.xcstrings": catalog])
    let set = """
      <mrk mtype="x-set" mid="0">Öffne ${applicationName}</mrk>
                <mrk mtype="x-set" mid="1">Starte ${applicationName}</mrk>
      """
    try Self.write(
      Self.xliff([
        (
          "App/AppShortcuts.xcstrings", "de",
          Self.unit("Open ${applicationName}", "\n          " + set + "\n        ", set)
        )
      ]), folder, "de.xliff")
    let result = try CommandRunner.run(["xliff", "import", "de.xliff", "."], in: folder.url)
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("skipped, string set (left as it is) (1):"))
    #expect(result.standardOutput.contains("de.xliff:5: \"Open ${applicationName}\""))
    #expect(!result.standardOutput.contains("wrote"))
    #expect(try Self.read(folder, "AppShortcuts.xcstrings") == catalog)
  }

  @Test("a storyboard <file> imports into <lang>.lproj/Main.strings, notes as comments")
  func storyboard() throws {
    let folder = try TestSupport.fixture([
      "App/Base.lproj/Main.storyboard": "<document/>\n",
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "App/fr.lproj/Main.strings":
        "/* Class = \"UIButton\"; normalTitle = \"Adopt\"; ObjectID = \"dI7-PE-hkI\"; */\n"
        + "\"dI7-PE-hkI.normalTitle\" = \"Adopter\";\n",
    ])
    let xcloc = folder.url.appendingPathComponent("de.xcloc/Localized Contents")
    try FileManager.default.createDirectory(at: xcloc, withIntermediateDirectories: true)
    let note = "Class = \"UIButton\"; normalTitle = \"Adopt\"; ObjectID = \"dI7-PE-hkI\";"
    try Self.write(
      Self.xliff([
        (
          "App/Base.lproj/Main.storyboard", "de",
          Self.unit("dI7-PE-hkI.normalTitle", "Adopt", "Adoptieren", note: note) + "\n"
            + Self.unit("sCa-vL-tC0.text", "Name", "Name", note: "Class = \"UILabel\";")
        ),
        // No language has a Launch.strings yet: the table is made, with de's file only.
        (
          "App/Base.lproj/Launch.storyboard", "de",
          Self.unit("01J-lp-oVM.text", "Loading", "Lädt", note: "Class = \"UILabel\";")
        ),
      ]), folder, "de.xcloc/Localized Contents/de.xliff")
    let result = try CommandRunner.run(["xliff", "import", "de.xcloc", "."], in: folder.url)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(
      result.standardOutput.contains("App/Base.lproj/Main.storyboard → de: added 2, changed 0"))
    let strings = try Self.read(folder, "App/de.lproj/Main.strings")
    #expect(strings.contains("/* \(note) */\n\"dI7-PE-hkI.normalTitle\" = \"Adoptieren\";"))
    #expect(strings.contains("\"sCa-vL-tC0.text\" = \"Name\";"))
    #expect(
      try Self.read(folder, "App/de.lproj/Launch.strings")
        == "/* Class = \"UILabel\"; */\n\"01J-lp-oVM.text\" = \"Lädt\";\n")
    #expect(
      !FileManager.default.fileExists(atPath: folder.url.path + "/App/en.lproj/Launch.strings"))
    #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/en.lproj"))
  }

  @Test("unknown keys, stale sources, other projects' files: skipped and listed, exit 1")
  func skippedAndListed() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/L.strings": "\"a\" = \"A\";\n\"b\" = \"B now\";\n\"c\" = \"C\";\n",
      "de.lproj/L.strings": "\"a\" = \"A-de\";\n",
    ])
    try Self.write(
      Self.xliff([
        (
          "App/en.lproj/L.strings", "de",
          [
            Self.unit("a", "A", "A neu"), Self.unit("b", "B before", "B-de"),
            Self.unit("gone", "Gone", "Weg"), Self.unit("c", "C", "C-de"),
          ].joined(separator: "\n")
        ),
        ("Pods/Kit/en.lproj/Kit.strings", "de", Self.unit("k", "K", "K-de")),
        ("../../../etc/en.lproj/passwd.strings", "de", Self.unit("x", "X", "evil")),
      ]), folder, "de.xliff")
    let dry = try CommandRunner.run(
      ["xliff", "import", "de.xliff", ".", "--dry-run"], in: folder.url)
    let result = try CommandRunner.run(["xliff", "import", "de.xliff", "."], in: folder.url)
    for run in [dry, result] {
      #expect(run.status == 1)
      let out = run.standardOutput
      #expect(out.contains("App/en.lproj/L.strings → de: added 1, changed 1, skipped 2"))
      #expect(out.contains("  skipped, key not in the project (1):\n    de.xliff:13: \"gone\""))
      #expect(
        out.contains(
          "  skipped, source text changed since the export (1):\n"
            + "    de.xliff:9: \"b\" (now \u{201C}B now\u{201D})"))
      #expect(out.contains("Pods/Kit/en.lproj/Kit.strings → de: added 0, changed 0, skipped 1"))
      #expect(
        out.contains(
          "  skipped, no table of the project has this source file (1):\n"
            + "    de.xliff:25: every unit of this <file>"))
      #expect(out.contains("../../../etc/en.lproj/passwd.strings → de"))
      #expect(run.standardError.contains("skipped 4 units in 3 files"))
      #expect(
        run.standardError.contains(
          "note: 1 unit skipped as key not in the project: --sources DIR adds those the code "
            + "uses, as Xcode does; --add-keys adds them to the target language only "
            + "(--with-source also writes the source text)"))
    }
    #expect(
      try Self.read(folder, "de.lproj/L.strings") == "\"a\" = \"A neu\";\n\"c\" = \"C-de\";\n")
    #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/../etc"))
    let english = try Self.read(folder, "en.lproj/L.strings")
    let adding = try CommandRunner.run(
      ["xliff", "import", "de.xliff", ".", "--add-keys"], in: folder.url)
    #expect(adding.status == 1)
    #expect(!adding.standardError.contains("note:"))
    // The target language only: the development language's file is not written.
    #expect(try Self.read(folder, "en.lproj/L.strings") == english)
    #expect(try Self.read(folder, "de.lproj/L.strings").contains("\"gone\" = \"Weg\";"))
    let withSource = try CommandRunner.run(
      ["xliff", "import", "de.xliff", ".", "--add-keys", "--with-source"], in: folder.url)
    #expect(withSource.status == 1)
    #expect(try Self.read(folder, "en.lproj/L.strings").contains("\"gone\" = \"Gone\";"))
    let alone = try CommandRunner.run(
      ["xliff", "import", "de.xliff", ".", "--with-source"], in: folder.url)
    #expect(alone.status == 2)
    #expect(alone.standardError.contains("--with-source goes with --add-keys"))
  }

  @Test("--sources: a key the table lacks that the code uses is added, as Xcode's import adds it")
  func keysFromCode() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/L.strings": "\"a\" = \"A\";\n",
      "de.lproj/L.strings": "\"a\" = \"A-de\";\n",
      "Code/View.m": """
      NSString *one = NSLocalizedStringFromTable(@"from.code", @"L", nil);
      NSString *two = NSLocalizedString(@"other.table", nil);

      """,
    ])
    try Self.write(
      Self.xliff([
        (
          "en.lproj/L.strings", "de",
          [
            Self.unit("a", "A", "A neu"), Self.unit("from.code", "From code", "Aus dem Code"),
            Self.unit("other.table", "Other", "Andere"), Self.unit("gone", "Gone", "Weg"),
          ].joined(separator: "\n")
        )
      ]), folder, "de.xliff")
    let english = try Self.read(folder, "en.lproj/L.strings")
    let result = try CommandRunner.run(
      ["xliff", "import", "de.xliff", ".", "--sources", "Code", "--dry-run"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.standardOutput.contains(
        "en.lproj/L.strings → de: added 1 (1 from the code), changed 1, skipped 2"),
      "\(result.standardOutput)")
    #expect(result.standardOutput.contains("  added \"from.code\" (from the code)"))
    // Used with another table (Localizable), or not at all: skipped; no note about --sources.
    #expect(result.standardOutput.contains("  skipped, key not in the project (2):"))
    #expect(!result.standardError.contains("--sources DIR"))
    let written = try CommandRunner.run(
      ["xliff", "import", "de.xliff", ".", "--sources", "Code"], in: folder.url)
    #expect(written.status == 1)
    #expect(
      try Self.read(folder, "de.lproj/L.strings")
        == "\"a\" = \"A neu\";\n\"from.code\" = \"Aus dem Code\";\n")
    // The target language only, as Xcode: the development language's file is not written.
    #expect(try Self.read(folder, "en.lproj/L.strings") == english)
  }

  @Test("a language close to the project's (de-DE for de) is not created unless --as says so")
  func closeLanguage() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/L.strings": "\"a\" = \"A\";\n",
      "de.lproj/L.strings": "\"a\" = \"A-de\";\n",
    ])
    try Self.write(
      Self.xliff([("en.lproj/L.strings", "de-DE", Self.unit("a", "A", "A neu"))]), folder,
      "de-DE.xliff")
    let flagged = try CommandRunner.run(["xliff", "import", "de-DE.xliff", "."], in: folder.url)
    #expect(flagged.status == 1)
    #expect(
      flagged.standardOutput.contains(
        "de-DE is not in the project, de is: --as de imports into it, --as de-DE adds de-DE"))
    #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/de-DE.lproj"))
    let mapped = try CommandRunner.run(
      ["xliff", "import", "de-DE.xliff", ".", "--as", "de"], in: folder.url)
    #expect(mapped.status == 0)
    #expect(try Self.read(folder, "de.lproj/L.strings") == "\"a\" = \"A neu\";\n")
    let added = try CommandRunner.run(
      ["xliff", "import", "de-DE.xliff", ".", "--as", "de-DE"], in: folder.url)
    #expect(added.status == 0)
    #expect(try Self.read(folder, "de-DE.lproj/L.strings").contains("\"a\" = \"A neu\";"))
    let hostile = try CommandRunner.run(
      ["xliff", "import", "de-DE.xliff", ".", "--as", "../x"], in: folder.url)
    #expect(hostile.status == 2)
  }

  @Test("the development language imports (copy-editing); format mismatches warn, --strict skips")
  func developmentLanguageAndFormats() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/L.strings": "\"a\" = \"A\";\n\"n\" = \"%d files\";\n",
      "de.lproj/L.strings": "\"a\" = \"A-de\";\n",
    ])
    try Self.write(
      Self.xliff([("en.lproj/L.strings", "en", Self.unit("a", "A", "A, edited"))]), folder,
      "en.xliff")
    let edited = try CommandRunner.run(["xliff", "import", "en.xliff", "."], in: folder.url)
    #expect(edited.status == 0, "\(edited.standardError)")
    #expect(try Self.read(folder, "en.lproj/L.strings").hasPrefix("\"a\" = \"A, edited\";\n"))

    try Self.write(
      Self.xliff([("en.lproj/L.strings", "de", Self.unit("n", "%d files", "%@ Dateien"))]), folder,
      "de.xliff")
    let strict = try CommandRunner.run(
      ["xliff", "import", "de.xliff", ".", "--strict"], in: folder.url)
    #expect(strict.status == 1)
    #expect(strict.standardOutput.contains("skipped, format specifiers differ from the source"))
    #expect(!(try Self.read(folder, "de.lproj/L.strings").contains("Dateien")))
    let warned = try CommandRunner.run(["xliff", "import", "de.xliff", "."], in: folder.url)
    #expect(warned.status == 0)
    #expect(warned.standardOutput.contains("warning, format specifiers differ from the source"))
    #expect(warned.standardOutput.contains("argument 1 is %d"))
    #expect(try Self.read(folder, "de.lproj/L.strings").contains("\"n\" = \"%@ Dateien\";"))
  }

  @Test("an unreadable input is exit status 2 with its place")
  func unreadable() throws {
    let folder = try TestSupport.fixture(["en.lproj/L.strings": "\"a\" = \"A\";\n"])
    try Self.write("<xliff version=\"1.2\"><file original=\"x\">\n<body></file>", folder, "x.xliff")
    let result = try CommandRunner.run(["xliff", "import", "x.xliff", "."], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("x.xliff:2:"))
  }
}
