import Foundation
import L10nFormats
import L10nGrammar
import L10nModel
import L10nTestSupport
import Testing

/// XLIFF as Xcode writes and reads it: layouts against hand-written expected files, import
/// policies, other tools' dialects, and round trips on SampleProject and the corpus.
@Suite("XLIFF export and import")
struct XLIFFTests {
  static func export(_ project: Project, _ language: String) -> XLIFFDocument {
    XLIFFExport.document(
      of: project, language: LanguageID(language), categories: PluralRules.categories(of:))
  }

  static func text(_ document: XLIFFDocument) -> String {
    String(decoding: XLIFFWriter.render(document), as: UTF8.self)
  }

  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" \
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" \
    xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
    http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

    """

  static func fileStart(_ original: String, _ target: String) -> String {
    """
      <file original="\(original)" source-language="en" target-language="\(target)" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.4" build-num="16F6"/>
        </header>
        <body>

    """
  }

  static let fileEnd = "    </body>\n  </file>\n"

  @Test(".strings: comments as notes, <note/> when none, Xcode's escaping in ids and text")
  func stringsLayout() throws {
    let folder = try TestSupport.fixture([
      "App/en.lproj/Main.strings": """
      /* Greeting */
      "hello" = "Hello & <welcome>";
      "quote \\"x\\"\\ttab" = "Say \\"hi\\"\\nthen 'bye'\\r";

      """,
      "App/de.lproj/Main.strings": "\"hello\" = \"Hallo & <willkommen>\";\n",
    ])
    let project = try ProjectLoader.load(folder.path)
    let units = [
      #"      <trans-unit id="hello" xml:space="preserve">"#,
      "        <source>Hello &amp; &lt;welcome&gt;</source>",
      "        <target>Hallo &amp; &lt;willkommen&gt;</target>",
      "        <note>Greeting</note>",
      "      </trans-unit>",
      #"      <trans-unit id="quote &quot;x&quot;&#9;tab" xml:space="preserve">"#,
      #"        <source>Say "hi""#,
      "then 'bye'&#13;</source>",
      "        <note/>",
      "      </trans-unit>",
    ]
    let expected =
      Self.header + Self.fileStart("App/en.lproj/Main.strings", "de")
      + units.map { $0 + "\n" }.joined() + Self.fileEnd + "</xliff>\n"
    #expect(Self.text(Self.export(project, "de")) == expected)
  }

  @Test(".stringsdict: path ids, the target language's categories, sources falling back to other")
  func stringsdictLayout() throws {
    let entry = { (one: String, other: String) in
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>n</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@a@ %#@b@</string>
      <key>a</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>
      <key>b</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>other</key><string>%d b</string></dict>
      </dict></dict></plist>
      """
    }
    let folder = try TestSupport.fixture([
      "en.lproj/P.stringsdict": entry("%d file", "%d files"),
      "ru.lproj/P.stringsdict": entry("%d файл", "%d файла"),
    ])
    let project = try ProjectLoader.load(folder.path)
    let units = try #require(Self.export(project, "ru").files.first?.units)
    #expect(
      units.map(\.id) == [
        "/n:dict/NSStringLocalizedFormatKey:dict/:string",
        "/n:dict/a:dict/few:dict/:string", "/n:dict/a:dict/many:dict/:string",
        "/n:dict/a:dict/one:dict/:string", "/n:dict/a:dict/other:dict/:string",
        "/n:dict/b:dict/few:dict/:string", "/n:dict/b:dict/many:dict/:string",
        "/n:dict/b:dict/one:dict/:string", "/n:dict/b:dict/other:dict/:string",
      ])
    #expect(units[0].source == "%#@a@ %#@b@" && units[0].target == "%#@a@ %#@b@")
    #expect(units[1].source == "%d files" && units[1].target == nil)  // few: from en's other
    #expect(units[3].source == "%d file" && units[3].target == "%d файл")
    #expect(units.allSatisfy { $0.note == "" && $0.state == nil })
  }

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld birds in %lld yards" : {
          "localizations" : {
            "de" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@BIRDS@ in %#@YARDS@" },
              "substitutions" : {
                "BIRDS" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Vogel" } },
                  "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%arg Vögel" } } } } },
                "YARDS" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Höfen" } } } } }
              }
            }
          }
        },
        "brand" : { "shouldTranslate" : false },
        "device" : {
          "comment" : "Per device",
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } } } } },
            "de" : { "variations" : { "device" : {
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Klicken" } },
              "other" : { "stringUnit" : { "state" : "new", "value" : "Tippen" } } } } }
          }
        },
        "files" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
            "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } } } } }
          }
        },
        "review" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Prüfen" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test("catalogs: variation ids, numbered substitutions, states, translate=\"no\", comments")
  func catalogLayout() throws {
    let folder = try TestSupport.fixture(["App/Localizable.xcstrings": Self.catalog])
    let project = try ProjectLoader.load(folder.path)
    let document = Self.export(project, "de")
    #expect(document.files.map(\.original) == ["App/Localizable.xcstrings"])
    let units = try #require(document.files.first?.units)
    let rows = units.map { unit in
      [
        unit.id, unit.source, unit.target ?? "-", unit.state ?? "-", unit.note ?? "-",
        unit.translate ? "" : "no",
      ].joined(separator: " | ")
    }
    #expect(
      rows == [
        "%lld birds in %lld yards | %lld birds in %lld yards | %1$#@BIRDS@ in %2$#@YARDS@ | translated |  | ",
        "%lld birds in %lld yards|==|substitutions.BIRDS.plural.one | %lld birds in %lld yards | %arg Vogel | translated |  | ",
        "%lld birds in %lld yards|==|substitutions.BIRDS.plural.other | %lld birds in %lld yards | %arg Vögel | needs-review-l10n |  | ",
        "%lld birds in %lld yards|==|substitutions.YARDS.plural.one | %lld birds in %lld yards | - | - |  | ",
        "%lld birds in %lld yards|==|substitutions.YARDS.plural.other | %lld birds in %lld yards | %arg Höfen | translated |  | ",
        "brand | brand | - | - |  | no",
        "device|==|device.mac | Click | Klicken | translated | Per device | ",
        "device|==|device.other | Tap | Tippen | new | Per device | ",
        "files|==|plural.one | %lld file | %lld Datei | translated |  | ",
        "files|==|plural.other | %lld files | %lld Dateien | translated |  | ",
        "review | review | Prüfen | needs-review-l10n |  | ",
      ])
    #expect(
      Self.text(document).contains(#"<trans-unit id="brand" translate="no" xml:space="preserve">"#))
    // Importing its own export changes nothing.
    let result = XLIFFImport.edits(document, into: project)
    #expect(result.edits.isEmpty)
  }

  @Test("import: Xcode's policy, --state-policy all, empty targets, stale sources, unknown keys")
  func importPolicy() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/L.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"d\" = \"D now\";\n",
      "de.lproj/L.strings": "\"a\" = \"A-de\";\n",
    ])
    let project = try ProjectLoader.load(folder.path)
    func unit(_ id: String, _ target: String?, state: String? = nil, source: String? = nil)
      -> XLIFFUnit
    {
      var unit = XLIFFUnit(id: id, source: source ?? id.uppercased(), target: target)
      unit.state = state
      return unit
    }
    let document = XLIFFDocument(files: [
      XLIFFFile(
        original: "en.lproj/L.strings", sourceLanguage: "en", targetLanguage: "de",
        units: [
          unit("a", ""), unit("b", "B-de", state: "needs-review-translation"),
          unit("c", "C-de", state: "new"), unit("d", "D-de", source: "D before"),
          XLIFFUnit(id: "b", source: "B", target: "no!", translate: false),
        ])
    ])
    let xcode = XLIFFImport.edits(document, into: project)
    let cell = { (key: String) in
      CellID(table: TableID("L"), key: LocalizationKey(key), language: LanguageID("de"))
    }
    // "d" was translated from another text: not applied, listed.
    #expect(xcode.edits == [.setText(cell("a"), "")])
    #expect(xcode.files.first?.changed == ["a"])
    #expect(xcode.files.first?.added == [])
    #expect(xcode.files.first?.skipped.map(\.reason) == [.staleSource])
    #expect(xcode.files.first?.skipped.first?.detail == "now \u{201C}D now\u{201D}")
    #expect(
      xcode.files.first?.ignored == [
        "state needs-review-translation": 1, "state new": 1, "translate=\"no\"": 1,
      ])
    let all = XLIFFImport.edits(document, into: project, options: .init(policy: .all))
    // b, taken needing review, still needs it.
    #expect(all.edits.count == 4)
    #expect(all.edits.contains(.setReview(cell("b"), nil, .needsReview(.imported))))

    let unknown = XLIFFDocument(files: [
      XLIFFFile(
        original: "en.lproj/L.strings", sourceLanguage: "en", targetLanguage: "de",
        units: [unit("zz", "Z")])
    ])
    let skipping = XLIFFImport.edits(unknown, into: project)
    #expect(skipping.edits.isEmpty)
    #expect(skipping.files.first?.skipped.map(\.reason) == [.unknownKey])
    // Added in the target language only, unless the source text is asked for too.
    let adding = XLIFFImport.edits(unknown, into: project, options: .init(addingKeys: true))
    #expect(adding.edits == [.setText(cell("zz"), "Z")])
    let withSource = XLIFFImport.edits(
      unknown, into: project, options: .init(addingKeys: true, addingSourceText: true))
    #expect(
      withSource.edits == [
        .addKey(TableID("L"), LocalizationKey("zz"), sourceValue: "ZZ", comment: nil),
        .setText(cell("zz"), "Z"),
      ])
    let elsewhere = XLIFFDocument(files: [
      XLIFFFile(original: "Other.strings", sourceLanguage: "en", targetLanguage: "de", units: [])
    ])
    let nowhere = XLIFFImport.edits(elsewhere, into: project)
    #expect(nowhere.edits.isEmpty)
    #expect(nowhere.files.first?.skipped.map(\.reason) == [.unknownFile])
    #expect(nowhere.files.first?.table == nil)
  }

  @Test("an id taken twice: once with the same target, not at all with other targets")
  func repeatedIDs() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/L.strings":
        "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"e\u{301}\" = \"E\";\n",
      "de.lproj/L.strings": "",
    ])
    let project = try ProjectLoader.load(folder.path)
    let document = XLIFFDocument(files: [
      XLIFFFile(
        original: "en.lproj/L.strings", sourceLanguage: "en", targetLanguage: "de",
        units: [
          XLIFFUnit(id: "a", source: "A", target: "A1"),
          XLIFFUnit(id: "a", source: "A", target: "A2"),
          XLIFFUnit(id: "b", source: "B", target: "B1"),
          XLIFFUnit(id: "b", source: "B", target: "B1"),
          XLIFFUnit(id: "c", source: "C", target: "C1"),
          XLIFFUnit(id: "c", source: "C", target: "not taken", translate: false),
          // "é" precomposed is another key than "e" + U+0301: no repeat.
          XLIFFUnit(id: "\u{E9}", source: "E", target: "E1"),
          XLIFFUnit(id: "e\u{301}", source: "E", target: "E2"),
        ])
    ])
    let result = XLIFFImport.edits(document, into: project, options: .init(addingKeys: true))
    let cell = { (key: String) in
      CellID(table: TableID("L"), key: LocalizationKey(key), language: LanguageID("de"))
    }
    #expect(result.edits.contains(.setText(cell("b"), "B1")))
    #expect(result.edits.contains(.setText(cell("c"), "C1")))
    #expect(result.edits.contains(.setText(cell("e\u{301}"), "E2")))
    #expect(!result.edits.contains(.setText(cell("a"), "A1")))
    #expect(!result.edits.contains(.setText(cell("a"), "A2")))
    #expect(result.files.first?.skipped.map(\.reason) == [.repeatedID, .repeatedID])
    #expect(result.files.first?.ignored == ["id repeated": 1, "translate=\"no\"": 1])
  }

  @Test("reads other tools' XLIFF: attribute order, groups, <note></note>, target after note")
  func otherDialects() throws {
    let text = """
      <?xml version='1.0' encoding='utf-8'?>
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
      <file datatype="plaintext" target-language="fr" original="en.lproj/L.strings" source-language="en">
      <body><group id="g">
      <trans-unit id="a&#10;b"><source>A &amp; B</source><note></note><target state="final">A &amp; B fr&#13;</target></trans-unit>
      </group>
      <trans-unit id="c" xml:space="preserve"><source>C</source></trans-unit>
      </body></file></xliff>
      """
    let document = try XLIFFReader.read(Array(text.utf8), path: "t.xliff")
    let units = try #require(document.files.first?.units)
    #expect(document.files.first?.targetLanguage == "fr")
    #expect(units.map(\.id) == ["a\nb", "c"])
    #expect(units[0].target == "A & B fr\r" && units[0].state == "final" && units[0].note == "")
    #expect(units[1].target == nil && units[1].note == nil)
    #expect(throws: ParseError.self) {
      _ = try XLIFFReader.read(Array("<xliff><file original='x'>".utf8), path: "bad.xliff")
    }
  }

  @Test("every unit id Xcode writes reads back to the same place")
  func unitIDs() {
    let ids: [(String, Bool, XLIFFUnitID?)] = [
      (
        "/%1$d/%2$d item(s):dict/items:dict/one:dict/:string", true,
        .form(key: "%1$d/%2$d item(s)", variable: .stringsdict("items"), form: "one")
      ),
      ("/k:dict/NSStringLocalizedFormatKey:dict/:string", true, .formatKey("k")),
      ("k|==|plural.few", false, .form(key: "k", variable: .plural, form: "few")),
      ("k|==|device.mac", false, .form(key: "k", variable: .device, form: "mac")),
      (
        "sub|==|substitutions.@A.B@.plural.one", false,
        .form(key: "sub", variable: .substitution("A.B"), form: "one")
      ),
      ("literal|==|text", false, .key("literal|==|text")),
      ("k|==|device.iphone.plural.one", false, nil),
    ]
    for (text, stringsdict, expected) in ids {
      let id = XLIFFUnitID(text, stringsdict: stringsdict)
      #expect(id == expected, "\(text)")
      if let id { #expect(id.text == text) }
    }
  }

  /// `project`'s export for `language` with every unit's target set to its source in «».
  static func filled(_ project: Project, _ language: String) -> XLIFFDocument {
    var document = export(project, language)
    for file in document.files.indices {
      for unit in document.files[file].units.indices
      where document.files[file].units[unit].translate {
        document.files[file].units[unit].target =
          "«" + document.files[file].units[unit].source + "»"
        document.files[file].units[unit].state = "translated"
      }
    }
    return document
  }

  @Test(
    "a translated export imported back: a new export shows exactly those targets",
    arguments: ["SampleProject", "CotEditor"])
  func translatedImport(_ name: String) throws {
    guard name == "SampleProject" || TestSupport.corpusIsPresent else { return }
    let root =
      name == "SampleProject"
      ? TestSupport.sampleResources.path : TestSupport.corpusRoot.path + "/coteditor+CotEditor"
    let project = try ProjectLoader.load(root)
    let language = name == "SampleProject" ? "pl" : "ja"
    let document = Self.filled(project, language)
    var edited = project
    _ = try edited.apply(XLIFFImport.edits(document, into: project).edits)
    let again = Self.export(edited, language)
    let targets = { (document: XLIFFDocument) in
      document.files.flatMap { file in
        file.units.filter(\.translate).map { "\(file.original) \($0.id) \($0.target ?? "-")" }
      }
    }
    #expect(targets(again) == targets(document))
    #expect(targets(document).count > (name == "SampleProject" ? 40 : 500))
    if name == "SampleProject" {
      let cell = CellID(
        table: TableID("Localizable"), key: LocalizationKey("files.remaining"),
        language: LanguageID("pl"))
      let plural = try #require(edited.content(of: cell).plural)
      let files = try #require(plural.variables.first { $0.name == "files" })
      // pl's many, missing before, now holds the export's source for many (en's other).
      #expect(files.form("many") == "«%ld files left to sync»")
      #expect(plural.formatKey == "«%#@files@»")
    }
  }

  @Test(
    "SampleProject and every corpus project: each language's export imports back as no change",
    .enabled(if: TestSupport.corpusIsPresent))
  func roundTrips() throws {
    // CI's default run takes Sparkle's project alone (`TestSupport.corpusProjects`).
    let roots = [TestSupport.sampleResources.path] + TestSupport.corpusProjects
    var exported = 0
    for root in roots {
      let project = try ProjectLoader.load(root)
      for language in project.languages.dropFirst() {
        let bytes = XLIFFWriter.render(Self.export(project, language.code))
        let read = try XLIFFReader.read(bytes, path: "\(language).xliff")
        let result = XLIFFImport.edits(read, into: project, options: .init(policy: .all))
        #expect(
          result.skippedCount == 0,
          "\(root) \(language): \(result.files.flatMap(\.skipped).prefix(3))")
        let changes = result.edits.filter {
          if case .setState = $0 { return false }
          return true
        }
        #expect(changes.isEmpty, "\(root) \(language): \(changes.prefix(3))")
        exported += read.files.count
      }
    }
    #expect(exported > (TestSupport.runsSlowCorpusTests ? 500 : 40))
  }
}
