import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// Deep nesting once overflowed the stack (SIGSEGV) in every command: it is a parse error of
/// that one file now, and the rest of the project loads.
@Suite("Read limits")
struct ReadLimitsTests {
  @Test("40,000 nested JSON arrays and 30,000 nested plist arrays are parse errors, located")
  func deepFiles() throws {
    let depth = ReadLimits.standard.maximumDepth
    let folder = try TestSupport.fixture([
      "Deep.xcstrings": String(repeating: "[", count: 40_000)
        + String(repeating: "]", count: 40_000),
      "en.lproj/P.stringsdict": "<?xml version=\"1.0\"?><plist version=\"1.0\">"
        + String(repeating: "<array>", count: 30_000) + String(repeating: "</array>", count: 30_000)
        + "</plist>",
      "en.lproj/L.strings": "\"a\" = \"A\";\n",
    ])
    let project = try ProjectLoader.load(folder.path)
    let errors = project.files.compactMap(\.error).sorted { $0.path < $1.path }
    #expect(
      errors.map(\.reason) == [ReadLimits.standard.depthReason, ReadLimits.standard.depthReason])
    #expect(errors.first?.location == SourceLocation(line: 1, column: depth + 1))
    #expect(
      project.content(
        of: CellID(table: TableID("L"), key: LocalizationKey("a"), language: .english)
      ).text == "A")
  }

  @Test("nesting up to the limit reads")
  func atTheLimit() throws {
    let text =
      String(repeating: "[", count: ReadLimits.standard.maximumDepth)
      + String(repeating: "]", count: ReadLimits.standard.maximumDepth)
    #expect(throws: Never.self) { _ = try JSONReader.read(Array(text.utf8), path: "ok.json") }
  }
}
