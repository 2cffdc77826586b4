import Foundation
import L10nTestSupport
import Testing

/// `extract --rewrite`: every text `hardcoded-string` reports rewritten in the source and its
/// key added, through the write gate, all or nothing; `--dry-run` prints the diffs.
@Suite("extract --rewrite")
struct ExtractRewriteTests {
  static let table = "Resources/en.lproj/Localizable.strings"
  static let source = "Sources/Setup.swift"

  /// The project, its settings choosing `String(localized:)` (a `.strings` table and code
  /// using no form would get `NSLocalizedString`).
  static func project(_ swift: String) -> [String: String] {
    [
      table: "\"Cancel\" = \"Cancel\";\n", source: swift,
      "Resources/.l10nedit.json": #"{"localizingForm": "String(localized:)"}"#,
    ]
  }

  static let swift = #"""
    import UIKit

    func configure(_ label: UILabel, button: UIButton, name: String) {
      label.text = "Tap to start"
      button.setTitle("Hello " + name, for: .normal)
    }

    """#

  @Test(
    "--dry-run prints the diffs and writes nothing; the rewrite writes; a second run is a no-op")
  func rewrite() throws {
    let folder = try TestSupport.fixture(Self.project(Self.swift))
    let dry = try CommandRunner.run(
      ["extract", "--rewrite", "--dry-run", "--sources", "Sources", "Resources"], in: folder.url)
    #expect(dry.status == 0)
    #expect(
      dry.standardOutput.contains(
        #"+  label.text = String(localized: "Tap to start", comment: ".text in Setup")"#))
    #expect(dry.standardOutput.contains(#"+"Hello %@" = "Hello %@";"#))
    #expect(try folder.read(Self.source) == Array(Self.swift.utf8))
    let run = try CommandRunner.run(
      ["extract", "--rewrite", "--sources", "Sources", "Resources"], in: folder.url)
    #expect(run.status == 0, "\(run.standardError)")
    let rewritten = String(decoding: try folder.read(Self.source), as: UTF8.self)
    #expect(
      rewritten.contains(
        #"button.setTitle(String(localized: "Hello \(name)", comment: "setTitle(_:) in Setup"), for: .normal)"#
      ))
    let table = String(decoding: try folder.read(Self.table), as: UTF8.self)
    #expect(table.contains("/* .text in Setup */\n\"Tap to start\" = \"Tap to start\";"))
    let again = try CommandRunner.run(
      ["extract", "--rewrite", "--check", "--sources", "Sources", "Resources"], in: folder.url)
    #expect(again.status == 0, "\(again.standardOutput)")
  }

  @Test("a source file linked from outside the scanned folder is refused, nothing written")
  func symlinkOutside() throws {
    let outside = try TestSupport.fixture(["Elsewhere.swift": Self.swift])
    let folder = try TestSupport.fixture([Self.table: "\"Cancel\" = \"Cancel\";\n"])
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent(Self.source).path,
      withDestinationPath: outside.url.appendingPathComponent("Elsewhere.swift").path)
    let tableBefore = try folder.read(Self.table)
    let run = try CommandRunner.run(
      ["extract", "--rewrite", "--sources", "Sources", "Resources"], in: folder.url)
    #expect(run.status == 2)
    #expect(run.standardError.contains("error: nothing written"), "\(run.standardError)")
    #expect(try outside.read("Elsewhere.swift") == Array(Self.swift.utf8))
    #expect(try folder.read(Self.table) == tableBefore)
  }

  @Test("a file that is not UTF-8 is refused with the place; a path with .. is rewritten")
  func hostilePaths() throws {
    var bytes = Array("// \u{1}".utf8) + [0xFF, 0x0A]
    bytes += Array(Self.swift.utf8)
    let folder = try TestSupport.fixture(Self.project(Self.swift))
    try folder.write(bytes, to: "Sources/Broken.swift")
    let run = try CommandRunner.run(
      ["extract", "--rewrite", "--sources", "Sources/../Sources", "Resources"], in: folder.url)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardError.contains(
        "refused: Sources/../Sources/Broken.swift:5:16: the file is not UTF-8: nothing in it is rewritten"
      ))
    #expect(try folder.read("Sources/Broken.swift") == bytes)
    #expect(
      String(decoding: try folder.read(Self.source), as: UTF8.self).contains(
        #"String(localized: "Tap to start""#))
  }
}
