import L10nModel

/// Turns UTF-8 offsets into 1-based lines and columns counted in Unicode scalars (as
/// `SourceLocation` counts them).
struct ScalarLocations {
  private let bytes: [UInt8]
  private var lineStarts: [Int] = [0]

  init(_ text: String) {
    bytes = Array(text.utf8)
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lineStarts.append(offset + 1)
    }
  }

  /// The location of the byte at `offset`.
  func location(ofUTF8 offset: Int) -> SourceLocation {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let start = lineStarts[low]
    // Count the bytes that start a scalar (not UTF-8 continuation bytes 10xxxxxx).
    let scalars = bytes[start..<min(offset, bytes.count)].count { $0 & 0xC0 != 0x80 }
    return SourceLocation(line: low + 1, column: scalars + 1)
  }
}
