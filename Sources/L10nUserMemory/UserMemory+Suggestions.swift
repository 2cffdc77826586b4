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
  /// The same source text, and fuzzy candidates from FTS5's trigram index
  /// (`fuzzyCandidates`): those sharing the most trigrams with the query are kept
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
      for: query, limit: limit
    ).map { suggestion in
      var marked = suggestion
      marked.origin = .userMemory
      return marked
    }
  }

  /// The ids of the source texts most like `text` by shared trigrams (not `text` itself).
  ///
  /// Up to 8 of its trigrams, spread over it, are looked up in FTS5's trigram index: texts
  /// having all of them, then (while fewer than `compareLimit` are found) those having all of
  /// either half, then any; at most `candidateLimit` in all. (Counting each trigram's texts
  /// to pick the rarest, through `fts5vocab`, took 10 ms a trigram on 600,000 texts.)
  private static func fuzzyCandidates(of text: String, in db: Database) throws -> [Int64] {
    let grams = trigrams(text)
    guard !grams.isEmpty else { return [] }
    let step = max(1, grams.count / 8)
    let sample = Array(stride(from: 0, to: grams.count, by: step).prefix(8).map { grams[$0] })
    let quoted = sample.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
    let half = quoted.count / 2
    var queries = [quoted.joined(separator: " AND ")]
    if half > 0 {
      queries += [
        quoted[..<half].joined(separator: " AND "), quoted[half...].joined(separator: " AND "),
      ]
    }
    queries.append(quoted.joined(separator: " OR "))
    var found: [Int64: String] = [:]
    for match in queries where found.count < compareLimit {
      let rows = try Row.fetchAll(
        db, sql: "SELECT rowid, text FROM source_trigram WHERE source_trigram MATCH ? LIMIT ?",
        arguments: [match, candidateLimit - found.count])
      for row in rows { found[row["rowid"]] = row["text"] }
    }
    let wanted = TrigramIndex.trigrams(of: text)
    let ranked = found.compactMap { id, candidate -> (id: Int64, shared: Int)? in
      guard candidate != text else { return nil }
      return (id, TrigramIndex.trigrams(of: candidate).intersection(wanted).count)
    }
    return ranked.sorted { $0.shared > $1.shared || ($0.shared == $1.shared && $0.id < $1.id) }
      .prefix(compareLimit).map(\.id)
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
