/// One table as the editor shows it: a row per key (sorted), a column per project language.
public struct TableGrid: Sendable {
  /// The table.
  public let table: TableID
  /// The rows: every key found in any language of the table, in code-point order.
  public private(set) var keys: [LocalizationKey]
  /// For each project language (same order as `Project.languages`), the index of the
  /// `.strings` file holding this table, if that language has one.
  public private(set) var files: [Int?]
  /// For each project language, the index of the table's `.stringsdict` file, if any.
  public private(set) var pluralFiles: [Int?]
  private var cells: [EntryLocation]

  /// Builds the grid of a table from its files: `files[column]` and `pluralFiles[column]` index into `all`.
  ///
  /// A key in both a `.strings` and a `.stringsdict` file is one row whose cell points at the
  /// plural entry, which wins, as on device.
  init(table: TableID, files: [Int?], pluralFiles: [Int?], all: [LocalizationFile]) {
    self.table = table
    self.files = files
    self.pluralFiles = pluralFiles
    let width = files.count
    let expected = files.compactMap { $0 }.map { all[$0].document?.entries.count ?? 0 }.max() ?? 0
    var keyTable = KeyTable(capacity: expected)
    var unsorted: [EntryLocation] = []
    unsorted.reserveCapacity(expected * width)
    for (column, fileIndex) in files.enumerated() {
      guard let fileIndex, let document = all[fileIndex].document else { continue }
      document.text.withUnsafeBufferPointer { text in
        for (entryIndex, entry) in document.entries.enumerated() {
          let id: Int32
          if entry.key.hasEscapes {
            var decoded = document.decode(entry.key)
            id = decoded.withUTF8 { keyTable.insert($0) }
          } else {
            id = keyTable.insert(UnsafeBufferPointer(rebasing: text[entry.key.contentRange]))
          }
          if Int(id) * width == unsorted.count {
            unsorted.append(contentsOf: repeatElement(.missing, count: width))
          }
          // Later duplicates overwrite earlier ones: the last occurrence wins, as on device.
          unsorted[Int(id) * width + column] = EntryLocation(file: fileIndex, entry: entryIndex)
        }
      }
    }
    for (column, fileIndex) in pluralFiles.enumerated() {
      guard let fileIndex, let entries = all[fileIndex].stringsdict?.root.entries else { continue }
      for (entryIndex, entry) in entries.enumerated() {
        var key = entry.key.value
        let id = key.withUTF8 { keyTable.insert($0) }
        if Int(id) * width == unsorted.count {
          unsorted.append(contentsOf: repeatElement(.missing, count: width))
        }
        unsorted[Int(id) * width + column] = EntryLocation(file: fileIndex, entry: entryIndex)
      }
    }
    let order = keyTable.sortedIDs()
    keys = order.map { LocalizationKey(String(decoding: keyTable.bytes(of: $0), as: UTF8.self)) }
    var cells: [EntryLocation] = []
    cells.reserveCapacity(unsorted.count)
    for id in order { cells += unsorted[(id * width)..<((id + 1) * width)] }
    self.cells = cells
  }

  /// Builds the grid of a String Catalog: every language's cell points into the one file.
  ///
  /// A key has a cell in a language when it has a localization there; in the catalog's source
  /// language always (the key itself is the source text when no value is given).
  init(table: TableID, catalog fileIndex: Int, languages: [LanguageID], all: [LocalizationFile]) {
    self.table = table
    files = Array(repeating: fileIndex, count: languages.count)
    pluralFiles = Array(repeating: nil, count: languages.count)
    let document = all[fileIndex].catalog
    let members = document?.root["strings"]?.members ?? []
    let source = document?.sourceLanguage
    let order = members.indices.sorted {
      LocalizationKey(members[$0].key.value) < LocalizationKey(members[$1].key.value)
    }
    keys = order.map { LocalizationKey(members[$0].key.value) }
    var cells: [EntryLocation] = []
    cells.reserveCapacity(order.count * languages.count)
    for index in order {
      let localizations = members[index].value["localizations"]
      for (column, language) in languages.enumerated() {
        let present = language == source || localizations?[language.code] != nil
        cells.append(
          present ? EntryLocation(file: fileIndex, entry: index, column: column) : .missing)
      }
    }
    self.cells = cells
  }

  /// Builds the grid of a table held by seam documents (`CellDocument`): each language's cell
  /// points at the entry of the document holding that language (the last one, for a repeated
  /// key).
  init(table: TableID, documents: [Int], languages: [LanguageID], all: [LocalizationFile]) {
    self.table = table
    var files = [Int?](repeating: nil, count: languages.count)
    pluralFiles = files
    let columns = Dictionary(
      languages.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var rows: [LocalizationKey: [EntryLocation]] = [:]
    for fileIndex in documents {
      guard let document = all[fileIndex].cellDocument else { continue }
      let present = document.languages.compactMap { language in
        columns[language].map { (language, $0) }
      }
      for (_, column) in present where files[column] == nil { files[column] = fileIndex }
      for (entry, key) in document.keys.enumerated() {
        var row = rows[key] ?? Array(repeating: .missing, count: languages.count)
        for (language, column) in present
        where document.content(entry: entry, language: language).isPresent {
          row[column] = EntryLocation(file: fileIndex, entry: entry, column: column)
        }
        rows[key] = row
      }
    }
    self.files = files
    keys = rows.keys.sorted()
    cells = keys.flatMap { rows[$0] ?? [] }
  }

  /// The effective entry for `row` in the language at `languageIndex`, if there is one.
  public func entry(row: Int, language languageIndex: Int) -> EntryLocation? {
    let location = cells[row * files.count + languageIndex]
    return location == .missing ? nil : location
  }

  /// Replaces the rows: `keys` in order, and their cells (row by row, a language per column).
  mutating func replaceRows(keys: [LocalizationKey], cells: [EntryLocation]) {
    self.keys = keys
    self.cells = cells
  }

  /// Points the cell at (`row`, `languageIndex`) at `location`.
  mutating func setEntry(row: Int, language languageIndex: Int, to location: EntryLocation) {
    cells[row * files.count + languageIndex] = location
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
    let position = Self.position(of: key, in: keys)
    return position < keys.count && keys[position] == key ? position : nil
  }

  /// The index of the first of the sorted `keys` that is not less than `key`.
  static func position(of key: LocalizationKey, in keys: [LocalizationKey]) -> Int {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < key { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
