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

/// `import` while something else changes the project: the JSON is given through a FIFO, so the
/// test changes the files after the import has read the project and before it writes.
@Suite("import merges with changes on disk")
struct ImportMergeTests {
  /// Runs `import` of `json` into `project`, running `meanwhile` once the project is read.
  static func importWhileChanging(
    _ project: URL, json: String, meanwhile: () throws -> Void
  ) throws -> CommandRunner.Result {
    let fifo = project.deletingLastPathComponent().appendingPathComponent("change.json").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = ["import", fifo, project.path, "--table", "Localizable"]
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Opening the FIFO waits for the import to open it: it has read the project by then.
    let writer = open(fifo, O_WRONLY)
    #expect(writer >= 0)
    try meanwhile()
    _ = Array(json.utf8).withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
    close(writer)
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandRunner.Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: outData, as: UTF8.self),
      standardError: String(decoding: errData, as: UTF8.self))
  }

  static func replace(_ old: String, _ new: String, in file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(old))
    try text.replacing(old, with: new).write(to: file, atomically: true, encoding: .utf8)
  }

  @Test("a change elsewhere in the file is kept beside the imported value")
  func merges() throws {
    let project = try CommandRunner.copyOfSampleProject()
    let german = project.appendingPathComponent("de.lproj/Localizable.strings")
    let run = try ImportMergeTests.importWhileChanging(
      project, json: #"{"de": {"welcome.title": "Willkommen!"}}"#
    ) {
      try ImportMergeTests.replace(
        "\"Cancel\" = \"Abbrechen\";", "\"Cancel\" = \"Zurück\";", in: german)
    }
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.contains("changed on disk while importing: merging"))
    let text = try String(contentsOf: german, encoding: .utf8)
    #expect(text.contains("\"welcome.title\" = \"Willkommen!\";"))
    #expect(text.contains("\"Cancel\" = \"Zurück\";"))
  }

  @Test("a value changed on disk and in the JSON: exit 2, every conflict listed, nothing written")
  func conflict() throws {
    let project = try CommandRunner.copyOfSampleProject()
    let german = project.appendingPathComponent("de.lproj/Localizable.strings")
    let french = project.appendingPathComponent("fr.lproj/Localizable.strings")
    let frenchBefore = try Data(contentsOf: french)
    var outside = Data()
    let run = try ImportMergeTests.importWhileChanging(
      project, json: #"{"de": {"welcome.title": "Willkommen!"}, "fr": {"Cancel": "Annuler!"}}"#
    ) {
      try ImportMergeTests.replace(
        "\"Willkommen bei Tidemark\"", "\"Hallo\"", in: german)
      outside = try Data(contentsOf: german)
    }
    #expect(run.status == 2)
    #expect(
      run.standardError.contains(
        "conflict: Localizable › welcome.title › de: the JSON has “Willkommen!”, the file now "
          + "“Hallo” (was “Willkommen bei Tidemark”)"))
    #expect(run.standardError.contains("nothing written: 1 conflict"))
    #expect(try Data(contentsOf: german) == outside)
    #expect(try Data(contentsOf: french) == frenchBefore)
  }
}
