import Foundation
import L10nTestSupport
import Testing

/// `translate` end to end with the tests' stub provider (Tests/providers/hostile-provider.py):
/// memory first, plural cells form by form with the target's categories and samples, device
/// variations, refusals listed inertly (exit 1), the dry run sending and writing nothing, and
/// Ctrl-C writing what passed (exit 130).
@Suite("translate")
struct TranslateCommandTests {
  static let stub = TestSupport.packageRoot.appendingPathComponent(
    "Tests/providers/hostile-provider.py"
  ).path

  static func dict(_ key: String, _ forms: [(String, String)]) -> String {
    SharedFixtures.pluralStringsdict(key: key, variable: "n", forms: forms)
  }

  /// The fixture: `Main` (texts, one with a memory match, two the stub misbehaves on),
  /// `Files` (a `.stringsdict` plural), a catalog with a plural and a device variation; with
  /// the stub declared as the provider `stub`, one request per run, one run at a time.
  static func project(_ settings: String = #""batch": 1, "concurrency": 1"#) throws
    -> TemporaryFolder
  {
    let command = #"["python3", "\#(stub)"]"#
    return try TestSupport.fixture([
      ".l10nedit.json": #"{"providers": {"stub": {"command": \#(command), \#(settings)}}}"#,
      "en.lproj/Main.strings": SharedFixtures.strings([
        ("open", "Open the file"), ("saved", "Save"), ("reuse", "Save"),
        ("count", "%d files in %@"), ("bad", "Delete stub-error"),
        ("link", "Visit our website stub-url"),
      ]),
      "es.lproj/Main.strings": SharedFixtures.strings([("saved", "Guardar")]),
      "pl.lproj/Main.strings": SharedFixtures.strings([("saved", "Zapisz")]),
      "ru.lproj/Main.strings": SharedFixtures.strings([("saved", "Сохранить")]),
      "en.lproj/Files.stringsdict": dict("files", [("one", "%d file"), ("other", "%d files")]),
      "pl.lproj/Files.stringsdict": dict("other", [("one", "%d inny"), ("other", "%d innych")]),
      "ru.lproj/Files.stringsdict": dict("other", [("one", "%d другой"), ("other", "%d других")]),
      "Catalog.xcstrings": SharedFixtures.variationsCatalog,
    ])
  }

  /// `count` Spanish gaps (`Open the file 1`, …) and the stub, one request at a time.
  static func manyTexts(_ count: Int) throws -> TemporaryFolder {
    let keys = (1...count).map { ("key\($0)", "Open the file \($0)") }
    return try TestSupport.fixture([
      ".l10nedit.json":
        #"{"providers": {"stub": {"command": ["python3", "\#(stub)"], "batch": 1, "#
        + #""concurrency": 1}}}"#,
      "en.lproj/Main.strings": SharedFixtures.strings(keys),
      "es.lproj/Main.strings": SharedFixtures.strings([("other", "Otro")]),
    ])
  }

  static func text(_ folder: TemporaryFolder, _ path: String) throws -> String {
    try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
  }

  /// The requests the stub read (its log), as JSON objects.
  static func sent(_ log: URL) throws -> [[String: Any]] {
    guard let text = try? String(contentsOf: log, encoding: .utf8) else { return [] }
    return try text.split(separator: "\n").compactMap {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  @Test("texts: memory first, the rest translated and written; refusals listed inertly, exit 1")
  func texts() throws {
    let folder = try Self.project()
    let log = folder.url.appendingPathComponent("sent.log")
    let result = try CommandRunner.run(
      ["translate", ".", "--language", "es", "--provider", "stub", "--table", "Main"],
      in: folder.url, environment: ["HOSTILE_PROVIDER_LOG": log.path])
    #expect(result.status == 1, "\(result.standardError)")
    #expect(result.standardError.contains("running stub: python3 \(Self.stub)"))
    let written = try Self.text(folder, "es.lproj/Main.strings")
    #expect(written.contains(#""open" = "Abrir el archivo";"#))
    #expect(written.contains(#""reuse" = "Guardar";"#))
    #expect(written.contains(#""count" = "%d archivos en %@";"#))
    #expect(!written.contains("bad") && !written.contains("link"))
    // Saved is the memory's, never sent.
    #expect(try Self.sent(log).compactMap { $0["text"] as? String }.contains("Save") == false)
    #expect(result.standardOutput.contains("refused: Main › bad [es]: the provider said:"))
    #expect(result.standardOutput.contains("refused: Main › link [es]: url"))
    #expect(!result.standardOutput.contains("\u{1B}") && !result.standardError.contains("\u{1B}"))
    #expect(result.standardError.contains("from memory 1, translated 2, refused 2"))
    // The review file records them as machine-translated.
    let review = try? Self.text(folder, ".l10nedit-review")
    #expect(review?.contains("machine-translated") == true, "\(result.standardOutput)")
  }

  /// `translate` into `language` of `table` with the stub, and the requests it was sent.
  static func translate(_ folder: TemporaryFolder, _ language: String, table: String) throws
    -> (result: CommandRunner.Result, sent: [[String: Any]])
  {
    let log = folder.url.appendingPathComponent("sent-\(language).log")
    let result = try CommandRunner.run(
      ["translate", ".", "--language", language, "--provider", "stub", "--table", table],
      in: folder.url, environment: ["HOSTILE_PROVIDER_LOG": log.path])
    return (result, try sent(log))
  }

  @Test(
    "plural cells: Polish and Russian .stringsdict, Arabic catalog, each category with a sample")
  func plurals() throws {
    let folder = try Self.project()
    let forms = { (sent: [[String: Any]]) in
      sent.map { "\($0["category"] ?? "-")=\($0["sample"] ?? "-")" }
    }
    let pl = try Self.translate(folder, "pl", table: "Files")
    #expect(pl.result.status == 0, "\(pl.result.standardError)")
    #expect(forms(pl.sent) == ["one=1", "few=2", "many=0", "other=1.5"])
    let dict = try Self.text(folder, "pl.lproj/Files.stringsdict")
    for category in ["one", "few", "many", "other"] {
      #expect(dict.contains("<key>\(category)</key>"))
    }
    #expect(dict.contains("<string>%d archivos</string>"))
    let ru = try Self.translate(folder, "ru", table: "Files")
    #expect(ru.result.status == 0, "\(ru.result.standardError)")
    #expect(forms(ru.sent) == ["one=1", "few=2", "many=0", "other=1.5"])
    let ar = try Self.translate(folder, "ar", table: "Catalog")
    #expect(ar.result.status == 0, "\(ar.result.standardError)")
    #expect(
      forms(ar.sent) == [
        "zero=0", "one=1", "two=2", "few=3", "many=11", "other=100", "-=-", "-=-", "-=-",
      ])
    let catalog = try Self.text(folder, "Catalog.xcstrings")
    #expect(catalog.contains("\"value\" : \"%lld elementos\""))
    #expect(catalog.contains("\"value\" : \"Abrir\""))
    #expect(catalog.contains("\"value\" : \"Mostrar\""))
    #expect(catalog.contains("\"state\" : \"needs_review\""))
  }

  @Test("--dry-run: what would be sent and the memory's fills; no provider runs, nothing written")
  func dryRun() throws {
    let folder = try Self.project(#""cost": {"perMillionCharacters": 20, "currency": "EUR"}"#)
    let log = folder.url.appendingPathComponent("sent.log")
    let before = try Self.text(folder, "es.lproj/Main.strings")
    let result = try CommandRunner.run(
      ["translate", ".", "--language", "es", "--provider", "stub", "--dry-run"],
      in: folder.url, environment: ["HOSTILE_PROVIDER_LOG": log.path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("would send 13 texts of 8 cells to stub"))
    #expect(result.standardOutput.contains("  es: 13 requests, "))
    #expect(result.standardOutput.contains("cost: about 0.00 EUR for "))
    #expect(result.standardOutput.contains("command: python3 \(Self.stub) (not run)"))
    #expect(result.standardOutput.contains(#"+"reuse" = "Guardar";"#))
    #expect(!FileManager.default.fileExists(atPath: log.path))
    #expect(try Self.text(folder, "es.lproj/Main.strings") == before)
  }

  @Test("Ctrl-C: stops sending, writes the cells that passed (whole), says what was left, exit 130")
  func interrupted() throws {
    let folder = try Self.manyTexts(30)
    let log = folder.url.appendingPathComponent("sent.log")
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = ["translate", ".", "--language", "es", "--provider", "stub"]
    process.currentDirectoryURL = folder.url
    process.environment = ProcessInfo.processInfo.environment.merging([
      "HOSTILE_PROVIDER_LOG": log.path, "HOSTILE_PROVIDER_DELAY": "0.2",
    ]) { $1 }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let deadline = Date().addingTimeInterval(30)
    while (try? Self.sent(log).count) ?? 0 < 4, Date() < deadline { usleep(50_000) }
    kill(process.processIdentifier, SIGINT)
    let errText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    _ = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 130, "\(errText)")
    #expect(errText.contains("cells left untranslated"))
    let written = try Self.text(folder, "es.lproj/Main.strings")
    let translated = written.split(separator: "\n").filter { $0.contains("Abrir el archivo") }
    #expect(translated.count >= 3 && translated.count < 30, "\(written)")
    #expect(try Self.sent(log).count < 30)
  }

  @Test("progress in a pipe: a plain line every 10 seconds (1 here), no escape codes")
  func progressLines() throws {
    let folder = try Self.manyTexts(24)
    let result = try CommandRunner.run(
      [
        "translate", ".", "--language", "es", "--provider", "stub", "--progress", "always",
        "--progress-lines-every", "1",
      ], in: folder.url, environment: ["HOSTILE_PROVIDER_DELAY": "0.1"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(!result.standardError.contains("\u{1B}") && !result.standardError.contains("\r"))
    let lines = result.standardError.split(separator: "\n").filter {
      $0.contains(" of 24 texts translated")
    }
    #expect(!lines.isEmpty, "\(result.standardError)")
  }
}
