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
    let untranslated = findings.marks(ofRule: UntranslatedRule.id)
    for index in findings.indices where isSummarized(findings, untranslated, index) {
      guard let cell = findings.cell(at: index) else { continue }
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
    return Merged(
      findings: findings, untranslated: untranslated, counts: counts.sorted(by: precedes))
  }

  /// Whether the finding at `index` is one this summary counts instead of listing.
  ///
  /// `untranslated` tells which findings are of that rule (`FindingList.marks(ofRule:)`).
  private static func isSummarized(_ findings: FindingList, _ untranslated: [Bool], _ index: Int)
    -> Bool
  {
    untranslated[index] && findings.cell(at: index) != nil
  }

  /// Whether `a` comes before `b` in path and location order.
  static func precedes(_ a: Finding, _ b: Finding) -> Bool {
    (a.path, a.location.line, a.location.column) < (b.path, b.location.line, b.location.column)
  }

  /// A finding of `merged(_:)`: one of the list, by its index, or a count made in its place.
  enum Item: Sendable {
    case stored(Int)
    case made(Finding)
  }

  /// The findings of `merged(_:)`.
  struct Merged: Sequence, IteratorProtocol {
    let findings: FindingList
    let counts: [Finding]
    private var index = 0
    private var nextCount = 0
    private var pending: Int?

    /// Which findings are `untranslated` ones, by index.
    let untranslated: [Bool]

    init(findings: FindingList, untranslated: [Bool], counts: [Finding]) {
      self.findings = findings
      self.untranslated = untranslated
      self.counts = counts
    }

    mutating func next() -> Item? {
      while pending == nil, index < findings.endIndex {
        if !UntranslatedSummary.isSummarized(findings, untranslated, index) { pending = index }
        index += 1
      }
      if nextCount < counts.count, pending.map({ !precedesCount($0) }) ?? true {
        defer { nextCount += 1 }
        return .made(counts[nextCount])
      }
      defer { pending = nil }
      return pending.map { .stored($0) }
    }

    /// Whether the finding at `index` comes before the next count (`precedes`, read from the
    /// list without building the finding).
    private func precedesCount(_ index: Int) -> Bool {
      let count = counts[nextCount]
      let location = findings.location(at: index)
      return (findings.path(at: index), location.line, location.column)
        < (count.path, count.location.line, count.location.column)
    }
  }
}
