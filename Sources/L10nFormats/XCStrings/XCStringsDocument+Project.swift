import L10nModel

/// Finding a String Catalog's own parts from a project, for what shows or exports them (the
/// detail pane's extraction state, an XLIFF export's substitutions); everything else reads a
/// catalog through the cell layer's seam.
extension Project {
  /// The String Catalog holding a grid's table, if one holds it.
  public func catalogFile(ofGrid grid: Int) -> Int? {
    everyLanguageFile(ofGrid: grid).flatMap { files[$0].catalog != nil ? $0 : nil }
  }

  /// The catalog localization at a location that points into a String Catalog, if the key has
  /// one in that language.
  public func catalogLocalization(at location: EntryLocation) -> XCStringsLocalization? {
    guard location.column >= 0, let catalog = files[Int(location.file)].catalog,
      let member = catalog.root["strings"]?.members?[Int(location.entry)]
    else { return nil }
    return XCStringsEntry(member.value).localization(languages[Int(location.column)])
  }

  /// The catalog entry (key, comment, flags) at a location that points into a String Catalog.
  public func catalogEntry(at location: EntryLocation) -> (
    key: LocalizationKey, entry: XCStringsEntry
  )? {
    guard location.column >= 0,
      let member = files[Int(location.file)].catalog?.root["strings"]?
        .members?[Int(location.entry)]
    else { return nil }
    return (LocalizationKey(member.key.value), XCStringsEntry(member.value))
  }
}

extension LocalizationFile {
  /// The parsed String Catalog, if this is one.
  public var catalog: XCStringsDocument? { cellDocument as? XCStringsDocument }

  /// Whether the file is a String Catalog (parsed or not).
  public var isCatalog: Bool { path.hasSuffix(".xcstrings") }
}
