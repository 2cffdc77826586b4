/// A commit as a finding names it: its id and its date.
package struct CommitStamp: Hashable, Sendable, Codable {
  /// The full object id (40 hexadecimal digits).
  package var id: String
  /// The committer date, in seconds since 1970 (UTC).
  package var time: Int64

  /// Creates a stamp.
  package init(id: String, time: Int64) {
    self.id = id
    self.time = time
  }

  /// The short id: the first seven digits, as `git log --oneline` shows it.
  package var shortID: String { String(id.prefix(7)) }

  /// The date, `YYYY-MM-DD` (UTC).
  package var date: String {
    // Days since 1970 to a civil date (Howard Hinnant's algorithm): no Foundation here.
    let days = time >= 0 ? time / 86_400 : (time - 86_399) / 86_400
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shifted + 2) / 5 + 1
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(year)-\(two(month))-\(two(day))"
  }

  /// `1a2b3c4 (2024-05-01)`.
  package var description: String { "\(shortID) (\(date))" }
}

/// A translation whose source text changed after it was last written, found in git history
/// (the `outdated-translation` rule, and the editor's cells needing review).
package struct OutdatedTranslation: Hashable, Sendable, Codable {
  /// The translation's cell (its table, key and language).
  package var cell: CellID
  /// The source text the translation was made from (the source's value in the most recent
  /// commit that set it and that the translation's commit descends from, or is); `nil` when
  /// the source did not have the key then.
  package var oldSource: String?
  /// The source text as the commit that changed it last left it.
  package var newSource: String
  /// The most recent commit that added or changed the source text.
  package var sourceCommit: CommitStamp
  /// The most recent commit that added or changed the translation.
  package var translationCommit: CommitStamp

  /// Creates a finding.
  package init(
    cell: CellID, oldSource: String?, newSource: String, sourceCommit: CommitStamp,
    translationCommit: CommitStamp
  ) {
    self.cell = cell
    self.oldSource = oldSource
    self.newSource = newSource
    self.sourceCommit = sourceCommit
    self.translationCommit = translationCommit
  }
}

/// What reading a project's git history found for the `outdated-translation` rule.
package enum TranslationHistory: Sendable {
  /// The history could not be read: why, in words (not a git work tree, no commits, git not
  /// installed, git did not finish in time).
  case unavailable(String)
  /// The outdated translations, and what the reader could not do in full (a shallow clone,
  /// versions that could not be read, a history cut at its limit), in words.
  case read(outdated: [OutdatedTranslation], notes: [String])
}
