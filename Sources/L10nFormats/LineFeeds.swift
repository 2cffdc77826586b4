/// The line feeds of a text, to turn byte offsets into 1-based line numbers quickly.
struct LineFeeds {
  private let offsets: [Int]

  init(_ bytes: [UInt8]) {
    offsets = bytes.indices.filter { bytes[$0] == 0x0A }
  }

  /// The line of `offset`.
  func line(of offset: Int) -> Int {
    var low = 0
    var high = offsets.count
    while low < high {
      let middle = (low + high) / 2
      if offsets[middle] < offset { low = middle + 1 } else { high = middle }
    }
    return low + 1
  }
}
