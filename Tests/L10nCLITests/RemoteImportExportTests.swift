import Foundation
import L10nTestSupport
import Testing

/// `import --into … --prune` and `export --format`: the backend's remote strings JSON
/// (`{language: {key: value}}`) in and out of an `.lproj` project.
@Suite("remote strings import and export")
struct RemoteImportExportTests {
  static let files = [
    "en.lproj/Localizable.strings":
      "/* First */\n\"a\" = \"A\";\n\n/* Second */\n\"b\" = \"B\";\n\n\"c\" = \"C\";\n",
    "de.lproj/Localizable.strings":
      "/* First */\n\"a\" = \"A-de\";\n\n/* Second */\n\"b\" = \"B-de\";\n\n\"c\" = \"C-de\";\n",
    "fr.lproj/Localizable.strings": "\"a\" = \"A-fr\";\n\"b\" = \"B-fr\";\n",
  ]

  /// A fresh project of `files` in a temporary folder, and the folder beside it for JSON.
  static func project() throws -> URL {
    let root = try ScratchFolders.make("l10nedit-remote").appendingPathComponent("Project")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  /// Writes `json` beside `project` and returns its path.
  static func json(_ json: String, beside project: URL) throws -> String {
    let url = project.deletingLastPathComponent().appendingPathComponent("strings.json")
    try Data(json.utf8).write(to: url)
    return url.path
  }

  /// Every file under `project` with its bytes.
  static func snapshot(_ project: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: project.path)
    while let path = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      let url = project.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files[path] = try Data(contentsOf: url)
      }
    }
    return files
  }

  static func text(_ project: URL, _ path: String) throws -> String {
    String(decoding: try Data(contentsOf: project.appendingPathComponent(path)), as: UTF8.self)
  }

  static let change = """
    { "de": { "a": "A-de", "b": "B-neu", "d": "D-de" } }
    """

  @Test("--into --prune adds, changes and removes in the JSON's languages only, and says so")
  func importPrune() throws {
    let project = try Self.project()
    let json = try Self.json(Self.change, beside: project)
    let before = try Self.snapshot(project)
    let run = try CommandRunner.run(
      ["import", json, "--into", project.path, "--table", "Localizable", "--prune"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasSuffix("de: added 1 (d); changed 1 (b); removed 1 (c)\n"))
    #expect(run.standardOutput.contains("wrote \(project.path)/de.lproj/Localizable.strings"))
    // Comments kept, keys sorted (the writer decides the blank lines between entries).
    let german = try Self.text(project, "de.lproj/Localizable.strings")
    #expect(
      german.split(separator: "\n") == [
        "/* First */", "\"a\" = \"A-de\";", "/* Second */", "\"b\" = \"B-neu\";",
        "\"d\" = \"D-de\";",
      ])
    let after = try Self.snapshot(project)
    #expect(after["en.lproj/Localizable.strings"] == before["en.lproj/Localizable.strings"])
    #expect(after["fr.lproj/Localizable.strings"] == before["fr.lproj/Localizable.strings"])
  }

  @Test("without --prune a key the JSON lacks keeps its value")
  func importWithoutPrune() throws {
    let project = try Self.project()
    let json = try Self.json(Self.change, beside: project)
    let run = try CommandRunner.run(
      ["import", json, "--into", project.path, "--table", "Localizable"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasSuffix("de: added 1 (d); changed 1 (b)\n"))
    let german = try Self.text(project, "de.lproj/Localizable.strings")
    #expect(german.contains("\"c\" = \"C-de\";"))
    #expect(german.contains("\"d\" = \"D-de\";"))
  }

  @Test("--dry-run reports per language and writes nothing")
  func dryRun() throws {
    let project = try Self.project()
    let json = try Self.json(
      #"{ "de": { "a": "A2" }, "it": { "a": "A-it" } }"#, beside: project)
    let before = try Self.snapshot(project)
    let run = try CommandRunner.run(
      ["import", json, "--into", project.path, "--table", "Localizable", "--prune", "--dry-run"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("de: changed 1 (a); removed 2 (b, c)\nit: added 1 (a)\n"))
    #expect(run.standardError.contains("3 keys would change in 2 files"))
    #expect(try Self.snapshot(project) == before)
  }

  @Test("the source language is pruned only when the JSON has it, and only in its own file")
  func pruneSource() throws {
    let project = try Self.project()
    let json = try Self.json(#"{ "en": { "a": "A" } }"#, beside: project)
    let run = try CommandRunner.run(
      ["import", json, "--into", project.path, "--table", "Localizable", "--prune"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasSuffix("en: removed 2 (b, c)\n"))
    #expect(
      try Self.text(project, "en.lproj/Localizable.strings") == "/* First */\n\"a\" = \"A\";\n")
    #expect(
      try Self.text(project, "de.lproj/Localizable.strings")
        == Self.files["de.lproj/Localizable.strings"])
  }

  @Test(
    "a language code that is a path refuses the whole file: exit 2, its place, nothing written",
    arguments: ["../x", "/abs", "a/b", ""])
  func pathLanguage(code: String) throws {
    let project = try Self.project()
    let json = try Self.json(
      "{\n  \"de\": { \"a\": \"changed\" },\n  \"\(code)\": { \"a\": \"x\" }\n}", beside: project)
    let before = try Self.snapshot(project)
    let run = try CommandRunner.run(
      ["import", json, "--into", project.path, "--table", "Localizable"])
    #expect(run.status == 2)
    #expect(run.standardError.contains("strings.json:3:3: "), "\(run.standardError)")
    #expect(run.standardError.contains(code.isEmpty ? "empty" : "is a path"))
    #expect(run.standardOutput.isEmpty)
    #expect(try Self.snapshot(project) == before)
    let outside = project.deletingLastPathComponent()
    #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent("x.lproj").path))
  }

  @Test("the project folder given both as PATH and with --into is a usage error")
  func pathTwice() throws {
    let project = try Self.project()
    let json = try Self.json(Self.change, beside: project)
    let before = try Self.snapshot(project)
    let run = try CommandRunner.run(
      ["import", json, project.path, "--into", project.path, "--table", "Localizable"])
    #expect(run.status == 2)
    #expect(run.standardError.contains("give the project folder once"))
    #expect(try Self.snapshot(project) == before)
  }

  @Test("export --format remote-json is --table's output; imported back with --prune, no change")
  func remoteJSON() throws {
    let project = try Self.project()
    let plain = try CommandRunner.run(["export", project.path, "--table", "Localizable"])
    let remote = try CommandRunner.run(
      ["export", project.path, "--table", "Localizable", "--format", "remote-json"])
    #expect(remote.status == 0)
    #expect(remote.standardOutput == plain.standardOutput)
    #expect(
      remote.standardOutput == """
        {
          "de": {
            "a": "A-de",
            "b": "B-de",
            "c": "C-de"
          },
          "en": {
            "a": "A",
            "b": "B",
            "c": "C"
          },
          "fr": {
            "a": "A-fr",
            "b": "B-fr"
          }
        }

        """)
    let json = try Self.json(remote.standardOutput, beside: project)
    let before = try Self.snapshot(project)
    let back = try CommandRunner.run(
      ["import", json, "--into", project.path, "--table", "Localizable", "--prune"])
    #expect(back.status == 0)
    #expect(back.standardOutput.isEmpty)
    #expect(try Self.snapshot(project) == before)
  }

  @Test("--prune leaves what export cannot carry: a String Catalog string set stays")
  func pruneKeepsStringSets() throws {
    let root = try ScratchFolders.make("l10nedit-remote").appendingPathComponent("Project")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Open" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Öffnen" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Open" } }
            }
          },
          "Open ${app}" : {
            "localizations" : {
              "de" : { "stringSet" : { "state" : "translated", "values" : [ "${app} öffnen" ] } },
              "en" : { "stringSet" : { "state" : "translated", "values" : [ "Open ${app}" ] } }
            }
          }
        },
        "version" : "1.0"
      }
      """.utf8
    ).write(to: root.appendingPathComponent("Shortcuts.xcstrings"))
    let exported = try CommandRunner.run(
      ["export", root.path, "--table", "Shortcuts", "--format", "remote-json"])
    #expect(exported.status == 0)
    #expect(!exported.standardOutput.contains("${app}"))
    let json = try Self.json(exported.standardOutput, beside: root)
    let before = try Self.snapshot(root)
    let back = try CommandRunner.run(
      ["import", json, "--into", root.path, "--table", "Shortcuts", "--prune"])
    #expect(back.status == 0)
    #expect(back.standardOutput.isEmpty)
    #expect(try Self.snapshot(root) == before)
  }

  @Test("export --format strings-json --language prints one language flat")
  func stringsJSON() throws {
    let project = try Self.project()
    let run = try CommandRunner.run(
      [
        "export", project.path, "--table", "Localizable", "--format", "strings-json",
        "--language", "fr",
      ])
    #expect(run.status == 0)
    #expect(run.standardOutput == "{\n  \"a\": \"A-fr\",\n  \"b\": \"B-fr\"\n}\n")
  }

  @Test(
    "a format without the options it needs exits 2 and says which",
    arguments: [
      (["--format", "strings-json"], "--format strings-json needs --table"),
      (["--table", "Localizable", "--format", "strings-json"], "needs --language"),
      (["--table", "Localizable", "--language", "fr"], "--language is for --format strings-json"),
      (
        ["--table", "Localizable", "--format", "strings-json", "--language", "xx"],
        "no language \"xx\""
      ),
    ])
  func formatUsage(options: [String], message: String) throws {
    let project = try Self.project()
    let run = try CommandRunner.run(["export", project.path] + options)
    #expect(run.status == 2)
    #expect(run.standardError.contains(message), "\(run.standardError)")
    #expect(run.standardOutput.isEmpty)
  }
}
