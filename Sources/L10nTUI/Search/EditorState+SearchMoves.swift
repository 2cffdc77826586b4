import L10nModel

/// Moving to a search's matches (typed, Enter, `n`, `N`), telling which match the selection
/// is, and picking up a search that waited for the search index.
extension EditorState {
  /// The search being typed is now `query`: selects its first match from the search's origin.
  ///
  /// On a small project the bottom line tells the number of matches as you type; on a large
  /// one a query that needs more of the index than a keystroke may build waits for it.
  mutating func searchTyped(_ query: String) {
    returnToSearchOrigin()
    waitingSearch = nil
    switch incrementalMatch(query) {
    case .cell(let row, let column):
      _ = select((row, column))
      if !isLargeForSearch { _ = countMatches(of: query, mayRunJob: false) }
    case .none:
      if !query.isEmpty { message = "No match for \"\(query)\"" }
    case .waitingForIndex:
      waitingSearch = WaitingSearch(
        query: query, kind: .typed, row: selectedRow, column: selectedColumn)
      message = Self.indexingMessage
    }
    scrollToSelection()
  }

  /// Enter ends the search typed as `query`: it becomes the last search (for `n` and `N`) and
  /// the bottom line tells which of how many matches the selection is.
  mutating func searchCommitted(_ query: String) -> [Effect] {
    mode = .normal
    viewport.lastSearch = query
    if let waiting = waitingSearch, waiting.kind == .typed {
      waitingSearch = WaitingSearch(
        query: query, kind: .committed, row: waiting.row, column: waiting.column)
      message = Self.indexingMessage
      return []
    }
    guard !query.isEmpty, cellMatchesSelection(query) else {
      if !query.isEmpty { message = "No match for \"\(query)\"" }
      return []
    }
    return countMatches(of: query, mayRunJob: true)
  }

  /// `n` (or `N`, `backwards`): selects the last search's next (previous) match.
  mutating func goToMatch(backwards: Bool) -> [Effect] {
    waitingSearch = nil
    let query = lastSearch
    guard !query.isEmpty else {
      message = "No search yet: press /"
      return []
    }
    switch nextMatch(query, backwards: backwards) {
    case .cell(let row, let column):
      _ = select((row, column))
      return countMatches(of: query, mayRunJob: true)
    case .none:
      message = "No match for \"\(query)\""
    case .waitingForIndex:
      waitingSearch = WaitingSearch(
        query: query, kind: .next(backwards: backwards), row: selectedRow,
        column: selectedColumn)
      message = Self.indexingMessage
    }
    return []
  }

  /// Runs again the search that waited for the index, now that it arrived, when the user is
  /// still where it left them (same selection, same query, same mode).
  mutating func resumeWaitingSearch() -> [Effect] {
    guard let waiting = waitingSearch else { return [] }
    waitingSearch = nil
    guard selectedRow == waiting.row, selectedColumn == waiting.column else { return [] }
    switch waiting.kind {
    case .typed:
      guard case .searching(let editor) = mode, editor.text == waiting.query else { return [] }
      searchTyped(waiting.query)
      return []
    case .committed:
      guard case .normal = mode, lastSearch == waiting.query else { return [] }
      let found = nextMatch(waiting.query, backwards: false, includingCurrent: true)
      guard case .cell(let row, let column) = found else {
        message = "No match for \"\(waiting.query)\""
        return []
      }
      _ = select((row, column))
      return countMatches(of: waiting.query, mayRunJob: true)
    case .next(let backwards):
      guard case .normal = mode, lastSearch == waiting.query else { return [] }
      return goToMatch(backwards: backwards)
    }
  }

  /// The counted matches arrived from the background: kept while they hold, and told on the
  /// bottom line when no key was pressed since they were asked for.
  mutating func takeSearchMatches(_ matches: SearchMatches) {
    if matchCounting == .running(matches.key) { matchCounting = nil }
    guard matches.key == searchMatchesKey(for: matches.key.query) else { return }
    searchMatches = matches
    if message == Self.countingMessage(matches.key.query) {
      message =
        "\"\(matches.key.query)\": "
        + matches.summary(row: selectedRow, column: selectedColumn)
    }
  }

  /// The search index arrived: runs the search that waited for it, and starts the count of
  /// matches that waited for it (when it still holds).
  mutating func searchIndexArrived() -> [Effect] {
    var effects = resumeWaitingSearch()
    if case .waitingForIndex(let key) = matchCounting, !isIndexingForSearch {
      if key == searchMatchesKey(for: key.query) {
        matchCounting = .running(key)
        effects.append(countingJob(key))
      } else {
        matchCounting = nil
      }
    }
    return effects
  }

  /// The bottom line's words while a search waits for the index.
  package static let indexingMessage = "searching… (indexing the project)"

  /// The bottom line's words while the matches of `query` are counted in the background.
  package static func countingMessage(_ query: String) -> String {
    "\"\(query)\": counting matches…"
  }

  /// Tells on the bottom line which match the selection is, and of how many: at once when the
  /// matches are known or the project is small, else (`mayRunJob`) from a background job.
  private mutating func countMatches(of query: String, mayRunJob: Bool) -> [Effect] {
    let key = searchMatchesKey(for: query)
    var prefix = ""
    if case .normal = mode { prefix = "\"\(query)\": " }
    if let matches = searchMatches, matches.key == key {
      message = prefix + matches.summary(row: selectedRow, column: selectedColumn)
      return []
    }
    guard isLargeForSearch else {
      let matches = Self.matches(
        of: query, in: project, index: searchIndex, viewport: viewport, key: key)
      searchMatches = matches
      message = prefix + matches.summary(row: selectedRow, column: selectedColumn)
      return []
    }
    guard mayRunJob else { return [] }
    message = Self.countingMessage(query)
    if matchCounting == .running(key) || matchCounting == .waitingForIndex(key) { return [] }
    if isIndexingForSearch {
      matchCounting = .waitingForIndex(key)
      return []
    }
    matchCounting = .running(key)
    return [countingJob(key)]
  }

  /// The background job counting the matches `key` describes.
  private func countingJob(_ key: SearchMatches.Key) -> Effect {
    let (project, index, viewport) = (project, searchIndex, viewport)
    return .run(
      Job("search count") {
        .searchCounted(
          Self.matches(of: key.query, in: project, index: index, viewport: viewport, key: key))
      })
  }

  /// What the matches of `query` would be counted for now.
  private func searchMatchesKey(for query: String) -> SearchMatches.Key {
    SearchMatches.Key(
      query: query, generation: document.generation, rowsRevision: viewport.rowsRevision,
      columns: shownColumns)
  }

  /// Whether the project has more cells than a search may look at within a keystroke
  /// (`backgroundIndexThreshold`).
  var isLargeForSearch: Bool {
    project.grids.reduce(0) { $0 + $1.keys.count } * project.languages.count
      > Self.backgroundIndexThreshold
  }

  /// Whether the selected cell matches `query`.
  private func cellMatchesSelection(_ query: String) -> Bool {
    guard let selection else { return false }
    return cellMatches(query, selection.grid, selection.row, selectedColumn)
  }

  /// Selects the cell that was selected when the search started.
  mutating func returnToSearchOrigin() {
    viewport.selectedRow = viewport.searchOrigin.row
    viewport.selectedColumn = viewport.searchOrigin.column
  }
}
