import Foundation
import L10nTestSupport
import Testing

/// `l10nedit merge`, `git-setup` and `show` as git runs them, and through a real `git merge`.
@Suite("Git merge driver")
struct GitMergeCommandTests {
  /// A folder with `base`, `ours` and `theirs` holding the texts given.
  static func sides(_ base: String, _ ours: String, _ theirs: String) throws -> URL {
    let folder = try ScratchFolders.make("l10nedit-merge")
    for (name, text) in [("base", base), ("ours", ours), ("theirs", theirs)] {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  static func read(_ folder: URL, _ name: String) throws -> String {
    try String(decoding: Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
  }

  @Test("exit 0 when clean, 1 with the conflict marked in OURS, 2 with the three versions marked")
  func exitStatuses() throws {
    let base = "\"a\" = \"A\";\n\"b\" = \"B\";\n"
    let clean = try Self.sides(base, "\"a\" = \"A2\";\n\"b\" = \"B\";\n", base + "\"c\" = \"C\";\n")
    let merged = try CommandRunner.run(
      ["merge", "base", "ours", "theirs", "--path", "de.lproj/L.strings"], in: clean)
    #expect(merged.status == 0)
    #expect(try Self.read(clean, "ours") == "\"a\" = \"A2\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n")

    let conflict = try Self.sides(
      base, "\"a\" = \"X\";\n\"b\" = \"B\";\n", "\"a\" = \"Y\";\n\"b\" = \"B\";\n")
    let marked = try CommandRunner.run(
      ["merge", "base", "ours", "theirs", "--path", "de.lproj/L.strings"], in: conflict)
    #expect(marked.status == 1)
    #expect(marked.standardError.contains("L › a › de: ours “X”, theirs “Y” (was “A”)"))
    #expect(try Self.read(conflict, "ours").hasPrefix("<<<<<<< ours\n\"a\" = \"X\";\n=======\n"))

    let broken = try Self.sides(base, base, "\"a\" = \"A\";\n\"b\" = B\";\n")
    let failed = try CommandRunner.run(
      ["merge", "base", "ours", "theirs", "--path", "de.lproj/L.strings"], in: broken)
    #expect(failed.status == 2)
    #expect(failed.standardError.contains("de.lproj/L.strings (theirs):2:"))
    // Git takes OURS as the result: it holds the three versions between git's markers.
    #expect(
      try Self.read(broken, "ours")
        == "<<<<<<< ours\n" + base + "||||||| base\n" + base + "=======\n"
        + "\"a\" = \"A\";\n\"b\" = B\";\n>>>>>>> theirs\n")
  }

  @Test("a catalog conflict: OURS keeps its value, the sidecar beside PATH lists it")
  func catalogSidecar() throws {
    let folder = try Self.sides(
      catalog(de: "Basis"), catalog(de: "Unsere"), catalog(de: "Ihre"))
    let result = try CommandRunner.run(
      ["merge", "base", "ours", "theirs", "--path", "App/L.xcstrings"], in: folder)
    #expect(result.status == 1)
    #expect(try Self.read(folder, "ours") == catalog(de: "Unsere"))
    let sidecar = try Self.read(folder, "App/L.xcstrings.l10nedit-conflicts.json")
    #expect(sidecar.contains("\"theirs\": \"Ihre\""))
    #expect(sidecar.contains("\"ours\": \"Unsere\""))
  }

  @Test("lint reports a conflicts file beside a catalog as an error")
  func lintReportsSidecar() throws {
    let folder = try ScratchFolders.make("l10nedit-sidecar")
    try Data(catalog(de: "Unsere").utf8).write(to: folder.appendingPathComponent("L.xcstrings"))
    try Data("{\"conflicts\": []}".utf8).write(
      to: folder.appendingPathComponent("L.xcstrings.l10nedit-conflicts.json"))
    let result = try CommandRunner.run(["lint", folder.path])
    #expect(result.status == 1)
    #expect(
      result.standardOutput.contains(
        "L.xcstrings.l10nedit-conflicts.json:1:1: error: unresolved merge conflicts of L.xcstrings")
    )
  }

  @Test("hostile input: a path outside the tree, a nesting bomb, a huge side, escapes in text")
  func hostileInput() throws {
    let folder = try Self.sides(catalog(de: "B"), catalog(de: "O"), catalog(de: "T"))
    for path in ["../outside.xcstrings", "/tmp/outside.xcstrings", "a//b.xcstrings"] {
      let refused = try CommandRunner.run(
        ["merge", "base", "ours", "theirs", "--path", path], in: folder)
      #expect(refused.status == 2)
      #expect(try Self.read(folder, "ours") == catalog(de: "O"))
    }
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("../outside.xcstrings.l10nedit-conflicts.json").path))

    let bomb = String(repeating: "{\"a\":", count: 100_000)
    let nested = try Self.sides(catalog(de: "B"), catalog(de: "O"), bomb)
    let deep = try CommandRunner.run(
      ["merge", "base", "ours", "theirs", "--path", "L.xcstrings"], in: nested)
    #expect(deep.status == 2)
    #expect(deep.standardError.contains("L.xcstrings (theirs):1:"))
    #expect(try Self.read(nested, "ours").hasPrefix("<<<<<<< ours\n" + catalog(de: "O")))

    let huge = try Self.sides(
      "", "\"a\" = \"A\";\n", String(repeating: "\"k\" = \"v\";\n", count: 200_000))
    let big = try CommandRunner.run(
      ["merge", "base", "ours", "theirs", "--path", "L.strings", "--max-file-size", "1"], in: huge)
    #expect(big.status == 2)
    #expect(big.standardError.contains("larger than the limit"))
    // THEIRS, too large to read, is named in its place.
    let marked = try Self.read(huge, "ours")
    #expect(
      marked.hasPrefix("<<<<<<< ours\n\"a\" = \"A\";\n||||||| base\n=======\n(theirs not read"))
    #expect(marked.hasSuffix(">>>>>>> theirs\n"))

    let escapes = try Self.sides(
      "\"a\" = \"A\";\n", "\"a\" = \"\\U001b[31mred\";\n", "\"a\" = \"\\U009b2J\";\n")
    let inert = try CommandRunner.run(
      ["merge", "base", "ours", "theirs", "--path", "L.strings"], in: escapes)
    #expect(inert.status == 1)
    #expect(!inert.standardError.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
    #expect(inert.standardError.contains("\\u{1B}[31mred"))
  }

  @Test("show: sorted, one line per cell, plural forms and comments")
  func show() throws {
    let folder = try Self.sides("", "", "")
    try Data(catalog(de: "Hallo").utf8).write(to: folder.appendingPathComponent("L.xcstrings"))
    let shown = try CommandRunner.run(["show", "L.xcstrings"], in: folder)
    #expect(shown.status == 0)
    #expect(
      shown.standardOutput
        == "greeting # Said first\ngreeting [en] = Hello\ngreeting [de] = Hallo\n"
        + "items [en] {one} = %lld item\nitems [en] {other} = %lld items\n")
    try Data("\"b\" = \"two\\nlines\";\n\"a\" = \"\\U001B[31mred\";\n".utf8).write(
      to: folder.appendingPathComponent("L.strings"))
    let strings = try CommandRunner.run(
      ["show", "L.strings", "--path", "de.lproj/L.strings"], in: folder)
    #expect(strings.standardOutput == "a = \\u{1B}[31mred\nb = two\\u{A}lines\n")
    // Git's temporary copy of an older version (no .lproj folder) reads the same.
    let copy = try CommandRunner.run(["show", "L.strings"], in: folder)
    #expect(copy.standardOutput == strings.standardOutput)
  }

  @Test("show: a .strings file left with conflict markers lists both versions, marked")
  func showConflict() throws {
    let folder = try Self.sides("", "", "")
    let marked = """
      "a" = "same";
      <<<<<<< ours
      "b" = "mine";
      =======
      "b" = "theirs";
      "c" = "new";
      >>>>>>> theirs
      "d" = "same too";

      """
    try Data(marked.utf8).write(to: folder.appendingPathComponent("L.strings"))
    let shown = try CommandRunner.run(["show", "L.strings"], in: folder)
    #expect(shown.status == 0)
    #expect(
      shown.standardOutput
        == "a = same\nb = mine  <<<<<<< ours\nb = theirs  >>>>>>> theirs\n"
        + "c = new  >>>>>>> theirs\nd = same too\n")
  }

  @Test("through real git merge after git-setup: clean merges, one marked conflict, textconv")
  func realGitMerge() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { return }
    let repo = try ScratchFolders.make("l10nedit-git")
    func git(_ arguments: String...) throws -> (status: Int32, output: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
      process.arguments = arguments
      process.currentDirectoryURL = repo
      process.environment = [
        "HOME": repo.path, "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@example.com", "PATH": "/usr/bin:/bin",
      ]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
    func write(_ path: String, _ text: String) throws {
      let url = repo.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    _ = try git("init", "-q", "-b", "main")
    let dryRun = try CommandRunner.run(["git-setup", "--dry-run"], in: repo)
    #expect(dryRun.status == 0)
    #expect(dryRun.standardOutput.contains("would add to"))
    #expect(
      !FileManager.default.fileExists(atPath: repo.appendingPathComponent(".gitattributes").path))
    #expect(try git("config", "--get", "merge.l10nedit.driver").status != 0)
    let setup = try CommandRunner.run(["git-setup"], in: repo)
    #expect(setup.status == 0)
    #expect(setup.standardOutput.contains("*.xcstrings merge=l10nedit diff=l10nedit"))
    let again = try CommandRunner.run(["git-setup"], in: repo)
    #expect(again.standardOutput.contains("already has the l10nedit lines"))
    #expect(!again.standardOutput.contains("set git config"))

    let strings = "\"a\" = \"A\";\n\"b\" = \"B\";\n"
    try write("de.lproj/L.strings", strings)
    try write("L.xcstrings", catalog(de: "Hallo", fr: "Salut"))
    _ = try git("add", "-A")
    _ = try git("commit", "-qm", "base")
    // Two translators add keys at the end of one .strings file; two languages of one key
    // of the catalog change (neighbouring lines: git's own merge conflicts on both).
    _ = try git("checkout", "-qb", "one")
    try write("de.lproj/L.strings", strings + "\"one\" = \"Eins\";\n")
    try write("L.xcstrings", catalog(de: "Servus", fr: "Salut"))
    _ = try git("commit", "-qam", "one")
    _ = try git("checkout", "-q", "main")
    _ = try git("checkout", "-qb", "two")
    try write("de.lproj/L.strings", strings + "\"two\" = \"Zwei\";\n")
    try write("L.xcstrings", catalog(de: "Hallo", fr: "Coucou"))
    _ = try git("commit", "-qam", "two")
    let merge = try git("merge", "-q", "one", "-m", "merged")
    #expect(merge.status == 0, "\(merge.output)")
    #expect(
      try String(contentsOf: repo.appendingPathComponent("de.lproj/L.strings"), encoding: .utf8)
        == strings + "\"one\" = \"Eins\";\n\"two\" = \"Zwei\";\n")
    #expect(
      try String(contentsOf: repo.appendingPathComponent("L.xcstrings"), encoding: .utf8)
        == catalog(de: "Servus", fr: "Coucou"))
    let diff = try git("diff", "main", "--", "L.xcstrings")
    #expect(diff.output.contains("\n-greeting [de] = Hallo\n-greeting [fr] = Salut\n"))
    #expect(diff.output.contains("\n+greeting [de] = Servus\n+greeting [fr] = Coucou\n"))

    // The same cell changed differently: one marked conflict, the rest merged.
    _ = try git("checkout", "-qb", "three", "main")
    try write("de.lproj/L.strings", "\"a\" = \"Drei\";\n\"b\" = \"B\";\n")
    _ = try git("commit", "-qam", "three")
    _ = try git("checkout", "-qb", "four", "main")
    try write("de.lproj/L.strings", "\"a\" = \"Vier\";\n\"b\" = \"B4\";\n")
    _ = try git("commit", "-qam", "four")
    let conflicted = try git("merge", "-q", "three", "-m", "merged")
    #expect(conflicted.status != 0)
    #expect(
      try String(contentsOf: repo.appendingPathComponent("de.lproj/L.strings"), encoding: .utf8)
        == "<<<<<<< ours\n\"a\" = \"Vier\";\n=======\n\"a\" = \"Drei\";\n>>>>>>> theirs\n"
        + "\"b\" = \"B4\";\n")
  }
}

/// A String Catalog in Xcode's layout: `greeting` (commented, in en, de and, with `fr`, fr)
/// and the plural `items`.
private func catalog(de: String, fr: String? = nil) -> String {
  func unit(_ value: String) -> String {
    "{\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
      + "            \"value\" : \"\(value)\"\n          }\n        }"
  }
  let french = fr.map { ",\n        \"fr\" : \(unit($0))" } ?? ""
  return """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "greeting" : {
          "comment" : "Said first",
          "localizations" : {
            "de" : \(unit(de)),
            "en" : \(unit("Hello"))\(french)
          }
        },
        "items" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld item"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld items"
                    }
                  }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """
}
