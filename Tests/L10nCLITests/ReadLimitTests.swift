import Foundation
import L10nTestSupport
import Testing

/// `--max-file-size` and `--max-depth`: a file beyond the limits is a located error of its own,
/// never read whole and never written; the rest of the project works.
@Suite("read limits")
struct ReadLimitTests {
  @Test("a sparse 4 GiB .strings is refused unread: format writes nothing and says why")
  func fourGigabyteFile() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/L.strings": "\"b\" = \"B\";\n\"a\" = \"A\";\n",
      "de.lproj/L.strings": "\"a\" = \"A-de\";\n",
    ])
    let huge = folder.path + "/de.lproj/L.strings"
    // 4 GiB and 29 bytes, all but the first line a hole: 32-bit offsets would wrap to 29.
    let size: off_t = 4_294_967_296 + 29
    #expect(truncate(huge, size) == 0)

    let result = try CommandRunner.run(["format", folder.path])
    #expect(result.status == 1)
    #expect(
      result.standardError.contains(
        "skipped: \(huge):1:1: the file is 4295 MB, larger than the limit of 256 MB; not read "
          + "(--max-file-size sets the limit)"))
    var status = stat()
    #expect(stat(huge, &status) == 0 && status.st_size == size)
    // The rest of the project was formatted.
    #expect(try folder.read("en.lproj/L.strings") == Array("\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8))

    let lint = try CommandRunner.run(["lint", folder.path])
    #expect(lint.status == 1)
    #expect(lint.standardOutput.contains("\(huge):1:1: error: the file is 4295 MB"))
  }

  @Test("--max-file-size lowers the limit; out of range is a usage error")
  func fileSizeOption() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/L.strings": "\"a\" = \"A\";\n",
      "de.lproj/L.strings": "\"a\" = \"" + String(repeating: "x", count: 1_500_000) + "\";\n",
    ])
    let refused = try CommandRunner.run(["stats", "--max-file-size", "1", folder.path])
    #expect(refused.status == 0)
    #expect(
      refused.standardError.contains(
        "skipped: \(folder.path)/de.lproj/L.strings:1:1: the file is 1.5 MB, larger than the "
          + "limit of 1 MB; not read (--max-file-size sets the limit) (not counted)"))
    #expect(try CommandRunner.run(["lint", "--max-file-size", "2", folder.path]).status == 0)

    for value in ["0", "2148", "-1"] {
      let usage = try CommandRunner.run(["lint", "--max-file-size=\(value)", folder.path])
      #expect(usage.status == 2)
      #expect(usage.standardError.contains("--max-file-size must be from 1 to 2147 (MB)"))
    }
  }

  @Test("--max-depth raises and lowers the nesting limit of every reader")
  func depthOption() throws {
    func nested(_ depth: Int) -> String {
      "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\"k\":{\"x\":"
        + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}}}"
    }
    let folder = try TestSupport.fixture(["L.xcstrings": nested(300)])
    let standard = try CommandRunner.run(["lint", "--format", "json", folder.path])
    #expect(standard.standardOutput.contains("nested deeper than 128 levels"))
    let raised = try CommandRunner.run(["lint", "--max-depth", "1024", folder.path])
    #expect(!raised.standardOutput.contains("nested deeper"))
    #expect(!raised.standardOutput.contains("parse-error"))

    let plist = try TestSupport.fixture([
      "en.lproj/P.stringsdict": "<?xml version=\"1.0\"?><plist version=\"1.0\">"
        + String(repeating: "<array>", count: 20) + String(repeating: "</array>", count: 20)
        + "</plist>"
    ])
    let lowered = try CommandRunner.run(["lint", "--max-depth", "8", plist.path])
    #expect(lowered.standardOutput.contains("P.stringsdict:1:"))
    #expect(lowered.standardOutput.contains("nested deeper than 8 levels"))
    let usage = try CommandRunner.run(["lint", "--max-depth", "5000", plist.path])
    #expect(usage.status == 2)
    #expect(usage.standardError.contains("--max-depth must be from 8 to 1024"))
  }
}
