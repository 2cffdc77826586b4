import Foundation
import Testing

@Suite("lint", .serialized)
struct LintCommandTests {
  /// `rule-id file-name` pairs of every finding lint reports on SampleProject.
  static let plantedDefects: Set<String> = [
    "duplicate-key pl.lproj/Errors.strings:12", "duplicate-key pl.lproj/Errors.strings:42",
    "empty-value fr.lproj/Localizable.strings:85", "extra-key de.lproj/Localizable.strings:28",
    "format-mismatch es.lproj/Localizable.strings:66",
    "format-mismatch ru.lproj/Localizable.strings:46",
    "missing-translation en.lproj/InfoPlist.strings:7",
    "missing-translation en.lproj/InfoPlist.strings:10",
    "missing-translation en.lproj/InfoPlist.strings:13",
    "missing-translation en.lproj/InfoPlist.strings:16",
    "missing-translation en.lproj/Localizable.strings:18",
    "missing-translation en.lproj/Localizable.strings:35",
    "missing-translation en.lproj/Localizable.strings:43",
    "missing-translation en.lproj/Localizable.strings:55",
    "missing-translation en.lproj/Localizable.strings:74",
    "missing-translation en.lproj/Localizable.strings:94",
    "untranslated fr.lproj/Localizable.strings:55",
    "whitespace-mismatch ja.lproj/Localizable.strings:50",
    "missing-plural-category pl.lproj/Localizable.stringsdict:5",
    // es, es-MX and zh-Hans have no Localizable.stringsdict: the plural keys are missing there.
    "missing-translation en.lproj/Localizable.stringsdict:5",
    "missing-translation en.lproj/Localizable.stringsdict:21",
    "plural-format ru.lproj/Localizable.stringsdict:25",
  ]

  @Test("text: every planted defect of SampleProject and nothing else; exit 1 for errors")
  func text() throws {
    let result = try CommandRunner.run(["lint", "SampleProject/Resources"])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let found = Set(
      lines.map { line -> String in
        let rule = line.split(separator: "[").last?.dropLast() ?? ""
        let place = line.dropFirst("SampleProject/Resources/".count).split(separator: ":").prefix(2)
          .joined(separator: ":")
        return "\(rule) \(place)"
      })
    #expect(found == Self.plantedDefects)
    let places = lines.map { line -> (String, Int) in
      let parts = line.split(separator: ":")
      return (String(parts[0]), Int(parts[1]) ?? 0)
    }
    #expect(places.map(\.0) == places.map(\.0).sorted())
    for (earlier, later) in zip(places, places.dropFirst()) where earlier.0 == later.0 {
      #expect(earlier.1 <= later.1)
    }
    #expect(
      lines.contains(
        "SampleProject/Resources/ru.lproj/Localizable.strings:46:1: error: \"notes.count\" in ru expects a single %d; found a single %@: argument 1 is %d (a 32-bit integer) in the source but %@ (an object) here [format-mismatch]"
      ))
    #expect(result.standardError == "5 errors, 20 warnings, 1 info\n")
  }

  @Test("json: a documented array of findings")
  func json() throws {
    let result = try CommandRunner.run(["lint", "--format", "json", "SampleProject/Resources"])
    #expect(result.status == 1)
    let findings = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    #expect(findings.count == Self.plantedDefects.count + 4)  // 3 languages lack each plural key
    let empty = try #require(findings.first { $0["rule"] as? String == "empty-value" })
    #expect(empty["path"] as? String == "SampleProject/Resources/fr.lproj/Localizable.strings")
    #expect(empty["line"] as? Int == 85)
    #expect(empty["column"] as? Int == 1)
    #expect(empty["severity"] as? String == "warning")
    #expect(empty["table"] as? String == "Localizable")
    #expect(empty["key"] as? String == "settings.sync.footer")
    #expect(empty["language"] as? String == "fr")
    #expect(empty["message"] as? String == "\"settings.sync.footer\" is empty in fr")
  }

  @Test("github: workflow annotations with escaped properties")
  func github() throws {
    let result = try CommandRunner.run(["lint", "--format", "github", "SampleProject/Resources"])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(
      lines.contains(
        "::warning file=SampleProject/Resources/fr.lproj/Localizable.strings,line=85,col=1,title=empty-value::\"settings.sync.footer\" is empty in fr"
      ))
    #expect(
      lines.contains {
        $0.hasPrefix("::error file=SampleProject/Resources/pl.lproj/Errors.strings,line=12,")
      })
    #expect(lines.contains { $0.hasPrefix("::notice ") })
    #expect(lines.contains { $0.contains("%25") })  // % in messages is escaped
  }

  @Test("--rule and --strict decide the exit status")
  func exitStatus() throws {
    let project = try CommandRunner.copyOfSampleProject()
    let off = ["duplicate-key", "format-mismatch", "plural-format"].flatMap {
      ["--rule", "\($0)=off"]
    }
    #expect(try CommandRunner.run(["lint", project.path] + off).status == 0)
    #expect(try CommandRunner.run(["lint", project.path, "--strict"] + off).status == 1)
    let everythingOff = try CommandRunner.run(
      [
        "lint", project.path, "--strict", "--rule", "missing-translation=off", "--rule",
        "extra-key=off",
        "--rule", "empty-value=off", "--rule", "whitespace-mismatch=off",
        "--rule", "missing-plural-category=off",
      ] + off)
    #expect(everythingOff.status == 0)
    // The info finding, and the info that a folder outside git has no history.
    #expect(everythingOff.standardOutput.split(separator: "\n").count == 2)
    let unknown = try CommandRunner.run(["lint", project.path, "--rule", "nope=off"])
    #expect(unknown.status == 2)
    #expect(unknown.standardError.contains("unknown rule \"nope\" in --rule; rules: parse-error,"))
    let badLevel = try CommandRunner.run(["lint", project.path, "--rule", "empty-value=loud"])
    #expect(badLevel.status == 2)
  }

  @Test("a settings file (JSON or YAML) sets rules, ignores and the source language")
  func settingsFile() throws {
    let project = try CommandRunner.copyOfSampleProject()
    let json = """
      {"rules": {"duplicate-key": "off", "format-mismatch": "warning", "plural-format": "warning",
                 "sorted-files": "info"},
       "ignoreKeys": ["error.*"], "ignoreTables": ["InfoPlist"]}
      """
    try Data(json.utf8).write(to: project.appendingPathComponent(".l10nedit.json"))
    let result = try CommandRunner.run(["lint", project.path])
    #expect(result.status == 0)
    #expect(!result.standardOutput.contains("duplicate-key"))
    #expect(!result.standardOutput.contains("InfoPlist"))
    #expect(result.standardOutput.contains("warning: \"notes.count\" in ru expects"))
    #expect(result.standardOutput.contains("[sorted-files]"))

    try FileManager.default.removeItem(at: project.appendingPathComponent(".l10nedit.json"))
    let yaml = """
      # settings for the sample
      sourceLanguage: de
      rules:
        missing-translation: off   # noisy here
        extra-key: "off"
      ignoreKeys: [note.archive]
      """
    try Data(yaml.utf8).write(to: project.appendingPathComponent(".l10nedit.yml"))
    let fromYAML = try CommandRunner.run(["lint", project.path])
    #expect(!fromYAML.standardOutput.contains("[missing-translation]"))
    #expect(!fromYAML.standardOutput.contains("[extra-key]"))
    // Now compared with German, whose notes.count also uses %d.
    #expect(fromYAML.standardOutput.contains("\"notes.count\" in ru expects a single %d"))
    let stats = try CommandRunner.run(["stats", project.path])
    #expect(
      stats.standardOutput.split(separator: "\n")[1].split(separator: " ").prefix(2) == [
        "Errors", "de",
      ])

    let settingsPath = project.appendingPathComponent(".l10nedit.yml").path
    try Data("rules: [oops".utf8).write(to: project.appendingPathComponent(".l10nedit.yml"))
    let broken = try CommandRunner.run(["lint", project.path])
    #expect(broken.status == 2)
    #expect(broken.standardError.contains("\(settingsPath):2:1: not valid YAML: did not find"))

    try Data("rules:\n  empty-value: loud\n".utf8).write(
      to: project.appendingPathComponent(".l10nedit.yml"))
    let badLevel = try CommandRunner.run(["lint", project.path])
    #expect(badLevel.status == 2)
    #expect(
      badLevel.standardError.contains(
        "the level of empty-value in \(settingsPath):2:3 must be off, info, warning or error"))
    try Data("# rules\nrules: {nope: off}\n".utf8).write(
      to: project.appendingPathComponent(".l10nedit.yml"))
    let unknownRule = try CommandRunner.run(["lint", project.path])
    #expect(unknownRule.status == 2)
    #expect(unknownRule.standardError.contains("unknown rule \"nope\" in \(settingsPath):2:9;"))
  }
}
