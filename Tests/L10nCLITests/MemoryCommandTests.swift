import Foundation
import L10nFormats
import L10nTestSupport
import L10nUserMemory
import Testing

/// `suggest` and `tm export`/`tm import` end to end.
@Suite struct MemoryCommandTests {
  static let files = [
    "en.lproj/Main.strings": "\"cancel\" = \"Cancel\";\n\"files\" = \"%d files\";\n",
    "de.lproj/Main.strings": "\"cancel\" = \"Abbrechen\";\n\"files\" = \"%d Dateien\";\n",
    "en.lproj/Other.strings":
      "\"abort\" = \"Cancel\";\n\"count\" = \"%d file\";\n\"more\" = \"Cancel all\";\n",
    "de.lproj/Other.strings": "\"count\" = \"%@ Datei\";\n",
  ]

  @Test func suggestPrintsTheRanking() throws {
    let folder = try TestSupport.fixture(Self.files)
    let text = try CommandRunner.run([
      "suggest", folder.url.path, "--table", "Other", "--key", "abort", "--language", "de",
    ])
    #expect(text.status == 0, "\(text.standardError)")
    #expect(text.standardOutput.contains("1 100% Abbrechen  · Main › cancel"))
    let json = try CommandRunner.run([
      "suggest", folder.url.path, "--table", "Main", "--key", "files", "--language", "de",
      "--json",
    ])
    let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8))
    let queries = (object as? [String: Any])?["queries"] as? [[String: Any]]
    let suggestions = queries?.first?["suggestions"] as? [[String: Any]]
    #expect(suggestions?.count == 1)
    #expect(suggestions?.first?["translation"] as? String == "%@ Datei")
    #expect(suggestions?.first?["score"] as? Int == 87)
    #expect(suggestions?.first?["placeholderProblem"] as? String != nil)
  }

  @Test func suggestRefusesAnUnknownKey() throws {
    let folder = try TestSupport.fixture(Self.files)
    let run = try CommandRunner.run([
      "suggest", folder.url.path, "--table", "Main", "--key", "nope", "--language", "de",
    ])
    #expect(run.status == 2)
    #expect(run.standardError.contains("no key \"nope\""))
  }

  @Test func exportThenImportOnce() throws {
    let folder = try TestSupport.fixture(Self.files)
    let tmx = folder.url.appendingPathComponent("out.tmx").path
    let export = try CommandRunner.run(["tm", "export", folder.url.path, "--out", tmx])
    #expect(export.status == 0, "\(export.standardError)")
    #expect(export.standardOutput.contains("3 units, 2 languages"))
    let read = try TMXReader.read(try FileSystem.read(tmx), path: tmx)
    #expect(read.units.map { $0.id ?? "" } == ["Main › cancel", "Main › files", "Other › count"])
    let memory = folder.url.appendingPathComponent("memory/user.sqlite").path
    let first = try CommandRunner.run(["tm", "import", tmx, "--memory", memory])
    #expect(first.standardOutput.contains("imported 3 units"), "\(first.standardError)")
    let again = try CommandRunner.run(["tm", "import", tmx, "--memory", memory])
    #expect(again.standardOutput.contains("imported 0 units"))
    #expect(again.standardOutput.contains("(3 already there; 3 in all)"))
  }

  /// What another project's memory holds is suggested, marked as the user memory's.
  @Test func suggestConsultsTheUserMemory() throws {
    let other = try TestSupport.fixture([
      "en.lproj/Shop.strings": "\"buy\" = \"Buy now\";\n",
      "de.lproj/Shop.strings": "\"buy\" = \"Jetzt kaufen\";\n",
    ])
    let folder = try TestSupport.fixture(
      Self.files.merging(["en.lproj/Cart.strings": "\"buy\" = \"Buy now!\";\n"]) { $1 })
    let data = folder.url.appendingPathComponent("data").path
    let memory = data + "/l10nedit/user.sqlite"
    let imported = try CommandRunner.run(["tm", "import", other.url.path, "--memory", memory])
    #expect(imported.standardOutput.contains("imported 1 units"), "\(imported.standardError)")
    let arguments = [
      "suggest", folder.url.path, "--table", "Cart", "--key", "buy", "--language", "de",
      "--memory", memory,
    ]
    let run = try CommandRunner.run(arguments)
    #expect(run.standardOutput.contains("1  87% Jetzt kaufen  · user memory › Shop › buy"))
    let without = try CommandRunner.run(arguments + ["--no-user-memory"])
    #expect(without.standardOutput.contains("no suggestions"))
    // In JSON the origin is a field of its own; the place is the unit's own.
    let json = try CommandRunner.run(arguments + ["--json"])
    #expect(json.standardOutput.contains(#""origin": "user-memory""#), "\(json.standardOutput)")
    #expect(json.standardOutput.contains(#""table": "Shop""#))
    // The settings file's userMemory names the memory too: a file in the user's data folder.
    try Data("{ \"userMemory\": \"user.sqlite\" }\n".utf8).write(
      to: folder.url.appendingPathComponent(".l10nedit.json"))
    let named = try CommandRunner.run(
      Array(arguments.dropLast(2)), environment: ["XDG_DATA_HOME": data])
    #expect(named.standardOutput.contains("Jetzt kaufen  · user memory › Shop › buy"))
  }

  /// A hostile file: refused with its line, and the memory file is not made.
  @Test func badXMLImportsNothing() throws {
    let folder = try TestSupport.fixture([
      "bomb.tmx": "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY a \"a\">]>\n<tmx/>\n",
      "escape.tmx": """
      <tmx><header srclang="en"/><body>
      <tu tuid="../../../etc/passwd"><tuv xml:lang="../x"><seg>a</seg></tuv>
      <tuv xml:lang="en"><seg>b</seg></tuv></tu></body></tmx>
      """,
    ])
    let memory = folder.url.appendingPathComponent("user.sqlite").path
    let bomb = try CommandRunner.run([
      "tm", "import", folder.url.appendingPathComponent("bomb.tmx").path, "--memory", memory,
    ])
    #expect(bomb.status == 2)
    #expect(bomb.standardError.contains("bomb.tmx:2:1"))
    #expect(!FileManager.default.fileExists(atPath: memory))
    // Names in a unit name no file: only the memory file is written.
    let escape = try CommandRunner.run([
      "tm", "import", folder.url.appendingPathComponent("escape.tmx").path, "--memory", memory,
    ])
    #expect(escape.status == 0)
    let made = try FileManager.default.subpathsOfDirectory(atPath: folder.url.path).sorted()
    #expect(made == ["bomb.tmx", "escape.tmx", "user.sqlite"])
  }

  /// A file refused at its end (units read, added, then the parse fails) adds nothing to a
  /// memory that was there: the one transaction is undone.
  @Test func fileBrokenAtItsEndAddsNothing() throws {
    let units = (0..<50).map { number in
      "<tu tuid=\"k\(number)\"><tuv xml:lang=\"en\"><seg>Text \(number)</seg></tuv>"
        + "<tuv xml:lang=\"de\"><seg>Text \(number) de</seg></tuv></tu>"
    }.joined(separator: "\n")
    let folder = try TestSupport.fixture([
      "good.tmx": "<tmx><header srclang=\"en\"/><body>\n\(units)\n</body></tmx>\n",
      "broken.tmx": "<tmx><header srclang=\"en\"/><body>\n"
        + units.replacingOccurrences(of: "Text", with: "Other") + "\n</body></tmx\n",
    ])
    let data = folder.url.appendingPathComponent("data").path
    let memory = data + "/l10nedit/user.sqlite"
    let good = try CommandRunner.run([
      "tm", "import", folder.url.appendingPathComponent("good.tmx").path, "--memory", memory,
    ])
    #expect(good.standardOutput.contains("imported 50 units"), "\(good.standardError)")
    let broken = try CommandRunner.run([
      "tm", "import", folder.url.appendingPathComponent("broken.tmx").path, "--memory", memory,
    ])
    #expect(broken.status == 2)
    #expect(broken.standardError.contains("broken.tmx:53:"), "\(broken.standardError)")
    #expect(broken.standardError.contains("nothing imported"))
    #expect(try UserMemory(path: memory).count() == 50)
  }
}
