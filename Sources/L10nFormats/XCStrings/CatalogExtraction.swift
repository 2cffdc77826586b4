import L10nModel

/// The String Catalogs of a project kept in step with the scanned code, as Xcode's build keeps
/// them: keys no code uses marked stale, keys found again un-staled, auto-generated comments
/// following the code's, the comments of keys just added marked auto-generated.
///
/// A catalog whose table no scanned code uses (a storyboard's, `InfoPlist`) is left alone: its
/// keys come from elsewhere.
package struct CatalogExtraction {
  /// The table of calls that name none.
  package var tableDefault: String
  /// What the scan found.
  package var usage: CodeUsage

  /// Brings catalogs in step with `usage`, whose calls that name no table use `tableDefault`.
  package init(tableDefault: String, usage: CodeUsage) {
    self.tableDefault = tableDefault
    self.usage = usage
  }

  /// One change to one key of a catalog.
  package struct Change {
    /// The catalog's table.
    package var table: String
    /// The change.
    package var change: XCStringsDocument.ExtractionChange
  }

  /// The project's files with the catalogs brought in step, which of them changed, and how.
  package struct Result {
    /// Every file of the project, the changed catalogs replaced.
    package var files: [LocalizationFile]
    /// The indices of the changed catalogs.
    package var changedFiles: [Int] = []
    /// The changes, catalog by catalog, in key order.
    package var changes: [Change] = []
  }

  /// Brings the catalogs of `project` in step with the code; `added` are the keys this run
  /// adds (table, key).
  package func sync(_ project: Project, added: [(table: String, key: String)]) -> Result {
    var exact: [String: [String: XCStringsDocument.CodeUse]] = [:]
    var interpolated: [String: [CodeReference]] = [:]
    for reference in usage.references where reference.key.hasLetters {
      guard let named = reference.table else { continue }
      let table = reference.namesTable ? named : tableDefault
      var use = exact[table]?[reference.key.description] ?? XCStringsDocument.CodeUse()
      use.value = use.value ?? reference.value
      if let comment = reference.comment, !comment.isEmpty {
        use.comment = use.comment.map { $0 + "\n   " + comment } ?? comment
      }
      exact[table, default: [:]][reference.key.description] = use
      if reference.key.hasInterpolations { interpolated[table, default: []].append(reference) }
    }
    var result = Result(files: project.files)
    for index in result.files.indices {
      guard var document = result.files[index].catalog else { continue }
      let table = String(result.files[index].table.name)
      guard let uses = exact[table] else { continue }
      let addedKeys = Set(added.filter { $0.table == table }.map(\.key))
      let changes = document.syncExtraction(added: addedKeys) { key in
        uses[key]
          ?? interpolated[table]?.first { $0.key.matches(key) }.map {
            XCStringsDocument.CodeUse(value: $0.value, comment: $0.comment)
          }
      }
      guard !changes.isEmpty || !addedKeys.isEmpty else { continue }
      result.files[index].content = .document(document)
      result.changedFiles.append(index)
      result.changes += changes.map { Change(table: table, change: $0) }
    }
    return result
  }
}
