import Foundation
import L10nTestSupport
import Testing

/// A language named on the command line or in the settings file that the project lacks is
/// exit status 2, with the project's languages and the likeliest meant: never a silent
/// 100 % over an empty column.
@Suite("Unknown languages", .serialized)
struct LanguageCheckTests {
  @Test(
    "every option that names a project language refuses an unknown one",
    arguments: [
      (["stats", ".", "--source-language", "jp"], "--source-language jp", " (did you mean ja?)"),
      (["lint", ".", "--source-language", "EN"], "--source-language EN", " (did you mean en?)"),
      (
        ["csv", "export", ".", "--language", "es_mx"], "--language es_mx", " (did you mean es-MX?)"
      ),
      (
        ["export", ".", "--table", "Localizable", "--format", "strings-json", "--language", "xx"],
        "--language xx", ""
      ),
      (
        ["xliff", "export", ".", "--language", "frr", "--out", "/tmp/never"], "--language frr",
        " (did you mean fr?)"
      ),
      (["edit", ".", "--languages", "de,kr"], "--languages kr", ""),
    ])
  func refused(_ arguments: [String], _ named: String, _ hint: String) throws {
    let project = try CommandRunner.copyOfSampleProject()
    let run = try CommandRunner.run(arguments, in: project)
    #expect(run.status == 2)
    let code = named.split(separator: " ").last.map(String.init) ?? ""
    #expect(
      run.standardError.hasPrefix(
        "error: \(named): the project has no language \"\(code)\"\(hint); its languages: ar, de, "),
      "\(run.standardError)")
    #expect(run.standardOutput.isEmpty)
  }

  @Test("the settings file's sourceLanguage is checked too; a known language passes")
  func settingsFile() throws {
    let project = try CommandRunner.copyOfSampleProject()
    try Data("{\"sourceLanguage\": \"jp\"}".utf8).write(
      to: project.appendingPathComponent(".l10nedit.json"))
    let run = try CommandRunner.run(["stats", "."], in: project)
    #expect(run.status == 2)
    #expect(run.standardError.contains("the settings file's sourceLanguage jp: the project has no"))
    let fine = try CommandRunner.run(["stats", ".", "--source-language", "de"], in: project)
    #expect(fine.status == 0)
  }
}
