import Foundation
import L10nTestSupport
import Testing

/// One write policy for every command that writes: `--keep-order` / `--sort`, else the
/// settings file's `sort`, else the command's default (commands that change a few cells keep
/// each file's order, so their diff is the change; `format` and the editor sort).
@Suite("The write policy", .serialized)
struct WritePolicyTests {
  static let german = "\"b\" = \"B-de\";\r\n\"a\" = \"A-de\";\r\n\"c\" = \"C-de\";\r\n"

  /// An unsorted CRLF project, and an input per importer that changes `a` in de.
  static func fixture(settings: String? = nil) throws -> TemporaryFolder {
    var files = [
      "proj/en.lproj/L.strings": "\"b\" = \"B\";\n\"a\" = \"A\";\n\"c\" = \"C\";\n",
      "proj/de.lproj/L.strings": german,
      "in.json": "{\"L\": {\"de\": {\"a\": \"Neu\"}}}",
      "in.csv": "table,key,comment,en,de\r\nL,a,,A,Neu\r\n",
      "in.xliff": """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="en.lproj/L.strings" source-language="en" target-language="de" datatype="plaintext"><body>
      <trans-unit id="a"><source>A</source><target>Neu</target></trans-unit>
      </body></file></xliff>

      """,
    ]
    if let settings { files["proj/.l10nedit.json"] = settings }
    return try TestSupport.fixture(files)
  }

  static let imports = [
    ["import", "../in.json", "."], ["csv", "import", "../in.csv", "."],
    ["xliff", "import", "../in.xliff", "."],
  ]

  @Test(
    "an import changes one line of an unsorted CRLF file, keeping its order", arguments: imports)
  func keepsOrder(_ arguments: [String]) throws {
    let folder = try Self.fixture()
    let run = try CommandRunner.run(arguments, in: folder.url.appendingPathComponent("proj"))
    #expect(run.status == 0, "\(run.standardError)")
    let written = String(decoding: try folder.read("proj/de.lproj/L.strings"), as: UTF8.self)
    #expect(written == Self.german.replacingOccurrences(of: "A-de", with: "Neu"))
  }

  @Test("--sort, or the settings file's \"sort\": true, sorts it", arguments: imports)
  func sorts(_ arguments: [String]) throws {
    let sorted = "\"a\" = \"Neu\";\r\n\"b\" = \"B-de\";\r\n\"c\" = \"C-de\";\r\n"
    let flagged = try Self.fixture()
    let run = try CommandRunner.run(
      arguments + ["--sort"], in: flagged.url.appendingPathComponent("proj"))
    #expect(run.status == 0, "\(run.standardError)")
    #expect(String(decoding: try flagged.read("proj/de.lproj/L.strings"), as: UTF8.self) == sorted)
    let configured = try Self.fixture(settings: "{\"sort\": true}")
    _ = try CommandRunner.run(arguments, in: configured.url.appendingPathComponent("proj"))
    #expect(
      String(decoding: try configured.read("proj/de.lproj/L.strings"), as: UTF8.self) == sorted)
    // The flag wins over the settings file.
    let kept = try Self.fixture(settings: "{\"sort\": true}")
    _ = try CommandRunner.run(
      arguments + ["--keep-order"], in: kept.url.appendingPathComponent("proj"))
    #expect(
      String(decoding: try kept.read("proj/de.lproj/L.strings"), as: UTF8.self)
        == Self.german.replacingOccurrences(of: "A-de", with: "Neu"))
  }

  @Test("format follows the settings file's \"sort\": false; both flags at once are refused")
  func format() throws {
    let folder = try Self.fixture(settings: "{\"sort\": false}")
    let project = folder.url.appendingPathComponent("proj")
    #expect(try CommandRunner.run(["format", "--check", "."], in: project).status == 0)
    #expect(try CommandRunner.run(["format", "--check", ".", "--sort"], in: project).status == 1)
    let both = try CommandRunner.run(["format", ".", "--sort", "--keep-order"], in: project)
    #expect(both.status == 2)
    #expect(both.standardError.contains("give --keep-order or --sort, not both"))
  }
}
