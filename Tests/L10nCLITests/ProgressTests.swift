import Foundation
import L10nTestSupport
import Testing

/// `--progress`: one line on standard error, erased before anything else is written, and
/// nothing at all in a pipe unless asked for.
@Suite("progress")
struct ProgressTests {
  /// A project large enough that checking it may take longer than half a second: 4,000 keys
  /// in 8 languages, with format specifiers.
  static func largeProject() throws -> TemporaryFolder {
    let languages = ["en", "de", "fr", "es", "it", "ja", "pl", "ru"]
    var files: [String: String] = [:]
    for language in languages {
      files["\(language).lproj/Localizable.strings"] = (0..<4_000).map { key in
        "\"key.\(key)\" = \"\(language) value %d of %@ number \(key)\";\n"
      }.joined()
    }
    return try TestSupport.fixture(files)
  }

  @Test("auto in a pipe draws nothing; always draws only erased lines; the output is the same")
  func progressLine() throws {
    let project = try Self.largeProject()
    let never = try CommandRunner.run(["lint", "--progress", "never", project.url.path])
    let auto = try CommandRunner.run(["lint", project.url.path])
    let always = try CommandRunner.run(["lint", "--progress", "always", project.url.path])
    #expect(auto.standardOutput == never.standardOutput)
    #expect(always.standardOutput == never.standardOutput)
    #expect(auto.standardError == never.standardError)
    #expect(!never.standardError.contains("\r"))
    // Whatever was drawn (if the run took long enough) is erased before the summary.
    let erase = "\r\u{1B}[K"
    if always.standardError.contains("\r") {
      #expect(always.standardError.contains("rows checked"))
      #expect(always.standardError.hasSuffix(erase + never.standardError))
    } else {
      #expect(always.standardError == never.standardError)
    }
  }

  @Test("--progress takes always, never or auto")
  func values() throws {
    let result = try CommandRunner.run([
      "stats", "--progress", "sometimes", "SampleProject/Resources",
    ])
    #expect(result.status == 2)
    #expect(result.standardError.contains("always"))
  }
}
