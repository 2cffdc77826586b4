import Foundation
import Testing

@Suite("xliff export and import", .serialized)
struct XLIFFCommandTests {
  @Test(
    "export writes Xcode's .xcloc layout and leaves the project alone; import of it changes nothing"
  )
  func xclocLayout() throws {
    let project = try CommandRunner.copyOfSampleProject()
    let out = project.appendingPathComponent("out")
    let export = try CommandRunner.run(
      ["xliff", "export", ".", "--language", "de", "--language", "ja", "--out", out.path],
      in: project)
    #expect(export.status == 0)
    #expect(export.standardOutput.contains("wrote \(out.path)/de.xcloc: 4 files"))
    let xcloc = out.appendingPathComponent("de.xcloc").path
    let contents = try Data(contentsOf: URL(fileURLWithPath: xcloc + "/contents.json"))
    let json = String(decoding: contents, as: UTF8.self)
    #expect(json.hasPrefix("{\n  \"developmentRegion\" : \"en\",\n  \"targetLocale\" : \"de\","))
    #expect(json.hasSuffix("\"version\" : \"1.0\"\n}"))  // no final line break, as Xcode
    let xliff = xcloc + "/Localized Contents/de.xliff"
    #expect(FileManager.default.fileExists(atPath: xliff))
    let source = xcloc + "/Source Contents/en.lproj/Localizable.stringsdict"
    let original = project.appendingPathComponent("en.lproj/Localizable.stringsdict")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: source)) == Data(contentsOf: original))

    let before = try CommandRunner.run(["export", "."], in: project).standardOutput
    let back = try CommandRunner.run(["xliff", "import", xcloc, "."], in: project)
    #expect(back.status == 0)
    #expect(back.standardOutput.contains("en.lproj/Localizable.strings → de: added 0, changed 0"))
    #expect(try CommandRunner.run(["export", "."], in: project).standardOutput == before)
  }

  @Test("--new-language exports a language the project lacks, without targets")
  func newLanguage() throws {
    let project = try CommandRunner.copyOfSampleProject()
    let export = try CommandRunner.run(
      ["xliff", "export", ".", "--new-language", "nl", "--xliff", "--out", "x"], in: project)
    #expect(export.status == 0, "\(export.standardError)")
    let text = try String(
      contentsOf: project.appendingPathComponent("x/nl.xliff"), encoding: .utf8)
    #expect(text.contains("target-language=\"nl\""))
    #expect(text.contains("<source>"))
    #expect(!text.contains("<target"))
    #expect(!FileManager.default.fileExists(atPath: project.path + "/nl.lproj"))
    let hostile = try CommandRunner.run(
      ["xliff", "export", ".", "--new-language", "../nl", "--out", "x"], in: project)
    #expect(hostile.status == 2)
  }

  @Test(
    "import of an edited .xliff: dry run lists the files; an unknown key is skipped (exit 1)")
  func importEdited() throws {
    let project = try CommandRunner.copyOfSampleProject()
    _ = try CommandRunner.run(
      ["xliff", "export", ".", "--language", "fr", "--xliff", "--out", "x"], in: project)
    let path = project.appendingPathComponent("x/fr.xliff")
    var text = try String(contentsOf: path, encoding: .utf8)
    text = text.replacingOccurrences(of: "<target>Terminé</target>", with: "<target>Fini</target>")
    try text.write(to: path, atomically: true, encoding: .utf8)
    let dry = try CommandRunner.run(
      ["xliff", "import", "x/fr.xliff", ".", "--dry-run"], in: project)
    #expect(dry.status == 0)
    #expect(dry.standardOutput.contains("en.lproj/Localizable.strings → fr: added 0, changed 1"))
    #expect(dry.standardOutput.contains("\n  changed \"Done\"\n"))
    #expect(dry.standardOutput.contains("fr.lproj/Localizable.strings"))
    let applied = try CommandRunner.run(
      ["xliff", "import", "x/fr.xliff", "."], in: project)
    #expect(applied.status == 0)
    let json = try CommandRunner.run(
      [
        "export", ".", "--table", "Localizable", "--format", "strings-json", "--language",
        "fr",
      ],
      in: project)
    #expect(json.standardOutput.contains("\"Done\": \"Fini\""))

    text = text.replacingOccurrences(of: "<trans-unit id=\"Done\"", with: "<trans-unit id=\"Gone\"")
    try text.write(to: path, atomically: true, encoding: .utf8)
    let refused = try CommandRunner.run(
      ["xliff", "import", "x/fr.xliff", "."], in: project)
    #expect(refused.status == 1)
    #expect(refused.standardOutput.contains("skipped, key not in the project (1):"))
    #expect(refused.standardOutput.contains("x/fr.xliff:"))
    #expect(refused.standardError.contains("skipped 1 unit in 1 file"))
  }
}
