import L10nCheck
import L10nFormats
import L10nGen
import L10nModel
import L10nRewrite

/// Extracting a string literal of code into a localized key — the quick fix the
/// hard-coded-strings rule offers — planned by `extract --rewrite`'s `RewritePlanner`: the
/// literal (or the expression built from it) in the project's localizing form and key style,
/// and the key added to the `Localizable` table with a comment naming the UI element.
package enum KeyExtraction {
  /// The table extracted keys go to.
  static let table = "Localizable"

  /// The plain string literal at `position` that no localizing call takes, if any.
  ///
  /// The UTF-8 range of the whole literal: closed, with a letter;
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
      }), literal.isClosed, tokens.text(of: literal).contains(where: \.isLetter)
    else { return nil }
    let isObjectiveCString =
      document.text.utf8[
        document.text.utf8.index(document.text.utf8.startIndex, offsetBy: literal.range.lowerBound)]
      == UInt8(ascii: "@")
    guard (kind == .swift) != isObjectiveCString else { return nil }
    return literal.range
  }

  /// The edit extracting the literal spanning `range` (UTF-8) of `document`, planned as
  /// `extract --rewrite` plans it (`RewritePlanner`): the text `hardcoded-string` reports
  /// there (a concatenation, a `String(format:)`, a `let` SwiftUI shows, `Text(verbatim:)`)
  /// when the snapshot's scan has it and the buffer still holds its bytes, else the literal
  /// alone; in the project's localizing form and key style, the key added to `Localizable`
  /// (unless it has it with that value).
  ///
  /// Refused when the project has no `Localizable` table with a source-language file (creating
  /// files is not a text edit), or several, or the literal cannot be rewritten losslessly.
  package static func edit(
    extracting range: Range<Int>, in document: TextDocument, snapshot: WorkspaceSnapshot,
    encoding: PositionEncoding, openDocuments: [TextDocument]
  ) throws(EditRefusal) -> LSPWorkspaceEdit {
    let bytes = Array(document.text.utf8)
    let tokens = SourceTokens(bytes, from: range.lowerBound, to: range.upperBound)
    guard let path = document.path, let literal = tokens.tokens.first?.string,
      literal.range == range, literal.isClosed
    else { throw EditRefusal("there is no string literal here") }
    let tables = snapshot.project.grids.map(\.table).filter { $0.name == Self.table }
    guard let table = tables.first else {
      throw EditRefusal("the project has no \(Self.table) table to add the key to")
    }
    guard tables.count == 1 else {
      throw EditRefusal(
        "the project has \(tables.count) \(Self.table) tables: add the key where it belongs")
    }
    let text =
      reported(at: range.lowerBound, path: path, bytes: bytes, snapshot: snapshot)
      ?? candidate(literal, path: path, in: document, tokens: tokens, bytes: bytes)
    var planner = RewritePlanner(
      project: snapshot.project, usage: snapshot.usage?.usage ?? CodeUsage(), table: Self.table,
      form: snapshot.settings.localizingForm.flatMap(LocalizingForm.init(rawValue:)),
      keyStyle: snapshot.settings.keyStyle.flatMap(KeyStyle.init(rawValue:)))
    if planner.form == .generated {
      planner.accessors = GeneratedAccessorNaming.referenced(
        in: snapshot.usage?.usage ?? CodeUsage(), project: snapshot.project)
    }
    let rewrite: Rewrite
    do throws(RewriteRefusal) {
      rewrite = try planner.plan(text, in: bytes)
    } catch {
      throw EditRefusal(error.reason)
    }
    var edit = LSPWorkspaceEdit()
    if let cellEdit = rewrite.cellEdit(in: table) {
      edit = try LocalizationFileEdits.workspaceEdit(
        applying: [cellEdit], in: snapshot, openDocuments: openDocuments, encoding: encoding)
    }
    edit.changes[document.uri, default: []].append(
      LSPTextEdit(
        range: document.range(utf8: rewrite.range, encoding: encoding),
        newText: rewrite.replacement))
    return edit
  }

  /// The text `hardcoded-string` reports starting at `offset` of the file at `path`, when the
  /// buffer holds the bytes the scan saw there (the saved file's).
  private static func reported(
    at offset: Int, path: String, bytes: [UInt8], snapshot: WorkspaceSnapshot
  ) -> HardcodedText? {
    guard
      let text = snapshot.usage?.usage.hardcodedTexts.first(where: {
        $0.path == path && $0.utf8Range.lowerBound == offset
      }),
      !HardcodedStringRule(configuration: snapshot.configuration).reported([text]).isEmpty,
      let saved = try? FileSystem.read(path), text.utf8Range.upperBound <= saved.count,
      text.utf8Range.upperBound <= bytes.count,
      saved[text.utf8Range].elementsEqual(bytes[text.utf8Range])
    else { return nil }
    return text
  }

  /// The literal as a candidate of its own (no position known): its text and, in Swift, its
  /// parts (interpolations of unknown type).
  private static func candidate(
    _ literal: SourceTokens.StringLiteral, path: String, in document: TextDocument,
    tokens: SourceTokens, bytes: [UInt8]
  ) -> HardcodedText {
    let isObjectiveC = bytes[literal.range.lowerBound] == UInt8(ascii: "@")
    let location = document.location(
      of: document.range(utf8: literal.range, encoding: .utf8).start, encoding: .utf8)
    var text = HardcodedText(
      path: path, location: location, utf8Range: literal.range,
      text: tokens.text(of: literal), hasInterpolations: literal.hasInterpolation,
      position: "text", shape: .literal, isObjectiveC: isObjectiveC)
    if !isObjectiveC { text.parts = LiteralParts.parts(of: literal, in: bytes) }
    return text
  }
}
