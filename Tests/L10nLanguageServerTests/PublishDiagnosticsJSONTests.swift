import Foundation
import Testing

@testable import L10nLanguageServer

/// The publishDiagnostics notification written by hand says what `JSONEncoder` writes.
@Suite struct PublishDiagnosticsJSONTests {
  static func diagnostic(_ message: String, code: String?, data: LSPDiagnosticData?)
    -> LSPDiagnostic
  {
    LSPDiagnostic(
      range: LSPRange(
        start: LSPPosition(line: 3, character: 7), end: LSPPosition(line: 4, character: 0)),
      severity: .warning, code: code, message: message, data: data)
  }

  @Test("the same JSON as the encoder's, escapes, non-ASCII, missing members and all")
  func sameAsEncoder() throws {
    let messages = [
      "\"key\" in de has \"quotes\" and a \\ backslash",
      "a\nnew line, a\ttab, a \r return, \u{1} and \u{1F} controls, DEL \u{7F}",
      "é😀中 in ar: «مرحبا» / a slash", "",
    ]
    var diagnostics: [LSPDiagnostic] = []
    for (index, message) in messages.enumerated() {
      diagnostics.append(
        Self.diagnostic(
          message, code: index % 2 == 0 ? "format-mismatch" : nil,
          data: index % 3 == 0
            ? LSPDiagnosticData(key: "k\"\u{2}ey", table: "Resources/Localizable", language: "de")
            : nil))
    }
    for params in [
      LSPPublishDiagnosticsParams(
        uri: "file:///p/de.lproj/Localizable.strings", version: 12, diagnostics: diagnostics),
      LSPPublishDiagnosticsParams(uri: "file:///p/a%20b.swift", version: nil, diagnostics: []),
    ] {
      let written = RPCOutgoing.publishDiagnostics(params)
      let encoded = try RPCOutgoing.notification("textDocument/publishDiagnostics", params)
      let mine = try JSONSerialization.jsonObject(with: written) as? NSDictionary
      let theirs = try JSONSerialization.jsonObject(with: encoded) as? NSDictionary
      #expect(mine != nil)
      #expect(mine == theirs)
    }
  }
}
