import Foundation
import Testing

@Suite("import")
struct ImportCommandTests {
  static let change = """
    {
      "de": { "welcome.title": "Willkommen!" },
      "it": { "welcome.title": "Benvenuto" }
    }
    """

  @Test("--dry-run lists the files that would change and writes nothing; import writes them")
  func importValues() throws {
    let project = try CommandRunner.copyOfSampleProject()
    let json = project.deletingLastPathComponent().appendingPathComponent("change.json")
    try Data(Self.change.utf8).write(to: json)
    let german = project.appendingPathComponent("de.lproj/Localizable.strings")
    let before = try Data(contentsOf: german)

    let dryRun = try CommandRunner.run(
      ["import", json.path, project.path, "--table", "Localizable", "--dry-run"])
    #expect(dryRun.status == 0)
    #expect(dryRun.standardOutput.contains("de.lproj/Localizable.strings"))
    #expect(dryRun.standardOutput.contains("it.lproj/Localizable.strings"))
    #expect(try Data(contentsOf: german) == before)
    #expect(
      !FileManager.default.fileExists(atPath: project.appendingPathComponent("it.lproj").path))

    let run = try CommandRunner.run(["import", json.path, project.path, "--table", "Localizable"])
    #expect(run.status == 0)
    let written = String(decoding: try Data(contentsOf: german), as: UTF8.self)
    #expect(written.contains("\"welcome.title\" = \"Willkommen!\";"))
    let italian = try String(
      contentsOf: project.appendingPathComponent("it.lproj/Localizable.strings"), encoding: .utf8)
    #expect(italian == "\"welcome.title\" = \"Benvenuto\";\n")

    let again = try CommandRunner.run(["import", json.path, project.path, "--table", "Localizable"])
    #expect(again.status == 0)
    #expect(again.standardOutput.isEmpty)
  }

  @Test("an export imported back changes nothing; bad JSON exits 2 with line and column")
  func roundTripAndErrors() throws {
    let project = try CommandRunner.copyOfSampleProject()
    let exported = try CommandRunner.run(["export", project.path])
    let json = project.deletingLastPathComponent().appendingPathComponent("all.json")
    try Data(exported.standardOutput.utf8).write(to: json)
    let back = try CommandRunner.run(["import", json.path, project.path])
    #expect(back.status == 0)
    #expect(back.standardOutput.isEmpty)

    try Data("{\n  \"Localizable\": {\n    \"de\": [1]\n  }\n}".utf8).write(to: json)
    let bad = try CommandRunner.run(["import", json.path, project.path])
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("all.json:3:5: expected an object of keys"))
  }
}
