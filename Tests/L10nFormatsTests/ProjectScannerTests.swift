import Foundation
import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// A temporary folder tree for discovery tests.
struct TemporaryTree {
  let root: URL

  init(_ files: [String: String]) throws {
    root = try ScratchFolders.make("l10nedit-scan")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  func link(_ path: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent(path).path, withDestinationPath: target)
  }
}

@Suite struct ProjectScannerTests {
  @Test("table ids, languages, spaces in paths, Base and mul")
  func discovery() throws {
    let tree = try TemporaryTree([
      "en.lproj/Localizable.strings": "",
      "Base.lproj/Main.strings": "",
      "mul.lproj/InfoPlist.strings": "",
      "Stats/Supporting Files/pt-BR.lproj/Localizable.strings": "",
      "Stats/Supporting Files/es_MX.lproj/Localizable.strings": "",
      "Stats/Supporting Files/es-419.lproj/Localizable.strings": "",
      "en.lproj/Notes.txt": "",
      "en.lproj/Nested/Deep.strings": "",
    ])
    let found = try ProjectScanner.scan(tree.root.path)
    #expect(
      found.map { "\($0.table)|\($0.language)" } == [
        "Main|Base",
        "Stats/Supporting Files/Localizable|es-419",
        "Stats/Supporting Files/Localizable|es_MX",
        "Stats/Supporting Files/Localizable|pt-BR",
        "Localizable|en",
        "InfoPlist|mul",
      ])
    #expect(found[1].relativePath == "Stats/Supporting Files/es-419.lproj/Localizable.strings")
    #expect(
      found[1].path == tree.root.path + "/Stats/Supporting Files/es-419.lproj/Localizable.strings")
  }

  @Test("table names that differ only by case are two tables, as on a device")
  func caseVariants() throws {
    let tree = try TemporaryTree([
      "en.lproj/Localizable.strings": "\"a\" = \"1\";",
      "de.lproj/localizable.strings": "\"a\" = \"x\";",
    ])
    let project = try ProjectLoader.load(tree.root.path)
    #expect(project.grids.map(\.table.path) == ["Localizable", "localizable"])
  }

  @Test("hidden folders, .build and links out of the root are skipped; links inside are followed")
  func skipped() throws {
    let outside = try TemporaryTree(["fr.lproj/Outside.strings": ""])
    let tree = try TemporaryTree([
      ".git/en.lproj/Hidden.strings": "",
      ".build/en.lproj/Built.strings": "",
      "App/en.lproj/Localizable.strings": "",
    ])
    try tree.link("Escape", to: outside.root.path)
    try tree.link("Loop", to: tree.root.path)
    try tree.link("Alias", to: tree.root.appendingPathComponent("App").path)
    let found = try ProjectScanner.scan(tree.root.path)
    #expect(found.map(\.relativePath) == ["App/en.lproj/Localizable.strings"])
  }

  @Test("a link out of the root to a localization file or .lproj is reported, not silently dropped")
  func linkOutReported() throws {
    let outside = try TemporaryTree(["fr.lproj/L.strings": "", "L.strings": ""])
    let tree = try TemporaryTree([
      "en.lproj/L.strings": "\"a\" = \"A\";\n", "ja.lproj/Other.strings": "",
    ])
    try tree.link("ja.lproj/L.strings", to: outside.root.appendingPathComponent("L.strings").path)
    try tree.link("fr.lproj", to: outside.root.appendingPathComponent("fr.lproj").path)
    try tree.link("Docs", to: outside.root.path)
    let found = try ProjectScanner.discover(tree.root.path)
    #expect(found.files.map(\.relativePath) == ["en.lproj/L.strings", "ja.lproj/Other.strings"])
    let reported = found.unread.map {
      $0.path.split(separator: "/").suffix(2).joined(separator: "/")
    }
    #expect(
      Set(reported) == ["ja.lproj/L.strings", String(tree.root.lastPathComponent) + "/fr.lproj"])
    #expect(found.unread.allSatisfy { $0.message.contains("outside the project: not read") })
  }

  @Test("a folder without .lproj, or no folder at all, is a clear error")
  func failures() throws {
    let tree = try TemporaryTree(["README.md": "x"])
    do {
      _ = try ProjectScanner.scan(tree.root.path)
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description == tree.root.path
          + ": no .lproj folders or .xcstrings catalogs found below this path")
    }
    do {
      _ = try ProjectScanner.scan(tree.root.path + "/missing")
      Issue.record("expected an error")
    } catch {
      #expect(error.description.hasSuffix("/missing: no such folder"))
    }
  }
}

@Suite struct ProjectTests {
  @Test("source language: explicit, else en, else Base, else the one with most keys")
  func sourceLanguage() throws {
    let withEnglish = try TemporaryTree([
      "de.lproj/A.strings": "\"a\"=\"1\";\"b\"=\"2\";", "en.lproj/A.strings": "\"a\"=\"1\";",
    ])
    #expect(try ProjectLoader.load(withEnglish.root.path).sourceLanguage == .english)
    #expect(
      try ProjectLoader.load(withEnglish.root.path, sourceLanguage: LanguageID("de")).languages.map(
        \.code) == ["de", "en"])
    let withBase = try TemporaryTree([
      "Base.lproj/A.strings": "", "fr.lproj/A.strings": "\"a\"=\"1\";",
    ])
    #expect(try ProjectLoader.load(withBase.root.path).sourceLanguage == .base)
    let neither = try TemporaryTree([
      "fr.lproj/A.strings": "\"a\"=\"1\";", "ja.lproj/A.strings": "\"a\"=\"1\";\"b\"=\"2\";",
      "it.lproj/A.strings": "",
    ])
    let project = try ProjectLoader.load(neither.root.path)
    #expect(project.languages.map(\.code) == ["ja", "fr", "it"])
  }

  @Test("the grid: rows are every key in code-point order; cells point at the last duplicate")
  func grid() throws {
    let tree = try TemporaryTree([
      "en.lproj/A.strings": "\"b\" = \"B\";\n\"a\" = \"A\";\n",
      "de.lproj/A.strings": "\"a\" = \"1\";\n\"c\" = \"C\";\n\"a\" = \"2\";\n",
      "fr.lproj/A.strings": "\"a\" = \"x\"\n",
    ])
    let project = try ProjectLoader.load(tree.root.path)
    let grid = try #require(project.grids.first)
    #expect(grid.keys.map(\.text) == ["a", "b", "c"])
    #expect(project.languages.map(\.code) == ["en", "de", "fr"])
    let german = try #require(grid.entry(row: 0, language: 1))
    #expect(project.value(at: german) == "2")
    #expect(grid.entry(row: 1, language: 1) == nil)
    #expect(grid.files[2] != nil)  // the broken French file is part of the table…
    #expect(grid.entry(row: 0, language: 2) == nil)  // …with no readable cells
    #expect(
      project.files[Int(grid.files[2] ?? 0)].error?.reason
        == "missing ';' after the value that ends at 1:10")
  }
}
