internal import GRDB
import L10nMemory

extension UserMemory {
  /// What adds units inside one write transaction: prepared statements used again for each
  /// unit, and what is done once at the end (the new source texts' trigram index and counts).
  final class Loader {
    private let db: Database
    private let origin: String
    private let addSource: Statement
    private let findSource: Statement
    private let addUnit: Statement
    /// Source texts numbered above this are new: the index is made for them at the end
    /// (rows get the next number, and this is the only writer while the transaction lasts).
    private let lastSource: Int64
    /// Texts per trigram among the new source texts.
    private var counts: [Int64: Int] = [:]
    /// The source text added or found last, and its number: a TMX unit gives one unit per
    /// language, all of one text.
    private var last: (text: String, id: Int64)?
    /// How many units were new.
    private(set) var added = 0

    init(_ db: Database, origin: String) throws {
      self.db = db
      self.origin = origin
      addSource = try db.cachedStatement(
        sql: "INSERT INTO source(text) VALUES (?) ON CONFLICT(text) DO NOTHING")
      findSource = try db.cachedStatement(sql: "SELECT id FROM source WHERE text = ?")
      addUnit = try db.cachedStatement(
        sql: """
          INSERT INTO unit(source, language, translation, table_path, key, form, comment, origin)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
          """)
      lastSource = try Int64.fetchOne(db, sql: "SELECT max(id) FROM source") ?? 0
    }

    /// Adds `unit` (when it is not there yet); a unit whose translation is its source text is
    /// a copy, not a translation, and is not added.
    func add(_ unit: MemoryUnit) throws {
      guard unit.translation != unit.source else { return }
      let source = try sourceNumber(unit.source)
      try addUnit.execute(arguments: [
        source, unit.language.code, unit.translation, unit.context.table.path,
        unit.context.key.text, unit.context.form ?? "", unit.context.comment, origin,
      ])
      added += db.changesCount
    }

    /// The number of source text `text`, added when new.
    private func sourceNumber(_ text: String) throws -> Int64 {
      if let last, last.text == text { return last.id }
      try addSource.execute(arguments: [text])
      let id: Int64
      if db.changesCount > 0 {
        id = db.lastInsertedRowID
        SourceTrigrams.count(text, into: &counts)
      } else {
        id = try Int64.fetchOne(findSource, arguments: [text]) ?? 0
      }
      last = (text, id)
      return id
    }

    /// Indexes the new source texts and adds their trigrams' counts.
    func finish() throws {
      try db.execute(
        sql: "INSERT INTO source_trigram(rowid, text) SELECT id, text FROM source WHERE id > ?",
        arguments: [lastSource])
      try UserMemory.addCounts(counts, in: db)
    }
  }
}
