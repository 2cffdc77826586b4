import Foundation

/// The search skeleton of text: what the search index keeps of each cell, and what a query is
/// looked up as.
///
/// Scalar by scalar: lowercased as `String.lowercased()` does, canonically decomposed, with
/// combining marks dropped and final sigma written as sigma. Texts that search as equal
/// (canonically equivalent once lowercased) have equal skeletons, and the skeleton of a text
/// is the skeletons of its parts one after the other; so a cell that matches a query always
/// holds the query's skeleton. The reverse need not hold (`e` is in the skeleton of `é`):
/// the skeleton finds candidates, and the search's own comparison decides.
struct SearchFolding: Sendable {
  /// What each scalar of the Basic Multilingual Plane becomes, once looked up: 0 not yet, 1
  /// itself, else 2 + an index into `foldings`.
  private var table = [UInt32](repeating: 0, count: 0x1_0000)
  /// What scalars above the Basic Multilingual Plane become, once looked up.
  private var astral: [UInt32: UInt32] = [:]
  /// The skeletons of scalars that change.
  private var foldings: [[UInt8]] = []

  /// The skeleton of `text`.
  mutating func skeleton(of text: String) -> [UInt8] {
    var result: [UInt8] = []
    var copy = text
    copy.withUTF8 { _ = append(skeletonOf: $0, to: &result) }
    return result
  }

  /// Appends the skeleton of valid UTF-8 `bytes` to `output`; returns `false` (having appended
  /// part of it) when `bytes` are not valid UTF-8.
  mutating func append(skeletonOf bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8])
    -> Bool
  {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        output.append(lead &- 0x41 < 26 ? lead | 0x20 : lead)
        index += 1
        continue
      }
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
      guard lead >= 0xC2, lead <= 0xF4, index + length <= count else { return false }
      var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      for offset in 1..<length {
        let next = bytes[index + offset]
        guard next & 0xC0 == 0x80 else { return false }
        value = value << 6 | UInt32(next & 0x3F)
      }
      // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
      guard
        value >= (length == 3 ? 0x800 : length == 4 ? 0x1_0000 : 0x80), value <= 0x10_FFFF,
        !(0xD800...0xDFFF).contains(value)
      else { return false }
      let folding = folding(of: value)
      if folding == 1 {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
      } else {
        output.append(contentsOf: foldings[Int(folding - 2)])
      }
      index += length
    }
    return true
  }

  /// The entry of `table` (or `astral`) for the scalar `value`, looked up once.
  private mutating func folding(of value: UInt32) -> UInt32 {
    if value < 0x1_0000, table[Int(value)] != 0 { return table[Int(value)] }
    if value >= 0x1_0000, let known = astral[value] { return known }
    let entry: UInt32
    if let scalar = Unicode.Scalar(value) {
      let skeleton = Self.skeleton(of: scalar)
      if skeleton.elementsEqual(String(scalar).utf8) {
        entry = 1
      } else {
        foldings.append(skeleton)
        entry = UInt32(foldings.count + 1)
      }
    } else {
      entry = 1
    }
    if value < 0x1_0000 { table[Int(value)] = entry } else { astral[value] = entry }
    return entry
  }

  /// The skeleton of one scalar, worked out from Unicode's data.
  private static func skeleton(of scalar: Unicode.Scalar) -> [UInt8] {
    let lowered = scalar.properties.lowercaseMapping
    var result: [UInt8] = []
    for part in lowered.decomposedStringWithCanonicalMapping.unicodeScalars
    where part.properties.canonicalCombiningClass == .notReordered {
      result += String(part == "ς" ? "σ" : part).utf8
    }
    return result
  }
}
