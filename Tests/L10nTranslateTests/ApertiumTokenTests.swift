import Foundation
import Testing

@testable import L10nTranslate

/// The `apertium` executable on `PATH`, if any.
private let apertium: String? = {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  return path.split(separator: ":").map { "\($0)/apertium" }.first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
}()

/// The token shape (`MaskToken`) through a real provider.
///
/// Debian's apertium with its English–Spanish and English–Catalan pairs (installed by
/// `.ci/run`), on sentences with tokens at the start and end, side by side, inside a word and
/// after punctuation: every translation must restore.
@Suite(.enabled(if: apertium != nil, "apertium is not installed: skipped"))
struct ApertiumTokenTests {

  static let sources = [
    "%@ was moved to the Trash.",
    "Delete the selected file %@?",
    "Copy %1$@ to %2$@",
    "Saved %@%@ in the folder.",
    "Tap **Done** to save your changes.",
    "Read the [user guide](https://example.com/guide) before you start.",
    "Open <b>Settings</b> and choose a theme.",
    "You have %lld new messages from %@.",
    "Visit https://example.com/help, or write to support@example.com.",
    "File%@ opened",
    "Downloaded %d%% of the update.",
    "Start a timer in ${applicationName}",
    "You have ^[%lld new file](inflect: true).",
    "Error: %@",
    "\"%@\" could not be opened because it is in use.",
    "Run `make install` first, then *restart* the app.",
  ]

  /// The translation of `lines` by `apertium -u PAIR`, a line for each line.
  private func translate(_ lines: [String], pair: String) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(apertium))
    process.arguments = ["-u", pair]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .prefix(lines.count).map(String.init)
  }

  @Test(arguments: ["eng-spa", "eng-cat"])
  func everyTokenSurvives(pair: String) throws {
    let masked = Self.sources.map { Masking.mask($0) }
    let translations = try translate(masked.map(\.text), pair: pair)
    try #require(translations.count == masked.count)
    for (index, translation) in translations.enumerated() {
      let restored = Masking.restore(translation, of: masked[index])
      #expect(
        (try? restored.get()) != nil,
        "\(pair): \(Self.sources[index]) → \(translation): \(restored)")
    }
  }
}
