import Foundation
import L10nTestSupport
import Testing

@Suite("gen swift")
struct GenSwiftCommandTests {
  @Test("writes the accessors and says how many keys; a second run leaves the file alone")
  func writes() throws {
    let folder = try TestSupport.sampleCopy()
    let output = folder.path + "/L10n.swift"
    let run = try CommandRunner.run(["gen", "swift", folder.path, "-o", output])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.contains("Wrote \(output): 42 keys in 3 tables"))
    let code = try String(contentsOfFile: output, encoding: .utf8)
    #expect(code.contains("static func partial(_ p1: Int, _ p2: Int) -> String {"))
    let again = try CommandRunner.run(["gen", "swift", folder.path, "-o", output])
    #expect(again.standardError.contains("Unchanged: \(output)"))
  }

  @Test("tables alike but for case: numbered, with a note naming both; -o makes its folder")
  func tableTypeNames() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/InfoPlist.strings": #""CFBundleName" = "App";"#,
      "en.lproj/infoPlist.strings": #""CFBundleName" = "The other app";"#,
    ])
    let output = folder.path + "/Generated/Strings/L10n.swift"
    let run = try CommandRunner.run(["gen", "swift", folder.path, "-o", output])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardError.contains(
        "note: tables InfoPlist and infoPlist both make the type InfoPlist: infoPlist is "
          + "InfoPlist2\n"))
    #expect(run.standardError.contains("Wrote \(output): 2 keys in 2 tables"))
    let code = try String(contentsOfFile: output, encoding: .utf8)
    #expect(code.contains("  enum InfoPlist {") && code.contains("  enum InfoPlist2 {"))
  }

  @Test("--template flat, --enum and --public")
  func options() throws {
    let folder = try TestSupport.sampleCopy()
    let output = folder.path + "/Strings.swift"
    let run = try CommandRunner.run([
      "gen", "swift", folder.path, "-o", output, "--template", "flat", "--enum", "Strings",
      "--public",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    let code = try String(contentsOfFile: output, encoding: .utf8)
    #expect(code.contains("public enum Strings {"))
    #expect(code.contains("public static func errorImportPartial(_ p1: Int, _ p2: Int) -> String"))
  }

  @Test("--param values reach a custom template as param.NAME; a name alone is true")
  func parameters() throws {
    let folder = try TestSupport.sampleCopy()
    try folder.write([
      "params.stencil":
        "{{ param.bundle }} {% if param.noComments %}quiet{% endif %} {{ param.empty }}|\n"
    ])
    let output = folder.path + "/Out.swift"
    let run = try CommandRunner.run([
      "gen", "swift", folder.path, "-o", output, "--template", folder.path + "/params.stencil",
      "--param", "bundle=Bundle.module", "--param", "noComments", "--param", "empty=",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "Bundle.module quiet |\n")
    let reserved = try CommandRunner.run([
      "gen", "swift", folder.path, "-o", output, "--param", "enumName=X",
    ])
    #expect(reserved.status == 2)
    #expect(reserved.standardError.contains("--param takes NAME=VALUE"))
  }

  @Test("a broken template: exit 2, file:line:column, nothing written")
  func brokenTemplate() throws {
    let folder = try TestSupport.sampleCopy()
    try folder.write(["bad.stencil": "// header\n{% for table in %}\n{% endfor %}\n"])
    let output = folder.path + "/L10n.swift"
    let run = try CommandRunner.run([
      "gen", "swift", folder.path, "-o", output, "--template", folder.path + "/bad.stencil",
    ])
    #expect(run.status == 2)
    #expect(run.standardError.contains(folder.path + "/bad.stencil:2:"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test("bad usage exits 2: a missing template file, an --enum that is no type name")
  func usage() throws {
    let folder = try TestSupport.sampleCopy()
    let output = folder.path + "/L10n.swift"
    let missing = try CommandRunner.run([
      "gen", "swift", folder.path, "-o", output, "--template", folder.path + "/none.stencil",
    ])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("none.stencil"))
    let badEnum = try CommandRunner.run([
      "gen", "swift", folder.path, "-o", output, "--enum", "my enum",
    ])
    #expect(badEnum.status == 2)
    #expect(badEnum.standardError.contains("--enum must be a type name"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
