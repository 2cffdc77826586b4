/// Texts sent to apertium together in one run, and what it writes back split into each text's
/// translation.
///
/// apertium runs with `-f none -z`: no deformatter, its null-flush mode. Each text becomes one
/// NUL-terminated chunk of apertium's stream format: a superblank naming the text's place
/// (`[l10nedit:3]`, copied through untouched, so that a chunk is never taken for another's),
/// the text with the stream's reserved characters escaped and its line breaks in superblanks
/// (as apertium's own text deformatter does), and an empty superblank that keeps a final full
/// stop (without a blank after it, apertium drops it). What comes back is split at NULs; each
/// chunk must start with its place's superblank, and superblanks and escapes are undone.
package enum ApertiumStream {
  /// Why a text has no translation in apertium's output.
  package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// apertium wrote no chunk for the text.
    case missing
    /// apertium wrote two chunks for it.
    case twice
    /// Its chunk holds stream syntax that is no text (an unescaped `^`, `$`, `/`, `<`, `>`,
    /// `{`, `}` or `@`, an unclosed superblank, an escape at its end).
    case notText

    package var description: String {
      switch self {
      case .missing: "apertium's output has no translation for it"
      case .twice: "apertium's output has two translations for it"
      case .notText: "apertium's output for it is not plain text (stream syntax left in it)"
      }
    }
  }

  /// The characters apertium's stream format reserves: escaped with a backslash in a text.
  static let reserved: Set<UInt8> = Set("\\[]^$/<>@{}".utf8)
  /// The marker that opens a chunk's place superblank.
  static let placePrefix = Array("[l10nedit:".utf8)

  /// `texts` as one input for `apertium -f none -z` (UTF-8).
  ///
  /// A text must hold no NUL (`holdsNUL`).
  package static func encode(_ texts: [String]) -> [UInt8] {
    var bytes: [UInt8] = []
    for (index, text) in texts.enumerated() {
      bytes += placePrefix + Array(String(index).utf8) + [UInt8(ascii: "]")]
      var inBreak = false
      for byte in text.utf8 {
        let isBreak = byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        if isBreak != inBreak {
          bytes.append(isBreak ? UInt8(ascii: "[") : UInt8(ascii: "]"))
          inBreak = isBreak
        }
        if !isBreak && reserved.contains(byte) { bytes.append(UInt8(ascii: "\\")) }
        bytes.append(byte)
      }
      if inBreak { bytes.append(UInt8(ascii: "]")) }
      bytes += Array("[]".utf8) + [0]
    }
    return bytes
  }

  /// Whether `text` cannot be sent in a chunk (a NUL would end it).
  package static func holdsNUL(_ text: String) -> Bool {
    text.utf8.contains(0)
  }

  /// apertium's `output` for `count` texts encoded by `encode`: each text's translation, or
  /// why there is none.
  ///
  /// Only chunks ended by their NUL count (what follows the last NUL is
  /// apertium stopped mid-text); those that name no place of `0..<count` are left out (empty
  /// ones: apertium's pipeline writes a NUL per stage at the end).
  package static func decode(_ output: [UInt8], count: Int) -> [Result<String, Failure>] {
    var results = [Result<String, Failure>?](repeating: nil, count: count)
    let complete = output[..<(output.lastIndex(of: 0) ?? output.startIndex)]
    for chunk in complete.split(separator: 0, omittingEmptySubsequences: true) {
      guard let (place, body) = place(of: chunk), place < count else { continue }
      if results[place] != nil {
        results[place] = .failure(.twice)
        continue
      }
      results[place] = text(of: body).map { .success($0) } ?? .failure(.notText)
    }
    return results.map { $0 ?? .failure(.missing) }
  }

  /// The place a chunk names in its first superblank, and the rest of the chunk.
  private static func place(of chunk: ArraySlice<UInt8>) -> (Int, ArraySlice<UInt8>)? {
    guard chunk.starts(with: placePrefix) else { return nil }
    let digits = chunk.dropFirst(placePrefix.count)
    guard let close = digits.firstIndex(of: UInt8(ascii: "]")) else { return nil }
    let number = digits[..<close]
    guard !number.isEmpty, number.count <= 9,
      number.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      number.first != UInt8(ascii: "0") || number.count == 1,
      let place = Int(String(decoding: number, as: UTF8.self))
    else { return nil }
    return (place, digits[(close + 1)...])
  }

  /// A chunk's text: superblanks opened (their content kept), escapes undone; `nil` when stream
  /// syntax is left in it.
  private static func text(of body: ArraySlice<UInt8>) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(body.count)
    var inBlank = false
    var escaped = false
    for byte in body {
      if escaped {
        bytes.append(byte)
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "[") && !inBlank {
        inBlank = true
      } else if byte == UInt8(ascii: "]") && inBlank {
        inBlank = false
      } else if !inBlank && (reserved.contains(byte) || byte == UInt8(ascii: "]")) {
        return nil
      } else {
        bytes.append(byte)
      }
    }
    guard !inBlank, !escaped else { return nil }
    return String(validating: bytes, as: UTF8.self)
  }
}
