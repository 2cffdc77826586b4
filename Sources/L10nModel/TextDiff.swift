/// A line diff of two texts as unified hunks: what a review of a save shows.
///
/// Lines are matched the way `git diff --patience` does: common starts and ends are taken
/// first, then lines that occur once on each side anchor the match (their longest common
/// subsequence), and the stretches between anchors are matched the same way, the small ones
/// left without anchors by Myers' algorithm (`CollectionDifference`). A large stretch with no
/// anchor at all counts as removed and added whole, so the time stays near linear in the
/// lines, whatever changed: a file re-sorted by its first save is diffed as fast as one with
/// one changed line. Only the hunks are kept, never the unchanged lines between them.
package struct TextDiff: Hashable, Sendable {
  /// One line of a hunk.
  package struct Line: Hashable, Sendable {
    /// What the line is to the change.
    package enum Kind: Hashable, Sendable {
      /// Unchanged, shown around a change.
      case context
      /// Only in the old text.
      case removed
      /// Only in the new text.
      case added
    }

    /// What the line is to the change.
    package let kind: Kind
    /// The line's text, without its line break.
    package let text: String

    /// A line of `kind` reading `text`.
    package init(_ kind: Kind, _ text: String) {
      self.kind = kind
      self.text = text
    }
  }

  /// A run of changes with the unchanged lines around them.
  package struct Hunk: Hashable, Sendable {
    /// The first old line shown (1-based), or the line before the change when none is shown.
    package let oldStart: Int
    /// How many old lines the hunk shows (context and removed).
    package let oldCount: Int
    /// The first new line shown (1-based), or the line before the change when none is shown.
    package let newStart: Int
    /// How many new lines the hunk shows (context and added).
    package let newCount: Int
    /// The lines, in order: context, removed before added within a change.
    package let lines: [Line]

    /// `@@ -oldStart,oldCount +newStart,newCount @@`, as in a unified diff.
    package var header: String {
      "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"
    }
  }

  /// The hunks, in order.
  package let hunks: [Hunk]
  /// How many lines only the new text has.
  package let added: Int
  /// How many lines only the old text has.
  package let removed: Int

  /// Whether the texts have the same lines.
  package var isEmpty: Bool { hunks.isEmpty }

  /// The diff turning `old` into `new`, each hunk with up to `context` unchanged lines on each
  /// side (hunks whose context would touch or overlap are one).
  ///
  /// Lines are compared by their bytes, as given (split them without their line breaks), so a
  /// line written in another Unicode normalization counts as changed.
  package init(old: [Substring], new: [Substring], context: Int = 3) {
    // The common start and end are matched first, so only the middle is numbered.
    var start = 0
    while start < min(old.count, new.count), LineKey(old[start]) == LineKey(new[start]) {
      start += 1
    }
    var end = 0
    while end < min(old.count, new.count) - start,
      LineKey(old[old.count - 1 - end]) == LineKey(new[new.count - 1 - end])
    {
      end += 1
    }
    let (oldIDs, newIDs) = Self.numbered(
      old[start..<(old.count - end)], new[start..<(new.count - end)])
    var matcher = Matcher(old: oldIDs, new: newIDs)
    matcher.match(0..<oldIDs.count, 0..<newIDs.count)
    let pairs =
      (0..<start).map { ($0, $0) } + matcher.pairs.map { ($0.0 + start, $0.1 + start) }
      + (0..<end).map { (old.count - end + $0, new.count - end + $0) }
    let changes = Self.changes(matching: pairs, oldCount: old.count, newCount: new.count)
    added = changes.reduce(0) { $0 + $1.new.count }
    removed = changes.reduce(0) { $0 + $1.old.count }
    hunks = Self.hunks(changes, old: old, new: new, context: max(0, context))
  }

  /// The lines of `old` and `new` as numbers, lines of the same bytes the same number, so that
  /// matching compares integers.
  private static func numbered(
    _ old: ArraySlice<Substring>, _ new: ArraySlice<Substring>
  ) -> ([Int], [Int]) {
    var numbers: [LineKey: Int] = [:]
    numbers.reserveCapacity(old.count)
    func number(_ line: Substring) -> Int {
      let key = LineKey(line)
      if let known = numbers[key] { return known }
      let next = numbers.count
      numbers[key] = next
      return next
    }
    return (old.map(number), new.map(number))
  }

  /// A changed stretch: old lines removed and new lines added in their place (either may be
  /// empty, not both).
  private struct Change {
    var old: Range<Int>
    var new: Range<Int>
  }

  /// The changed stretches between the matched pairs, in order.
  private static func changes(matching pairs: [(Int, Int)], oldCount: Int, newCount: Int)
    -> [Change]
  {
    var changes: [Change] = []
    var (oldNext, newNext) = (0, 0)
    for (oldIndex, newIndex) in pairs + [(oldCount, newCount)] {
      if oldIndex > oldNext || newIndex > newNext {
        changes.append(Change(old: oldNext..<oldIndex, new: newNext..<newIndex))
      }
      (oldNext, newNext) = (oldIndex + 1, newIndex + 1)
    }
    return changes
  }

  /// The changes grouped into hunks with `context` lines around them.
  private static func hunks(
    _ changes: [Change], old: [Substring], new: [Substring], context: Int
  ) -> [Hunk] {
    var hunks: [Hunk] = []
    var start = changes.startIndex
    while start < changes.endIndex {
      var end = start + 1
      // Changes whose contexts meet share a hunk.
      while end < changes.endIndex,
        changes[end].old.lowerBound - changes[end - 1].old.upperBound <= 2 * context
      {
        end += 1
      }
      let group = changes[start..<end]
      start = end
      guard let first = group.first, let last = group.last else { continue }
      let before = min(context, first.old.lowerBound)
      let after = min(context, old.count - last.old.upperBound)
      var lines: [Line] = []
      var oldIndex = first.old.lowerBound - before
      let oldStart = oldIndex
      let newStart = first.new.lowerBound - before
      for change in group {
        while oldIndex < change.old.lowerBound {
          lines.append(Line(.context, String(old[oldIndex])))
          oldIndex += 1
        }
        lines += change.old.map { Line(.removed, String(old[$0])) }
        lines += change.new.map { Line(.added, String(new[$0])) }
        oldIndex = change.old.upperBound
      }
      lines += old[oldIndex..<(oldIndex + after)].map { Line(.context, String($0)) }
      let oldCount = last.old.upperBound + after - oldStart
      let newCount = last.new.upperBound + after - newStart
      hunks.append(
        Hunk(
          oldStart: oldCount == 0 ? oldStart : oldStart + 1, oldCount: oldCount,
          newStart: newCount == 0 ? newStart : newStart + 1, newCount: newCount, lines: lines))
    }
    return hunks
  }
}

/// Patience matching of two numbered line arrays: the matched (old, new) index pairs, in order.
private struct Matcher {
  let old: [Int]
  let new: [Int]
  /// The matched pairs found so far, in order.
  var pairs: [(Int, Int)] = []

  /// Stretches without anchors are matched by Myers' algorithm when they differ by at most
  /// this many lines; those differing more count as replaced whole (Myers' time grows with the
  /// lines times the differences).
  static let myersLimit = 256

  init(old: [Int], new: [Int]) {
    self.old = old
    self.new = new
  }

  /// Matches `old[oldRange]` with `new[newRange]`, appending the pairs in order.
  mutating func match(_ oldRange: Range<Int>, _ newRange: Range<Int>) {
    var (oldLow, newLow) = (oldRange.lowerBound, newRange.lowerBound)
    var (oldHigh, newHigh) = (oldRange.upperBound, newRange.upperBound)
    while oldLow < oldHigh, newLow < newHigh, old[oldLow] == new[newLow] {
      pairs.append((oldLow, newLow))
      oldLow += 1
      newLow += 1
    }
    var tail = 0
    while oldLow < oldHigh, newLow < newHigh, old[oldHigh - 1] == new[newHigh - 1] {
      oldHigh -= 1
      newHigh -= 1
      tail += 1
    }
    if oldLow < oldHigh, newLow < newHigh {
      let anchors = uniqueAnchors(oldLow..<oldHigh, newLow..<newHigh)
      if anchors.isEmpty {
        matchWithoutAnchors(oldLow..<oldHigh, newLow..<newHigh)
      } else {
        var (oldNext, newNext) = (oldLow, newLow)
        for (oldIndex, newIndex) in anchors {
          match(oldNext..<oldIndex, newNext..<newIndex)
          pairs.append((oldIndex, newIndex))
          (oldNext, newNext) = (oldIndex + 1, newIndex + 1)
        }
        match(oldNext..<oldHigh, newNext..<newHigh)
      }
    }
    for offset in 0..<tail { pairs.append((oldHigh + offset, newHigh + offset)) }
  }

  /// The lines that occur once in each range, as (old, new) pairs, reduced to their longest
  /// run increasing on both sides (patience sorting).
  private func uniqueAnchors(_ oldRange: Range<Int>, _ newRange: Range<Int>) -> [(Int, Int)] {
    // Per line number: its count in old (up to 2), its index there, and its count in new.
    var seen: [Int: (oldCount: Int, oldIndex: Int, newCount: Int, newIndex: Int)] = [:]
    for index in oldRange {
      seen[old[index], default: (0, index, 0, 0)].oldCount += 1
    }
    for index in newRange {
      guard var entry = seen[new[index]] else { continue }
      entry.newCount += 1
      entry.newIndex = index
      seen[new[index]] = entry
    }
    var candidates: [(Int, Int)] = []
    for index in oldRange {
      if let entry = seen[old[index]], entry.oldCount == 1, entry.newCount == 1 {
        candidates.append((index, entry.newIndex))
      }
    }
    return Self.longestIncreasing(candidates)
  }

  /// The longest subsequence of `pairs` (increasing in their first element) whose second
  /// elements increase too.
  private static func longestIncreasing(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
    guard !pairs.isEmpty else { return [] }
    // tails[k]: the index in `pairs` of the smallest end of an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: pairs.count)
    for (index, pair) in pairs.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if pairs[tails[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var run: [(Int, Int)] = []
    var index = tails.last ?? -1
    while index >= 0 {
      run.append(pairs[index])
      index = previous[index]
    }
    return run.reversed()
  }

  /// Matches a stretch without unique lines by Myers' algorithm (the fewest lines removed and
  /// added) when that takes at most `myersLimit` of them; else leaves it unmatched.
  private mutating func matchWithoutAnchors(_ oldRange: Range<Int>, _ newRange: Range<Int>) {
    let (n, m) = (oldRange.count, newRange.count)
    let limit = min(n + m, Self.myersLimit)
    let offset = limit + 1
    // frontier[k + offset]: the furthest old offset reached on diagonal k (old - new offset).
    var frontier = [Int](repeating: 0, count: 2 * limit + 3)
    var history: [[Int]] = []
    var found: Int?
    search: for d in 0...limit {
      history.append(frontier)
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && frontier[k - 1 + offset] < frontier[k + 1 + offset])
          ? frontier[k + 1 + offset] : frontier[k - 1 + offset] + 1
        var y = x - k
        while x < n, y < m, old[oldRange.lowerBound + x] == new[newRange.lowerBound + y] {
          x += 1
          y += 1
        }
        frontier[k + offset] = x
        if x >= n, y >= m {
          found = d
          break search
        }
      }
    }
    guard let distance = found else { return }
    // Walk back through the frontiers, collecting the diagonal (matched) steps.
    var matched: [(Int, Int)] = []
    var (x, y) = (n, m)
    for d in stride(from: distance, through: 0, by: -1) {
      let before = history[d]
      let k = x - y
      let previousK =
        k == -d || (k != d && before[k - 1 + offset] < before[k + 1 + offset]) ? k + 1 : k - 1
      let previousX = d == 0 ? 0 : before[previousK + offset]
      let previousY = d == 0 ? 0 : previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        matched.append((oldRange.lowerBound + x, newRange.lowerBound + y))
      }
      (x, y) = (previousX, previousY)
    }
    pairs += matched.reversed()
  }
}

/// A line compared and hashed by its UTF-8 bytes (faster than `String`'s canonical equivalence,
/// and exact: the review shows bytes).
private struct LineKey: Hashable {
  let line: Substring

  init(_ line: Substring) {
    self.line = line
  }

  static func == (lhs: LineKey, rhs: LineKey) -> Bool {
    lhs.line.utf8.count == rhs.line.utf8.count && lhs.line.utf8.elementsEqual(rhs.line.utf8)
  }

  func hash(into hasher: inout Hasher) {
    let hashed: Void? = line.utf8.withContiguousStorageIfAvailable {
      hasher.combine(bytes: UnsafeRawBufferPointer($0))
    }
    if hashed == nil {
      for byte in line.utf8 { hasher.combine(byte) }
    }
  }
}
