import Foundation
import L10nCheck
import L10nModel
import L10nTestSupport
import Testing

/// `lint --write-baseline` and `--baseline`: adopting lint on a project with findings, then
/// failing only on new ones, while lines move.
@Suite("lint baseline")
struct BaselineTests {
  @Test("adoption: write the baseline, pass, move lines, then fail on exactly the new finding")
  func adoptionFlow() throws {
    let copy = try TestSupport.sampleCopy()
    let baseline = copy.url.deletingLastPathComponent().appendingPathComponent("baseline.json").path
    let before = try CommandRunner.run(["lint", "--format", "json", copy.path])
    #expect(before.status == 1)
    let all = try JSONSerialization.jsonObject(with: Data(before.standardOutput.utf8)) as? [Any]
    let total = try #require(all).count
    #expect(total > 20)

    let written = try CommandRunner.run(["lint", "--write-baseline", baseline, copy.path])
    #expect(written.status == 0)
    #expect(written.standardOutput.isEmpty)
    #expect(written.standardError.contains("wrote \(total) findings"))

    let clean = try CommandRunner.run(["lint", "--baseline", baseline, copy.path])
    #expect(clean.status == 0)
    #expect(clean.standardOutput.isEmpty)
    #expect(
      clean.standardError.contains(
        "0 errors, 0 warnings, 0 infos new; \(total) more in the baseline, not shown"))

    // Lines move: three comment lines on top of a German file change no fingerprint.
    let german = "de.lproj/Localizable.strings"
    var text = try copy.read(german)
    text.insert(contentsOf: Array("/* a */\n/* b */\n/* c */\n".utf8), at: 0)
    try copy.write(text, to: german)
    #expect(try CommandRunner.run(["lint", "--baseline", baseline, copy.path]).status == 0)

    // A new format mismatch is the one finding shown, and it fails the run.
    try copy.write(
      Array(
        String(decoding: text, as: UTF8.self).replacing(
          "\"Bearbeitet %@\"", with: "\"Bearbeitet %d\""
        ).utf8), to: german)
    let new = try CommandRunner.run(["lint", "--baseline", baseline, copy.path])
    let lines = new.standardOutput.split(separator: "\n")
    #expect(new.status == 1)
    #expect(lines.count == 1)
    #expect(lines.first?.contains("\(copy.path)/\(german):") == true)
    #expect(lines.first?.hasSuffix("[format-mismatch]") == true)

    // The JSON output lists only new findings too.
    let json = try CommandRunner.run([
      "lint", "--format", "json", "--baseline", baseline, copy.path,
    ])
    let newFindings =
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [Any]
    #expect(newFindings?.count == 1)
  }

  @Test("fixed findings are counted as gone; --write-baseline drops them")
  func goneFindings() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/L.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
      "de.lproj/L.strings": "\"x\" = \"X\";\n",
    ])
    let baseline = folder.path + "/../baseline.json"
    #expect(try CommandRunner.run(["lint", "--write-baseline", baseline, folder.path]).status == 0)
    try folder.write(["de.lproj/L.strings": "\"a\" = \"A-de\";\n\"b\" = \"B-de\";\n"])
    let result = try CommandRunner.run(["lint", "--baseline", baseline, folder.path])
    #expect(result.status == 0)
    #expect(
      result.standardError.contains(
        "1 more in the baseline, not shown; 3 of the baseline's findings are gone (fixed or "
          + "changed): --write-baseline \(baseline) drops them"))
  }

  @Test("the file is sorted, counts repeated findings, and keeps no line numbers")
  func fileFormat() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/L.strings": "\"a\" = \"A\";\n\"a\" = \"A2\";\n\"a\" = \"A3\";\n"
    ])
    let baseline = folder.path + "/../b.json"
    _ = try CommandRunner.run(["lint", "--write-baseline", baseline, folder.path])
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: baseline)), as: UTF8.self)
    #expect(text.contains("\"path\": \"en.lproj/L.strings\""))
    #expect(text.contains("\"rule\": \"duplicate-key\""))
    #expect(text.contains("also on line …"))
    #expect(!text.contains("line 2"))
    #expect(text.contains("\"version\": 1"))
    // Running again writes the same bytes.
    _ = try CommandRunner.run(["lint", "--write-baseline", baseline, folder.path])
    #expect(
      String(decoding: try Data(contentsOf: URL(fileURLWithPath: baseline)), as: UTF8.self) == text)
  }

  @Test("a broken baseline is a located error, exit 2; both options at once are refused")
  func brokenBaseline() throws {
    let folder = try TestSupport.fixture(["en.lproj/L.strings": "\"a\" = \"A\";\n"])
    let baseline = folder.path + "/../broken.json"
    try Data("{\"version\": 1, \"findings\": [\n  {\"rule\": 3}\n]}".utf8).write(
      to: URL(fileURLWithPath: baseline))
    let result = try CommandRunner.run(["lint", "--baseline", baseline, folder.path])
    #expect(result.status == 2)
    #expect(result.standardError.contains("\(baseline):2:4: finding 1 has no text \"rule\""))
    try Data("[1, 2".utf8).write(to: URL(fileURLWithPath: baseline))
    let syntax = try CommandRunner.run(["lint", "--baseline", baseline, folder.path])
    #expect(syntax.status == 2)
    #expect(syntax.standardError.contains("\(baseline):1:"))
    let both = try CommandRunner.run([
      "lint", "--baseline", baseline, "--write-baseline", baseline, folder.path,
    ])
    #expect(both.status == 2)
  }

  @Test("messages lose only what moves with lines")
  func generalMessages() {
    let finding = Finding(
      ruleID: "duplicate-key", severity: .error, path: "/p/en.lproj/L.strings",
      location: SourceLocation(line: 9, column: 1),
      message: "duplicate key \"a\" (also on line 3, 17); overridden by line 17; %2$@ at 4:5")
    let fingerprint = Baseline.fingerprint(of: finding, root: "/p")
    #expect(fingerprint.path == "en.lproj/L.strings")
    var code = finding
    for (path, root, expected) in [
      ("Sources/App.swift", "Resources", "../Sources/App.swift"),
      ("./Resources/de.lproj/L.strings", "Resources/", "de.lproj/L.strings"),
      ("/w/corpus-code/a/M.swift", "/w/corpus/a", "../../corpus-code/a/M.swift"),
      ("/abs/M.swift", "Resources", "/abs/M.swift"),
    ] {
      code.path = path
      #expect(Baseline.fingerprint(of: code, root: root).path == expected)
    }
    #expect(
      fingerprint.message
        == "duplicate key \"a\" (also on line …); overridden by line …; %2$@ at …:…")
  }
}
