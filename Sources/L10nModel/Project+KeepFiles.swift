extension Project {
  /// Puts back `earlier`'s version (the same project as read before) of the files at `paths`,
  /// the grids rebuilt: for a file that changed on disk into something that no longer reads
  /// (conflict markers), so that edits kept on purpose apply to the version they were made on
  /// and saving replaces the unreadable file.
  ///
  /// A path either project lacks is left as it is.
  public mutating func keepFiles(_ paths: Set<String>, from earlier: Project) {
    var changed = false
    for index in files.indices where paths.contains(files[index].path) {
      guard let old = earlier.files.first(where: { $0.path == files[index].path }) else { continue }
      files[index] = old
      changed = true
    }
    if changed { grids = Self.buildGrids(files: files, languages: languages) }
  }
}
