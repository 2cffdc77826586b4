import Foundation
import L10nTUI
import L10nTestSupport
import Testing

@Suite struct ResolveCommandTests {
  private let sample = "SampleProject/Resources"

  @Test("fr-CA, de, en on SampleProject: French, and a key French lacks shows as itself")
  func french() throws {
    let result = try CommandRunner.run([
      "resolve", sample, "--languages", "fr-CA,de,en", "--table", "Localizable",
    ])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("search list: fr, en"))
    #expect(result.standardOutput.contains("table from: fr.lproj"))
    let archive = result.standardOutput.split(separator: "\n").first { $0.contains("note.archive") }
    #expect(archive?.hasSuffix("key itself (not in fr)") == true)
  }

  @Test("es-419 gets es, not es-MX; zh-HK does not take zh-Hans: English")
  func spanishAndChinese() throws {
    let spanish = try CommandRunner.run(["resolve", sample, "--languages", "es-419"])
    #expect(spanish.standardOutput.contains("search list: es, en"))
    let chinese = try CommandRunner.run(["resolve", sample, "--languages", "zh-HK"])
    #expect(chinese.standardOutput.contains("search list: en"))
  }

  @Test("CJK values line up: the column after them starts at one display column")
  func cjkColumns() throws {
    let run = try CommandRunner.run(["resolve", "SampleProject/Resources", "--languages", "ja"])
    #expect(run.status == 0)
    // Each table is its own block; within one, every row's last column starts alike.
    for block in run.standardOutput.components(separatedBy: "\n\n") {
      let rows = block.split(separator: "\n").filter { $0.hasSuffix("  ja") }
      let ends = Set(rows.map { TextWidth.width(of: $0) })
      #expect(ends.count <= 1, "\(ends)")
    }
    #expect(run.standardOutput.contains("キャンセル"))
  }

  @Test("--json: one key, its value and origin")
  func json() throws {
    let result = try CommandRunner.run([
      "resolve", sample, "--accept-language", "pt-PT, de;q=0.9", "--key", "settings.title",
      "--json",
    ])
    #expect(result.status == 0)
    let tables = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        as? [[String: Any]])
    let table = try #require(tables.first)
    #expect(table["searchList"] as? [String] == ["de", "en"])
    let keys = try #require(table["keys"] as? [[String: Any]])
    #expect(keys.count == 1)
    #expect(keys.first?["origin"] as? String == "chosen")
    #expect(keys.first?["language"] as? String == "de")
  }

  @Test("--print-accept-language needs no project")
  func printHeader() throws {
    let result = try CommandRunner.run([
      "resolve", "--languages", "fr-CA,de,en", "--print-accept-language",
    ])
    #expect(result.status == 0)
    #expect(result.standardOutput == "fr-CA, de;q=0.9, en;q=0.8\n")
  }

  @Test("bad input: exit 2 and a message")
  func badInput() throws {
    let header = try CommandRunner.run(["resolve", sample, "--accept-language", "fr;q=x"])
    #expect(header.status == 2)
    #expect(header.standardError.contains("--accept-language:1: \"q=x\" is not a weight"))
    let key = try CommandRunner.run(["resolve", sample, "--languages", "fr", "--key", "nope"])
    #expect(key.status == 2)
    #expect(key.standardError.contains("no table has the key \"nope\""))
    let none = try CommandRunner.run(["resolve", sample])
    #expect(none.status == 2)
  }

  @Test("a String Catalog: the catalog's languages are the localizations")
  func catalog() throws {
    let folder = try TestSupport.fixture([
      "App/Localizable.xcstrings": """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Hello" : { "localizations" : {
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } },
            "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "你好" } } } },
          "Bye" : { "localizations" : {
            "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "再見" } } } }
        },
        "version" : "1.0"
      }
      """
    ])
    let french = try CommandRunner.run([
      "resolve", folder.path, "--languages", "fr-CA", "--json",
    ])
    #expect(french.status == 0)
    #expect(french.standardOutput.contains("\"shown\": \"Bonjour\""))
    #expect(french.standardOutput.contains("\"origin\": \"key\""))
    let chinese = try CommandRunner.run(["resolve", folder.path, "--languages", "zh-HK"])
    #expect(chinese.standardOutput.contains("search list: zh-Hant, en"))
    #expect(chinese.standardOutput.contains("再見"))
  }

  @Test("a remote strings JSON file: an es-419 user of es_MX gets es_MX")
  func remoteJSON() throws {
    let result = try CommandRunner.run([
      "resolve", "SampleProject/Remote/strings.json", "--languages", "es-419", "--key",
      "error_screen.ok",
    ])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("search list: es_MX, en"))
    #expect(result.standardOutput.contains("table from: es_MX\n"))
    #expect(result.standardOutput.contains("Aceptar"))
  }

  @Test("stats --languages: coverage as that user sees it")
  func stats() throws {
    let result = try CommandRunner.run(["stats", sample, "--languages", "fr-CA,de,en"])
    #expect(result.status == 0)
    let line = result.standardOutput.split(separator: "\n").first {
      $0.hasPrefix("Localizable ")
    }
    let cells = line?.split(separator: " ").map(String.init)
    #expect(cells == ["Localizable", "fr", "29", "28", "0", "1", "96.6%"])
  }
}
