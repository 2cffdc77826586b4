extension Project {
  /// This project with the file at `index` holding `content` instead (an editor's unsaved text
  /// of it, read by its format), only its table's grid rebuilt: what a check of that one file
  /// reads without reloading the project.
  ///
  /// The languages stay the project's: a language the new content adds has no column.
  package func replacingContent(ofFileAt index: Int, with content: LocalizationFile.Content)
    -> Project
  {
    var project = self
    project.files[index].content = content
    let table = files[index].table
    guard let grid = grids.firstIndex(where: { $0.table == table }),
      let rebuilt = Self.buildGrids(files: project.files, languages: languages, only: table).first
    else { return project }
    project.grids[grid] = rebuilt
    return project
  }
}
