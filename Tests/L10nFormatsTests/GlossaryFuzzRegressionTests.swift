import Foundation
import L10nFormats
import L10nModel
import Testing

/// Inputs `FuzzGlossary` found, kept: what the CSV reader reads, written back with every field
/// quoted, reads back the same.
@Suite struct GlossaryFuzzRegressionTests {
  @Test(arguments: [
    // A quoted field closed inside a line with text after it (now refused), and a quote
    // before a combining mark (one character: the writer must double it by scalars).
    "dGVybSxsYW5ndWFnZSx0cmFuc2xhdGlvbixub3RlCmZpbGUsZGUsRGF0ZWksIkFsd2F5c2V2ZXIKRFNlYz48dGV7bT48IVtDREFUQVtTZXR0aW5nc11dAQAAAAAAAAM+PC90ZXJtPjwvVGVybWc9ImhpIj48dGVyPGxhbmdTZXQgeG1sOmxhbmc9ImRlIj7gpILgpJfDp8O1ZXMgZGU6IFdpLVNlYz48dGVybT7gpLjgpYfgpJ/gpL/gpILgpJfDp8O1ZXMgZGU6IFdpLUZpLArjg5XjgqHjgqTjg6ssZW4sZmlsZSwK"
  ])
  func csvWrittenBackReadsTheSame(_ base64: String) throws {
    let bytes = try #require(Data(base64Encoded: base64).map { [UInt8]($0) })
    guard let entries = try? GlossaryReader.readCSV(bytes, path: "fuzz.csv") else { return }
    let written = GlossaryWriter.csv(entries)
    let reread = try GlossaryReader.readCSV(Array(written.utf8), path: "written.csv")
    #expect(reread.map(\.term) == entries.map(\.term))
    #expect(reread.map(\.note) == entries.map(\.note))
  }
}
