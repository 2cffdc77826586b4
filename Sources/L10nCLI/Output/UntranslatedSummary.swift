import L10nCheck
import L10nModel

/// `lint`'s text output without a line per `untranslated` info.
///
/// Those (often thousands: every key a language copies from the source) are counted in one
/// line per table and language, so the errors and warnings are not buried. `--verbose`, or
/// `--rule untranslated=…`, lists them.
enum UntranslatedSummary {
  /// A table and language whose copies are counted together.
  private struct Group: Hashable {
    var table: TableID
    var language: LanguageID
  }

  /// `findings` (sorted by path and location) without the `untranslated` ones, and with one
  /// finding per table and language in their place (at the first copy, counting them): still
  /// in path order, a finding made only when it is printed (a project may have millions).
  static func merged(_ findings: FindingList) -> Merged {
    // Told apart by the list's cheap accessors: no finding is made to be skipped.
    var firsts: [Group: (index: Int, count: Int)] = [:]
    var summarized = findings.marks(ofRule: UntranslatedRule.id)
    for index in findings.indices where summarized[index] {
      guard let cell = findings.cell(at: index) else {
        summarized[index] = false
        continue
      }
      let group = Group(table: cell.table, language: cell.language)
      firsts[group, default: (index, 0)].count += 1
    }
    let counts = firsts.values.map { first, count -> Finding in
      var finding = findings[first]
      if count > 1 {
        finding.message =
          "\(count) texts of \(finding.cell?.table.path ?? "") in "
          + "\(finding.cell?.language.code ?? "") are the same as the source "
          + "(lint --verbose lists them)"
      }
      return finding
    }
    .sorted(by: precedes)
    // Each count goes before the first finding it does not follow: found by bisection, the
    // findings being sorted by path and location.
    let places = counts.map { count in
      var (low, high) = (findings.startIndex, findings.endIndex)
      while low < high {
        let middle = (low + high) / 2
        let location = findings.location(at: middle)
        if (findings.path(at: middle), location.line, location.column)
          < (count.path, count.location.line, count.location.column)
        {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low
    }
    return Merged(summarized: summarized, counts: counts, places: places)
  }

  /// Whether `a` comes before `b` in path and location order.
  static func precedes(_ a: Finding, _ b: Finding) -> Bool {
    (a.path, a.location.line, a.location.column) < (b.path, b.location.line, b.location.column)
  }

  /// A finding of `merged(_:)`: one of the list, by its index, or a count made in its place,
  /// by its index in `Merged.counts`.
  enum Item: Sendable {
    case stored(Int)
    case made(Int)
  }

  /// The findings of `merged(_:)`.
  struct Merged: Sequence, IteratorProtocol {
    /// Whether each finding of the list, by index, is counted rather than listed.
    private let summarized: [Bool]
    /// The findings made to count the others, in path and location order.
    let counts: [Finding]
    /// The index of the finding each count goes before (the list's end after the last).
    private let places: [Int]
    private var index = 0
    private var nextCount = 0

    init(summarized: [Bool], counts: [Finding], places: [Int]) {
      self.summarized = summarized
      self.counts = counts
      self.places = places
    }

    mutating func next() -> Item? {
      while index < summarized.count, summarized[index] { index += 1 }
      if nextCount < counts.count, index >= places[nextCount] {
        defer { nextCount += 1 }
        return .made(nextCount)
      }
      guard index < summarized.count else { return nil }
      defer { index += 1 }
      return .stored(index)
    }
  }
}
