import L10nModel

/// The source text of each row of a table, as UTF-8, for comparing every language's values
/// with it: found once per table, and stored without a `String` or an array per row (a table
/// of 500,000 short entries would spend more on those than on the texts).
///
/// A value its file holds as it is (a `.strings` value without escapes: `withPlainText`) is
/// copied from the file's bytes; any other (escaped, a plural's `other` form, a catalog's) is
/// decoded. Both go into one buffer.
struct SourceTexts {
  /// The texts, back to back.
  private var bytes: [UInt8] = []
  /// Per row: where its text starts in `bytes`.
  private var starts: [UInt32] = []
  /// Per row: its text's length.
  private var lengths: [UInt32] = []
  /// Per row: the words of its text (`TableStats.words(utf8:)`).
  private(set) var words: [UInt32] = []

  /// The source texts of `rows` of grid `gridIndex`, whose source language is `column`
  /// (`nil`: no source, every text empty).
  init(_ project: Project, grid gridIndex: Int, rows: [Int], column: Int?) {
    let grid = project.grids[gridIndex]
    let file = column.flatMap { grid.files[$0] }
    let document = file.flatMap { project.files[$0].cellDocument }
    let language = column.map { project.languages[$0] }
    starts.reserveCapacity(rows.count)
    lengths.reserveCapacity(rows.count)
    words.reserveCapacity(rows.count)
    for row in rows {
      guard let column, let language else {
        append(start: 0, words: 0)
        continue
      }
      let start = bytes.count
      if let location = grid.entry(row: row, language: column), location.column < 0,
        Int(location.file) == file, let document,
        let count = document.withPlainText(
          entry: Int(location.entry), language: language,
          { plain in
            bytes.append(contentsOf: plain)
            return TableStats.words(utf8: plain)
          })
      {
        append(start: start, words: count)
        continue
      }
      let content = project.content(grid: gridIndex, row: row, column: column)
      guard var text = content.text ?? content.plural?.variables.first?.form("other") else {
        append(start: start, words: 0)
        continue
      }
      let count = text.withUTF8 {
        bytes.append(contentsOf: $0)
        return TableStats.words(utf8: $0)
      }
      append(start: start, words: count)
    }
  }

  /// Records the text from `start` to the end of `bytes`, and its words.
  private mutating func append(start: Int, words count: Int) {
    starts.append(UInt32(truncatingIfNeeded: start))
    lengths.append(UInt32(truncatingIfNeeded: bytes.count - start))
    words.append(UInt32(truncatingIfNeeded: count))
  }

  /// Calls `body` with the UTF-8 of the source text of the row at `position` (in the `rows`
  /// the texts were found for); empty when the row has none.
  func withText<Result>(at position: Int, _ body: (ArraySlice<UInt8>) -> Result) -> Result {
    let start = Int(starts[position])
    return body(bytes[start..<start + Int(lengths[position])])
  }
}
