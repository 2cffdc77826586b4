import L10nModel

extension CatalogCompiler {
  /// A catalog's entries, each compiled when added, in each of its languages, until the
  /// languages are known and the files can be made (each language's on a core of its own).
  struct Entries {
    let valueType: ([PluralCategory: String]) -> String
    /// The `strings` object the entries are from.
    var object = 0
    /// Per entry: its key (in `arena`), whether it is translated, and its localizations in
    /// `cells`.
    private var rows: [Row] = []
    /// Every entry's localizations: the index of its code's spelling, whether it ships, and
    /// its value compiled (three arrays, so that reading one does not copy the others).
    private var cellSpellings: [Int32] = []
    private var cellShips: [Bool] = []
    private var cellValues: [Kept] = []
    /// The keys and the texts not in `file`, back to back as UTF-8: what the `.strings` files
    /// are written from with `file`, with no string to retain per value.
    private var arena: [UInt8] = []
    /// The catalog's bytes, when read from them: where its plain texts are.
    private let file: [UInt8]
    /// The language codes as spelled, in the order first read.
    private var spellings: [String] = []
    /// For a code, the indices in `spellings` of it and the codes equal to it as `String`s.
    private var spellingIndices: [String: [Int]] = [:]
    /// The spelling of the localization added last (entries list their languages in one
    /// order, so the one after it is tried first).
    private var lastSpelling = -1

    struct Row {
      /// The key's bytes in `arena`.
      var key: Range<Int>
      var shouldTranslate: Bool
      var cells: Range<Int>
    }

    /// One localization compiled, its text in `arena` or `file`.
    enum Kept {
      case missing
      case text(Range<Int>)
      case fileText(Range<Int>)
      case rule(PlistNode)
      case skipped(String)
    }

    init(
      valueType: @escaping ([PluralCategory: String]) -> String, file: [UInt8] = [],
      object: Int = 0
    ) {
      self.valueType = valueType
      self.file = file
      self.object = object
    }

    /// Compiles the entry read from `file` in each language it has: a plain string unit from
    /// where its texts are, any other localization from its nodes.
    mutating func add(_ entry: JSONCatalogEntry) {
      let start = cellValues.count
      for localization in entry.localizations {
        cellSpellings.append(Int32(spelling(localization.code)))
        if let unit = localization.unit {
          cellShips.append(unit.state.map(shipsState) ?? true)
          cellValues.append(unit.value.map { .fileText($0) } ?? .missing)
        } else {
          let node = localization.node ?? .null
          let plain = CatalogCompiler.plainUnit(node)
          cellShips.append(plain?.ships ?? CatalogCompiler.ships(node))
          cellValues.append(kept(plain, node, key: entry.key.value))
        }
      }
      rows.append(
        Row(
          key: store(entry.key.value), shouldTranslate: entry.shouldTranslate,
          cells: start..<cellValues.count))
    }

    /// Whether a string unit whose state is the text at `range` of `file` ships.
    private func shipsState(_ range: Range<Int>) -> Bool {
      let state = file[range]
      return state.elementsEqual("translated".utf8) || state.elementsEqual("needs_review".utf8)
    }

    /// A localization compiled from its nodes (`plain`: as `plainUnit` reads them).
    private mutating func kept(
      _ plain: (ships: Bool, value: String?)?, _ node: JSONNode, key: String
    ) -> Kept {
      if let plain { return plain.value.map { .text(store($0)) } ?? .missing }
      switch CatalogCompiler.compiled(node, key: key, valueType: valueType) {
      case .missing: return .missing
      case .text(let text): return .text(store(text))
      case .rule(let rule): return .rule(rule)
      case .skipped(let reason): return .skipped(reason)
      }
    }

    /// Compiles the entry of `key` in each language it has.
    mutating func add(_ key: String, _ node: JSONNode) {
      let entry = XCStringsEntry(node)
      let start = cellValues.count
      for localization in entry.node["localizations"]?.members ?? [] {
        let plain = CatalogCompiler.plainUnit(localization.value)
        cellSpellings.append(Int32(spelling(localization.key.value)))
        cellShips.append(plain?.ships ?? CatalogCompiler.ships(localization.value))
        cellValues.append(kept(plain, localization.value, key: key))
      }
      rows.append(
        Row(
          key: store(key), shouldTranslate: entry.shouldTranslate, cells: start..<cellValues.count))
    }

    /// `text` appended to `arena`: where its bytes are.
    private mutating func store(_ text: String) -> Range<Int> {
      let start = arena.count
      arena.append(contentsOf: text.utf8)
      return start..<arena.count
    }

    /// The index in `spellings` of `code` spelled so.
    private mutating func spelling(_ code: String) -> Int {
      let next = lastSpelling + 1 < spellings.count ? lastSpelling + 1 : 0
      if next < spellings.count, spellings[next].utf8.elementsEqual(code.utf8) {
        lastSpelling = next
        return next
      }
      let indices = spellingIndices[code, default: []]
      if let index = indices.first(where: { spellings[$0].utf8.elementsEqual(code.utf8) }) {
        lastSpelling = index
        return index
      }
      spellings.append(code)
      spellingIndices[code, default: []].append(spellings.count - 1)
      lastSpelling = spellings.count - 1
      return spellings.count - 1
    }

    /// The files of table `table`, keys sorted by code point.
    ///
    /// A key a language has not translated gets the source language's value.
    func files(table: String, sourceLanguage: LanguageID?) throws(RemoteBundle.Failure)
      -> Output
    {
      let source = sourceLanguage ?? .english
      // The document's languages: the source language, then each code, the first spelling of
      // codes equal as `String`s.
      var languageSet: Set<LanguageID> = [source]
      for code in spellings { languageSet.insert(LanguageID(code)) }
      let languages = languageSet.sorted {
        $0.code.unicodeScalars.lexicographicallyPrecedes($1.code.unicodeScalars)
      }
      var names: [String] = []
      for language in languages {
        guard let name = try? LprojName(validating: language.code) else {
          throw RemoteBundle.Failure(description: "\(language.code): not a language code")
        }
        names.append(name.folderName + "/" + table)
      }
      let layout = Layout(entries: self, languages: languages, source: source)
      // Each language's file made on the cores at once.
      let results = Parallel.map(languages.count) { layout.language($0) }
      var output = Output()
      var skipped = layout.skippedRows.map { (row: $0.row, place: -1, text: $0.text) }
      for (index, stem) in names.enumerated() {
        let language = results[index]
        output.fallbacks += language.fallbacks
        skipped += language.skipped.map { ($0.row, index, $0.text) }
        if language.texts > 0 || language.rules.isEmpty {
          output.files.append(
            RemoteBundle.File(
              path: stem + ".strings", bytes: language.strings, keyCount: language.texts))
        }
        if !language.rules.isEmpty {
          output.files.append(
            RemoteBundle.File(
              path: stem + ".stringsdict",
              bytes: PlistXMLWriter.render(.dictionary(language.rules), sortingTopLevel: true),
              keyCount: language.rules.count))
        }
      }
      // In the catalog's key order, each key's languages in order, as made one by one.
      skipped.sort { ($0.row, $0.place) < ($1.row, $1.place) }
      output.skipped = skipped.map(\.text)
      return output
    }

    /// One language's compiled file.
    struct Language: Sendable {
      /// The `.strings` file's bytes and how many keys it has.
      var strings: [UInt8] = []
      var texts = 0
      /// The `.stringsdict` entries.
      var rules: [PlistEntry] = []
      var fallbacks = 0
      /// What was not compiled, by row in key order.
      var skipped: [(row: Int, text: String)] = []
    }

    /// The entries sorted and placed by language: what every language's file is made from.
    struct Layout: @unchecked Sendable {
      let entries: Entries
      let languageCount: Int
      let sourcePlace: Int?
      let languages: [LanguageID]
      /// The rows in key order (code point order, the UTF-8 bytes' order).
      let order: [Int]
      /// Per row in `order` and language, the cell of the row's localization, or -1.
      let grid: [Int32]
      /// Per row in `order`, whether it is compiled (not when its source value is skipped).
      let compiledRows: [Bool]
      /// The rows not compiled, and why.
      let skippedRows: [(row: Int, text: String)]

      init(entries: Entries, languages: [LanguageID], source: LanguageID) {
        self.entries = entries
        self.languages = languages
        languageCount = languages.count
        sourcePlace = languages.firstIndex(of: source)
        // Per spelling, the place of its language, or -1 for a spelling other than the
        // language's (as a look-up of the language's code would skip it).
        let places = Dictionary(
          languages.enumerated().map { ($1.code, $0) }, uniquingKeysWith: { first, _ in first })
        let spellingPlaces = entries.spellings.map { code in
          places[code].flatMap { place in
            languages[place].code.unicodeScalars.elementsEqual(code.unicodeScalars) ? place : nil
          } ?? -1
        }
        let rows = entries.rows
        order = entries.arena.withUnsafeBufferPointer { arena in
          rows.indices.sorted { left, right in
            UnsafeBufferPointer(rebasing: arena[rows[left].key]).lexicographicallyPrecedes(
              UnsafeBufferPointer(rebasing: arena[rows[right].key]))
          }
        }
        var grid = [Int32](repeating: -1, count: order.count * languages.count)
        var compiledRows = [Bool](repeating: true, count: order.count)
        var skippedRows: [(row: Int, text: String)] = []
        for (place, row) in order.enumerated() {
          let base = place * languages.count
          for cell in rows[row].cells {
            let language = spellingPlaces[Int(entries.cellSpellings[cell])]
            if language >= 0 { grid[base + language] = Int32(cell) }
          }
          if let sourcePlace, grid[base + sourcePlace] >= 0,
            case .skipped(let reason) = entries.cellValues[Int(grid[base + sourcePlace])]
          {
            compiledRows[place] = false
            skippedRows.append((place, "\(entries.key(rows[row]).debugDescription): \(reason)"))
          }
        }
        self.grid = grid
        self.compiledRows = compiledRows
        self.skippedRows = skippedRows
      }

      /// The file of the language at `place`.
      func language(_ place: Int) -> Language {
        var language = Language()
        let entries = entries
        language.strings.reserveCapacity(entries.arena.count / max(1, languageCount) * 2)
        entries.arena.withUnsafeBufferPointer { arena in
          entries.file.withUnsafeBufferPointer { file in
            for (index, row) in order.enumerated() where compiledRows[index] {
              let base = index * languageCount
              let sourceCell = sourcePlace.flatMap {
                grid[base + $0] >= 0 ? Int(grid[base + $0]) : nil
              }
              var cell: Int?
              if place == sourcePlace {
                cell = sourceCell
              } else if entries.rows[row].shouldTranslate, grid[base + place] >= 0,
                entries.cellShips[Int(grid[base + place])]
              {
                cell = Int(grid[base + place])
              } else {
                guard sourceCell != nil else { continue }
                cell = sourceCell
                language.fallbacks += 1
              }
              let key = UnsafeBufferPointer(rebasing: arena[entries.rows[row].key])
              switch cell.map({ entries.cellValues[$0] }) ?? .missing {
              case .missing:
                CatalogCompiler.appendLine(key, key, to: &language.strings)
                language.texts += 1
              case .text(let range):
                CatalogCompiler.appendLine(
                  key, UnsafeBufferPointer(rebasing: arena[range]), to: &language.strings)
                language.texts += 1
              case .fileText(let range):
                CatalogCompiler.appendLine(
                  key, UnsafeBufferPointer(rebasing: file[range]), to: &language.strings)
                language.texts += 1
              case .rule(let node):
                language.rules.append(
                  PlistEntry(key: PlistText(value: entries.key(entries.rows[row])), value: node))
              case .skipped(let reason):
                let key = entries.key(entries.rows[row]).debugDescription
                language.skipped.append((index, "\(key) in \(languages[place].code): \(reason)"))
              }
            }
          }
        }
        return language
      }
    }

    /// The key of `row` as text.
    private func key(_ row: Row) -> String {
      String(decoding: arena[row.key], as: UTF8.self)
    }
  }
}
