/// How alike two source texts are, in percent, as Poedit and OmegaT show a fuzzy match.
///
/// `100 × (1 − d / n)`, rounded down, where `d` is the Levenshtein distance between the two
/// texts' Unicode scalars (insertions, deletions, substitutions) and `n` the length of the
/// longer one. Equal texts are 100; a text and one of half its length sharing a prefix 50.
package enum Similarity {
  /// The similarity of `a` and `b` in percent, or `nil` when it is below `threshold` (the
  /// distance is then not computed in full: rows whose best is already too far stop it).
  package static func percent(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], threshold: Int)
    -> Int?
  {
    let longest = max(a.count, b.count)
    guard longest > 0 else { return 100 }
    // The largest distance that still reaches the threshold.
    let allowed = longest * (100 - threshold) / 100
    guard abs(a.count - b.count) <= allowed,
      let distance = distance(a, b, atMost: allowed)
    else { return nil }
    let score = 100 * (longest - distance) / longest
    return score >= threshold ? score : nil
  }

  /// The Levenshtein distance of `a` and `b`, or `nil` when it is more than `limit`.
  package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int)
    -> Int?
  {
    if a.isEmpty { return b.count <= limit ? b.count : nil }
    if b.isEmpty { return a.count <= limit ? a.count : nil }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var best = i
      let left = a[i - 1]
      for j in 1...b.count {
        let substitution = previous[j - 1] + (left == b[j - 1] ? 0 : 1)
        let value = min(substitution, previous[j] + 1, current[j - 1] + 1)
        current[j] = value
        best = min(best, value)
      }
      // Every later row is at least this row's best.
      if best > limit { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }
}
