import L10nCheck
import L10nFormats
import L10nModel

/// What `textDocument/prepareRename` answers: the text a rename replaces and the name to offer.
package struct LSPPrepareRenameResult: Codable, Hashable, Sendable {
  /// The key's text in the document (a literal's content, an entry's key).
  package var range: LSPRange
  /// The key, as the rename box shows it.
  package var placeholder: String

  /// Creates a result.
  package init(range: LSPRange, placeholder: String) {
    self.range = range
    self.placeholder = placeholder
  }
}

/// Renaming a key (`textDocument/prepareRename`, `textDocument/rename`), from its use in code or
/// its entry in a localization file: one workspace edit renaming it in every language's file of
/// its table and in every literal of code that looks it up in that table.
///
/// Refused, with the reason the editor shows, where the rename could not be complete or
/// lossless: the key is also reached through an interpolation, a key pattern, a key made at run
/// time, a table read whole, a generated accessor; a file cannot be edited as text as it is.
package enum KeyRename {
  /// The key at `position` and the range of its text, for the rename box.
  package static func prepare(
    _ snapshot: WorkspaceSnapshot, document: TextDocument, position: LSPPosition,
    encoding: PositionEncoding
  ) throws(EditRefusal) -> LSPPrepareRenameResult {
    let target = try self.target(
      snapshot, document: document, position: position, encoding: encoding)
    return LSPPrepareRenameResult(
      range: document.range(utf8: target.range, encoding: encoding), placeholder: target.key.text)
  }

  /// The workspace edit renaming the key at `position` to `newName`.
  package static func rename(
    _ snapshot: WorkspaceSnapshot, document: TextDocument, position: LSPPosition,
    newName: String, encoding: PositionEncoding, openDocuments: [TextDocument]
  ) throws(EditRefusal) -> LSPWorkspaceEdit {
    let target = try self.target(
      snapshot, document: document, position: position, encoding: encoding)
    return try rename(
      target.key, in: target.table, to: newName, snapshot: snapshot,
      openDocuments: openDocuments + [document], encoding: encoding)
  }

  /// The workspace edit renaming `key` of `table` to `newName`.
  package static func rename(
    _ key: LocalizationKey, in table: TableID, to newName: String, snapshot: WorkspaceSnapshot,
    openDocuments: [TextDocument], encoding: PositionEncoding,
    readFile: @Sendable (String) -> [UInt8]? = { try? FileSystem.read($0) }
  ) throws(EditRefusal) -> LSPWorkspaceEdit {
    let newKey = LocalizationKey(newName)
    try validate(newName, replacing: key, in: table, project: snapshot.project)
    guard let index = snapshot.usage else {
      throw EditRefusal("the code is still being scanned: try the rename again in a moment")
    }
    guard let grid = snapshot.project.gridIndex(of: table),
      let row = snapshot.project.grids[grid].row(of: key)
    else { throw EditRefusal("\(table.name) has no key \(Quoted.text(key.text))") }
    try refuseHiddenUses(of: key, in: table, row: KeyUsageIndex.Row(grid: grid, row: row), snapshot)
    let open = OpenDocuments(openDocuments)
    var edit = try LocalizationFileEdits.workspaceEdit(
      applying: [.renameKey(table, key, to: newKey)], in: snapshot, openDocuments: openDocuments,
      encoding: encoding, readFile: readFile)
    let uses = index.references(KeyUsageIndex.Row(grid: grid, row: row)).filter {
      $0.table == String(table.name)
    }
    for (uri, edits) in try CodeLiteralEdits.edits(
      renaming: key.text, to: newName, at: uses, root: snapshot.root, open: open,
      encoding: encoding, readFile: readFile)
    {
      edit.changes[uri, default: []] += edits
    }
    return edit
  }

  /// The key a rename at `position` starts from, its table, and its text's range (UTF-8).
  private static func target(
    _ snapshot: WorkspaceSnapshot, document: TextDocument, position: LSPPosition,
    encoding: PositionEncoding
  ) throws(EditRefusal) -> (key: LocalizationKey, table: TableID, range: Range<Int>) {
    guard let path = document.path, DocumentURI.path(path, isInside: snapshot.root) else {
      throw EditRefusal("the document is outside the workspace")
    }
    guard
      let site = KeyAtPosition.find(
        in: document, at: position, encoding: encoding, snapshot: snapshot)
    else { throw EditRefusal("there is no localization key here") }
    guard site.role == .key else {
      throw EditRefusal("this names a table, not a key: rename the table's files instead")
    }
    if site.origin == .accessor {
      throw EditRefusal(
        "\(site.routine) is a generated accessor: rename the key \(Quoted.text(site.key)) "
          + "where it is used or defined, then regenerate the accessors (`l10nedit gen swift`)")
    }
    if site.literal?.hasInterpolation == true {
      throw EditRefusal(
        "the key \(Quoted.text(site.key)) has interpolations: rename it in its localization "
          + "file and edit the code by hand")
    }
    let table = try self.table(of: site, snapshot: snapshot)
    let range =
      site.literal?.contentRange ?? keyRange(inEntryLine: site.range, of: site.key, document)
    return (LocalizationKey(site.key), table, range)
  }

  /// The one table holding the site's key.
  private static func table(of site: KeySite, snapshot: WorkspaceSnapshot) throws(EditRefusal)
    -> TableID
  {
    if let table = site.tableID { return table }
    guard let name = site.table else {
      throw EditRefusal("the call names its table by an expression the server cannot read")
    }
    let key = LocalizationKey(site.key)
    let tables = snapshot.project.grids.filter { $0.table.name == name && $0.row(of: key) != nil }
      .map(\.table)
    guard let table = tables.first else {
      throw EditRefusal("\(name) has no key \(Quoted.text(site.key)): there is nothing to rename")
    }
    guard tables.count == 1 else {
      throw EditRefusal(
        "\(tables.count) tables named \(name) have the key \(Quoted.text(site.key)) ("
          + tables.map(\.path).joined(separator: ", ")
          + "): rename it from the entry of the table you mean")
    }
    return table
  }

  /// The key's quoted text in its entry's line (`"key" = …`, `"key" : {`), else the line.
  private static func keyRange(
    inEntryLine line: Range<Int>, of key: String, _ document: TextDocument
  )
    -> Range<Int>
  {
    let tokens = SourceTokens(Array(document.text.utf8), from: line.lowerBound, to: line.upperBound)
    guard let literal = tokens.tokens.first?.string, tokens.text(of: literal) == key else {
      return line
    }
    return literal.contentRange
  }

  /// Refuses a name that cannot be the new key.
  private static func validate(
    _ newName: String, replacing key: LocalizationKey, in table: TableID, project: Project
  ) throws(EditRefusal) {
    guard !newName.isEmpty else { throw EditRefusal("a key cannot be empty") }
    if let control = newName.unicodeScalars.first(where: {
      $0.properties.generalCategory == .control
    }) {
      throw EditRefusal(
        "a key with a control character (U+\(String(control.value, radix: 16, uppercase: true))) "
          + "is refused: type it without one")
    }
    guard newName != key.text else { throw EditRefusal("the key already has this name") }
    if let grid = project.gridIndex(of: table),
      project.grids[grid].row(of: LocalizationKey(newName)) != nil
    {
      throw EditRefusal("\(table.name) already has the key \(Quoted.text(newName))")
    }
  }

  /// Refuses a key that code may reach other than through its literal uses: renaming those
  /// would leave them looking up the old key.
  private static func refuseHiddenUses(
    of key: LocalizationKey, in table: TableID, row: KeyUsageIndex.Row,
    _ snapshot: WorkspaceSnapshot
  ) throws(EditRefusal) {
    guard let index = snapshot.usage else { return }
    let usage = index.usage
    let name = String(table.name)
    let quoted = Quoted.text(key.text)
    func places(_ places: [CodeReference.Place]) -> String {
      let shown = places.prefix(5).map { relative($0.description, root: snapshot.root) }
      return shown.joined(separator: ", ")
        + (places.count > 5 ? " and \(places.count - 5) more" : "")
    }
    let interpolated = index.references(row).filter { $0.key.hasInterpolations }
    if !interpolated.isEmpty {
      throw EditRefusal(
        "\(quoted) is used through interpolated literals, which a rename cannot spell: "
          + places(interpolated.map(\.place)))
    }
    let unnamed = index.references(row).filter { $0.table == nil }
    if !unnamed.isEmpty {
      throw EditRefusal(
        "calls name their table by an expression, so they may look \(quoted) up: "
          + places(unnamed.map(\.place)))
    }
    let patterns = usage.patterns.filter {
      ($0.table == nil || $0.table == name) && $0.key.matches(key.text)
    }
    if !patterns.isEmpty {
      throw EditRefusal(
        "\(quoted) may be looked up through key patterns built at run time: "
          + places(patterns.map(\.place)))
    }
    if let whole = usage.runTimeTables.first(where: { $0.table == name }) {
      throw EditRefusal("\(name) is read whole at run time (\(whole.place)): a rename may break it")
    }
    if !usage.dynamicKeys.isEmpty, usage.otherLiterals.contains(key.text) {
      throw EditRefusal(
        "the literal \(quoted) also appears outside localizing calls, and code looks keys up "
          + "through variables: " + places(usage.dynamicKeys))
    }
    let accessors = snapshot.lookup.accessors.filter {
      $0.value.table == name && $0.value.key == key.text
    }
    if let accessor = accessors.keys.sorted().first {
      throw EditRefusal(
        "the generated accessor \(accessor) looks \(quoted) up: rename it, then regenerate "
          + "the accessors (`l10nedit gen swift`); this rename would leave them stale")
    }
  }

  /// `path:line:column` relative to the workspace's root.
  private static func relative(_ place: String, root: String) -> String {
    place.hasPrefix(root + "/") ? String(place.dropFirst(root.count + 1)) : place
  }
}
