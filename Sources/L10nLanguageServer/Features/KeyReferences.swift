import L10nCheck
import L10nModel

/// `textDocument/references` on a key, in code or in a localization file: every use of it in
/// the code the scan read whose table is the key's (a key of the same name in another table is
/// another key), and its entries when the declaration is asked for.
package enum KeyReferences {
  /// The uses of the key at `position` of `document`.
  ///
  /// `bufferReferences` are the scans of unsaved buffers (by path), which replace the
  /// snapshot's references of those files. `openDocuments` (by URI) give the unsaved
  /// texts of open files.
  package static func locations(
    in document: TextDocument, at position: LSPPosition, encoding: PositionEncoding,
    snapshot: WorkspaceSnapshot, includeDeclaration: Bool,
    openDocuments: [String: TextDocument] = [:], bufferReferences: [String: [CodeReference]] = [:]
  ) -> [LSPLocation] {
    guard
      let site = KeyAtPosition.key(
        in: document, at: position, encoding: encoding, snapshot: snapshot)
    else { return [] }
    var texts = FileTexts(open: openDocuments)
    var locations =
      includeDeclaration
      ? KeyDefinition.entries(
        of: site, path: document.path, snapshot: snapshot, encoding: encoding, texts: &texts)
      : []
    // The scans of unsaved buffers replace what the snapshot's scan found in their files.
    let buffers = bufferReferences.values.joined().filter { reference in
      reference.key.description == site.key && (site.table == nil || reference.table == site.table)
    }
    let rescanned = Set(bufferReferences.keys.map(LookupIndex.standardized))
    let saved = uses(of: site, path: document.path, snapshot: snapshot).filter {
      !rescanned.contains(LookupIndex.standardized($0.path))
    }
    for reference in (saved + buffers).sorted(by: {
      ($0.path, $0.location) < ($1.path, $1.location)
    }) {
      let found = texts.location(
        of: reference.location, in: reference.path, encoding: encoding, token: true)
      if !locations.contains(found) { locations.append(found) }
    }
    return locations
  }

  /// The scan's references of a site's key in its table, in file order: by the key as written,
  /// and by the rows the usage index matched (keys with interpolations).
  static func uses(of site: KeySite, path: String?, snapshot: WorkspaceSnapshot)
    -> [CodeReference]
  {
    guard let usage = snapshot.usage else { return [] }
    let project = snapshot.project
    let lookup = snapshot.lookup
    let tables = site.table.map { [$0] } ?? Array(lookup.gridsByName.keys)
    var indexes = Set(tables.flatMap { lookup.references(key: site.key, table: $0) })
    for row in lookup.rows(of: site, path: path, project: project) {
      let table = String(project.grids[row.grid].table.name)
      let matched = usage.references(KeyUsageIndex.Row(grid: row.grid, row: row.row))
      for reference in matched where reference.table == table || reference.table == nil {
        indexes.formUnion(lookup.references(key: reference.key.description, table: table))
      }
    }
    return indexes.sorted().map { usage.usage.references[$0] }
      .sorted { ($0.path, $0.location) < ($1.path, $1.location) }
  }
}
