/// The "reviewed against this source" record (`CellReview.reviewedAgainst`): a translation
/// kept as it was, marked reviewed while its source said a given text, so that
/// `outdated-translation` (which reads git history, where keeping a text is no change of it)
/// says nothing of it until the source says something else.
extension Project {
  /// The source text a translation of `cell`'s key is reviewed against, in words.
  ///
  /// That is the table's source cell's text (a plural's forms one after another, `one: %d file; other: %d files`,
  /// variables separated by ` | `); where the keys are the source texts (a String Catalog) and
  /// the source has no value of its own, the key. `nil` when the table has no source, or it
  /// lacks the key.
  public func reviewSourceText(of cell: CellID) -> String? {
    guard let grid = gridIndex(of: cell.table), let row = grids[grid].row(of: cell.key),
      let source = sourceColumn(ofGrid: grid),
      let location = grids[grid].entry(row: row, language: source)
    else { return nil }
    switch content(grid: grid, row: row, column: source) {
    case .text(let text, _): return text
    case .plural(let plural, _): return plural.words
    case .structured(let summary): return summary
    case .missing, .unreadable:
      let keysAreTexts = files[Int(location.file)].cellDocument?.keysAreSourceTexts ?? false
      return keysAreTexts ? cell.key.text : nil
    }
  }

  /// Whether `cell` was marked reviewed against the text its source says now (scalar for
  /// scalar): `outdated-translation` then says nothing of it.
  public func isReviewedAgainstSource(_ cell: CellID) -> Bool {
    guard !reviews.isEmpty, let recorded = reviews[cell]?.reviewedAgainst,
      let source = reviewSourceText(of: cell)
    else { return false }
    return recorded.unicodeScalars.elementsEqual(source.unicodeScalars)
  }
}

extension PluralEntry {
  /// The entry in words, as history and the review file compare it: each variable's forms
  /// (`one: %d file; other: %d files`), variables separated by ` | `.
  public var words: String {
    variables.map { variable in
      variable.forms.map { "\($0.category): \($0.text)" }.joined(separator: "; ")
    }.joined(separator: " | ")
  }
}
