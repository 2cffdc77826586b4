import L10nModel

/// What commands ask of the project's review file (`ReviewFile`, whose reader and writer are
/// the fuzz targets' only): its name, whether a path names one, its records listed.
package enum ReviewFiles {
  /// The file's name, at the project root.
  package static let fileName = ReviewFile.fileName

  /// The records a review file's `bytes` (read from `path`) holds, listed (`listing`); throws
  /// the first problem, located.
  package static func listing(_ bytes: [UInt8], path: String) throws(ParseError) -> [String] {
    listing(try ReviewFileReader.parse(bytes, path: path))
  }

  /// Whether `path` names a review file: its name, or a copy of one git made for a merge or a
  /// diff (`XXXXXX_.l10nedit-review`).
  package static func isReviewFile(_ path: String?) -> Bool {
    guard let name = path?.split(separator: "/").last else { return false }
    return name == fileName || name.hasSuffix("_" + fileName)
  }

  /// The records of `ledger` one a line, sorted, as `show` prints them for a diff:
  /// `Localizable › greeting [de]: needs review (source changed) — it was “Hello”`, a form's
  /// after the language in braces (`{variable:count.few}`); a cell marked reviewed against its
  /// source, `Localizable › greeting [de]: reviewed against “Hello, world”`.
  static func listing(_ ledger: ReviewLedger) -> [String] {
    var lines: [String] = []
    for (cell, record) in ledger.cells {
      let place = "\(cell.table) › \(cell.key.text) [\(cell.language)]"
      if let whole = record.whole { lines.append(place + ": " + said(whole)) }
      if let source = record.reviewedAgainst {
        lines.append(place + ": " + reviewed(against: source))
      }
      for (form, state) in record.forms {
        lines.append(place + " {\(ReviewFileFields.name(of: form))}: " + said(state))
      }
    }
    return lines.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// A cell marked reviewed against its source text, in words: `reviewed against “Hello”`.
  static func reviewed(against source: String) -> String {
    "reviewed against “\(source)”"
  }

  /// A state in words, with the old source text of a source change.
  private static func said(_ state: ReviewState) -> String {
    guard let old = state.reason?.oldSource else { return state.description }
    return state.description + " — it was “\(old)”"
  }
}
