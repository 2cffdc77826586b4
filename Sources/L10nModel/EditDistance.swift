/// How far apart two words are, for "did you mean" hints (languages, commands, keys).
package enum EditDistance {
  /// The number of one-character insertions, deletions, substitutions and swaps of neighbours
  /// that turn `a` into `b` (the optimal string alignment distance: `lnit` is one from `lint`,
  /// as a slip of two fingers is one mistake).
  package static func between(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    // Rows i-2, i-1 and i of the table of distances between prefixes.
    var beforePrevious: [Int] = []
    var previous = Array(0...b.count)
    for (i, left) in a.enumerated() {
      var current = [i + 1]
      for (j, right) in b.enumerated() {
        var best = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
        if i > 0, j > 0, left == b[j - 1], a[i - 1] == right {
          best = min(best, beforePrevious[j - 1] + 1)
        }
        current.append(best)
      }
      beforePrevious = previous
      previous = current
    }
    return previous[b.count]
  }
}
