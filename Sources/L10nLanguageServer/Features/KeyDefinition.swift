import L10nModel

/// `textDocument/definition` on a key: its entry in each language's file of its table (a
/// String Catalog's entry for each language it has), the source language first.
package enum KeyDefinition {
  /// The entries of the key at `position` of `document`.
  ///
  /// Empty when no key is there, or its table lacks it. `openDocuments` (by URI) give the unsaved texts of open files.
  package static func locations(
    in document: TextDocument, at position: LSPPosition, encoding: PositionEncoding,
    snapshot: WorkspaceSnapshot, openDocuments: [String: TextDocument] = [:]
  ) -> [LSPLocation] {
    guard
      let site = KeyAtPosition.key(
        in: document, at: position, encoding: encoding, snapshot: snapshot)
    else { return [] }
    var texts = FileTexts(open: openDocuments)
    return entries(
      of: site, path: document.path, snapshot: snapshot, encoding: encoding,
      texts: &texts)
  }

  /// The entries of a site's key, source language first, each place once.
  static func entries(
    of site: KeySite, path: String?, snapshot: WorkspaceSnapshot, encoding: PositionEncoding,
    texts: inout FileTexts
  ) -> [LSPLocation] {
    let project = snapshot.project
    var locations: [LSPLocation] = []
    for row in snapshot.lookup.rows(of: site, path: path, project: project) {
      var columns = project.bundleColumns(grid: row.grid)
      if let source = project.sourceColumn(ofGrid: row.grid),
        let index = columns.firstIndex(of: source)
      {
        columns.remove(at: index)
        columns.insert(source, at: 0)
      }
      for column in columns {
        guard let entry = project.grids[row.grid].entry(row: row.row, language: column),
          let location = project.location(at: entry)
        else { continue }
        let found = texts.location(
          of: location, in: project.files[Int(entry.file)].path, encoding: encoding,
          token: false)
        if !locations.contains(found) { locations.append(found) }
      }
    }
    return locations
  }
}
