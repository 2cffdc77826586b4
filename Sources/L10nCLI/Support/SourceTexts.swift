import L10nFormats
import L10nModel

/// The source text of each row of a table, as UTF-8, for comparing every language's values
/// with it: found once per table, and stored without a `String` or an array per row (a table
/// of 500,000 short entries would spend more on those than on the texts).
///
/// A value of the source's `.strings` file without escapes is read in place from the file's
/// text; any other (escaped, a plural's `other` form, a catalog's) is decoded into one buffer.
struct SourceTexts {
  /// The source language's `.strings` document, whose text holds the plain values.
  private let document: StringsDocument?
  /// The decoded texts, back to back.
  private var decoded: [UInt8] = []
  /// Per row: where its text starts, in the document's text or in `decoded`.
  private var starts: [UInt32] = []
  /// Per row: its text's length, with the top bit set when it is in `decoded`.
  private var lengths: [UInt32] = []
  /// Per row: the words of its text (`TableStats.words(utf8:)`).
  private(set) var words: [UInt32] = []

  private static let decodedFlag: UInt32 = 1 << 31

  /// The source texts of `rows` of grid `gridIndex`, whose source language is `column`
  /// (`nil`: no source, every text empty).
  init(_ project: Project, grid gridIndex: Int, rows: [Int], column: Int?) {
    let grid = project.grids[gridIndex]
    let file = column.flatMap { grid.files[$0] }
    document = file.flatMap { project.files[$0].document }
    starts.reserveCapacity(rows.count)
    lengths.reserveCapacity(rows.count)
    words.reserveCapacity(rows.count)
    for row in rows {
      guard let column else {
        append(start: 0, length: 0, words: 0)
        continue
      }
      if let location = grid.entry(row: row, language: column), location.column < 0,
        Int(location.file) == file, let document,
        let range = document.plainValueRange(at: Int(location.entry))
      {
        let count = document.text[range].withUnsafeBufferPointer { TableStats.words(utf8: $0) }
        append(start: range.lowerBound, length: range.count, words: count)
        continue
      }
      let content = project.content(grid: gridIndex, row: row, column: column)
      guard var text = content.text ?? content.plural?.variables.first?.form("other") else {
        append(start: 0, length: 0, words: 0)
        continue
      }
      let start = decoded.count
      let count = text.withUTF8 {
        decoded.append(contentsOf: $0)
        return TableStats.words(utf8: $0)
      }
      append(start: start, length: decoded.count - start, words: count, decoded: true)
    }
  }

  private mutating func append(start: Int, length: Int, words count: Int, decoded: Bool = false) {
    starts.append(UInt32(truncatingIfNeeded: start))
    lengths.append(UInt32(truncatingIfNeeded: length) | (decoded ? Self.decodedFlag : 0))
    words.append(UInt32(truncatingIfNeeded: count))
  }

  /// Calls `body` with the UTF-8 of the source text of the row at `position` (in the `rows`
  /// the texts were found for); empty when the row has none.
  func withText<Result>(at position: Int, _ body: (ArraySlice<UInt8>) -> Result) -> Result {
    let start = Int(starts[position])
    let length = Int(lengths[position] & ~Self.decodedFlag)
    if lengths[position] & Self.decodedFlag != 0 {
      return body(decoded[start..<start + length])
    }
    return body(document?.text[start..<start + length] ?? [])
  }
}
