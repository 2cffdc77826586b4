/// How an edit moved a table's rows when its grid was brought up to date in place.
///
/// The rows it removed (their indices before) and inserted (their indices after), both
/// ascending. What is kept per row elsewhere (gap flags, problem flags) follows with
/// `apply(to:make:)` instead of being recomputed for every row.
public struct RowMoves: Sendable, Equatable {
  /// The indices, before the edit, of the rows removed.
  public var removed: [Int]
  /// The indices, after the edit, of the rows inserted.
  public var inserted: [Int]

  /// Creates moves from ascending index lists.
  public init(removed: [Int], inserted: [Int]) {
    self.removed = removed
    self.inserted = inserted
  }

  /// `values` (one per row before the edit) with the removed rows left out and `make(row)` at
  /// each inserted row: one per row after the edit.
  public func apply<Value>(to values: [Value], make: (Int) -> Value) -> [Value] {
    var kept: [Value] = []
    kept.reserveCapacity(values.count - removed.count)
    var next = removed.startIndex
    for (index, value) in values.enumerated() {
      if next < removed.endIndex, removed[next] == index {
        next += 1
      } else {
        kept.append(value)
      }
    }
    var result: [Value] = []
    result.reserveCapacity(kept.count + inserted.count)
    var keptIndex = 0
    for row in inserted {
      while result.count < row, keptIndex < kept.count {
        result.append(kept[keptIndex])
        keptIndex += 1
      }
      result.append(make(row))
    }
    result += kept[keptIndex...]
    return result
  }
}
