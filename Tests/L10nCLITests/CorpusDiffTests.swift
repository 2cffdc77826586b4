import Foundation
import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// What lands in git is the edit: on every corpus project, one cell edited in each of three
/// languages and saved with the project's recorded policy (`"sort": false`, the answer to the
/// editor's sort prompt) changes exactly three lines (`git diff --numstat`).
@Suite("Diffs as small as the edit", .serialized)
struct CorpusDiffTests {
  static var projects: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: TestSupport.corpusRoot.path)) ?? [])
      .filter { !$0.hasSuffix(".md") }.sorted()
  }

  /// Runs git in `folder`; returns standard output.
  @discardableResult
  static func git(_ arguments: [String], in folder: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "core.autocrlf=false"]
      + arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Three edits: in three languages, the first translated plain text of a writable file.
  static func edits(_ project: Project) -> [CellEdit] {
    var edits: [CellEdit] = []
    var languages: Set<LanguageID> = []
    for grid in project.grids.indices where edits.count < 3 {
      let table = project.grids[grid]
      for column in project.languages.indices.dropFirst() where edits.count < 3 {
        let language = project.languages[column]
        guard !languages.contains(language), language != .base,
          let file = table.files[column], project.files[file].isWritable
        else { continue }
        for row in table.keys.indices {
          guard
            case .text(let text, let state) = project.content(grid: grid, row: row, column: column),
            state == nil || state == .translated, !text.isEmpty, !text.contains("\n")
          else { continue }
          edits.append(
            .setText(
              CellID(table: table.table, key: table.keys[row], language: language), text + " ✎"))
          languages.insert(language)
          break
        }
      }
    }
    return edits
  }

  @Test("one cell in each of three languages: three changed lines", arguments: projects)
  func threeLines(_ name: String) throws {
    let copy = try TemporaryFolder(copying: TestSupport.corpusRoot.appendingPathComponent(name))
    // The corpus is read-only; the copy is the user's working tree.
    let manager = FileManager.default
    try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
    for path in manager.subpaths(atPath: copy.path) ?? [] {
      let full = copy.path + "/" + path
      var isFolder: ObjCBool = false
      _ = manager.fileExists(atPath: full, isDirectory: &isFolder)
      try manager.setAttributes(
        [.posixPermissions: isFolder.boolValue ? 0o755 : 0o644], ofItemAtPath: full)
    }
    try Self.git(["init", "-q"], in: copy.url)
    try Self.git(["add", "-A"], in: copy.url)
    try Self.git(["commit", "-q", "-m", "corpus"], in: copy.url)
    var project = try ProjectLoader.load(copy.path)
    let edits = Self.edits(project)
    #expect(edits.count == 3, "\(name): \(edits.count) cells found")
    let changes = try project.apply(edits)
    _ = try ProjectWriter.save(project, files: changes.files.sorted(), order: .keepOrder)
    let numbers = try Self.git(["diff", "--numstat"], in: copy.url).split(separator: "\n")
      .map { $0.split(separator: "\t") }
    let added = numbers.reduce(0) { $0 + (Int($1[0]) ?? 0) }
    let removed = numbers.reduce(0) { $0 + (Int($1[1]) ?? 0) }
    #expect(added == 3 && removed == 3, "\(name): +\(added) −\(removed) in \(numbers.count) files")
  }
}
