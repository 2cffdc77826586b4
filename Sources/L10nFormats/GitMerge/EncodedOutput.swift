import L10nModel

/// The bytes of a merged `.strings` file in the encoding OURS was stored in, so that a merge
/// of a UTF-16 file stays UTF-16 (every other write is UTF-8, see `StringsWriter`).
enum EncodedOutput {
  /// `utf8` (a writer's output) re-encoded as `encoding`: UTF-16 with or without its byte
  /// order mark, UTF-8 with its byte order mark; anything else is returned as it is.
  static func encode(_ utf8: [UInt8], as encoding: SourceEncoding) -> [UInt8] {
    let bigEndian: Bool
    var output: [UInt8] = []
    switch encoding {
    case .utf8WithBOM: return [0xEF, 0xBB, 0xBF] + utf8
    case .utf16LittleEndianWithBOM:
      output = [0xFF, 0xFE]
      bigEndian = false
    case .utf16BigEndianWithBOM:
      output = [0xFE, 0xFF]
      bigEndian = true
    case .utf16LittleEndian: bigEndian = false
    case .utf16BigEndian: bigEndian = true
    case .utf8, .xmlPropertyList, .binaryPropertyList: return utf8
    }
    let units = String(decoding: utf8, as: UTF8.self).utf16
    output.reserveCapacity(output.count + units.count * 2)
    for unit in units {
      let high = UInt8(truncatingIfNeeded: unit >> 8)
      let low = UInt8(truncatingIfNeeded: unit)
      output += bigEndian ? [high, low] : [low, high]
    }
    return output
  }
}
