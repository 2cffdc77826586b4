import L10nFormats
import L10nModel

/// Coverage of one table in one language against the source language.
struct TableStats {
  var table: TableID
  var language: LanguageID
  /// Keys of the source with a text in this language that is not a gap (an empty value is a
  /// gap, not an entry; a key only this language has is not counted): `entries + gaps` is at
  /// most `sourceKeys`.
  var entries: Int
  /// Gaps (the model's one definition: source keys missing, empty or still `new`).
  var gaps: Int
  /// Keys in the source language.
  var sourceKeys: Int
  /// Translations whose text is the source's, character for character (counted as translated:
  /// a name, or a copy no one translated yet).
  var sameAsSource = 0
  /// The words of the source texts of the gaps: what is left to translate.
  var wordsToTranslate = 0
  /// Translations (not gaps) that need review: a source change since, filled by a machine,
  /// imported or marked so (a String Catalog's `needs_review`, the review file's lines).
  var needsReview = 0

  /// The share of source keys translated, 0 to 100.
  var percentComplete: Double {
    sourceKeys == 0 ? 100 : Double(sourceKeys - gaps) * 100 / Double(sourceKeys)
  }

  /// The statistics of every table in each language of its bundle: a language without a file
  /// for the table shows at 0%; `Base` and the source language only as the table's source.
  static func compute(_ project: Project) -> [TableStats] {
    var all: [TableStats] = []
    for (gridIndex, grid) in project.grids.enumerated() {
      let coverage = project.gridCoverage(gridIndex, everyCell: true)
      let source = coverage.source
      // A catalog's empty key is nothing to translate: not counted. Rows in their file's order
      // (the counts do not depend on it): in key order each value compared was a cache miss.
      let rows = grid.rowsInFileOrder(column: source).filter {
        !project.isNothingToTranslate(grid: gridIndex, row: $0)
      }
      let sourceKeys = source.map { column in
        rows.count { grid.entry(row: $0, language: column) != nil }
      }
      let sourceTexts = SourceTexts(project, grid: gridIndex, rows: rows, column: source)
      // Review states are looked up only where a table can have one other than translated.
      let hasStates =
        !project.reviews.isEmpty
        || grid.files.contains {
          $0.flatMap { project.files[$0].cellDocument?.keepsReviewStates } == true
        }
      let columns = project.languages.indices.filter { column in
        let hasFile = grid.files[column] != nil || grid.pluralFiles[column] != nil
        return project.isInBundle(grid: gridIndex, column: column)
          && (column == source || !project.isSourceSide(column: column))
          && (hasFile || source != nil)
      }
      // The languages counted on both cores, in their order.
      all += Parallel.map(columns.count) { item in
        let column = columns[item]
        // The language's file's document (a `.strings` file's), read once for its rows (not
        // copied per cell).
        let file = grid.files[column]
        let document = file.flatMap { project.files[$0].cellDocument }
        let language = project.languages[column]
        // A String Catalog's cell: its content, read once, gives its state and its text.
        let keepsStates = document?.keepsReviewStates == true
        var row = TableStats(
          table: grid.table, language: project.languages[column], entries: 0, gaps: 0,
          sourceKeys: sourceKeys ?? 0)
        for (position, index) in rows.enumerated() {
          if coverage.coverage(row: index, column: column).isGap {
            row.gaps += 1
            row.wordsToTranslate += Int(sourceTexts.words[position])
            continue
          }
          let inSource = source.map { grid.entry(row: index, language: $0) != nil } ?? true
          if inSource, grid.entry(row: index, language: column) != nil { row.entries += 1 }
          guard column != source else { continue }
          let content =
            keepsStates ? project.content(grid: gridIndex, row: index, column: column) : nil
          if let state = content?.state {
            // What `reviewState` says of a catalog cell with a state of its own.
            if state == .needsReview { row.needsReview += 1 }
          } else if hasStates,
            project.reviewState(grid: gridIndex, row: index, column: column)?.needsReview == true
          {
            row.needsReview += 1
          }
          let same = sourceTexts.withText(at: position) { text in
            !text.isEmpty
              && Self.holds(
                text, at: grid.entry(row: index, language: column), file: file,
                document: document, language: language,
                otherwise: {
                  content ?? project.content(grid: gridIndex, row: index, column: column)
                })
          }
          if same { row.sameAsSource += 1 }
        }
        return row
      }
    }
    return all
  }

  /// Per language, its rows summed (`table` is that of the first), in the order of
  /// `languages` (the project's, as the editor's grid shows them), not the order languages
  /// first appear in the tables.
  static func totals(_ rows: [TableStats], languages: [LanguageID]) -> [TableStats] {
    var order: [LanguageID] = []
    var sums: [LanguageID: TableStats] = [:]
    for row in rows {
      guard var sum = sums[row.language] else {
        order.append(row.language)
        sums[row.language] = row
        continue
      }
      sum.entries += row.entries
      sum.gaps += row.gaps
      sum.sourceKeys += row.sourceKeys
      sum.sameAsSource += row.sameAsSource
      sum.wordsToTranslate += row.wordsToTranslate
      sum.needsReview += row.needsReview
      sums[row.language] = sum
    }
    let place = Dictionary(languages.enumerated().map { ($1, $0) }) { first, _ in first }
    return order.enumerated()
      .sorted { (place[$0.element] ?? .max, $0.offset) < (place[$1.element] ?? .max, $1.offset) }
      .compactMap { sums[$0.element] }
  }

  /// Whether the cell holds a text whose UTF-8 is exactly `utf8`: a value the column's
  /// `document` (at `file`) holds as it is is told from its bytes (`withPlainText`: most
  /// differ in length), any other through its `content`.
  private static func holds(
    _ utf8: ArraySlice<UInt8>, at location: EntryLocation?, file: Int?,
    document: (any CellDocument)?, language: LanguageID, otherwise content: () -> CellContent
  ) -> Bool {
    guard let location else { return false }
    if location.column < 0, Int(location.file) == file, let document,
      let same = document.withPlainText(
        entry: Int(location.entry), language: language,
        { $0.count == utf8.count && $0.elementsEqual(utf8) })
    {
      return same
    }
    return content().text?.utf8.elementsEqual(utf8) ?? false
  }

  /// The words of the text whose UTF-8 is `utf8`: runs between spaces holding a letter or
  /// digit, format specifiers (`%@`, `%1$d`) not counted.
  static func words(utf8: some Sequence<UInt8>) -> Int {
    // Over the UTF-8 bytes (a stats run counts every source text): ASCII spaces separate, any
    // byte of a non-ASCII character counts as a letter.
    var count = 0
    var inWord = false
    var isSpecifier = false
    var hasLetter = false
    for byte in utf8 {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        if inWord, hasLetter, !isSpecifier { count += 1 }
        inWord = false
        continue
      }
      if !inWord {
        inWord = true
        isSpecifier = byte == UInt8(ascii: "%")
        hasLetter = false
      }
      // A digit, a letter of either case (`| 0x20` lowers it), or part of a non-ASCII one.
      if byte >= 0x80 || (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte | 0x20) {
        hasLetter = true
      }
    }
    if inWord, hasLetter, !isSpecifier { count += 1 }
    return count
  }
}
