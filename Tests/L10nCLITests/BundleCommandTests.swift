import Foundation
import L10nTestSupport
import Testing

@Suite("bundle")
struct BundleCommandTests {
  static let example = """
    { "en": { "error_screen.title": "Error", "error_screen.ok": "OK" },
      "fr": { "error_screen.title": "Erreur", "error_screen.ok": "D'accord" } }
    """

  static let variant = """
    {
      "en": {
        "quote": "Say \\"hi\\"", "path": "C:\\\\Users", "lines": "one\\ntwo",
        "order": "%1$@ sent %2$@", "files": {"one": "%ld file", "other": "%ld files"}
      },
      "fr": {
        "quote": "Dites « \\"salut\\" »", "path": "C:\\\\Utilisateurs", "lines": "un\\ndeux",
        "order": "%2$@ envoyé par %1$@",
        "files": {"one": "%ld fichier", "many": "%ld de fichiers", "other": "%ld fichiers"}
      }
    }
    """

  /// A temporary folder with `json` as `strings.json`.
  static func folder(_ json: String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(["strings.json": json])
    return folder
  }

  /// The JSON's values as Foundation objects.
  static func values(_ json: String) throws -> [String: [String: Any]] {
    try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: Any]])
  }

  /// Every file of the bundle at `path` as its language's values: a `.strings` file's keys and
  /// texts, a `.stringsdict` file's keys and plural forms.
  static func readBack(_ path: String, table: String) throws -> [String: [String: Any]] {
    var result: [String: [String: Any]] = [:]
    for folder in try FileManager.default.contentsOfDirectory(atPath: path)
    where folder != ".l10nedit-output" {
      let language = String(folder.dropLast(".lproj".count))
      var values: [String: Any] = [:]
      for file in try FileManager.default.contentsOfDirectory(atPath: path + "/" + folder) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path + "/" + folder + "/" + file))
        let object = try PropertyListSerialization.propertyList(from: data, format: nil)
        let dictionary = try #require(object as? [String: Any])
        if file == table + ".strings" {
          values.merge(dictionary) { $1 }
        } else {
          #expect(file == table + ".stringsdict")
          for (key, entry) in dictionary {
            let entry = try #require(entry as? [String: Any])
            #expect(entry["NSStringLocalizedFormatKey"] as? String == "%#@value@")
            var forms = try #require(entry["value"] as? [String: String])
            #expect(
              forms.removeValue(forKey: "NSStringFormatSpecTypeKey") == "NSStringPluralRuleType")
            #expect(forms.removeValue(forKey: "NSStringFormatValueTypeKey") == "ld")
            values[key] = forms
          }
        }
      }
      result[language] = values
    }
    return result
  }

  /// Every file below `path` and its bytes.
  static func snapshot(_ path: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for relative in try FileManager.default.subpathsOfDirectory(atPath: path) {
      let url = URL(fileURLWithPath: path + "/" + relative)
      let isFolder = try url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory ?? false
      files[relative] = isFolder ? Data() : try Data(contentsOf: url)
    }
    return files
  }

  @Test("every written file reads back as the JSON, in every format, with and without .nocache")
  func readsBack() throws {
    for json in [Self.example, Self.variant] {
      let folder = try Self.folder(json)
      for format in ["text", "xml", "binary"] {
        for nocache in [false, true] {
          let table = nocache ? "Localizable.nocache" : "Localizable"
          let run = try CommandRunner.run(
            ["bundle", "strings.json", "--out", "Remote.bundle", "--format", format]
              + (nocache ? ["--nocache"] : []), in: folder.url)
          #expect(run.status == 0, "\(run.standardError)")
          #expect(run.standardOutput.contains("en.lproj/\(table).strings"))
          let back = try Self.readBack(folder.path + "/Remote.bundle", table: table)
          #expect(
            NSDictionary(dictionary: back) == NSDictionary(dictionary: try Self.values(json)),
            "\(format)")
        }
      }
    }
  }

  @Test("export of the bundle with --table gives the JSON back")
  func exportRoundTrip() throws {
    let folder = try Self.folder(Self.variant)
    for format in ["text", "xml", "binary"] {
      let run = try CommandRunner.run(
        ["bundle", "strings.json", "--out", "Remote.bundle", "--nocache", "--format", format],
        in: folder.url)
      #expect(run.status == 0)
      let exported = try CommandRunner.run(
        ["export", "Remote.bundle", "--table", "Localizable.nocache"], in: folder.url)
      #expect(exported.status == 0, "\(exported.standardError)")
      let object = try JSONSerialization.jsonObject(with: Data(exported.standardOutput.utf8))
      #expect(
        (object as? NSDictionary) == NSDictionary(dictionary: try Self.values(Self.variant)),
        "\(format)")
    }
  }

  @Test("rebuilding gives identical bytes; the output lists languages, files and keys")
  func stable() throws {
    let folder = try Self.folder(Self.variant)
    let first = try CommandRunner.run(
      ["bundle", "strings.json", "--out", "Remote.bundle"], in: folder.url)
    let before = try Self.snapshot(folder.path + "/Remote.bundle")
    let second = try CommandRunner.run(
      ["bundle", "strings.json", "--out", "Remote.bundle"], in: folder.url)
    #expect(try Self.snapshot(folder.path + "/Remote.bundle") == before)
    #expect(first.standardOutput == second.standardOutput)
    #expect(
      first.standardOutput == """
          en.lproj/Localizable.strings (4 keys)
          en.lproj/Localizable.stringsdict (1 key)
          fr.lproj/Localizable.strings (4 keys)
          fr.lproj/Localizable.stringsdict (1 key)
        wrote Remote.bundle: 2 languages, 4 files, 10 keys; table "Localizable"

        """)
  }

  @Test("bad input exits 2 naming the place, and the existing bundle is unchanged")
  func refusals() throws {
    let folder = try Self.folder(Self.example)
    let built = try CommandRunner.run(
      ["bundle", "strings.json", "--out", "Remote.bundle"], in: folder.url)
    #expect(built.status == 0)
    let before = try Self.snapshot(folder.path + "/Remote.bundle")
    let cases = [
      (
        "{\n  \"en\": {\"a\": \"b\"},\n  \"../evil\": {\"a\": \"b\"}\n}",
        "bad.json:3:3: \"../evil\" is a path, not a language code"
      ),
      ("{\"/tmp/x\": {}}", "bad.json:1:2: \"/tmp/x\" is a path, not a language code"),
      (
        "{\n  \"fr\": {\n    \"error_screen.ok\": true\n  }\n}",
        "bad.json:3:5: fr › error_screen.ok: expected a string or a plural object "
          + "({\"one\": …, \"other\": …}), found a boolean"
      ),
      (
        "{\"es_MX\": {\"a\": \"x\"}, \"es-MX\": {\"a\": \"y\"}}",
        "bad.json:1:23: \"es-MX\" and \"es_MX\" (at 1:2) are the same language; keep one"
      ),
    ]
    for (json, message) in cases {
      try folder.write(["bad.json": json])
      let run = try CommandRunner.run(
        ["bundle", "bad.json", "--out", "Remote.bundle"], in: folder.url)
      #expect(run.status == 2)
      #expect(run.standardError == "error: \(message)\n")
      #expect(try Self.snapshot(folder.path + "/Remote.bundle") == before)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
          == ["Remote.bundle", "bad.json", "strings.json"])
      #expect(!FileManager.default.fileExists(atPath: folder.path + "/evil.lproj"))
    }
    let tooBig = try CommandRunner.run(
      ["bundle", "strings.json", "--out", "Remote.bundle", "--max-size", "0"], in: folder.url)
    #expect(tooBig.status == 2)
  }

  @Test("a %d where the source has %@ stops the build (exit 1, located); --no-check builds")
  func formatErrorsStopTheBuild() throws {
    let folder = try Self.folder(Self.example)
    _ = try CommandRunner.run(["bundle", "strings.json", "--out", "Remote.bundle"], in: folder.url)
    let before = try Self.snapshot(folder.path + "/Remote.bundle")
    try folder.write([
      "bad.json": """
      {
        "en": { "retry": "Couldn't reach %@", "files": {"one": "%ld file", "other": "%ld files"} },
        "fr": {
          "retry": "Impossible de joindre %d",
          "files": {"one": "%ld fichier", "other": "%@ fichiers"}
        }
      }
      """
    ])
    let run = try CommandRunner.run(
      ["bundle", "bad.json", "--out", "Remote.bundle"], in: folder.url)
    #expect(run.status == 1)
    let lines = run.standardError.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines.first { $0.contains("[format-mismatch]") }?.hasPrefix("bad.json:4:14: error:") == true)
    #expect(
      lines.contains { $0.hasPrefix("bad.json:5:14: error:") && $0.hasSuffix("[plural-format]") })
    #expect(
      lines.last
        == "error: 2 values would break String(format:) on devices; nothing written (--no-check builds anyway)"
    )
    #expect(try Self.snapshot(folder.path + "/Remote.bundle") == before)
    // The source language the checks compare with can be chosen; --no-check skips them.
    let fromFrench = try CommandRunner.run(
      ["bundle", "bad.json", "--out", "Remote.bundle", "--source-language", "fr"], in: folder.url)
    #expect(fromFrench.status == 1)
    let forced = try CommandRunner.run(
      ["bundle", "bad.json", "--out", "Remote.bundle", "--no-check"], in: folder.url)
    #expect(forced.status == 0)
    #expect(try Self.snapshot(folder.path + "/Remote.bundle") != before)
  }

  @Test("hidden folders a killed bundle left beside --out are removed by the next run")
  func killedRunLeftovers() throws {
    let folder = try Self.folder(Self.example)
    let leftovers = [".Remote.bundle.l10nedit-0a1b2c3d", ".Remote.bundle.l10nedit-ffffffff"]
    for name in leftovers {
      try FileManager.default.createDirectory(
        atPath: folder.path + "/" + name + "/fr.lproj", withIntermediateDirectories: true)
    }
    // Not this pattern: left alone.
    try folder.write([
      ".Remote.bundle.l10nedit-notes/x": "x", ".Other.bundle.l10nedit-01234567/y": "y",
    ])
    let run = try CommandRunner.run(
      ["bundle", "strings.json", "--out", "Remote.bundle"], in: folder.url)
    #expect(run.status == 0)
    #expect(
      run.standardError
        == leftovers.map { "removed ./\($0), left by a killed run\n" }.joined())
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        ".Other.bundle.l10nedit-01234567", ".Remote.bundle.l10nedit-notes", "Remote.bundle",
        "strings.json",
      ])
  }

  @Test("--normalize-languages prints the mapping and writes Xcode's folder names")
  func normalize() throws {
    let folder = try Self.folder(
      "{\"zh_CN\": {\"a\": \"简\"}, \"zh_TW\": {\"a\": \"繁\"}, \"es_MX\": {\"a\": \"x\"}, \"fr\": {}}"
    )
    let run = try CommandRunner.run(
      ["bundle", "strings.json", "--out", "R.bundle", "--normalize-languages"], in: folder.url)
    #expect(run.status == 0)
    #expect(
      run.standardOutput.hasPrefix(
        "language zh_CN → zh-Hans\nlanguage zh_TW → zh-Hant\nlanguage es_MX → es-MX\n"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path + "/R.bundle").sorted()
        == [".l10nedit-output", "es-MX.lproj", "fr.lproj", "zh-Hans.lproj", "zh-Hant.lproj"])
    let plain = try CommandRunner.run(
      ["bundle", "strings.json", "--out", "R.bundle"], in: folder.url)
    #expect(!plain.standardOutput.contains("→"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path + "/R.bundle").sorted()
        == [".l10nedit-output", "es_MX.lproj", "fr.lproj", "zh_CN.lproj", "zh_TW.lproj"])
  }

  @Test("a key given twice is a warning with its place; the bundle is still written")
  func duplicateWarning() throws {
    let folder = try Self.folder("{\"en\": {\"a\": \"1\",\n \"a\": \"2\"}}")
    let run = try CommandRunner.run(
      ["bundle", "strings.json", "--out", "R.bundle"], in: folder.url)
    #expect(run.status == 0)
    #expect(
      run.standardError
        == "warning: strings.json:2:2: en › a: given again (first at 1:9); this later value is used\n"
    )
    let text = try folder.read("R.bundle/en.lproj/Localizable.strings")
    #expect(String(decoding: text, as: UTF8.self) == "\"a\" = \"2\";\n")
  }
}

extension BundleCommandTests {
  @Test("--out naming a folder with files bundle did not write is refused and left alone")
  func foreignFolder() throws {
    let folder = try Self.folder(Self.example)
    try folder.write(["Sources/main.swift": "print(1)\n", "Sources/en.lproj/A.strings": ""])
    let before = try Self.snapshot(folder.path + "/Sources")
    let run = try CommandRunner.run(
      ["bundle", "strings.json", "--out", "Sources"], in: folder.url)
    #expect(run.status == 2)
    #expect(
      run.standardError
        == "error: Sources: not replaced: it holds 2 files l10nedit did not write "
        + "(en.lproj/A.strings, main.swift); give a new folder, or one an earlier run wrote, "
        + "as --out\n")
    #expect(try Self.snapshot(folder.path + "/Sources") == before)
    let fresh = try CommandRunner.run(
      ["bundle", "strings.json", "--out", "build/Remote.bundle"], in: folder.url)
    #expect(fresh.status == 0)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path + "/build") == [
        "Remote.bundle"
      ])
  }
}

extension BundleCommandTests {
  @Test("a file over --max-size is refused before it is read; a larger limit reads it")
  func sizeLimit() throws {
    let folder = try Self.folder(
      "{\"en\": {\"a\": \"\(String(repeating: "x", count: 1_200_000))\"}}")
    let refused = try CommandRunner.run(
      ["bundle", "strings.json", "--out", "R.bundle", "--max-size", "1"], in: folder.url)
    #expect(refused.status == 2)
    #expect(
      refused.standardError
        == "error: strings.json:1:1: the file has 1.2 MB, over the limit of 1 MB "
        + "(raise it with --max-size)\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/R.bundle"))
    let read = try CommandRunner.run(
      ["bundle", "strings.json", "--out", "R.bundle", "--max-size", "2"], in: folder.url)
    #expect(read.status == 0)
  }
}
