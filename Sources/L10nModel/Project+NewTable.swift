extension Project {
  /// Adds a table no file has yet: `document`, an empty document of one language (a `.strings`
  /// file: see `addTable(named:folder:)` in `L10nFormats`), as the source language's file at the
  /// project's root (`<source>.lproj/<name>.<fileExtension>`), or in `folder`, which must be a
  /// folder holding `.lproj` folders of the project already; in memory until saved; returns
  /// its id.
  ///
  /// `name` usually comes from code (`tableName:`) or an XLIFF file, so it must be able to
  /// name a file (see `TableName`). A table the project has already is returned as it is. Not
  /// undoable: for commands that add keys to the new table and save (`extract`, `xliff
  /// import`).
  public mutating func addTable(
    named name: String, folder: String = "", document: NewDocument
  ) throws(EditError) -> TableID {
    if let problem = TableName.problem(in: name) { throw .invalidName(problem) }
    guard
      folder.isEmpty || files.contains(where: { Self.bundleFolder(of: $0.relativePath) == folder })
    else { throw .invalidName("\(folder) is not a folder of the project's tables") }
    let table = TableID(folder.isEmpty ? name : folder + "/" + name)
    if gridIndex(of: table) != nil { return table }
    do {
      _ = try LprojName(validating: sourceLanguage.code)
    } catch {
      throw .invalidName("no file is made: \(error.reason)")
    }
    let file = LocalizationFile(
      newAt: path(of: table, language: sourceLanguage, fileExtension: document.fileExtension),
      root: root, table: table, language: sourceLanguage, content: .document(document.document))
    try requireNoFile(at: file)
    // Compared with the languages of the tables in the same bundle folder.
    let folder = Self.bundleFolder(of: file.relativePath)
    var bundle: Set<LanguageID> = [sourceLanguage]
    for other in files where Self.bundleFolder(of: other.relativePath) == folder {
      bundle.formUnion(bundleLanguages[other.table] ?? [])
    }
    files.append(file)
    grids = Self.buildGrids(files: files, languages: languages)
    bundleLanguages[table] = bundle
    return table
  }
}
