internal import GRDB

extension UserMemory {
  /// The schema, by version: source texts (each once) with their trigram index, units, and
  /// how many source texts have each trigram.
  ///
  /// 2 (memories of 1 are migrated when opened: the index rebuilt, the counts made, a few
  /// seconds for a million texts): the trigram index keeps only which texts have a trigram
  /// (`detail=none`: queries look up single trigrams, never phrases), a third of the time to
  /// build; `unit_by_source` is gone (the unique index starts with the same columns);
  /// `trigram` counts the texts of each trigram, so that a query picks its rarest.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("1: sources, their trigram index, units") { db in
      try db.execute(sql: version1)
    }
    migrator.registerMigration("2: trigram index without positions, trigram counts") { db in
      try db.execute(
        sql: """
          DROP INDEX unit_by_source;
          DROP TABLE source_trigram;
          CREATE VIRTUAL TABLE source_trigram USING fts5(
            text, content='source', content_rowid='id', tokenize='trigram', detail=none);
          INSERT INTO source_trigram(source_trigram) VALUES ('rebuild');
          CREATE TABLE trigram(code INTEGER PRIMARY KEY, sources INTEGER NOT NULL);
          """)
      var counts: [Int64: Int] = [:]
      let texts = try String.fetchCursor(db, sql: "SELECT text FROM source")
      while let text = try texts.next() { SourceTrigrams.count(text, into: &counts) }
      try addCounts(counts, in: db)
    }
    return migrator
  }

  /// The first schema, as memories made before the second have it (tests make such a file).
  package static let version1 = """
    CREATE TABLE source(id INTEGER PRIMARY KEY, text TEXT NOT NULL UNIQUE);
    CREATE VIRTUAL TABLE source_trigram USING fts5(
      text, content='source', content_rowid='id', tokenize='trigram');
    CREATE TABLE unit(
      id INTEGER PRIMARY KEY,
      source INTEGER NOT NULL REFERENCES source(id),
      language TEXT NOT NULL,
      translation TEXT NOT NULL,
      table_path TEXT NOT NULL,
      key TEXT NOT NULL,
      form TEXT NOT NULL,
      comment TEXT,
      origin TEXT NOT NULL,
      UNIQUE(source, language, translation, table_path, key, form));
    CREATE INDEX unit_by_source ON unit(source, language);
    """

  /// Adds `counts` (texts per trigram code) to the `trigram` table.
  static func addCounts(_ counts: [Int64: Int], in db: Database) throws {
    let statement = try db.cachedStatement(
      sql: """
        INSERT INTO trigram(code, sources) VALUES (?, ?)
        ON CONFLICT(code) DO UPDATE SET sources = sources + excluded.sources
        """)
    for (code, count) in counts {
      try statement.execute(arguments: [code, count])
    }
  }
}
