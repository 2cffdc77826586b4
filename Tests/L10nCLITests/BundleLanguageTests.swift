import Foundation
import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// Which languages a table is compared with: those of its bundle, never a stray folder's, a
/// broken catalog's stand-in, or an ignored one.
@Suite("Languages per bundle")
struct BundleLanguageTests {
  /// `lint --format json` findings of `path` as (rule, table, language) triples.
  static func findings(_ path: String) throws -> [(rule: String, table: String, language: String)] {
    let run = try CommandRunner.run(["lint", "--format", "json", path])
    let all = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
    return all.map {
      ($0["rule"] as? String ?? "", $0["table"] as? String ?? "", $0["language"] as? String ?? "")
    }
  }

  /// `stats --json` rows as "table language gaps".
  static func stats(_ path: String) throws -> [String] {
    let run = try CommandRunner.run(["stats", "--json", path])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
    return rows.map {
      "\($0["table"] as? String ?? "") \($0["language"] as? String ?? "") \($0["gaps"] as? Int ?? -1)"
    }
  }

  @Test("a language folder outside the bundle (a translation platform's input) is no gap")
  func strayLanguage() throws {
    let project = try TestSupport.fixture([
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
      "App/de.lproj/Localizable.strings": "\"a\" = \"A-de\";\n",
      "crowdin/fr.lproj/Other.strings": "\"x\" = \"X\";\n",
    ])
    let findings = try BundleLanguageTests.findings(project.path)
    let missing = findings.filter { $0.rule == "missing-translation" }
    #expect(missing.map(\.language) == ["de"])
    #expect(
      try BundleLanguageTests.stats(project.path).sorted() == [
        "App/Localizable de 1", "App/Localizable en 0", "crowdin/Other fr 0",
      ])
  }

  @Test("a language of the bundle without the table's file is at 0%, every key a gap")
  func languageWithoutFile() throws {
    let project = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
      "en.lproj/Errors.strings": "\"e\" = \"E\";\n",
      "de.lproj/Errors.strings": "\"e\" = \"E-de\";\n",
    ])
    let stats = try BundleLanguageTests.stats(project.path)
    #expect(stats.contains("Localizable de 2"))
    let run = try CommandRunner.run(["stats", project.path])
    #expect(
      run.standardOutput.split(separator: "\n").contains {
        $0.split(separator: " ").prefix(5) == ["Localizable", "de", "0", "2", "0.0%"]
      })
  }

  @Test("a catalog with merge-conflict markers adds no language; its error is shown")
  func conflictMarkedCatalog() throws {
    let project = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "de.lproj/Localizable.strings": "\"a\" = \"A-de\";\n",
      "Catalog.xcstrings": """
      {
        "sourceLanguage" : "en",
      <<<<<<< HEAD
        "strings" : {}
      =======
        "strings" : { "x" : {} }
      >>>>>>> branch
      }
      """,
    ])
    let loaded = try ProjectLoader.load(project.path)
    #expect(loaded.languages.map(\.code) == ["en", "de"])
    let findings = try BundleLanguageTests.findings(project.path)
    #expect(!findings.contains { $0.language == "mul" })
    #expect(findings.contains { $0.rule == "parse-error" })
    #expect(!findings.contains { $0.rule == "missing-translation" })
  }

  @Test("a table with only .stringsdict files is in export and stats")
  func stringsdictOnlyTable() throws {
    let plural = SharedFixtures.pluralStringsdict(one:other:)
    let project = try TestSupport.fixture([
      "en.lproj/Plurals.stringsdict": plural("%d file", "%d files"),
      "de.lproj/Plurals.stringsdict": plural("%d Datei", "%d Dateien"),
    ])
    let export = try CommandRunner.run(["export", project.path])
    #expect(export.status == 0)
    #expect(export.standardOutput.contains("\"Plurals\""))
    #expect(
      export.standardOutput.contains("\"one\" : \"%d Datei\"")
        || export.standardOutput.contains("\"one\": \"%d Datei\""))
    #expect(
      try BundleLanguageTests.stats(project.path).sorted() == ["Plurals de 0", "Plurals en 0"])
  }

  @Test("ignoreLanguages in the settings file: no column, no findings, files untouched")
  func ignoredLanguages() throws {
    let project = try TestSupport.fixture([
      ".l10nedit.json": #"{"ignoreLanguages": ["fr"]}"#,
      "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
      "fr.lproj/Localizable.strings": "\"a\" = \"A\";\n",
    ])
    let findings = try BundleLanguageTests.findings(project.path)
    #expect(!findings.contains { $0.language == "fr" })
    #expect(try BundleLanguageTests.stats(project.path) == ["Localizable en 0"])
  }
}

@Suite("What cannot be read as it ships is reported")
struct ProjectLayoutTests {
  @Test("a file or .lproj folder whose name is not valid UTF-8 is an error, never skipped silently")
  func undecodableNames() throws {
    let folder = try TestSupport.fixture(["en.lproj/L.strings": "\"a\" = \"A\";\n"])
    // Names with invalid UTF-8 need the raw bytes: write them with open(2).
    let fileBytes =
      Array((folder.path + "/en.lproj/").utf8) + [0x4D, 0xFF] + Array(".strings".utf8)
    let descriptor = fileBytes.withUnsafeBufferPointer { buffer -> Int32 in
      var terminated = Array(buffer)
      terminated.append(0)
      return terminated.withUnsafeBufferPointer {
        $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: terminated.count) {
          open($0, O_CREAT | O_WRONLY, 0o644)
        }
      }
    }
    #expect(descriptor >= 0)
    close(descriptor)
    let run = try CommandRunner.run(["lint", folder.path])
    #expect(run.status == 1)
    #expect(
      run.standardOutput.contains(
        "the name is not valid UTF-8, so this is not read; rename it [project-layout]"))
    #expect(run.standardOutput.contains("en.lproj/M\u{FFFD}.strings"))
  }

  @Test(
    "a catalog and .strings files of one table in one bundle: both shown, the conflict reported")
  func catalogBesideStrings() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "Localizable.xcstrings": """
      {"sourceLanguage": "en", "strings": {"b": {}}, "version": "1.0"}
      """,
    ])
    let project = try ProjectLoader.load(folder.path)
    #expect(project.grids.map(\.table.path) == ["Localizable", "Localizable.xcstrings"])
    let run = try CommandRunner.run(["lint", folder.path])
    #expect(run.standardOutput.contains("both make the table Localizable of one bundle"))
    let export = try CommandRunner.run(["export", folder.path])
    #expect(export.standardOutput.contains("\"Localizable.xcstrings\""))
  }
}
