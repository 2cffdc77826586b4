import Foundation
import L10nCheck
import L10nModel
import L10nRewrite
import L10nScan
import L10nSwiftScan
import L10nTestSupport
import SwiftParser
import SwiftSyntax
import Testing

/// One file rewritten as `extract --rewrite` does, in process: scanned, the rule's findings
/// planned, the edits applied to the source and the project; then checked as the issue asks —
/// the rewritten Swift parses, the project lints clean for those texts (no hard-coded string,
/// no key not found), and a second run plans nothing.
struct RewriteHarness {
  /// The rewritten source.
  var source: String
  /// `key = value // comment` of each entry added, in order.
  var added: [String]
  /// The refusals.
  var refused: [String]

  /// Rewrites `text` at `path`, the keys going to `table` (`en.lproj/<table>.strings`, holding
  /// `strings`).
  static func run(
    _ text: String, path: String = "Sources/SettingsView.swift", strings: String = "",
    form: LocalizingForm = .stringLocalized, keyStyle: KeyStyle = .text, routine: String? = nil,
    accessors: (any AccessorNaming)? = nil, table: String = "Localizable"
  ) throws -> RewriteHarness {
    let folder = try TestSupport.fixture(["en.lproj/\(table).strings": strings])
    var project = try folder.load()
    let bytes = Array(text.utf8)
    let usage = scan(path: path, bytes: bytes)
    var planner = RewritePlanner(
      form: form, keyStyle: keyStyle, table: table,
      existing: RewritePlanner.entries(of: table, in: project))
    planner.routine = routine
    planner.accessors = accessors
    var rewrites: [Rewrite] = []
    var refused: [String] = []
    for text in HardcodedStringRule().reported(usage.hardcodedTexts) {
      do {
        rewrites.append(try planner.plan(text, in: bytes))
      } catch {
        refused.append(error.description)
      }
    }
    let rewritten = bytes.applying(rewrites)
    let grid = try #require(project.grids.first { $0.table.name == table })
    _ = try project.apply(rewrites.compactMap { $0.cellEdit(in: grid.table) })
    let source = String(decoding: rewritten, as: UTF8.self)
    if !path.hasSuffix(".m") {
      var text = source
      // As deep as the scanner parses (the debug parser's default stops at 20 levels).
      let tree = text.withUTF8 {
        Parser.parse(source: $0, maximumNestingLevel: SwiftScanner.maximumNestingLevel)
      }
      #expect(!tree.hasError, "the rewritten Swift does not parse:\n\(source)")
    }
    // Lints clean for what was rewritten, and a second run changes nothing.
    let again = scan(path: path, bytes: rewritten)
    let findings = Linter().checkReferences(
      KeyUsageIndex(project: project, usage: again), in: project
    ).filter { [HardcodedStringRule.id, KeyNotFoundRule.id].contains($0.ruleID) }
    #expect(
      findings.count == refused.count, "\(findings.map { "\($0.location) \($0.message)" })")
    return RewriteHarness(
      source: source,
      added: rewrites.filter(\.addsEntry).map {
        "\($0.key.text) = \($0.value) // \($0.comment)"
      }, refused: refused)
  }

  static func scan(path: String, bytes: [UInt8]) -> CodeUsage {
    let text = String(decoding: bytes, as: UTF8.self)
    return path.hasSuffix(".m")
      ? ObjCScanner(routines: LocalizingRoutines()).scan([(path, text)])
      : SwiftScanner(routines: LocalizingRoutines()).scan(path: path, text: text)
  }

  /// The rewritten source's lines holding `marker`… (the lines that changed, for asserting).
  func lines(containing marker: String) -> [String] {
    source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      $0.contains(marker)
    }
  }
}
