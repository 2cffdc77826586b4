import L10nModel

/// A three-way merge of the project's review file (`ReviewFile`), cell by cell: what
/// `l10nedit merge` does with `.l10nedit-review`.
///
/// Each cell's record (its state, its forms' states, reasons and old source texts) is taken
/// from the side that changed it since BASE; both sides changing it alike is one change. A cell
/// both sides changed differently is a conflict: its lines are left out of the sorted file and
/// written after it between git's conflict markers, OURS's lines then THEIRS's (none for a
/// side that recorded nothing: the cell is translated there), so that the file does not parse
/// — and is never rewritten — until someone keeps one side.
enum ReviewFileMerge {
  /// Merges THEIRS's changes since BASE into OURS (an empty BASE: both sides added the file).
  static func merge(base: MergeInput, ours: MergeInput, theirs: MergeInput) throws(FileMerge
    .Failure) -> FileMerge
  {
    let (old, disk, mine) = (try ledger(base), try ledger(ours), try ledger(theirs))
    var merged = disk
    var conflicts: [CellConflict] = []
    let cells = Set(old.cells.keys).union(disk.cells.keys).union(mine.cells.keys)
    for cell in cells.sorted(by: { $0.description < $1.description }) {
      let (before, ours, theirs) = (old[cell], disk[cell], mine[cell])
      if ours == theirs || theirs == before { continue }
      if ours == before {
        merged[cell] = theirs
        continue
      }
      merged[cell] = nil
      conflicts.append(
        CellConflict(
          aspect: .content(cell), base: value(before), disk: value(ours), mine: value(theirs)))
    }
    var bytes = ReviewFile.render(merged)
    for conflict in conflicts {
      let cell = conflict.aspect.cell
      bytes += Array("<<<<<<< ours\n".utf8) + lines(cell, disk[cell])
      bytes += Array("=======\n".utf8) + lines(cell, mine[cell])
      bytes += Array(">>>>>>> theirs\n".utf8)
    }
    return FileMerge(bytes: bytes, conflicts: conflicts, marked: Set(conflicts.map(\.aspect)))
  }

  /// The records of one version; an empty BASE records nothing.
  private static func ledger(_ input: MergeInput) throws(FileMerge.Failure) -> ReviewLedger {
    guard !input.isEmpty else { return ReviewLedger() }
    do {
      return try ReviewFile.parse(input.bytes, path: input.path)
    } catch {
      throw FileMerge.Failure(description: "\(error)")
    }
  }

  /// A record as a conflict shows it: its state (`translated` when nothing is recorded, with
  /// the source text it was reviewed against when that is).
  private static func value(_ review: CellReview?) -> AspectValue {
    let said =
      review?.summary?.description
      ?? review?.reviewedAgainst.map(ReviewFiles.reviewed(against:)) ?? "translated"
    return .content(.structured(summary: said))
  }

  /// The lines the review file gives `review` of `cell` (none when nothing is recorded).
  private static func lines(_ cell: CellID, _ review: CellReview?) -> [UInt8] {
    guard let review else { return [] }
    // The file's header (its comment lines) is the same for every ledger: left out.
    let header = ReviewFile.render(ReviewLedger())
    let file = ReviewFile.render(ReviewLedger([cell: review]))
    return file.starts(with: header) ? Array(file.dropFirst(header.count)) : file
  }
}
