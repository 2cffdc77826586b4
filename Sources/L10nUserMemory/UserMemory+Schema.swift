internal import GRDB

extension UserMemory {
  /// The schema, by version: source texts (each once) with their trigram index, and units.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("1: sources, their trigram index, units") { db in
      try db.execute(
        sql: """
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
          """)
    }
    return migrator
  }
}
