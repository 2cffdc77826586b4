import Foundation
import Testing

/// The public API held to its checked-in list.
///
/// The public API of the library products (`L10nModel`, `L10nFormats`, `L10nGrammar`) as the
/// compiler sees it, held to the lists checked in at `Documentation/Development/PublicAPI/`:
/// a symbol made public (or `@_spi(Fuzzing) public`) without its line there fails, and so does
/// a line whose symbol is gone. The lists come from `swift symbolgraph-extract` on the modules
/// `swift build` made; `L10NEDIT_RECORD=1 swift test --skip-build --filter PublicAPITests`
/// writes them again (see Documentation/Development/Architecture.md#the-api-boundary).
@Suite("the public API as listed")
struct PublicAPITests {
  /// The library products, whose public declarations are the API.
  static let products = [
    "L10nModel", "L10nFormats", "L10nGrammar", "L10nTranslate", "L10nLanguageServer",
  ]

  @Test("each library product's public API is its checked-in list", arguments: products)
  func publicAPI(module: String) throws {
    let listed = CommandRunner.packageRoot
      .appendingPathComponent("Documentation/Development/PublicAPI/\(module).txt")
    let actual = try SymbolGraph.publicAPI(of: module)
    if ProcessInfo.processInfo.environment["L10NEDIT_RECORD"] == "1" {
      try Data(actual.utf8).write(to: listed)
      return
    }
    let expected = (try? String(contentsOf: listed, encoding: .utf8)) ?? ""
    let added = Self.lines(actual, notIn: expected)
    let removed = Self.lines(expected, notIn: actual)
    #expect(
      added.isEmpty && removed.isEmpty,
      """
      \(module)'s public API is not Documentation/Development/PublicAPI/\(module).txt: \
      \(added.count) added, \(removed.count) gone. A symbol no program outside this package \
      needs is `package`; a fuzz target's is `@_spi(Fuzzing) public`; for one that belongs to \
      the API, write the lists again with \
      `L10NEDIT_RECORD=1 swift test --skip-build --filter PublicAPITests`.
      added:
      \(added.map { "  " + $0 }.joined(separator: "\n"))
      gone:
      \(removed.map { "  " + $0 }.joined(separator: "\n"))
      """)
  }

  /// The lines of `text` that `other` lacks, each as often as `text` has it more often.
  static func lines(_ text: String, notIn other: String) -> [String] {
    var counts: [Substring: Int] = [:]
    for line in other.split(separator: "\n") { counts[line, default: 0] += 1 }
    return text.split(separator: "\n").compactMap { line in
      counts[line, default: 0] -= 1
      return counts[line, default: 0] < 0 ? String(line) : nil
    }
  }

  @Test("no module but the library products declares anything public")
  func onlyProductsArePublic() throws {
    let sources = CommandRunner.packageRoot.appendingPathComponent("Sources")
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
      .filter { !Self.products.contains($0) }
    var found: [String] = []
    for module in modules {
      let folder = sources.appendingPathComponent(module)
      let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
      for file in files where file.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated() where line.contains(#/^\s*(@[^ ]+ )*public /#)
        {
          found.append("Sources/\(module)/\(file):\(number + 1)")
        }
      }
    }
    #expect(found.isEmpty, "public outside the library products (make it `package`): \(found)")
  }
}
