import Foundation
import L10nTestSupport
import Testing

/// Nothing is written outside the project (or `--out`), whatever name a file hands a command
/// that writes: a property test over hostile language codes and table names, each through
/// every command that makes a path of one.
@Suite("Nothing written outside the project", .serialized)
struct WriteContainmentTests {
  /// A project (`proj`) beside a folder it must never touch (`outside`), with a link inside
  /// the project to a folder outside it (`proj/link.lproj`).
  final class Fixture {
    let folder: TemporaryFolder
    var base: URL { folder.url }
    var project: URL { base.appendingPathComponent("proj") }

    init() throws {
      folder = try TestSupport.fixture([
        "proj/en.lproj/Errors.strings": "\"error.auth.expired\" = \"Expired\";\n",
        "proj/de.lproj/Errors.strings": "\"error.auth.expired\" = \"Abgelaufen\";\n",
        "outside/victim.lproj/Errors.strings": "\"error.auth.expired\" = \"original\";\n",
        "code/App.swift": "",
      ])
      try FileManager.default.createSymbolicLink(
        atPath: project.appendingPathComponent("link.lproj").path,
        withDestinationPath: "../outside/victim.lproj")
    }

    /// Every entry below `base` (path → bytes, `->target` for a link, `/` for a folder).
    func snapshot(excluding excluded: String? = nil) throws -> [String: [UInt8]] {
      var result: [String: [UInt8]] = [:]
      let manager = FileManager.default
      for path in manager.subpaths(atPath: base.path) ?? [] {
        if let excluded, path == excluded || path.hasPrefix(excluded + "/") { continue }
        let full = base.appendingPathComponent(path).path
        var status = stat()
        lstat(full, &status)
        switch status.st_mode & S_IFMT {
        case S_IFLNK:
          result[path] = Array(("->" + (try manager.destinationOfSymbolicLink(atPath: full))).utf8)
        case S_IFDIR: result[path] = Array("/".utf8)
        default: result[path] = try folder.read(path)
        }
      }
      return result
    }
  }

  /// Hostile names: paths (`..`, `/`, `\`, absolute), a link inside the project that leads out,
  /// lookalikes of `.` and `/`, controls and direction overrides, and random mixes of them.
  static func hostileNames(count: Int, seed: UInt64) -> [String] {
    let fixed = [
      "yy/../../../outside/victim", "../outside/victim", "../../outside/victim", "/tmp/x",
      "a\\..\\b", "link", "..", ".", "", "de/../../outside/victim",
    ]
    let pieces = [
      "..", "/", "\\", ".", "yy", "victim", "outside", "%2e%2e", "\u{2024}\u{2024}", "\u{FF0F}",
      "/tmp", "link", "de", "\u{202E}", "\u{1B}[31m", "\n", "\u{2215}",
    ]
    var random = SeededRandom(seed: seed)
    let mixed = (0..<count).map { _ in
      (0..<Int.random(in: 1...5, using: &random)).map { _ in
        pieces.randomElement(using: &random) ?? ".."
      }.joined()
    }
    return fixed + mixed
  }

  static func xmlEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\u{1B}", with: "")
  }

  static func jsonEscaped(_ text: String) -> String {
    text.unicodeScalars.map { scalar -> String in
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      case _ where scalar.value < 0x20: String(format: "\\u%04x", scalar.value)
      default: String(scalar)
      }
    }.joined()
  }

  /// Runs each command that makes a path of `name`; returns what went wrong, in words.
  static func violations(for name: String) throws -> [String] {
    var found: [String] = []
    let inputs: [(label: String, file: String, text: String, arguments: [String])] = [
      (
        "xliff import", "in.xliff",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="en.lproj/Errors.strings" source-language="en" \
        target-language="\(xmlEscaped(name))" datatype="plaintext"><body>
        <trans-unit id="error.auth.expired"><source>Expired</source><target>PWNED</target>\
        </trans-unit></body></file></xliff>

        """, ["xliff", "import", "../in.xliff", "."]
      ),
      (
        "csv import", "in.csv",
        "table,key,comment,en,\"\(name.replacingOccurrences(of: "\"", with: "\"\""))\"\r\n"
          + "Errors,error.auth.expired,,x,PWNED\r\n", ["csv", "import", "../in.csv", "."]
      ),
      (
        "import", "in.json",
        "{\"Errors\": {\"\(jsonEscaped(name))\": {\"error.auth.expired\": \"PWNED\"}}}",
        ["import", "../in.json", "."]
      ),
      (
        "extract", "code/App.swift",
        "let s = NSLocalizedString(\"new.key\", tableName: \"\(jsonEscaped(name))\", comment: \"c\")\n",
        ["extract", "../code", "--into", "."]
      ),
      // An argument cannot hold NUL.
      (
        "pseudo", "unused", "",
        ["pseudo", ".", "--language", name.replacingOccurrences(of: "\u{0}", with: "")]
      ),
    ]
    for input in inputs {
      let fixture = try Fixture()
      try fixture.folder.write(Array(input.text.utf8), to: input.file)
      let outside = try fixture.snapshot(excluding: "proj")
      let inside = try fixture.snapshot()
      let result = try CommandRunner.run(input.arguments, in: fixture.project)
      if try fixture.snapshot(excluding: "proj") != outside {
        found.append("\(input.label) wrote outside the project for \(name.debugDescription)")
      }
      if result.status != 0, try fixture.snapshot() != inside {
        found.append("\(input.label) failed but wrote for \(name.debugDescription)")
      }
    }
    return found
  }

  @Test("hostile names through xliff import, csv import, import, extract and pseudo")
  func property() throws {
    let seed = SeededRandom().seed
    var found: [String] = []
    for name in Self.hostileNames(count: 12, seed: seed) {
      found += try Self.violations(for: name)
    }
    #expect(found.isEmpty, "seed \(seed): \(found.joined(separator: "; "))")
  }

  @Test("the issue's inputs: refused with their place, nothing written anywhere")
  func located() throws {
    let fixture = try Fixture()
    try fixture.folder.write(
      Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="en.lproj/Errors.strings" source-language="en" target-language="yy/../../../victim" datatype="plaintext"><body>
        <trans-unit id="error.auth.expired"><source>Expired</source><target>PWNED</target></trans-unit>
        </body></file></xliff>

        """.utf8), to: "evil.xliff")
    try fixture.folder.write(
      Array(
        "table,key,comment,en,qq/../../../csvout\r\nErrors,error.auth.expired,,x,PWNED\r\n".utf8),
      to: "evil.csv")
    try fixture.folder.write(
      Array(
        """
        void f(void) { NSString *a = NSLocalizedStringFromTable(@"new.key", @"../en.lproj/Localizable", @"c"); }

        """.utf8), to: "code/App.m")
    let before = try fixture.snapshot()
    let xliff = try CommandRunner.run(
      ["xliff", "import", "../evil.xliff", "."], in: fixture.project)
    #expect(xliff.status == 2)
    #expect(xliff.standardError.contains("evil.xliff:3:"))
    #expect(xliff.standardError.contains("target-language"))
    let csv = try CommandRunner.run(["csv", "import", "../evil.csv", "."], in: fixture.project)
    #expect(csv.status == 2)
    #expect(csv.standardError.contains("evil.csv: row 1, column 5: "))
    let extract = try CommandRunner.run(["extract", "../code", "--into", "."], in: fixture.project)
    #expect(extract.status == 2)
    #expect(extract.standardError.contains("App.m:1:"))
    #expect(extract.standardError.contains("is a path, not a table name"))
    let pseudo = try CommandRunner.run(
      ["pseudo", ".", "--language", "../../victim"], in: fixture.project)
    #expect(pseudo.status == 2)
    #expect(try fixture.snapshot() == before)
  }

  @Test("xliff export --xliff of a catalog's hostile localization writes nothing outside --out")
  func exportOut() throws {
    let fixture = try Fixture()
    try fixture.folder.write(
      Array(
        """
        {"sourceLanguage":"en","strings":{"k":{"localizations":{"../../victim2":{"stringUnit":\
        {"state":"translated","value":"x"}}}}},"version":"1.0"}
        """.utf8), to: "proj/C.xcstrings")
    let before = try fixture.snapshot(excluding: "proj")
    let result = try CommandRunner.run(
      ["xliff", "export", ".", "--xliff", "--out", "../out/x"], in: fixture.project)
    #expect(result.status == 2)
    #expect(result.standardError.contains("is a path, not a language code"))
    #expect(try fixture.snapshot(excluding: "proj") == before)
  }
}
