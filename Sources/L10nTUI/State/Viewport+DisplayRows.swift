extension Viewport {
  /// The listed rows, 8 bytes each (a `DisplayRow` takes 24): a project of a million keys
  /// lists a million rows.
  package struct DisplayRows: RandomAccessCollection, Equatable, Sendable {
    /// A key's grid index (high 32 bits) and row (low 32 bits), or a header's grid index with
    /// the top bit set.
    private var packed: [UInt64] = []

    private static let header: UInt64 = 1 << 63

    /// No rows.
    package init() {}

    /// The first index, 0.
    package var startIndex: Int { 0 }
    /// The number of rows.
    package var endIndex: Int { packed.count }

    /// The row at `position`.
    package subscript(position: Int) -> DisplayRow {
      let stored = packed[position]
      return stored & Self.header != 0
        ? .header(Int(stored & ~Self.header))
        : .key(Int(stored >> 32), Int(stored & 0xFFFF_FFFF))
    }

    /// Appends a row.
    mutating func append(_ row: DisplayRow) {
      switch row {
      case .header(let grid): packed.append(Self.header | UInt64(grid))
      case .key(let grid, let row): packed.append(UInt64(grid) << 32 | UInt64(row))
      }
    }
  }
}
