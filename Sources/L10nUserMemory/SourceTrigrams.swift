/// The trigrams of source texts as FTS5's trigram tokenizer cuts them (three scalars, without
/// case), each also as a number: what the user memory counts per trigram (`trigram` table) so
/// that a query looks up its rarest ones.
enum SourceTrigrams {
  /// The distinct trigrams of `text`, in the order met: the text of each (for `MATCH`) and its
  /// code (for the counts).
  static func grams(_ text: String) -> [(text: String, code: Int64)] {
    let scalars = folded(text)
    guard scalars.count >= 3 else { return [] }
    var seen: Set<Int64> = []
    var grams: [(text: String, code: Int64)] = []
    for index in 0...(scalars.count - 3) {
      let code = self.code(scalars, index)
      guard seen.insert(code).inserted else { continue }
      var gram = ""
      gram.unicodeScalars.append(contentsOf: scalars[index..<(index + 3)])
      grams.append((gram, code))
    }
    return grams
  }

  /// The codes of the distinct trigrams of `text`, added to `counts` (one per text having it).
  static func count(_ text: String, into counts: inout [Int64: Int]) {
    let scalars = folded(text)
    guard scalars.count >= 3 else { return }
    var codes = (0...(scalars.count - 3)).map { code(scalars, $0) }
    codes.sort()
    var previous: Int64 = -1
    for code in codes where code != previous {
      counts[code, default: 0] += 1
      previous = code
    }
  }

  /// Three scalars from `index` as one number (21 bits each).
  private static func code(_ scalars: [Unicode.Scalar], _ index: Int) -> Int64 {
    Int64(scalars[index].value) << 42 | Int64(scalars[index + 1].value) << 21
      | Int64(scalars[index + 2].value)
  }

  /// The scalars of `text` without case: ASCII capitals lowercased directly, other scalars as
  /// `lowercased()` makes them when that is one scalar.
  static func folded(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.map { scalar in
      if scalar.isASCII {
        return (65...90).contains(scalar.value)
          ? Unicode.Scalar(UInt8(scalar.value + 32)) : scalar
      }
      guard scalar.properties.changesWhenLowercased else { return scalar }
      let lower = scalar.properties.lowercaseMapping.unicodeScalars
      return lower.count == 1 ? lower.first ?? scalar : scalar
    }
  }
}
