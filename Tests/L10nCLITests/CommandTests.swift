import Foundation
import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

@Suite("Subcommands on SampleProject", .serialized)
struct CommandTests {
  @Test("stats counts entries, gaps and completion per table and language")
  func stats() throws {
    let result = try CommandRunner.run(["stats", "SampleProject/Resources"])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "TABLE         LANGUAGE  ENTRIES  GAPS  COMPLETE  REVIEW  SAME  WORDS LEFT")
    #expect(
      lines.contains("Localizable   de             26     2     92.9%       0     0          16"))
    #expect(
      lines.contains("Localizable   pl             25     3     89.3%       0     0           6"))
    // fr's empty value is a gap, not an entry (28 keys: 27 entries, 1 gap).
    #expect(lines.contains { $0.hasPrefix("Localizable   fr             27     1     96.4%") })
    // es has no Localizable.stringsdict: its two plural keys are gaps.
    #expect(lines.contains { $0.hasPrefix("Localizable   es             26     2     92.9%") })
    // zh-Hans has no InfoPlist.strings, which the other languages of its bundle have: 0%.
    #expect(lines.contains { $0.hasPrefix("InfoPlist     zh-Hans         0     4      0.0%") })
    // Then each language over all tables: de's 2 gaps and the one text it copies.
    #expect(
      lines.contains("(all tables)  de             40     2     95.2%       0     1          16"))
    #expect(lines.count == 1 + 10 + 10 + 10 + 10)
  }

  @Test("stats --json gives the same numbers as data")
  func statsJSON() throws {
    let result = try CommandRunner.run(["stats", "--json", "SampleProject/Resources"])
    #expect(result.status == 0)
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    let german = try #require(
      rows.first { $0["table"] as? String == "Localizable" && $0["language"] as? String == "de" })
    #expect(german["entries"] as? Int == 26)
    #expect(german["gaps"] as? Int == 2)
    #expect(german["sourceKeys"] as? Int == 28)
    #expect(german["sameAsSource"] as? Int == 0)
    #expect(german["wordsToTranslate"] as? Int == 16)
    #expect(rows.allSatisfy { $0["table"] is String })
    // An entry is a source key with a text that is not a gap: never more than the source has.
    for row in rows {
      let entries = try #require(row["entries"] as? Int)
      let gaps = try #require(row["gaps"] as? Int)
      let sourceKeys = try #require(row["sourceKeys"] as? Int)
      #expect(entries + gaps <= sourceKeys, "\(row)")
    }
  }

  @Test("stats lists languages in the grid's order, the totals too, whichever table has them")
  func statsLanguageOrder() throws {
    let folder = try TestSupport.fixture([
      "A/en.lproj/A.strings": "\"a\" = \"A\";\n",
      "A/fr.lproj/A.strings": "\"a\" = \"Â\";\n",
      "B/en.lproj/B.strings": "\"b\" = \"B\";\n\"c\" = \"C\";\n",
      "B/de.lproj/B.strings": "\"b\" = \"\";\n\"c\" = \"Ç\";\n\"extra\" = \"X\";\n",
      "B/fr.lproj/B.strings": "\"b\" = \"B̂\";\n",
    ])
    let result = try CommandRunner.run(["stats", folder.path])
    #expect(result.status == 0, "\(result.standardError)")
    let totals = result.standardOutput.split(separator: "\n").filter {
      $0.hasPrefix("(all tables)")
    }.map { $0.split(separator: " ", omittingEmptySubsequences: true)[2] }
    #expect(totals == ["en", "de", "fr"], "\(result.standardOutput)")
    // de: b empty (a gap, not an entry), c translated, extra not the source's: 1 entry, 1 gap.
    #expect(
      result.standardOutput.split(separator: "\n").contains {
        $0.split(separator: " ").prefix(4) == ["B/B", "de", "1", "1"]
      }, "\(result.standardOutput)")
  }

  @Test("export --table gives {language: {key: value}} with effective values")
  func exportTable() throws {
    let result = try CommandRunner.run(["export", "SampleProject/Resources", "--table", "Errors"])
    #expect(result.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        as? [String: [String: String]])
    #expect(json.count == 10)
    #expect(
      json["pl"]?["error.network.timeout"]
        == "Serwer zbyt długo nie odpowiadał. Spróbuj ponownie.")
    #expect(json["ru"]?.count == 10)  // read from the UTF-16LE file
    let languages = result.standardOutput.split(separator: "\n")
      .filter { $0.hasPrefix("  \"") && $0.hasSuffix("{") }
      .map { $0.split(separator: "\"")[1] }
    #expect(languages == languages.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
  }

  @Test("export without --table nests every table")
  func exportAll() throws {
    let result = try CommandRunner.run(["export", "SampleProject/Resources"])
    #expect(result.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        as? [String: [String: [String: Any]]])
    #expect(json.keys.sorted() == ["Errors", "InfoPlist", "Localizable"])
    #expect(json["InfoPlist"]?["zh-Hans"] == nil)
    #expect(json["Localizable"]?["de"]?["note.archive"] as? String == "Archivieren")
    // A plural entry: its categories (the .stringsdict entry wins over any .strings one).
    let plural = try #require(json["Localizable"]?["ru"]?["files.remaining"] as? [String: String])
    #expect(plural.keys.sorted() == ["few", "many", "one", "other"])
    #expect(json["Localizable"]?["es"]?["files.remaining"] == nil)
  }

  @Test("usage and I/O errors exit 2 with a message")
  func failures() throws {
    let unknownTable = try CommandRunner.run(["export", "SampleProject/Resources", "--table", "X"])
    #expect(unknownTable.status == 2)
    #expect(
      unknownTable.standardError.contains("no table \"X\"; tables: Errors, InfoPlist, Localizable"))
    let missing = try CommandRunner.run(["stats", "/nonexistent/folder"])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("/nonexistent/folder: no such folder"))
    let empty = try CommandRunner.run(["lint", "Sources"])
    #expect(empty.status == 2)
    #expect(
      empty.standardError.contains(
        "Sources: no .lproj folders or .xcstrings catalogs found below this path"))
    let usage = try CommandRunner.run(["format", "--bogus", "x"])
    #expect(usage.status == 2)
  }

  @Test("the editor without a terminal: a clear message and exit 2, never a crash")
  func editorWithoutTerminal() throws {
    let result = try CommandRunner.run(["SampleProject/Resources"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("l10nedit needs a terminal"))
    let explicit = try CommandRunner.run([
      "edit", "SampleProject/Resources", "--languages", "de,fr",
    ])
    #expect(explicit.status == 2)
  }

  @Test("format sorts every file as UTF-8 in its own line endings, keeps every value, idempotent")
  func format() throws {
    let project = try CommandRunner.copyOfSampleProject()
    let before = try CommandRunner.run(["export", project.path]).standardOutput
    let check = try CommandRunner.run(["format", "--check", project.path])
    #expect(check.status == 1)
    #expect(check.standardOutput.contains("es-MX.lproj/Localizable.strings"))
    #expect(check.standardOutput.contains("ru.lproj/Errors.strings"))
    #expect(!check.standardOutput.contains("de.lproj/Localizable.strings"))

    let first = try CommandRunner.run(["format", project.path])
    #expect(first.status == 0)
    #expect(
      first.standardOutput.split(separator: "\n").count
        == check.standardOutput.split(separator: "\n").count)
    #expect(try CommandRunner.run(["format", "--check", project.path]).status == 0)
    let second = try CommandRunner.run(["format", project.path])
    #expect(second.status == 0 && second.standardOutput.isEmpty)
    #expect(try CommandRunner.run(["export", project.path]).standardOutput == before)

    let russian = try FileSystem.read(project.path + "/ru.lproj/Errors.strings")
    #expect(!russian.starts(with: [0xFF, 0xFE]))
    #expect(String(validating: russian, as: UTF8.self) != nil)
    // A CRLF file stays CRLF: every line feed follows a carriage return.
    let mexican = try FileSystem.read(project.path + "/es-MX.lproj/Localizable.strings")
    #expect(mexican.contains(0x0D))
    #expect(
      mexican.indices.allSatisfy { mexican[$0] != 0x0A || (($0 > 0) && mexican[$0 - 1] == 0x0D) })
    let document = try StringsFileReader.read(mexican, path: "es-MX")
    let keys = document.entries.indices.map { document.key(at: $0) }
    #expect(keys == keys.sorted())
    #expect(document.comment(at: 0) != nil)
  }

  @Test("format --keep-order keeps the order and the line endings: a CRLF file is left alone")
  func formatKeepOrder() throws {
    let project = try CommandRunner.copyOfSampleProject()
    let path = project.path + "/es-MX.lproj/Localizable.strings"
    let original = try FileSystem.read(path)
    #expect(original.contains(0x0D))
    let run = try CommandRunner.run(["format", "--keep-order", project.path])
    #expect(run.status == 0)
    #expect(!run.standardOutput.contains("es-MX.lproj/Localizable.strings"))
    #expect(try FileSystem.read(path) == original)
    let english = project.path + "/en.lproj/Localizable.strings"
    #expect(
      try FileSystem.read(english)
        == FileSystem.read(
          CommandRunner.packageRoot.path + "/SampleProject/Resources/en.lproj/Localizable.strings"))
  }

  @Test("a file that fails to parse is reported and never rewritten")
  func brokenFileIsKept() throws {
    let project = try CommandRunner.copyOfSampleProject()
    let path = project.path + "/fr.lproj/Errors.strings"
    let broken = Array("\"b\" = \"2\";\n\"a\" = \"1\"\n".utf8)
    try Data(broken).write(to: URL(fileURLWithPath: path))
    let result = try CommandRunner.run(["format", project.path])
    #expect(result.status == 1)
    #expect(
      result.standardError.contains(
        "fr.lproj/Errors.strings:3:1: missing ';' after the value that ends at 2:10"))
    #expect(try FileSystem.read(path) == broken)
    let lint = try CommandRunner.run(["lint", project.path])
    #expect(lint.standardOutput.contains("fr.lproj/Errors.strings:3:1: error: missing ';'"))
  }
}
