import L10nModel

/// Writes a review file (see `ReviewFile`): a header, then one line per recorded state, sorted
/// by their bytes, so that the same states always give the same file and a merge sees lines.
enum ReviewFileWriter {
  /// The header every review file starts with.
  static let header = """
    # l10nedit review states (see Documentation/Guides/ReviewStates.md): one line per cell or
    # plural form that is not plainly translated. Fields, tab-separated: table, key, language,
    # form, state, reason, old source text. A cell without a line is translated.

    """

  /// The bytes of a review file holding `ledger`.
  static func render(_ ledger: ReviewLedger) -> [UInt8] {
    var lines: [String] = []
    lines.reserveCapacity(ledger.count)
    for (cell, record) in ledger.cells {
      let prefix =
        ReviewFileFields.escaped(cell.table.path) + "\t" + ReviewFileFields.escaped(cell.key.text)
        + "\t" + ReviewFileFields.escaped(cell.language.code) + "\t"
      if let whole = record.whole.flatMap(fields) { lines.append(prefix + whole) }
      if let source = record.reviewedAgainst {
        lines.append(prefix + "\treviewed\t\t" + ReviewFileFields.escaped(source))
      }
      for (form, state) in record.forms {
        guard let fields = fields(of: state) else { continue }
        lines.append(prefix + ReviewFileFields.escaped(ReviewFileFields.name(of: form)) + fields)
      }
    }
    lines.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var bytes = Array(header.utf8)
    for line in lines {
      bytes.append(contentsOf: line.utf8)
      bytes.append(0x0A)
    }
    return bytes
  }

  /// The state, reason and old source fields of a line, each after a tab (the form field
  /// before them); `nil` for `translated`, which has no line.
  private static func fields(of state: ReviewState) -> String? {
    switch state {
    case .new: "\tnew"
    case .translated: nil
    case .needsReview(let reason):
      "\tneeds-review\t\(reason.name)"
        + (reason.oldSource.map { "\t" + ReviewFileFields.escaped($0) } ?? "")
    }
  }
}
