import Foundation
import L10nTestSupport
import Testing

@Suite("compile")
struct CompileCommandTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "greeting" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test("compiles each catalog into <lang>.lproj/<Table>.strings and reports the files")
  func compiles() throws {
    let folder = try TemporaryFolder()
    try folder.write(["Main.xcstrings": Self.catalog, "Other.xcstrings": Self.catalog])
    let result = try CommandRunner.run(
      ["compile", "Main.xcstrings", "Other.xcstrings", "--out", "out"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("de.lproj/Main.strings (1 key)"))
    #expect(result.standardOutput.contains("wrote out: 2 tables, 4 files, 4 values"))
    let german = String(decoding: try folder.read("out/de.lproj/Other.strings"), as: UTF8.self)
    #expect(german.contains(#""greeting" = "Hallo";"#))
  }

  @Test("a broken catalog is refused with file:line:column and nothing is written")
  func refusesBrokenCatalog() throws {
    let folder = try TemporaryFolder()
    try folder.write(["Main.xcstrings": Self.catalog, "Bad.xcstrings": "{\n  \"strings\" : [\n"])
    _ = try CommandRunner.run(["compile", "Main.xcstrings", "--out", "out"], in: folder.url)
    let before = try folder.read("out/en.lproj/Main.strings")
    let result = try CommandRunner.run(
      ["compile", "Main.xcstrings", "Bad.xcstrings", "--out", "out"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("Bad.xcstrings:3:1"), "\(result.standardError)")
    #expect(result.standardError.contains("nothing written"))
    #expect(try folder.read("out/en.lproj/Main.strings") == before)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/en.lproj/Bad.strings"))
  }

  @Test("an --out holding other files, two catalogs of one table and a non-catalog are refused")
  func refusals() throws {
    let folder = try TemporaryFolder()
    try folder.write([
      "Main.xcstrings": Self.catalog, "b/Main.xcstrings": Self.catalog, "src/main.swift": "",
    ])
    let replacing = try CommandRunner.run(
      ["compile", "Main.xcstrings", "--out", "src"], in: folder.url)
    #expect(replacing.status == 2)
    #expect(replacing.standardError.contains("l10nedit did not write (main.swift)"))
    #expect(FileManager.default.fileExists(atPath: folder.path + "/src/main.swift"))
    let twice = try CommandRunner.run(
      ["compile", "Main.xcstrings", "b/Main.xcstrings", "--out", "out"], in: folder.url)
    #expect(twice.status == 2)
    #expect(twice.standardError.contains("table Main is also compiled from Main.xcstrings"))
    let strings = try CommandRunner.run(["compile", "x.strings", "--out", "out"], in: folder.url)
    #expect(strings.status == 2)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
  }

  @Test("bundle takes a catalog and compiles it, --nocache naming the files")
  func bundleTakesCatalog() throws {
    let folder = try TemporaryFolder()
    try folder.write(["Main.xcstrings": Self.catalog])
    let result = try CommandRunner.run(
      ["bundle", "Main.xcstrings", "--out", "Remote.bundle", "--nocache"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let english = String(
      decoding: try folder.read("Remote.bundle/en.lproj/Main.nocache.strings"), as: UTF8.self)
    #expect(english.contains(#""greeting" = "Hello";"#))
  }
}
