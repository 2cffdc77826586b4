import Foundation
import L10nTestSupport
import Testing

/// `replace` on hostile input: an expression that backtracks without end is stopped under a
/// time bound, a replacement that adds specifiers or tags is refused like one that removes
/// them, and `--dry-run` prints paths inert.
@Suite("replace: time bound, kept specifiers and tags, inert paths")
struct ReplaceSafetyTests {
  @Test("(a+)+$ on a value of 31 a's and a b is stopped within the bound, naming the value")
  func catastrophicBacktracking() throws {
    let value = String(repeating: "a", count: 31) + "b"
    let folder = try TestSupport.fixture([
      "en.lproj/M.strings": "\"k\" = \"x\";\n\"slow\" = \"y\";\n",
      "de.lproj/M.strings": "\"k\" = \"aaa\";\n\"slow\" = \"\(value)\";\n",
    ])
    let started = Date()
    let run = try CommandRunner.run(
      ["replace", ".", "--language", "de", "--find", "(a+)+$", "--with", "x"], in: folder.url)
    let seconds = Date().timeIntervalSince(started)
    #expect(run.status == 2)
    #expect(
      run.standardError.contains(
        "error: the expression ran over 1.0 seconds on M › slow [de] and was stopped; nothing "
          + "changed"),
      "\(run.standardError)")
    #expect(seconds < 5, "took \(seconds) s")
    #expect(
      String(decoding: try folder.read("de.lproj/M.strings"), as: UTF8.self)
        == "\"k\" = \"aaa\";\n\"slow\" = \"\(value)\";\n")
  }

  @Test("a replacement that adds specifiers or tags, or removes a tag, leaves the value alone")
  func addedSpecifiersAndTags() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/M.strings": "\"a\" = \"Name\";\n\"b\" = \"<b>Bold</b> name\";\n",
      "de.lproj/M.strings": "\"a\" = \"Name\";\n\"b\" = \"<b>Fett</b> Name\";\n",
    ])
    let added = try CommandRunner.run(
      ["replace", ".", "--language", "de", "--find", "Name", "--with", "%@ %@"], in: folder.url)
    #expect(added.status == 0)
    #expect(
      added.standardError.contains(
        "M › a [de]: left alone: the replacement would change its placeholders or tags (none)"),
      "\(added.standardError)")
    #expect(added.standardError.contains("M › b [de]: left alone"))
    let tag = try CommandRunner.run(
      ["replace", ".", "--language", "de", "--find", "Fett", "--with", "<i>Fett</i>"],
      in: folder.url)
    #expect(tag.standardError.contains("M › b [de]: left alone"), "\(tag.standardError)")
    // Tags are out of the expression's sight, as specifiers are: matching one finds nothing.
    let removed = try CommandRunner.run(
      ["replace", ".", "--language", "de", "--find", "</?b>", "--with", ""], in: folder.url)
    #expect(removed.standardError.contains("0 values replaced"), "\(removed.standardError)")
    #expect(
      String(decoding: try folder.read("de.lproj/M.strings"), as: UTF8.self)
        == "\"a\" = \"Name\";\n\"b\" = \"<b>Fett</b> Name\";\n")
    // Text around the tags is still replaced.
    let fine = try CommandRunner.run(
      ["replace", ".", "--language", "de", "--find", "Fett", "--with", "Dick"], in: folder.url)
    #expect(fine.status == 0)
    #expect(
      String(decoding: try folder.read("de.lproj/M.strings"), as: UTF8.self)
        == "\"a\" = \"Name\";\n\"b\" = \"<b>Dick</b> Name\";\n")
  }

  @Test("--dry-run of replace and fill prints a file name with a line feed on one inert line")
  func dryRunPathsAreInert() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/x\n::error file=a::forged.strings": "\"k\" = \"Open\";\n\"c\" = \"Cancel\";\n",
      "de.lproj/x\n::error file=a::forged.strings": "\"k\" = \"Öffnen\";\n",
      "en.lproj/Main.strings": "\"c\" = \"Cancel\";\n",
      "de.lproj/Main.strings": "\"c\" = \"Abbrechen\";\n",
    ])
    let replace = try CommandRunner.run(
      ["replace", ".", "--language", "de", "--find", "Ö", "--with", "O", "--dry-run"],
      in: folder.url)
    let fill = try CommandRunner.run(
      ["fill", ".", "--language", "de", "--from", "memory", "--dry-run"], in: folder.url)
    for run in [replace, fill] {
      #expect(run.status == 0, "\(run.standardError)")
      let lines = (run.standardOutput + run.standardError).split(separator: "\n")
      #expect(!lines.contains { $0.hasPrefix("::") }, "\(run.standardOutput)")
      #expect(run.standardOutput.contains("x\\u{A}::error file=a::forged.strings"))
    }
  }
}
