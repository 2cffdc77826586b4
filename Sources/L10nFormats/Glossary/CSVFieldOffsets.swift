/// Where each field of a CSV text starts (RFC 4180: a quoted field runs to the next `"` not
/// doubled, line breaks and commas included; records end at LF, CRLF or CR), so that messages
/// about a row can name its line and column — the CSV library reads values, not places.
enum CSVFieldOffsets {
  /// The byte offset of each field of each record of UTF-8 `bytes`.
  ///
  /// A record that is an empty line has one field. The text is taken to have every quote
  /// closed (`CSVQuotes`).
  static func records(in bytes: [UInt8]) -> [[Int]] {
    scan(bytes).records
  }

  /// The offset of the first quote that closes a quoted field and is followed by something
  /// other than a comma or the end of the record (`"a"b`): RFC 4180 has the field end there,
  /// and what the CSV library makes of the rest is not what the file says.
  static func strayQuote(in bytes: [UInt8]) -> Int? {
    scan(bytes).strayQuote
  }

  private static func scan(_ bytes: [UInt8]) -> (records: [[Int]], strayQuote: Int?) {
    let (quote, comma, lineFeed, carriageReturn): (UInt8, UInt8, UInt8, UInt8) = (
      0x22, 0x2C, 0x0A, 0x0D
    )
    var records: [[Int]] = []
    var strayQuote: Int?
    var fields: [Int] = [0]
    var index = 0
    var fieldStart = true
    while index < bytes.count {
      let byte = bytes[index]
      if fieldStart, byte == quote {
        // Up to the quote that is not doubled.
        index += 1
        while index < bytes.count {
          if bytes[index] == quote {
            if index + 1 < bytes.count, bytes[index + 1] == quote {
              index += 2
              continue
            }
            break
          }
          index += 1
        }
        let after = index + 1
        if strayQuote == nil, after < bytes.count,
          ![comma, lineFeed, carriageReturn].contains(bytes[after])
        {
          strayQuote = index
        }
        index += 1
        fieldStart = false
        continue
      }
      switch byte {
      case comma:
        fields.append(index + 1)
        fieldStart = true
      case lineFeed, carriageReturn:
        if byte == carriageReturn, index + 1 < bytes.count, bytes[index + 1] == lineFeed {
          index += 1
        }
        records.append(fields)
        fields = [index + 1]
        fieldStart = true
      default:
        fieldStart = false
      }
      index += 1
    }
    if fields != [bytes.count] || records.isEmpty { records.append(fields) }
    return (records, strayQuote)
  }
}
