import Foundation
@_spi(Fuzzing) import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// Every command that changes a source text marks the key's translations `needs review:
/// source changed` (in the review file for `.strings`, in the catalog for a String Catalog),
/// and says how many it marked.
@Suite struct SourceChangeMarkingTests {
  static let files = [
    "proj/en.lproj/L.strings": "\"a\" = \"Alpha\";\n\"b\" = \"Beta\";\n",
    "proj/de.lproj/L.strings": "\"a\" = \"Alpha-de\";\n\"b\" = \"Beta-de\";\n",
    "proj/fr.lproj/L.strings": "\"a\" = \"Alpha-fr\";\n",
  ]

  /// The review file's lines (its header left out).
  static func reviewLines(_ folder: TemporaryFolder) throws -> [String] {
    let text = String(decoding: try folder.read("proj/.l10nedit-review"), as: UTF8.self)
    return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
  }

  static let marked = [
    "L\ta\tde\t\tneeds-review\tsource-changed\tAlpha",
    "L\ta\tfr\t\tneeds-review\tsource-changed\tAlpha",
  ]

  @Test func importOfTheSourceLanguage() throws {
    let folder = try TestSupport.fixture(
      Self.files.merging(["in.json": "{\"L\": {\"en\": {\"a\": \"Alpha one\"}}}"]) { $1 })
    let run = try CommandRunner.run(
      ["import", "../in.json", "."], in: folder.url.appendingPathComponent("proj"))
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardError.contains("L › a [en]: source changed: 2 translations marked needs review"),
      "\(run.standardError)")
    #expect(run.standardOutput.contains("wrote ./.l10nedit-review"), "\(run.standardOutput)")
    #expect(try Self.reviewLines(folder) == Self.marked)
  }

  @Test func replaceInTheSourceLanguage() throws {
    let folder = try TestSupport.fixture(Self.files)
    let run = try CommandRunner.run(
      ["replace", ".", "--language", "en", "--find", "Alpha", "--with", "Alef"],
      in: folder.url.appendingPathComponent("proj"))
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardError.contains("source changed: 2 translations marked"), "\(run.standardError)")
    #expect(try Self.reviewLines(folder) == Self.marked)
  }

  @Test func xliffImportIntoTheSourceLanguage() throws {
    let xliff = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="en.lproj/L.strings" source-language="en" target-language="en" datatype="plaintext"><body>
      <trans-unit id="a"><source>Alpha</source><target state="translated">Alpha one</target></trans-unit>
      </body></file></xliff>

      """
    let folder = try TestSupport.fixture(Self.files.merging(["in.xliff": xliff]) { $1 })
    let run = try CommandRunner.run(
      ["xliff", "import", "../in.xliff", "."], in: folder.url.appendingPathComponent("proj"))
    #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    #expect(
      run.standardError.contains("source changed: 2 translations marked"), "\(run.standardError)")
    #expect(try Self.reviewLines(folder) == Self.marked)
  }

  @Test func markSourceChangesOffMarksNothing() throws {
    let folder = try TestSupport.fixture(
      Self.files.merging([
        "in.json": "{\"L\": {\"en\": {\"a\": \"Alpha one\"}}}",
        "proj/.l10nedit.json": "{\"markSourceChanges\": false}",
      ]) { $1 })
    let run = try CommandRunner.run(
      ["import", "../in.json", "."], in: folder.url.appendingPathComponent("proj"))
    #expect(run.status == 0, "\(run.standardError)")
    #expect(!run.standardError.contains("marked"))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/proj/.l10nedit-review"))
  }

  @Test func extractUpdatingADefaultValueMarksTheCatalogsTranslations() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "greeting" : {
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
              "en" : { "stringUnit" : { "state" : "new", "value" : "Hello" } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let folder = try TestSupport.fixture([
      "Resources/Localizable.xcstrings": catalog,
      "Sources/View.swift":
        "let g = String(localized: \"greeting\", defaultValue: \"Hello there\")\n",
    ])
    let run = try CommandRunner.run(
      ["extract", "--sources", "Sources", "Resources"], in: folder.url)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput.contains(#"value Localizable: "greeting" = "Hello there"  (was "Hello")"#),
      "\(run.standardOutput)")
    #expect(
      run.standardError.contains("source changed: 1 translation marked needs review"),
      "\(run.standardError)")
    let project = try ProjectLoader.load(folder.path + "/Resources")
    let table = project.grids[0].table
    let source = CellID(table: table, key: LocalizationKey("greeting"), language: LanguageID("en"))
    let german = CellID(table: table, key: LocalizationKey("greeting"), language: LanguageID("de"))
    #expect(project.content(of: source) == .text("Hello there", state: .new))
    #expect(project.content(of: german).state == .needsReview)
    #expect(project.reviewState(of: german) == .needsReview(.sourceChanged(from: "Hello")))
  }
}
