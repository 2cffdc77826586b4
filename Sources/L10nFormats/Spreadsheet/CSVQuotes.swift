/// Where a CSV text's quoted fields open and close (RFC 4180): a field that starts with `"` runs
/// to the next `"` not doubled (`""` is a quote inside it), line breaks and commas included.
///
/// The CSV library reads a quote that never closes as a field running to the end of the file,
/// which would import every line after it as one text; the import refuses such a file instead.
enum CSVQuotes {
  /// The offset of the quote opening a field that never closes in UTF-8 `bytes`, or `nil`.
  static func unclosedQuote(in bytes: [UInt8]) -> Int? {
    let (quote, comma, lineFeed, carriageReturn): (UInt8, UInt8, UInt8, UInt8) = (
      0x22, 0x2C, 0x0A, 0x0D
    )
    var index = 0
    var fieldStart = true
    while index < bytes.count {
      let byte = bytes[index]
      guard fieldStart, byte == quote else {
        fieldStart = byte == comma || byte == lineFeed || byte == carriageReturn
        index += 1
        continue
      }
      // A quoted field: up to a quote that is not followed by another.
      let open = index
      index += 1
      while true {
        guard let next = bytes[index...].firstIndex(of: quote) else { return open }
        if next + 1 < bytes.count, bytes[next + 1] == quote {
          index = next + 2
        } else {
          index = next + 1
          break
        }
      }
      fieldStart = false
    }
    return nil
  }
}
