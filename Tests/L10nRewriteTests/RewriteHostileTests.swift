import Foundation
import L10nCheck
import L10nModel
import L10nRewrite
import Testing

/// Hostile sources for the planner: escapes and bidi controls, deep nesting, a big file, bytes
/// that are not what the scan saw.
@Suite struct RewriteHostileTests {
  @Test("escapes and bidi controls: the key gets the decoded text, the source keeps its escapes")
  func escapes() throws {
    let result = try RewriteHarness.run(
      #"""
      import SwiftUI
      import UIKit

      struct V: View {
        let name: String
        var body: some View { Text("Say \"hi\"\t\u{202E}" + name) }
      }
      func f(_ label: UILabel) { label.text = "Line\nnext \u{1F600}\u{2067}x" }
      """#)
    #expect(
      result.lines(containing: "Text(") == [
        #"var body: some View { Text("Say \"hi\"\t\u{202E}\(name)") }"#
      ])
    #expect(
      result.lines(containing: "label.text") == [
        #"func f(_ label: UILabel) { label.text = String(localized: "Line\nnext \u{1F600}\u{2067}x", comment: ".text in SettingsView") }"#
      ])
    #expect(
      result.added == [
        "Say \"hi\"\t\u{202E}%@ = Say \"hi\"\t\u{202E}%@ // SwiftUI Text in SettingsView",
        "Line\nnext \u{1F600}\u{2067}x = Line\nnext \u{1F600}\u{2067}x // .text in SettingsView",
      ])
  }

  @Test("a text deep in closures is rewritten; the comment of a hostile file name is inert")
  func deepNesting() throws {
    let depth = 100
    let source =
      "import UIKit\nfunc f(_ label: UILabel) {\n"
      + String(repeating: "run {\n", count: depth) + "label.text = \"Deep down\"\n"
      + String(repeating: "}\n", count: depth) + "}\n"
    let result = try RewriteHarness.run(source, path: "Sources/Odd\"\u{202E}Name.swift")
    #expect(
      result.lines(containing: "label.text") == [
        #"label.text = String(localized: "Deep down", comment: ".text in Odd\"Name")"#
      ])
  }

  @Test("a big file's texts are planned and applied in time linear in it")
  func bigFile() throws {
    // The candidates as a scan gives them (a scan of thousands of lines costs seconds in a
    // debug build; the planner is what is timed).
    func plan(lines: Int) throws -> Duration {
      var source = Array("import UIKit\nfunc f(_ l: UILabel) {\n".utf8)
      var texts: [HardcodedText] = []
      for line in 0..<lines {
        let prefix = Array("  l.text = ".utf8)
        let literal = Array("\"Text number \(line) here\"".utf8)
        let start = source.count + prefix.count
        texts.append(
          HardcodedText(
            path: "Big.swift", location: SourceLocation(line: line + 3, column: 12),
            utf8Range: start..<(start + literal.count), text: "Text number \(line) here",
            position: ".text", shape: .literal))
        source += prefix + literal + [0x0A]
      }
      source += Array("}\n".utf8)
      let clock = ContinuousClock()
      var best: Duration?
      for _ in 0..<3 {
        var planner = RewritePlanner(form: .stringLocalized, keyStyle: .text)
        let start = clock.now
        let rewrites = try texts.map { try planner.plan($0, in: source) }
        #expect(source.applying(rewrites).count > source.count)
        best = min(best ?? .seconds(1_000), clock.now - start)
      }
      return best ?? .zero
    }
    let small = try plan(lines: 1_000)
    let large = try plan(lines: 10_000)
    #expect(large < small * 30, "1,000 lines: \(small), 10,000 lines: \(large)")
  }

  @Test("bytes that are not what the scan saw are refused, never rewritten")
  func changedBytes() throws {
    let text = HardcodedText(
      path: "A.swift", location: SourceLocation(line: 1, column: 14), utf8Range: 13..<19,
      text: "Hello", position: ".text", shape: .literal)
    var planner = RewritePlanner(form: .stringLocalized, keyStyle: .text)
    for source in ["label.text = Hello!;", "x", "label.text = \"Hel\u{FF}"] {
      #expect(throws: RewriteRefusal.self) {
        try planner.plan(text, in: Array(source.utf8))
      }
    }
    var invalid = Array("label.text = \"Hello\"".utf8)
    invalid[15] = 0xFF
    #expect(throws: RewriteRefusal.self) { try planner.plan(text, in: invalid) }
  }
}
