import L10nCheck
import L10nModel

/// `lint`'s text output without a line per `untranslated` info.
///
/// Those (often thousands: every key a language copies from the source) are counted in one
/// line per table and language, so the errors and warnings are not buried. `--verbose`, or
/// `--rule untranslated=…`, lists them.
struct UntranslatedSummary {
  /// One table's and language's copies: where the first is, and how many.
  private struct Group {
    var first: Finding
    var count: Int
  }

  private var groups: [String: Group] = [:]
  private var order: [String] = []

  /// Whether `finding` is one this summary counts instead of listing.
  static func isSummarized(_ finding: Finding) -> Bool {
    finding.ruleID == UntranslatedRule.id && finding.cell != nil
  }

  /// The summary of the `untranslated` findings among `findings`.
  init(_ findings: some Sequence<Finding>) {
    for finding in findings where Self.isSummarized(finding) {
      guard let cell = finding.cell else { continue }
      let group = cell.table.path + "\u{0}" + cell.language.code
      if groups[group] == nil {
        order.append(group)
        groups[group] = Group(first: finding, count: 0)
      }
      groups[group]?.count += 1
    }
  }

  /// `findings` (sorted by path and location) without the counted ones, and with one finding
  /// per table and language in their place (at the first copy): still in path order, read
  /// one at a time (a project may have millions).
  static func merged<Findings: Sequence<Finding>>(_ findings: Findings) -> Merged<Findings.Iterator>
  {
    Merged(
      base: findings.makeIterator(),
      counts: UntranslatedSummary(findings).findings.sorted(by: precedes))
  }

  /// The findings of `merged(_:)`.
  struct Merged<Base: IteratorProtocol<Finding>>: Sequence, IteratorProtocol {
    var base: Base
    let counts: [Finding]
    private var nextCount = 0
    private var pending: Finding?

    init(base: Base, counts: [Finding]) {
      self.base = base
      self.counts = counts
    }

    mutating func next() -> Finding? {
      if pending == nil {
        while let finding = base.next() {
          if !UntranslatedSummary.isSummarized(finding) {
            pending = finding
            break
          }
        }
      }
      if nextCount < counts.count,
        pending.map({ !UntranslatedSummary.precedes($0, counts[nextCount]) }) ?? true
      {
        defer { nextCount += 1 }
        return counts[nextCount]
      }
      defer { pending = nil }
      return pending
    }
  }

  /// Whether `a` comes before `b` in path and location order.
  static func precedes(_ a: Finding, _ b: Finding) -> Bool {
    (a.path, a.location.line, a.location.column) < (b.path, b.location.line, b.location.column)
  }

  /// One finding per table and language, at its first copy, in the text format's shape.
  var findings: [Finding] {
    order.compactMap { groups[$0] }.map { group in
      var finding = group.first
      let language = finding.cell?.language.code ?? ""
      let table = finding.cell?.table.path ?? ""
      finding.message =
        group.count == 1
        ? finding.message
        : "\(group.count) texts of \(table) in \(language) are the same as the source "
          + "(lint --verbose lists them)"
      return finding
    }
  }
}
