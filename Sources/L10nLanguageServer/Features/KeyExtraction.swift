import L10nModel

/// Extracting a plain string literal of code into a localized key: the literal wrapped in the
/// language's localizing call, and the key added to the `Localizable` table with the literal's
/// text as its source value — the quick fix the hard-coded-strings rule offers.
///
/// The key is the text itself: Apple's default (`String(localized: "Hello")` looks up `Hello`,
/// Xcode's extraction adds it so), and the settings have no key style of their own.
package enum KeyExtraction {
  /// The table extracted keys go to.
  static let table = "Localizable"

  /// The plain string literal at `position` that no localizing call takes, if any.
  ///
  /// The UTF-8 range of the whole literal: closed, without interpolations, with a letter;
  /// Objective-C's only when it is an `@"…"` literal. A SwiftUI `Text("…")` is localized
  /// already.
  package static func literal(
    in document: TextDocument, at position: LSPPosition, encoding: PositionEncoding,
    snapshot: WorkspaceSnapshot
  ) -> Range<Int>? {
    let kind = DocumentKind(document)
    guard kind == .swift || kind == .objectiveC,
      KeyAtPosition.find(in: document, at: position, encoding: encoding, snapshot: snapshot)
        == nil
    else { return nil }
    let offset = document.utf8Offset(of: position, encoding: encoding)
    let line = document.utf8Offset(
      of: LSPPosition(line: position.line, character: 0), encoding: .utf8)
    let end = document.utf8Offset(
      of: LSPPosition(line: position.line + 1, character: 0), encoding: .utf8)
    let tokens = SourceTokens(Array(document.text.utf8), from: line, to: end)
    guard
      let literal = tokens.tokens.compactMap(\.string).first(where: {
        $0.range.lowerBound <= offset && offset <= $0.range.upperBound
      }), literal.isClosed, !literal.hasInterpolation,
      tokens.text(of: literal).contains(where: \.isLetter)
    else { return nil }
    let isObjectiveCString =
      document.text.utf8[
        document.text.utf8.index(document.text.utf8.startIndex, offsetBy: literal.range.lowerBound)]
      == UInt8(ascii: "@")
    guard (kind == .swift) != isObjectiveCString else { return nil }
    return literal.range
  }

  /// The edit extracting the literal spanning `range` (UTF-8) of `document`: Swift's
  /// `"Hello"` becomes `String(localized: "Hello")`, Objective-C's `@"Hello"`
  /// `NSLocalizedString(@"Hello", nil)`; the key is added to `Localizable` (unless it has it).
  ///
  /// Refused when the project has no `Localizable` table with a source-language file (creating
  /// files is not a text edit), or several, or the literal is not a plain one.
  package static func edit(
    extracting range: Range<Int>, in document: TextDocument, snapshot: WorkspaceSnapshot,
    encoding: PositionEncoding, openDocuments: [TextDocument]
  ) throws(EditRefusal) -> LSPWorkspaceEdit {
    let bytes = Array(document.text.utf8)
    let tokens = SourceTokens(bytes, from: range.lowerBound, to: range.upperBound)
    guard let literal = tokens.tokens.first?.string, literal.range == range, literal.isClosed,
      !literal.hasInterpolation
    else { throw EditRefusal("there is no plain string literal here") }
    let key = LocalizationKey(tokens.text(of: literal))
    let tables = snapshot.project.grids.map(\.table).filter { $0.name == Self.table }
    guard let table = tables.first else {
      throw EditRefusal("the project has no \(Self.table) table to add the key to")
    }
    guard tables.count == 1 else {
      throw EditRefusal(
        "the project has \(tables.count) \(Self.table) tables: add the key where it belongs")
    }
    let written = String(decoding: bytes[range], as: UTF8.self)
    let call =
      bytes[range.lowerBound] == UInt8(ascii: "@")
      ? "NSLocalizedString(\(written), nil)" : "String(localized: \(written))"
    var edit = LSPWorkspaceEdit()
    let grid = snapshot.project.gridIndex(of: table)
    if grid.flatMap({ snapshot.project.grids[$0].row(of: key) }) == nil {
      edit = try LocalizationFileEdits.workspaceEdit(
        applying: [.extractKey(table, key, value: nil, comment: nil)], in: snapshot,
        openDocuments: openDocuments, encoding: encoding)
    }
    edit.changes[document.uri, default: []].append(
      LSPTextEdit(range: document.range(utf8: range, encoding: encoding), newText: call))
    return edit
  }
}
