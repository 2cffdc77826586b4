import L10nModel

/// Renders and writes a project's files: the one write path the editor and `format` share.
public enum ProjectWriter {
  /// The bytes `file` is written as, entries in `order`, or `nil` for a file that is never
  /// rewritten (see `LocalizationFile.isWritable`).
  public static func render(_ file: LocalizationFile, order: WriteOrder) -> [UInt8]? {
    guard file.isWritable else { return nil }
    return LocalizationFormats.format(ofPath: file.path)?.render(file.content, order: order)
  }

  /// Writes `file` rendered in `order`, as UTF-8, atomically; a file whose bytes would not
  /// change is not touched, one that is never rewritten is refused.
  ///
  /// Returns whether the file was written.
  public static func write(_ file: LocalizationFile, order: WriteOrder)
    throws(FileSystem.Failure) -> Bool
  {
    guard let bytes = render(file, order: order) else {
      throw FileSystem.Failure(path: file.path, reason: "is read-only and was not written")
    }
    return try FileSystem.writeAtomically(bytes, to: file.path)
  }

  /// Writes the files at `indices` as the editor saves them, each in its format's save order
  /// (String Catalogs in their own order, so that the diff stays minimal; other files sorted).
  ///
  /// Returns the indices of the files written.
  public static func save(_ project: Project, files indices: [Int]) throws(FileSystem.Failure)
    -> [Int]
  {
    var written: [Int] = []
    for index in indices {
      let file = project.files[index]
      let order = LocalizationFormats.format(ofPath: file.path)?.saveOrder ?? .sorted
      if try write(file, order: order) { written.append(index) }
    }
    return written
  }
}
