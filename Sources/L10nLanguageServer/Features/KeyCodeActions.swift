import L10nModel

/// The code actions of localization (`textDocument/codeAction`): add a key that code uses and
/// its table lacks (the quick fix of `key-not-found`), and extract a plain string literal into
/// a localized key (the preferred quick fix of a `hardcoded-string` finding on it).
package enum KeyCodeActions {
  /// The actions for `range` of `document`.
  ///
  /// `diagnostics` are those the client sends with the request (the range's); an action that
  /// cannot be made is not offered.
  package static func actions(
    _ snapshot: WorkspaceSnapshot, document: TextDocument, range: LSPRange,
    diagnostics: [LSPDiagnostic], encoding: PositionEncoding, openDocuments: [TextDocument]
  ) -> [LSPCodeAction] {
    guard let path = document.path, DocumentURI.path(path, isInside: snapshot.root) else {
      return []
    }
    var actions: [LSPCodeAction] = []
    for diagnostic in diagnostics where diagnostic.code == "key-not-found" {
      actions += addKey(
        snapshot, document: document, diagnostic: diagnostic, encoding: encoding,
        openDocuments: openDocuments)
    }
    if let literal = KeyExtraction.literal(
      in: document, at: range.start, encoding: encoding, snapshot: snapshot),
      let edit = try? KeyExtraction.edit(
        extracting: literal, in: document, snapshot: snapshot, encoding: encoding,
        openDocuments: openDocuments)
    {
      // The fix of a `hardcoded-string` finding on that literal; else a refactoring offered on
      // any plain literal.
      let finding = diagnostics.first {
        $0.code == "hardcoded-string"
          && document.utf8Offset(of: $0.range.start, encoding: encoding) == literal.lowerBound
      }
      actions.append(
        LSPCodeAction(
          title: "Extract into a localized key",
          kind: finding == nil ? "refactor.extract" : "quickfix",
          diagnostics: finding.map { [$0] }, isPreferred: finding.map { _ in true }, edit: edit))
    }
    return actions
  }

  /// "Add KEY to TABLE" for a `key-not-found` diagnostic: the key added to the source language's
  /// file of each table of that name as `extract` adds it (a String Catalog as Xcode's
  /// extraction does), with the call's value and comment.
  private static func addKey(
    _ snapshot: WorkspaceSnapshot, document: TextDocument, diagnostic: LSPDiagnostic,
    encoding: PositionEncoding, openDocuments: [TextDocument]
  ) -> [LSPCodeAction] {
    guard let data = diagnostic.data, !data.key.isEmpty, !data.table.isEmpty else { return [] }
    let key = data.key
    let call = reference(at: diagnostic.range.start, in: document, encoding: encoding, snapshot)
    // The table's path (a finding of a localization file), or the name a call gives.
    let tables = snapshot.project.grids.map(\.table).filter {
      $0.path == data.table || $0.name == data.table
    }
    return tables.compactMap { table in
      let edit = try? LocalizationFileEdits.workspaceEdit(
        applying: [
          .extractKey(table, LocalizationKey(key), value: call?.value, comment: call?.comment)
        ], in: snapshot, openDocuments: openDocuments, encoding: encoding)
      guard let edit, !edit.changes.isEmpty else { return nil }
      let title =
        "Add \(Quoted.text(key)) to \(table.name)" + (tables.count > 1 ? " (\(table.path))" : "")
      return LSPCodeAction(
        title: title, kind: "quickfix", diagnostics: [diagnostic], isPreferred: tables.count == 1,
        edit: edit)
    }
  }

  /// The scan's reference whose literal starts at `position`, for its value and comment.
  private static func reference(
    at position: LSPPosition, in document: TextDocument, encoding: PositionEncoding,
    _ snapshot: WorkspaceSnapshot
  ) -> CodeReference? {
    guard let path = document.path, let usage = snapshot.usage?.usage else { return nil }
    let place = CodeReference.Place(
      path: path, location: document.location(of: position, encoding: encoding))
    return snapshot.lookup.references(at: place).first.map { usage.references[$0] }
  }
}
