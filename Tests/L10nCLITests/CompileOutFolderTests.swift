import Foundation
import L10nTestSupport
import Testing

/// `compile --out` replaces only a folder it wrote itself (its `.l10nedit-output` manifest
/// lists every file there): a folder of hand-written `.lproj` files is refused and kept.
@Suite("compile --out: only its own output is replaced")
struct CompileOutFolderTests {
  /// Every file under `path` (relative) with its bytes.
  static func files(_ path: String) throws -> [String: Data] {
    var found: [String: Data] = [:]
    let paths = FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []
    for relative in paths {
      var isFolder: ObjCBool = false
      let full = path + "/" + relative
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      found[relative] = try Data(contentsOf: URL(fileURLWithPath: full))
    }
    return found
  }

  @Test("a SwiftPM Resources folder of hand-written .lproj files is refused, every file kept")
  func refusesHandWrittenResources() throws {
    let folder = try TemporaryFolder()
    try folder.write([
      "Main.xcstrings": CompileCommandTests.catalog,
      "Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "Resources/en.lproj/Main.storyboard": "<document/>\n",
      "Resources/de.lproj/Localizable.strings": "\"a\" = \"B\";\n",
    ])
    let before = try Self.files(folder.path + "/Resources")
    let run = try CommandRunner.run(
      ["compile", "Main.xcstrings", "--out", "Resources"], in: folder.url)
    #expect(run.status == 2)
    #expect(
      run.standardError.contains(
        "Resources: not replaced: it holds 3 files l10nedit did not write "
          + "(de.lproj/Localizable.strings, en.lproj/Localizable.strings, "
          + "en.lproj/Main.storyboard)"),
      "\(run.standardError)")
    #expect(run.standardOutput.isEmpty)
    #expect(try Self.files(folder.path + "/Resources") == before)
  }

  @Test("its own output is replaced again; a file added by hand, or a link, makes it refused")
  func replacesOnlyItsOwnOutput() throws {
    let folder = try TemporaryFolder()
    try folder.write(["Main.xcstrings": CompileCommandTests.catalog, "secret.txt": "keep\n"])
    let first = try CommandRunner.run(
      ["compile", "Main.xcstrings", "--out", "out"], in: folder.url)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/out/.l10nedit-output"))
    let again = try CommandRunner.run(
      ["compile", "Main.xcstrings", "--out", "out"], in: folder.url)
    #expect(again.status == 0, "\(again.standardError)")
    // A hand-written file in an .lproj folder of the output.
    try folder.write(["out/de.lproj/Hand.strings": "\"x\" = \"y\";\n"])
    let added = try CommandRunner.run(
      ["compile", "Main.xcstrings", "--out", "out"], in: folder.url)
    #expect(added.status == 2)
    #expect(added.standardError.contains("de.lproj/Hand.strings"), "\(added.standardError)")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/out/de.lproj/Hand.strings"))
    try FileManager.default.removeItem(atPath: folder.path + "/out/de.lproj/Hand.strings")
    // A link out of the folder is a file it did not write.
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/out/en.lproj/link", withDestinationPath: folder.path + "/secret.txt")
    let linked = try CommandRunner.run(
      ["compile", "Main.xcstrings", "--out", "out"], in: folder.url)
    #expect(linked.status == 2)
    #expect(linked.standardError.contains("en.lproj/link"))
    #expect(try folder.read("secret.txt") == Array("keep\n".utf8))
  }

  @Test("a forged manifest that does not start with its header does not make a folder replaceable")
  func forgedManifest() throws {
    let folder = try TemporaryFolder()
    try folder.write([
      "Main.xcstrings": CompileCommandTests.catalog,
      "Resources/.l10nedit-output": "en.lproj/Main.storyboard\n",
      "Resources/en.lproj/Main.storyboard": "<document/>\n",
    ])
    let run = try CommandRunner.run(
      ["compile", "Main.xcstrings", "--out", "Resources"], in: folder.url)
    #expect(run.status == 2)
    #expect(
      FileManager.default.fileExists(atPath: folder.path + "/Resources/en.lproj/Main.storyboard"))
  }
}
