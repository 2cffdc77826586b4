import L10nModel

/// Renders and writes a project's files: the one write path the editor and `format` share.
public enum ProjectWriter {
  /// The bytes `file` is written as, entries in `order`, or `nil` for a file that is never
  /// rewritten (see `LocalizationFile.isWritable`).
  public static func render(_ file: LocalizationFile, order: StringsWriter.Order) -> [UInt8]? {
    guard file.isWritable else { return nil }
    switch file.content {
    case .strings(let document): return StringsWriter.render(document, order: order)
    case .stringsdict(let plurals): return StringsdictWriter.render(plurals, order: order)
    case .catalog(let catalog): return XCStringsWriter.render(catalog, order: order)
    case .failed: return nil
    }
  }

  /// Writes `file` rendered in `order`, as UTF-8, atomically; a file whose bytes would not
  /// change is not touched, one that is never rewritten is refused.
  ///
  /// Returns whether the file was written.
  public static func write(_ file: LocalizationFile, order: StringsWriter.Order)
    throws(FileSystem.Failure) -> Bool
  {
    guard let bytes = render(file, order: order) else {
      throw FileSystem.Failure(path: file.path, reason: "is read-only and was not written")
    }
    return try FileSystem.writeAtomically(bytes, to: file.path)
  }

  /// Writes the files at `indices` as the editor saves them: String Catalogs in their own order
  /// (edits placed members where Xcode would, so the diff stays minimal), other files sorted.
  ///
  /// Returns the indices of the files written.
  public static func save(_ project: Project, files indices: [Int]) throws(FileSystem.Failure)
    -> [Int]
  {
    var written: [Int] = []
    for index in indices {
      let file = project.files[index]
      if try write(file, order: file.isCatalog ? .keepOrder : .sorted) { written.append(index) }
    }
    return written
  }
}
