/// `textDocument/inlayHint`: each key's source value after its literal.
///
/// After each key literal in a localizing position, ` = "Settings"`, cut and inert. The server leaves them out when the client's
/// `initializationOptions.inlayHints` is `false`.
package enum KeyInlayHints {
  /// The most characters of a value shown.
  package static let limit = 40

  /// The hints of the keys whose literals start in `range` of `document`.
  package static func hints(
    in document: TextDocument, range: LSPRange, encoding: PositionEncoding,
    snapshot: WorkspaceSnapshot
  ) -> [LSPInlayHint] {
    let project = snapshot.project
    return KeyAtPosition.sites(in: document, range: range, encoding: encoding, snapshot: snapshot)
      .compactMap { site in
        guard let literal = site.literal, literal.isClosed,
          let row = snapshot.lookup.rows(of: site, path: document.path, project: project).first,
          let value = KeyRowSummary.sourceValue(row, in: project)
        else { return nil }
        return LSPInlayHint(
          position: document.position(ofUTF8Offset: literal.range.upperBound, encoding: encoding),
          label: "= \"\(MarkdownText.plain(value, limit: limit))\"", paddingLeft: true)
      }
  }
}
