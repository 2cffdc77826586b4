import Foundation
import L10nFormats
import L10nTestSupport
import Testing

/// `migrate` edits the project file by object and changes the project all or nothing.
@Suite("migrate: by object, all or nothing")
struct MigrateAllOrNothingTests {
  /// Every file of the fixture's `App` folder and its bytes, but the journal.
  static func snapshot(_ folder: TemporaryFolder) throws -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    let root = folder.path + "/App"
    for case let path as String in FileManager.default.enumerator(atPath: root) ?? .init()
    where !path.hasSuffix("/") {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      files[path] = try folder.read("App/" + path)
    }
    return files
  }

  @Test("an object on the line of a removed one stays (two objects on one line)")
  func twoObjectsOnOneLine() throws {
    let folder = try MigrateCommandTests.fixture()
    // The .stringsdict's build file and App.swift's on one line, and the fr reference and
    // App.swift's reference on another, as a hand-merged project file may have them.
    let joined = MigrateCommandTests.pbxproj
      .replacingOccurrences(
        of: "Localizable.stringsdict */; };\n\t\tAA0000000000000000000003",
        with: "Localizable.stringsdict */; }; AA0000000000000000000003"
      )
      .replacingOccurrences(
        of: "sourceTree = \"<group>\"; };\n\t\tAA0000000000000000000030",
        with: "sourceTree = \"<group>\"; };\tAA0000000000000000000030")
    #expect(joined.contains("}; AA0000000000000000000003 /* App.swift in Sources */"))
    #expect(joined.contains("};\tAA0000000000000000000030 /* App.swift */"))
    try folder.write(["App/App.xcodeproj/project.pbxproj": joined])
    let result = try CommandRunner.run(["migrate", "App"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let bytes = try folder.read("App/App.xcodeproj/project.pbxproj")
    let objects = try #require(
      try OldStylePlistParser.parse(utf8: bytes, path: "project.pbxproj")["objects"])
    #expect(objects["AA0000000000000000000003"]?["isa"]?.text == "PBXBuildFile")
    #expect(objects["AA0000000000000000000030"]?["path"]?.text == "App.swift")
    #expect(objects["AA0000000000000000000002"] == nil)
    #expect(objects["AA0000000000000000000021"] == nil)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(
      text.contains(
        "\t\tAA0000000000000000000003 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000030 /* App.swift */; };\n"
      ), "\(text)")
  }

  @Test("a read-only project file is refused before anything is written")
  func readOnlyProjectFile() throws {
    let folder = try MigrateCommandTests.fixture()
    let project = folder.path + "/App/App.xcodeproj/project.pbxproj"
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: project)
    let before = try Self.snapshot(folder)
    let result = try CommandRunner.run(["migrate", "App"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("project.pbxproj"), "\(result.standardError)")
    #expect(result.standardError.contains("read-only"), "\(result.standardError)")
    #expect(try Self.snapshot(folder) == before)
  }

  @Test("a file that cannot be removed (read-only folder) is refused before anything is written")
  func unremovableFile() throws {
    let folder = try MigrateCommandTests.fixture()
    let french = folder.path + "/App/fr.lproj"
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: french)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: french)
    }
    let before = try Self.snapshot(folder)
    let result = try CommandRunner.run(["migrate", "App"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("fr.lproj"), "\(result.standardError)")
    #expect(try Self.snapshot(folder) == before)
    // Once the folder is writable, the migration runs (nothing was left to refuse it).
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: french)
    let again = try CommandRunner.run(["migrate", "App"], in: folder.url)
    #expect(again.status == 0, "\(again.standardError)")
  }

  @Test(
    "a run killed midway is settled by the next (its journal), never refused",
    arguments: [false, true])
  func settlesInterruptedRun(removing: Bool) throws {
    let folder = try MigrateCommandTests.fixture()
    let reference = try MigrateCommandTests.fixture()
    #expect(try CommandRunner.run(["migrate", "App"], in: reference.url).status == 0)
    let migrated = try Self.snapshot(reference)
    let original = try Self.snapshot(folder)
    let catalog = try #require(migrated["Localizable.xcstrings"])
    let project = "App.xcodeproj/project.pbxproj"
    var changes = [
      FileTransaction.Change.make("Localizable.xcstrings", pieces: [catalog]),
      FileTransaction.Change.replace(
        project, before: try #require(original[project]), after: try #require(migrated[project])),
    ]
    let tables = original.keys.sorted().filter { $0.hasSuffix("strings") || $0.hasSuffix("dict") }
    changes += tables.map { FileTransaction.Change.remove($0) }
    // What a run killed after writing its journal and the catalog leaves, or, `removing`,
    // one killed after it had written the project file and removed the first table.
    let journal = try JSONEncoder().encode(changes)
    try folder.write([UInt8](journal), to: "App/.l10nedit-migrate.json")
    try folder.write(catalog, to: "App/Localizable.xcstrings")
    if removing {
      try folder.write(try #require(migrated[project]), to: "App/" + project)
      try FileManager.default.removeItem(atPath: folder.path + "/App/" + tables[0])
    }
    let result = try CommandRunner.run(["migrate", "App"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        removing ? "finished the interrupted migrate" : "undid an interrupted migrate"),
      "\(result.standardOutput)")
    #expect(try Self.snapshot(folder) == migrated)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/.l10nedit-migrate.json"))
  }

  @Test("a made file changed since the interrupted run stops the next before any change")
  func changedSinceInterruptedRun() throws {
    let folder = try MigrateCommandTests.fixture()
    let original = try Self.snapshot(folder)
    let changes = [FileTransaction.Change.make("Localizable.xcstrings", pieces: [[0x7B, 0x7D]])]
    try folder.write(
      [UInt8](try JSONEncoder().encode(changes)), to: "App/.l10nedit-migrate.json")
    try folder.write(Array("{ \"edited\" : 1 }".utf8), to: "App/Localizable.xcstrings")
    let result = try CommandRunner.run(["migrate", "App"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("changed since"), "\(result.standardError)")
    var now = try Self.snapshot(folder)
    #expect(now.removeValue(forKey: "Localizable.xcstrings") != nil)
    #expect(now.removeValue(forKey: ".l10nedit-migrate.json") != nil)
    #expect(now == original)
  }

  @Test("a journal that is a link (out of the project) is not read")
  func linkedJournal() throws {
    let folder = try MigrateCommandTests.fixture()
    let original = try Self.snapshot(folder)
    try folder.write(Array("[]".utf8), to: "outside.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/App/.l10nedit-migrate.json",
      withDestinationPath: folder.path + "/outside.json")
    let result = try CommandRunner.run(["migrate", "App"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("not a plain file"), "\(result.standardError)")
    var now = try Self.snapshot(folder)
    now.removeValue(forKey: ".l10nedit-migrate.json")
    #expect(now == original)
  }

  @Test("a journal naming a file outside the project changes nothing")
  func forgedJournal() throws {
    let folder = try MigrateCommandTests.fixture()
    let changes = [FileTransaction.Change.make("../outside.strings", pieces: [[0x41]])]
    try folder.write([UInt8](try JSONEncoder().encode(changes)), to: "App/.l10nedit-migrate.json")
    let result = try CommandRunner.run(["migrate", "App"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("may not change"), "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/outside.strings"))
  }
}
