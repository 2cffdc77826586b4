import Foundation
import L10nModel

/// The search skeleton (see `SearchFolding`) of every key and cell value, so that searching
/// a large project is a scan of bytes rather than a decoding of every cell.
///
/// Built in chunks of rows as searches reach them (a search that stops at a nearby match
/// builds little), and on a large project wholly in the background once a search starts.
/// Each chunk holds, row by row, the key's skeleton and then each language's value's skeleton
/// (empty for a missing cell or a plural). An edit drops the chunks of the rows it changed; a
/// change of the tables or the languages drops everything.
package struct SearchIndex: Sendable {
  /// The rows of one grid in a chunk.
  static let rowsPerChunk = 128

  /// A run of rows: their skeletons back to back, and where each segment (a key, or a value)
  /// starts, with the end of the last.
  struct Chunk: Sendable {
    var bytes: [UInt8] = []
    var starts: [UInt32] = []
  }

  /// A cell of a grid: its row times the number of languages, plus its column.
  typealias CellNumber = Int

  /// The `EditorDocument.generation` the chunks were built from.
  private(set) var generation = -1
  /// Per grid, per chunk of rows, the chunk once built.
  private var chunks: [[Chunk?]] = []
  /// The number of languages the chunks have a segment for.
  private var columns = 0
  private var folding = SearchFolding()

  /// The skeleton of a query.
  mutating func skeleton(of query: String) -> [UInt8] {
    folding.skeleton(of: query)
  }

  /// Drops every chunk unless the index was built from `generation`.
  mutating func prepare(for project: Project, generation: Int) {
    guard generation != self.generation else { return }
    self.generation = generation
    columns = project.languages.count
    chunks = project.grids.map { grid in
      Array(repeating: nil, count: (grid.keys.count + Self.rowsPerChunk - 1) / Self.rowsPerChunk)
    }
  }

  /// Keeps the index current through `changes`, which took the project from generation `old`
  /// to `new`: drops the chunks of the rows they changed, or everything when they changed the
  /// tables or the languages.
  mutating func update(after changes: ChangeSet, in project: Project, from old: Int, to new: Int) {
    guard generation == old, !changes.languagesChanged, changes.rebuiltTables.isEmpty else {
      return
    }
    for (table, keys) in changes.keys {
      guard let grid = project.gridIndex(of: table), chunks.indices.contains(grid) else {
        return
      }
      for key in keys {
        guard let row = project.grids[grid].row(of: key) else { return }
        chunks[grid][row / Self.rowsPerChunk] = nil
      }
    }
    generation = new
  }

  /// Takes `new` as the generation the index is of, when it was of `old` and the project's
  /// change between them left every key and value as it was (a save).
  mutating func carry(from old: Int, to new: Int) {
    if generation == old { generation = new }
  }

  /// Whether every chunk is built for `generation`.
  func isComplete(for generation: Int) -> Bool {
    generation == self.generation && chunks.allSatisfy { $0.allSatisfy { $0 != nil } }
  }

  /// An index of `project` (at `generation`) with every chunk built, on every core.
  static func complete(_ project: Project, generation: Int) -> SearchIndex {
    var index = SearchIndex()
    index.prepare(for: project, generation: generation)
    let work = index.chunks.indices.flatMap { grid in index.chunks[grid].indices.map { (grid, $0) }
    }
    let workers = max(1, min(work.count, ProcessInfo.processInfo.activeProcessorCount))
    let results = UnsafeMutableBufferPointer<Chunk?>.allocate(capacity: work.count)
    results.initialize(repeating: nil)
    defer {
      _ = results.deinitialize()
      results.deallocate()
    }
    nonisolated(unsafe) let slots = results
    let columns = index.columns
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var folding = SearchFolding()
      for item in stride(from: worker, to: work.count, by: workers) {
        let (grid, chunk) = work[item]
        slots[item] = build(chunk, of: grid, in: project, columns: columns, folding: &folding)
      }
    }
    for (item, (grid, chunk)) in work.enumerated() { index.chunks[grid][chunk] = results[item] }
    return index
  }

  /// Takes the chunks of `other` this index lacks, when both are of the same generation.
  mutating func adopt(_ other: SearchIndex) {
    guard other.generation == generation, other.chunks.count == chunks.count else { return }
    for grid in chunks.indices where chunks[grid].count == other.chunks[grid].count {
      for chunk in chunks[grid].indices where chunks[grid][chunk] == nil {
        chunks[grid][chunk] = other.chunks[grid][chunk]
      }
    }
  }

  /// What looking for a cell found.
  enum Lookup: Equatable {
    /// This cell.
    case found(CellNumber)
    /// No cell.
    case none
    /// The look stopped at a chunk that is not built, having built as many as it was allowed.
    case needsIndex
  }

  /// The cells of `grid` in `range` whose skeleton holds `needle`, in order (`backwards`:
  /// from the last), until `accept` takes one; `.none` when it takes none.
  ///
  /// Builds at most `budget` missing chunks (lowered by those it builds); meeting one more,
  /// it stops with `.needsIndex`.
  mutating func firstCell(
    in project: Project, grid: Int, range: Range<CellNumber>, needle: [UInt8], backwards: Bool,
    budget: inout Int, accept: (CellNumber) -> Bool
  ) -> Lookup {
    guard !range.isEmpty, !needle.isEmpty else { return .none }
    let perRow = columns * Self.rowsPerChunk
    let chunkRange = (range.lowerBound / perRow)...((range.upperBound - 1) / perRow)
    for chunkIndex in backwards ? Array(chunkRange.reversed()) : Array(chunkRange) {
      if chunks[grid][chunkIndex] == nil {
        guard budget > 0 else { return .needsIndex }
        budget -= 1
      }
      let chunk = builtChunk(chunkIndex, of: grid, in: project)
      let first = chunkIndex * perRow
      let local =
        max(range.lowerBound, first) - first..<min(range.upperBound, first + perRow) - first
      let candidates = Self.cells(of: chunk, in: local, columns: columns, needle: needle)
      for cell in backwards ? candidates.reversed() : candidates where accept(first + cell) {
        return .found(first + cell)
      }
    }
    return .none
  }

  /// Every cell of `grid` whose skeleton holds `needle` and that `accept` takes, in order
  /// (building the chunks it needs).
  mutating func allCells(
    in project: Project, grid: Int, needle: [UInt8], accept: (CellNumber) -> Bool
  ) -> [CellNumber] {
    guard !needle.isEmpty else { return [] }
    let perRow = columns * Self.rowsPerChunk
    var found: [CellNumber] = []
    for chunkIndex in chunks[grid].indices {
      let chunk = builtChunk(chunkIndex, of: grid, in: project)
      let first = chunkIndex * perRow
      for cell in Self.cells(of: chunk, in: 0..<perRow, columns: columns, needle: needle)
      where accept(first + cell) {
        found.append(first + cell)
      }
    }
    return found
  }

  /// The number of chunks a lookup may build while the index is being built in the
  /// background: about 16,000 cells, 20 to 50 milliseconds.
  func chunkBudget() -> Int {
    max(1, 16_384 / max(1, columns * Self.rowsPerChunk))
  }

  /// The chunk `index` of `grid`, built if it is not yet.
  private mutating func builtChunk(_ index: Int, of grid: Int, in project: Project) -> Chunk {
    if let chunk = chunks[grid][index] { return chunk }
    let chunk = Self.build(index, of: grid, in: project, columns: columns, folding: &folding)
    chunks[grid][index] = chunk
    return chunk
  }

  /// The skeletons of the rows of chunk `index` of `grid`.
  private static func build(
    _ index: Int, of gridIndex: Int, in project: Project, columns: Int,
    folding: inout SearchFolding
  ) -> Chunk {
    let grid = project.grids[gridIndex]
    let rows = index * rowsPerChunk..<min((index + 1) * rowsPerChunk, grid.keys.count)
    // A value the file holds as it is (a `.strings` value without escapes) is folded from the
    // file's bytes, not decoded.
    let documents = grid.files.map { $0.flatMap { project.files[$0].cellDocument } }
    var chunk = Chunk()
    chunk.starts.reserveCapacity(rows.count * (columns + 1) + 1)
    for row in rows {
      chunk.starts.append(UInt32(chunk.bytes.count))
      append(grid.keys[row].text, to: &chunk.bytes, folding: &folding)
      for column in 0..<columns {
        chunk.starts.append(UInt32(chunk.bytes.count))
        guard let location = grid.entry(row: row, language: column) else { continue }
        if location.column < 0, Int(location.file) == grid.files[column],
          let document = documents[column]
        {
          let mark = chunk.bytes.count
          let valid = document.withPlainText(
            entry: Int(location.entry), language: project.languages[column]
          ) { folding.append(skeletonOf: $0, to: &chunk.bytes) }
          if valid == true { continue }
          chunk.bytes.removeSubrange(mark...)
        }
        if let value = project.content(grid: gridIndex, row: row, column: column).text {
          append(value, to: &chunk.bytes, folding: &folding)
        }
      }
    }
    chunk.starts.append(UInt32(chunk.bytes.count))
    return chunk
  }

  private static func append(
    _ text: String, to bytes: inout [UInt8], folding: inout SearchFolding
  ) {
    var text = text
    text.withUTF8 { _ = folding.append(skeletonOf: $0, to: &bytes) }
  }

  /// The cells (numbered from the chunk's first) among `cells` with a segment holding
  /// `needle`, each once, in order.
  private static func cells(
    of chunk: Chunk, in cells: Range<Int>, columns: Int, needle: [UInt8]
  ) -> [Int] {
    // Segments: per row the key, then one per column; a cell's first is its column's, or the
    // key for the first column.
    func firstSegment(_ cell: Int) -> Int {
      let (row, column) = cell.quotientAndRemainder(dividingBy: columns)
      return row * (columns + 1) + (column == 0 ? 0 : column + 1)
    }
    func cell(ofSegment segment: Int) -> Int {
      let (row, part) = segment.quotientAndRemainder(dividingBy: columns + 1)
      return row * columns + max(0, part - 1)
    }
    let rowCount = (chunk.starts.count - 1) / (columns + 1)
    let end = min(cells.upperBound, rowCount * columns)
    guard cells.lowerBound < end else { return [] }
    var found: [Int] = []
    let lastByte = Int(chunk.starts[firstSegment(end)])
    var position = Int(chunk.starts[firstSegment(cells.lowerBound)])
    chunk.bytes.withUnsafeBufferPointer { bytes in
      needle.withUnsafeBufferPointer { needle in
        while let hit = ByteSearch.find(needle, in: bytes, from: position, to: lastByte) {
          // The segment holding the hit: the last starting at or before it.
          var low = 0
          var high = chunk.starts.count
          while low < high {
            let middle = (low + high) / 2
            if Int(chunk.starts[middle]) <= hit { low = middle + 1 } else { high = middle }
          }
          let segment = low - 1
          if hit + needle.count > Int(chunk.starts[segment + 1]) {
            position = hit + 1  // across two segments: no match
            continue
          }
          let match = cell(ofSegment: segment)
          found.append(match)
          position = Int(chunk.starts[firstSegment(match + 1)])
        }
      }
    }
    return found
  }
}
