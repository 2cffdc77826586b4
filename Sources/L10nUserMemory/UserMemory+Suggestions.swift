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
  /// `ProjectMemory`, which scores and ranks them. A unit at the query's table and key is
  /// another project's cell, and suggested (ranked as the same key), unless it comes from
  /// `project` (the origin the query's project saves under, `UserMemory.origin(ofProject:)`):
  /// the cell's own translation, saved earlier, is not suggested back.
  package func suggestions(for query: MemoryQuery, limit: Int = 9, project: String? = nil)
    throws -> [Suggestion]
  {
    let units = try pool.read { db -> [MemoryUnit] in
      var sources = try Int64.fetchAll(
        db, sql: "SELECT id FROM source WHERE text = ?", arguments: [query.source])
      sources += try Self.fuzzyCandidates(of: query.source, in: db)
      guard !sources.isEmpty else { return [] }
      let marks = Array(repeating: "?", count: sources.count).joined(separator: ",")
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT s.text, u.translation, u.table_path, u.key, u.form, u.comment, u.origin
          FROM unit u JOIN source s ON s.id = u.source
          WHERE u.language = ? AND u.source IN (\(marks))
          """,
        arguments: StatementArguments(
          [query.language.code] + sources.map { $0 as any DatabaseValueConvertible }))
      return rows.compactMap { row in
        let form: String = row[4]
        // A copy of the source text (saved before copies were refused) is no translation.
        let (source, translation): (String, String) = (row[0], row[1])
        if source == translation { return nil }
        if let project, let cell = query.cell, row[6] == project, row[3] == cell.key.text,
          TableID(row[2]) == cell.table
        {
          return nil
        }
        return MemoryUnit(
          source: row[0], translation: row[1], language: query.language,
          context: MemoryContext(
            table: TableID(row[2]), key: LocalizationKey(row[3]), form: form.isEmpty ? nil : form,
            comment: row[5]))
      }
    }
    return ProjectMemory(sourceLanguage: .english, units: units).suggestions(
      for: query, limit: limit, skipsOwnCell: false
    ).map { suggestion in
      var marked = suggestion
      marked.origin = .userMemory
      return marked
    }
  }

  /// The ids of the source texts most like `text` by shared trigrams (not `text` itself).
  ///
  /// Its 8 rarest trigrams (by the `trigram` table's counts; those no text has are left out)
  /// are looked up in FTS5's trigram index: texts having all of them, then (while fewer than
  /// `compareLimit` are found) those having all of the first or of the last four (in the
  /// text's order), then any; at most `candidateLimit` in all. Rare trigrams have short lists:
  /// each lookup reads few rows, and the texts they find share what is most particular to
  /// `text`. A text too long for a fuzzy match (`TrigramIndex.maximumLength`) has none.
  private static func fuzzyCandidates(of text: String, in db: Database) throws -> [Int64] {
    guard text.unicodeScalars.count <= TrigramIndex.maximumLength else { return [] }
    let grams = SourceTrigrams.grams(text)
    guard !grams.isEmpty else { return [] }
    let marks = Array(repeating: "?", count: grams.count).joined(separator: ",")
    var counts: [Int64: Int] = [:]
    let rows = try Row.fetchCursor(
      db, sql: "SELECT code, sources FROM trigram WHERE code IN (\(marks))",
      arguments: StatementArguments(grams.map(\.code)))
    while let row = try rows.next() { counts[row[0]] = row[1] }
    let rarest = grams.indices.filter { counts[grams[$0].code] != nil }
      .sorted { (counts[grams[$0].code] ?? 0, $0) < (counts[grams[$1].code] ?? 0, $1) }
      .prefix(8).sorted()
    let quoted = rarest.map {
      "\"" + grams[$0].text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
    guard !quoted.isEmpty else { return [] }
    let half = quoted.count / 2
    var queries = [quoted.joined(separator: " AND ")]
    if half > 0 {
      queries += [
        quoted[..<half].joined(separator: " AND "), quoted[half...].joined(separator: " AND "),
      ]
    }
    queries.append(quoted.joined(separator: " OR "))
    var found: [Int64: String] = [:]
    let statement = try db.cachedStatement(
      sql: "SELECT rowid, text FROM source_trigram WHERE source_trigram MATCH ? LIMIT ?")
    for match in queries where found.count < compareLimit {
      let rows = try Row.fetchCursor(statement, arguments: [match, candidateLimit - found.count])
      while let row = try rows.next() { found[row[0]] = row[1] }
    }
    let wanted = TrigramIndex.trigrams(of: text)
    let ranked = found.compactMap { id, candidate -> (id: Int64, shared: Int)? in
      guard candidate != text else { return nil }
      return (id, TrigramIndex.sharedTrigrams(of: candidate, with: wanted))
    }
    return ranked.sorted { $0.shared > $1.shared || ($0.shared == $1.shared && $0.id < $1.id) }
      .prefix(compareLimit).map(\.id)
  }
}
