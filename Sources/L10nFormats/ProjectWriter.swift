import L10nModel

/// Writes a project's files back: the one write path the editor and `format` share.
public enum ProjectWriter {
  /// Writes the files at `indices` sorted, as UTF-8, atomically; files whose bytes would not change are not touched, files that failed to parse or are property lists are refused.
  ///
  /// Returns the indices of the files written.
  public static func save(_ project: Project, files indices: [Int]) throws(FileSystem.Failure)
    -> [Int]
  {
    var written: [Int] = []
    for index in indices {
      let file = project.files[index]
      let bytes: [UInt8]
      if let catalog = file.catalog {
        // Keep-order: edits placed members where Xcode would, so the diff stays minimal.
        bytes = XCStringsWriter.render(catalog, order: .keepOrder)
      } else if let plurals = file.stringsdict, file.isWritable {
        bytes = StringsdictWriter.render(plurals, order: .sorted)
      } else if let document = file.document, file.isWritable {
        bytes = StringsWriter.render(document, order: .sorted)
      } else {
        throw FileSystem.Failure(path: file.path, reason: "is read-only and was not written")
      }
      if try FileSystem.writeAtomically(bytes, to: file.path) { written.append(index) }
    }
    return written
  }
}
