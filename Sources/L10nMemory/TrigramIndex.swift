/// Which source texts share three-scalar pieces with a query: fuzzy match candidates found
/// without comparing the query with every text.
///
/// Each text is cut into its trigrams (ASCII letters lowercased, with a marker before and after,
/// so that `ab` has `^ab` and `ab$`); a posting list per trigram holds the texts that have it.
/// A query counts, per text, the trigrams they share: a text within the edit distance that a
/// similarity threshold allows shares most of them (one edit changes at most three), so texts
/// sharing too few are dropped and the rest are compared, best first, up to `verifyLimit`.
package struct TrigramIndex: Sendable {
  /// Texts longer than this (in scalars) are not indexed, and queries longer than this find no
  /// fuzzy matches: a fuzzy match of a paragraph is no help, and its distance is slow.
  package static let maximumLength = 1_000
  /// The most candidates whose distance is computed for one query.
  package static let verifyLimit = 200

  private var ids: [UInt64: Int32] = [:]
  /// The texts of each trigram (by id): `postings[starts[id]..<starts[id + 1]]`.
  private var starts: [Int32] = []
  private var postings: [Int32] = []
  /// Per text: its trigrams (distinct) and its length in scalars (`-1`: not indexed).
  private var gramCounts: [Int32] = []
  private var lengths: [Int32] = []

  /// The number of texts.
  package var count: Int { lengths.count }

  /// An index of `texts` (their position is their id in results).
  package init<Texts: Sequence<String>>(_ texts: Texts) {
    var pairs: [(gram: Int32, text: Int32)] = []
    for (number, text) in texts.enumerated() {
      let scalars = Self.normalized(text)
      guard scalars.count <= Self.maximumLength else {
        lengths.append(-1)
        gramCounts.append(0)
        continue
      }
      let grams = Self.trigrams(scalars)
      lengths.append(Int32(scalars.count))
      gramCounts.append(Int32(grams.count))
      for gram in grams {
        let id = ids[gram, default: Int32(ids.count)]
        if id == ids.count { ids[gram] = id }
        pairs.append((id, Int32(number)))
      }
    }
    // Counting sort by trigram: the posting lists, each in text order.
    var counts = [Int32](repeating: 0, count: ids.count + 1)
    for pair in pairs { counts[Int(pair.gram) + 1] += 1 }
    for index in 1..<counts.count { counts[index] += counts[index - 1] }
    starts = counts
    var next = counts
    postings = [Int32](repeating: 0, count: pairs.count)
    for pair in pairs {
      postings[Int(next[Int(pair.gram)])] = pair.text
      next[Int(pair.gram)] += 1
    }
  }

  /// The texts that may be at least `threshold` percent alike `query`, with their similarity,
  /// best first; `exclude` (an exact match, found otherwise) is left out.
  package func matches(
    of query: String, threshold: Int, texts: (Int32) -> String, exclude: Int32? = nil
  ) -> [(text: Int32, score: Int)] {
    let scalars = Self.normalized(query)
    guard !scalars.isEmpty, scalars.count <= Self.maximumLength else { return [] }
    let grams = Self.trigrams(scalars)
    var shared = [Int32](repeating: 0, count: lengths.count)
    var touched: [Int32] = []
    for gram in grams {
      guard let id = ids[gram] else { continue }
      for text in postings[Int(starts[Int(id)])..<Int(starts[Int(id) + 1])] {
        if shared[Int(text)] == 0 { touched.append(text) }
        shared[Int(text)] += 1
      }
    }
    // Texts that share enough: within the allowed distance each edit loses at most three.
    let length = scalars.count
    var candidates: [(text: Int32, shared: Int32, share: Double)] = []
    for text in touched where text != exclude {
      let other = Int(lengths[Int(text)])
      let longest = max(length, other)
      let allowed = longest * (100 - threshold) / 100
      guard abs(length - other) <= allowed else { continue }
      let most = max(grams.count, Int(gramCounts[Int(text)]))
      guard Int(shared[Int(text)]) >= most - 3 * allowed else { continue }
      candidates.append((text, shared[Int(text)], Double(shared[Int(text)]) / Double(most)))
    }
    candidates.sort { $0.share > $1.share || ($0.share == $1.share && $0.text < $1.text) }
    var results: [(text: Int32, score: Int)] = []
    let original = Array(query.unicodeScalars)
    for candidate in candidates.prefix(Self.verifyLimit) {
      let other = Array(texts(candidate.text).unicodeScalars)
      if let score = Similarity.percent(original, other, threshold: threshold) {
        results.append((candidate.text, score))
      }
    }
    return results.sorted { $0.score > $1.score || ($0.score == $1.score && $0.text < $1.text) }
  }

  /// The distinct trigrams of `text`, as the index cuts texts (for comparing candidates found
  /// elsewhere).
  package static func trigrams(of text: String) -> Set<UInt64> {
    trigrams(normalized(text))
  }

  /// How many distinct trigrams of `text` are in `wanted` (`trigrams(of:)` of another text):
  /// the same as `trigrams(of: text).intersection(wanted).count`, without making the set.
  package static func sharedTrigrams(of text: String, with wanted: Set<UInt64>) -> Int {
    let scalars = normalized(text)
    guard !scalars.isEmpty else { return 0 }
    var shared: [UInt64] = []
    shared.reserveCapacity(scalars.count + 2)
    var previous: (UInt64, UInt64) = (0x1F_FFFE, UInt64(scalars[0]))
    for scalar in scalars.dropFirst() + [0x1F_FFFF] {
      let gram = previous.0 << 42 | previous.1 << 21 | UInt64(scalar)
      if wanted.contains(gram) { shared.append(gram) }
      previous = (previous.1, UInt64(scalar))
    }
    shared.sort()
    var count = 0
    var last: UInt64?
    for gram in shared where gram != last {
      count += 1
      last = gram
    }
    return count
  }

  /// The scalars a trigram is made of: ASCII capitals lowercased.
  static func normalized(_ text: String) -> [UInt32] {
    text.unicodeScalars.map { scalar in
      (65...90).contains(scalar.value) ? scalar.value + 32 : scalar.value
    }
  }

  /// The distinct trigrams of `scalars`, with a marker before and after.
  static func trigrams(_ scalars: [UInt32]) -> Set<UInt64> {
    guard !scalars.isEmpty else { return [] }
    // Beyond any scalar (21 bits): the start and end markers.
    let padded = [0x1F_FFFE] + scalars + [0x1F_FFFF]
    var grams = Set<UInt64>(minimumCapacity: padded.count)
    for index in 0..<(padded.count - 2) {
      grams.insert(
        UInt64(padded[index]) << 42 | UInt64(padded[index + 1]) << 21 | UInt64(padded[index + 2]))
    }
    return grams
  }
}
