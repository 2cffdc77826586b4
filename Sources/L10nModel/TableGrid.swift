/// One table as the editor shows it: a row per key (sorted), a column per project language.
public struct TableGrid: Sendable {
  /// The table.
  public let table: TableID
  /// The rows: every key found in any language of the table, in code-point order.
  public private(set) var keys: [LocalizationKey]
  /// For each project language (same order as `Project.languages`), the index of the file
  /// holding this table (its `.strings` file; a String Catalog for every language), if that
  /// language has one.
  public private(set) var files: [Int?]
  /// For each project language, the index of the table's overlay file (its `.stringsdict`,
  /// whose plural entries win over `files`' entries of the same keys), if any.
  public private(set) var pluralFiles: [Int?]
  private var cells: GridCells

  /// Builds the grid of a table from its files of one language each: `files[column]` and
  /// `pluralFiles[column]` (the overlays) index into `all`.
  ///
  /// A key in both a `.strings` and a `.stringsdict` file is one row whose cell points at the
  /// plural entry, which wins, as on device.
  init(table: TableID, files: [Int?], pluralFiles: [Int?], all: [LocalizationFile]) {
    self.table = table
    self.files = files
    self.pluralFiles = pluralFiles
    let width = files.count
    // Each entry's key id, in file order (`.strings` files, then `.stringsdict` files), and
    // the files in that order: once the rows are known each entry's cell is found again by
    // walking the files the same way, so that only four bytes per entry are held meanwhile.
    var ids: [Int32] = []
    ids.reserveCapacity(
      files.compactMap { $0 }.reduce(0) { $0 + (all[$1].cellDocument?.entryCount ?? 0) })
    var runs: [(column: Int, file: Int, entries: Int)] = []
    keys = Self.internKeys(
      files: files, pluralFiles: pluralFiles, all: all, rows: &ids, runs: &runs)
    // Later duplicates overwrite earlier ones (the last occurrence wins, as on device).
    cells = GridCells(
      rows: keys.count, width: width, count: ids.count, columns: Set(runs.map(\.column))
    ) { place in
      var next = 0
      for run in runs {
        for entry in 0..<run.entries {
          place(Int(ids[next]), run.column, EntryLocation(file: run.file, entry: entry))
          next += 1
        }
      }
    }
  }

  /// The rows' keys in code-point order, from every entry of the table's files; each entry's
  /// row is appended to `rows` and each file's run to `runs`.
  ///
  /// What is largest goes first: the key table's slots before its keys are sorted, the key
  /// table before the rows' index is made, and the index before the cells are built (for many
  /// short keys, each is about as large as the cells).
  private static func internKeys(
    files: [Int?], pluralFiles: [Int?], all: [LocalizationFile], rows ids: inout [Int32],
    runs: inout [(column: Int, file: Int, entries: Int)]
  ) -> [LocalizationKey] {
    let documents = files.compactMap { $0 }.compactMap { all[$0].cellDocument }
    // The keys of the file with the most: how many distinct keys to expect, and their bytes.
    let largest = documents.max { $0.entryCount < $1.entryCount }
    var bytes = 0
    largest?.forEachKeyUTF8 { bytes += $0.count }
    var keyTable = KeyTable(capacity: largest?.entryCount ?? 0, bytes: bytes)
    // The languages' files, then their overlays: an overlay's entry, placed last, wins.
    for (column, fileIndex) in Array(files.enumerated()) + Array(pluralFiles.enumerated()) {
      guard let fileIndex, let document = all[fileIndex].cellDocument else { continue }
      runs.append((column, fileIndex, document.entryCount))
      document.forEachKeyUTF8 { ids.append(keyTable.insert($0)) }
    }
    keyTable.releaseIndex()
    let order = keyTable.sortedIDs()
    let keys = order.map {
      LocalizationKey(String(decoding: keyTable.bytes(of: Int($0)), as: UTF8.self))
    }
    keyTable = KeyTable(capacity: 0)
    var rowOfID = [Int32](repeating: 0, count: order.count)
    for (row, id) in order.enumerated() { rowOfID[Int(id)] = Int32(row) }
    for index in ids.indices { ids[index] = rowOfID[Int(ids[index])] }
    return keys
  }

  /// Builds the grid of a table held by seam documents (`CellDocument`).
  ///
  /// Each language's cell points at the entry of the document holding that language (the last
  /// one, for a repeated key). Every language's column points at a document that is the file of every language
  /// (`CellDocument.isFileOfEveryLanguage`), and at a file holding every language that could
  /// not be read.
  init(table: TableID, documents: [Int], languages: [LanguageID], all: [LocalizationFile]) {
    self.table = table
    var files = [Int?](repeating: nil, count: languages.count)
    pluralFiles = files
    let columns = Dictionary(
      languages.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var rows = Set<LocalizationKey>()
    var present: [(key: LocalizationKey, column: Int, location: EntryLocation)] = []
    for fileIndex in documents {
      guard let document = all[fileIndex].cellDocument else {
        if all[fileIndex].holdsEveryLanguage {
          for column in files.indices where files[column] == nil { files[column] = fileIndex }
        }
        continue
      }
      for column in document.languages.compactMap({ columns[$0] }) where files[column] == nil {
        files[column] = fileIndex
      }
      if document.isFileOfEveryLanguage {
        for column in files.indices where files[column] == nil { files[column] = fileIndex }
      }
      for (entry, key) in document.keys.enumerated() {
        rows.insert(key)
        var seen = Set<Int>()
        for language in document.cellLanguages(entry: entry) {
          guard let column = columns[language], seen.insert(column).inserted else { continue }
          present.append(
            (key, column, EntryLocation(file: fileIndex, entry: entry, column: column)))
        }
      }
    }
    self.files = files
    keys = rows.sorted()
    let rowOfKey = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
    cells = GridCells(
      rows: keys.count, width: languages.count,
      present: present.map { cell in (rowOfKey[cell.key] ?? 0, cell.column, cell.location) })
  }

  /// The effective entry for `row` in the language at `languageIndex`, if there is one.
  public func entry(row: Int, language languageIndex: Int) -> EntryLocation? {
    let location = cells[row, languageIndex]
    return location == .missing ? nil : location
  }

  /// The rows in the order their entries lie in `column`'s file, the rows that file lacks (or
  /// every row, without a column or file) after them in key order.
  ///
  /// Rows are in key order, files mostly in their own: a whole table read a row at a time in
  /// key order reads each value from another place of its file, a cache miss; read in a file's
  /// order, the other languages' files, usually in the same order, are read from start to end
  /// too (`lint` and `stats` take their rows so).
  package func rowsInFileOrder(column: Int?) -> [Int] {
    let rows = Array(keys.indices)
    guard let column, let file = files[column] else { return rows }
    let entries = rows.map { row -> Int in
      guard let location = entry(row: row, language: column), Int(location.file) == file
      else { return Int.max }
      return Int(location.entry)
    }
    return rows.sorted { (entries[$0], $0) < (entries[$1], $1) }
  }

  /// Removes the row at `row`.
  mutating func removeRow(_ row: Int) {
    keys.remove(at: row)
    cells.removeRow(row)
  }

  /// Inserts a row for `key` (which sorts there) with `cells`, one per language, at `row`.
  mutating func insertRow(_ key: LocalizationKey, cells rowCells: [EntryLocation], at row: Int) {
    keys.insert(key, at: row)
    cells.insertRow(rowCells, at: row)
  }

  /// Points the cell at (`row`, `languageIndex`) at `location`.
  mutating func setEntry(row: Int, language languageIndex: Int, to location: EntryLocation) {
    cells[row, languageIndex] = location
  }

  /// Records which `.strings` file (or, with `plural`, `.stringsdict`) the language at
  /// `languageIndex` has for this table.
  mutating func setFile(_ fileIndex: Int?, language languageIndex: Int, plural: Bool) {
    if plural {
      pluralFiles[languageIndex] = fileIndex
    } else {
      files[languageIndex] = fileIndex
    }
  }

  /// The row of `key`, if the table has it.
  public func row(of key: LocalizationKey) -> Int? {
    let low = position(of: key)
    return low < keys.count && keys[low] == key ? low : nil
  }

  /// The first row from `start` whose key does not sort before `key`: where `key` is, or would
  /// go.
  func position(of key: LocalizationKey, from start: Int = 0) -> Int {
    var low = start
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < key { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
