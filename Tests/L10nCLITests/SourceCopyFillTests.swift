import Foundation
import L10nTestSupport
import Testing

/// A value identical to its source text is a copy, not a translation: `fill` does not copy it
/// on (from the parent or the memory), the memory does not hold it (`tm export`, `tm import`,
/// suggestions), and each says how many it skipped — unless the settings file says the key is
/// the same in every language (`ignoreRules` silencing `untranslated` for it).
@Suite("copies of the source text are no translations")
struct SourceCopyFillTests {
  /// An app whose `hy` holds English copies, and a regional `hy-AM` with gaps.
  static let files = [
    "en.lproj/Main.strings":
      "\"cancel\" = \"Cancel\";\n\"ok\" = \"OK\";\n\"save\" = \"Save\";\n\"brand\" = \"Lumen\";\n",
    "hy.lproj/Main.strings":
      "\"cancel\" = \"Cancel\";\n\"ok\" = \"OK\";\n\"save\" = \"Պահպանել\";\n\"brand\" = \"Lumen\";\n",
    "hy-AM.lproj/Main.strings": "\"save\" = \"Պահպանել\";\n",
    "de.lproj/Main.strings": "\"cancel\" = \"Abbrechen\";\n",
  ]

  static func text(_ folder: TemporaryFolder, _ path: String) throws -> String {
    String(decoding: try folder.read(path), as: UTF8.self)
  }

  @Test("fill --from parent leaves a gap whose parent text is the English itself, and counts it")
  func fromParentSkipsCopies() throws {
    let folder = try TestSupport.fixture(Self.files)
    let run = try CommandRunner.run(
      ["fill", ".", "--language", "hy-AM", "--from", "parent"], in: folder.url)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardError.contains(
        "note: 3 gaps left: their only text is the source text itself, and a copy is not a "
          + "translation"),
      "\(run.standardError)")
    #expect(run.standardError.contains("0 values filled from the parent language"))
    #expect(try Self.text(folder, "hy-AM.lproj/Main.strings") == "\"save\" = \"Պահպանել\";\n")
  }

  @Test("a key the settings say is the same in every language is filled with the copy")
  func sameEverywhereKeyIsFilled() throws {
    var files = Self.files
    files[".l10nedit.json"] = "{ \"ignoreRules\": { \"untranslated\": [\"brand\"] } }\n"
    let folder = try TestSupport.fixture(files)
    let run = try CommandRunner.run(
      ["fill", ".", "--language", "hy-AM", "--from", "parent"], in: folder.url)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.contains("note: 2 gaps left"), "\(run.standardError)")
    #expect(run.standardError.contains("1 value filled from the parent language in 1 file"))
    #expect(try Self.text(folder, "hy-AM.lproj/Main.strings").contains("\"brand\" = \"Lumen\";"))
  }

  @Test("fill --from memory does not take a copy as a match, and says so")
  func fromMemorySkipsCopies() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/A.strings": "\"cancel\" = \"Cancel\";\n",
      "en.lproj/B.strings": "\"cancel\" = \"Cancel\";\n",
      "hy.lproj/A.strings": "\"cancel\" = \"Cancel\";\n",
      "hy.lproj/B.strings": "\"other\" = \"x\";\n",
    ])
    let run = try CommandRunner.run(
      ["fill", ".", "--language", "hy", "--from", "memory"], in: folder.url)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.contains("note: 1 gap left: its only text"), "\(run.standardError)")
    #expect(run.standardError.contains("0 values filled from the memory"))
    #expect(try Self.text(folder, "hy.lproj/B.strings") == "\"other\" = \"x\";\n")
  }

  @Test("tm export leaves copies out and says how many; tm import skips a TMX's copies")
  func memoryHoldsNoCopies() throws {
    let folder = try TestSupport.fixture(Self.files)
    let export = try CommandRunner.run(["tm", "export", ".", "--out", "m.tmx"], in: folder.url)
    #expect(export.status == 0, "\(export.standardError)")
    #expect(
      export.standardOutput.contains("(3 values identical to the source text left out"),
      "\(export.standardOutput)")
    let tmx = try Self.text(folder, "m.tmx")
    #expect(!tmx.contains("<tuv xml:lang=\"hy\"><seg>Cancel</seg>"))
    #expect(tmx.contains("Պահպանել"))
    try folder.write([
      "copies.tmx": """
      <tmx version="1.4"><header srclang="en"/><body>
      <tu><tuv xml:lang="en"><seg>Cancel</seg></tuv><tuv xml:lang="hy"><seg>Cancel</seg></tuv></tu>
      <tu><tuv xml:lang="en"><seg>Save</seg></tuv><tuv xml:lang="hy"><seg>Պահպանել</seg></tuv></tu>
      </body></tmx>
      """
    ])
    let memory = folder.path + "/memory.sqlite"
    let imported = try CommandRunner.run(
      ["tm", "import", "copies.tmx", "--memory", memory], in: folder.url)
    #expect(imported.status == 0, "\(imported.standardError)")
    #expect(
      imported.standardOutput.contains(
        "imported 1 units from copies.tmx into \(memory) (0 already there; 1 in all); 1 "
          + "identical to the source text skipped"),
      "\(imported.standardOutput)")
    // Suggestions for hy's "Cancel" offer no copy: the memory holds none.
    let suggest = try CommandRunner.run(
      [
        "suggest", ".", "--table", "Main", "--key", "cancel", "--language", "hy", "--memory",
        memory,
      ], in: folder.url)
    #expect(suggest.status == 0, "\(suggest.standardError)")
    #expect(suggest.standardOutput.contains("no suggestions"), "\(suggest.standardOutput)")
    // The project itself, whose copies (hy "Cancel" among them) are read, counted and skipped.
    let project = try CommandRunner.run(["tm", "import", ".", "--memory", memory], in: folder.url)
    #expect(project.status == 0, "\(project.standardError)")
    #expect(
      project.standardOutput.contains("imported 3 units from . into")
        && project.standardOutput.contains("; 3 identical to the source text skipped"),
      "\(project.standardOutput)")
  }
}
