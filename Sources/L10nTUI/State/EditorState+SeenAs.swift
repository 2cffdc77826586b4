import L10nModel
import L10nResolve

/// The "seen as" column: what each key shows a user with some preferred languages.
extension EditorState {
  /// How many preference lists the prompt remembers.
  static let recentSeenAsLimit = 8

  /// Opens the prompt for the preferred languages, holding the current list (else the latest).
  mutating func startSeenAs() {
    let shown = seenAs ?? recentSeenAs.first ?? []
    mode = .editing(
      .seenAs(recent: nil), LineEditor(shown.joined(separator: ","), singleLine: true))
  }

  /// Shows the column for the languages `text` lists (comma- or space-separated, best first),
  /// or hides it when `text` lists none.
  mutating func setSeenAs(_ text: String) {
    let languages = text.split { $0 == "," || $0 == " " }.map(String.init)
    guard !languages.isEmpty else {
      seenAs = nil
      message = "Seen-as column off"
      scrollToSelection()
      return
    }
    seenAs = languages
    recentSeenAs.removeAll { $0 == languages }
    recentSeenAs.insert(languages, at: 0)
    recentSeenAs = Array(recentSeenAs.prefix(Self.recentSeenAsLimit))
    if let share = seenAsShare {
      message =
        "Seen as \(languages.joined(separator: ", ")): \(share.inFirst) of \(share.total) keys in "
        + "\(share.language), the rest from a fallback or as the key"
    }
    scrollToSelection()
  }

  /// What the user of the seen-as column sees of the table at `grid`; `nil` when it is off (or
  /// when a preview no longer matches the grid: keys were added or removed since).
  package func seenAsResolution(grid: Int) -> TableResolution? {
    guard let seenAs else { return nil }
    guard let preview = seenAsPreview else {
      return TableResolution(project: project, grid: grid, preferences: seenAs)
    }
    guard preview.grids.count == project.grids.count,
      preview.grids[grid].table == project.grids[grid].table,
      preview.grids[grid].keys.count == project.grids[grid].keys.count
    else { return nil }
    return TableResolution(project: preview, grid: grid, preferences: seenAs)
  }

  /// Shows the seen-as column for `language` as it would be in `preview`, a version of the
  /// project that is never saved (`pseudo --preview`: the project with a pseudo language).
  package mutating func showSeenAsPreview(_ preview: Project, language: LanguageID) {
    seenAsPreview = preview
    setSeenAs(language.code)
    message =
      "Preview of \(language) (not written): the seen-as column shows each key as a "
      + "user of \(language) would see it; p changes the languages"
  }

  /// Of the keys of the shown tables, how many the seen-as user sees in their first matched
  /// language (the search list's first, of the first table), and how many there are.
  package var seenAsShare: (inFirst: Int, total: Int, language: String)? {
    guard seenAs != nil else { return nil }
    var inFirst = 0
    var total = 0
    var language: String?
    for grid in project.grids.indices
    where tableFilter == nil || project.grids[grid].table == tableFilter {
      guard let resolution = seenAsResolution(grid: grid) else { continue }
      if resolution.isMatched { language = language ?? resolution.searchList.first?.code }
      for value in resolution.resolveAll() {
        total += 1
        if value.origin == .chosen { inFirst += 1 }
      }
    }
    return (inFirst, total, language ?? "none of their languages")
  }
}
