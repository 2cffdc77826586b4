internal import GRDB
import L10nMemory
import L10nModel

extension UserMemory {
  /// The most source texts read as fuzzy candidates for one query.
  static let candidateLimit = 2_000
  /// The most candidates (those sharing the most trigrams) compared in full.
  static let compareLimit = 200

  /// What the user memory suggests for `query`, ranked as the project memory ranks.
  ///
  /// The same source text, and fuzzy candidates from FTS5's trigram index: the query's rarest
  /// trigrams (by the index's own counts, `source_trigram_vocab`) are looked up until about
  /// `candidateLimit` texts have one, those sharing the most trigrams with the query are kept
  /// (`compareLimit`), and their units in the query's language are read into a small
  /// `ProjectMemory`, which scores and ranks them.
  package func suggestions(for query: MemoryQuery, limit: Int = 9) throws -> [Suggestion] {
    let units = try pool.read { db -> [MemoryUnit] in
      var sources = try Int64.fetchAll(
        db, sql: "SELECT id FROM source WHERE text = ?", arguments: [query.source])
      sources += try Self.fuzzyCandidates(of: query.source, in: db)
      guard !sources.isEmpty else { return [] }
      let marks = Array(repeating: "?", count: sources.count).joined(separator: ",")
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT s.text, u.translation, u.table_path, u.key, u.form, u.comment
          FROM unit u JOIN source s ON s.id = u.source
          WHERE u.language = ? AND u.source IN (\(marks))
          """,
        arguments: StatementArguments(
          [query.language.code] + sources.map { $0 as any DatabaseValueConvertible }))
      return rows.map { row in
        let form: String = row[4]
        return MemoryUnit(
          source: row[0], translation: row[1], language: query.language,
          context: MemoryContext(
            table: TableID(row[2]), key: LocalizationKey(row[3]), form: form.isEmpty ? nil : form,
            comment: row[5]))
      }
    }
    return ProjectMemory(sourceLanguage: .english, units: units).suggestions(
      for: query, limit: limit)
  }

  /// The ids of the source texts most like `text` by shared trigrams (not `text` itself).
  private static func fuzzyCandidates(of text: String, in db: Database) throws -> [Int64] {
    let grams = trigrams(text)
    guard !grams.isEmpty else { return [] }
    // Each trigram's count, looked up one by one (fts5vocab answers `term = ?` from the
    // index, but scans for `IN`).
    let statement = try db.cachedStatement(
      sql: "SELECT doc FROM source_trigram_vocab WHERE term = ?")
    let counts = try grams.compactMap { gram -> (gram: String, count: Int)? in
      try Int.fetchOne(statement, arguments: [gram]).map { (gram, $0) }
    }
    // The rarest first, until about `candidateLimit` texts have one.
    var chosen: [String] = []
    var total = 0
    for (gram, count) in counts.sorted(by: { $0.count < $1.count }) {
      guard total < candidateLimit || chosen.count < 3 else { break }
      chosen.append(gram)
      total += count
    }
    guard !chosen.isEmpty else { return [] }
    let match = chosen.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
      .joined(separator: " OR ")
    let candidates = try Row.fetchAll(
      db, sql: "SELECT rowid, text FROM source_trigram WHERE source_trigram MATCH ? LIMIT ?",
      arguments: [match, candidateLimit])
    let wanted = TrigramIndex.trigrams(of: text)
    let ranked = candidates.compactMap { row -> (id: Int64, shared: Int)? in
      let candidate: String = row["text"]
      guard candidate != text else { return nil }
      return (row["rowid"], TrigramIndex.trigrams(of: candidate).intersection(wanted).count)
    }
    return ranked.sorted { $0.shared > $1.shared }.prefix(compareLimit).map(\.id)
  }

  /// The distinct trigrams of `text` as FTS5's trigram tokenizer makes them (lowercased
  /// scalars), at most 64.
  static func trigrams(_ text: String) -> [String] {
    let scalars = Array(text.lowercased().unicodeScalars)
    guard scalars.count >= 3 else { return [] }
    var seen: Set<String> = []
    let grams = (0...(scalars.count - 3)).compactMap { index -> String? in
      var gram = ""
      gram.unicodeScalars.append(contentsOf: scalars[index..<(index + 3)])
      return seen.insert(gram).inserted ? gram : nil
    }
    return Array(grams.prefix(64))
  }
}
