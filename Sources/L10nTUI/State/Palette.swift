import Foundation
import L10nModel

/// The command palette: one fuzzy list of everything to go to or run — languages (go to the
/// column, translate it alone, use it as the reference), tables, row filters, the grid's
/// commands by name, and every key.
package struct Palette: Hashable, Sendable {
  /// Something the palette offers.
  package enum Item: Hashable, Sendable {
    /// Go to a language's column.
    case language(Int)
    /// Translate a language: show only the source and it.
    case translate(Int)
    /// Show a language between the source and the one translated.
    case reference(Int)
    /// Show every language again.
    case everyLanguage
    /// Show one table (a grid index), or all of them (`nil`).
    case table(Int?)
    /// List the rows of a filter.
    case filter(Viewport.RowFilter)
    /// Run a grid command.
    case command(Command.Grid)
    /// Go to a key (grid index, row).
    case key(Int, Int)
  }

  /// A candidate: the item, what the query matches (lowercased UTF-8), the names an exact
  /// query picks first, and how it reads in the list.
  struct Candidate: Hashable, Sendable {
    let item: Item
    let haystack: [UInt8]
    let names: [String]
    let label: String
    let detail: String
  }

  /// The query being typed.
  package internal(set) var query = LineEditor(singleLine: true)
  /// The highlighted match, an index into `items`; -1 highlights none (the query names a
  /// language the project lacks: `Enter` must not go to a key that happens to match it).
  package internal(set) var selected = 0
  /// The query, when it names a language (a code or an English name) the project does not
  /// have.
  package private(set) var unknownLanguage: String?
  /// Everything offered but the keys, built when the palette opens.
  let candidates: [Candidate]
  /// The items matching the query, best first (at most `maximumMatches`).
  package private(set) var items: [Item] = []
  /// The query the keys were last matched against, and every key that matched it: a longer
  /// query only looks among those.
  private var keyMatches: (query: [UInt8], keys: [KeyRef])?

  /// A key of the project, by grid and row.
  struct KeyRef: Hashable, Sendable {
    let grid: Int32
    let row: Int32
  }

  /// The most matches listed.
  static let maximumMatches = 200

  init(candidates: [Candidate], project: Project) {
    self.candidates = candidates
    refresh(in: project)
  }

  /// Re-ranks everything for the query; the best match is highlighted.
  ///
  /// Keys are matched in place (their text, ASCII letters folded), not copied; a query that
  /// extends the last one looks only among the keys that matched it.
  mutating func refresh(in project: Project) {
    let text = query.text.lowercased()
    let query = Array(text.utf8)
    var scored: [(score: Int, order: Int, item: Item)] = []
    for (index, candidate) in candidates.enumerated() {
      guard var score = Self.score(query, in: candidate.haystack) else { continue }
      if candidate.names.contains(text) { score += 10_000 }
      scored.append((score, index, candidate.item))
    }
    // With no query, keys (thousands) are left out: the palette lists what it can do.
    if query.isEmpty {
      keyMatches = nil
    } else {
      var matched: [KeyRef] = []
      func consider(_ grid: Int, _ row: Int) {
        guard let score = Self.score(query, in: project.grids[grid].keys[row].text.utf8) else {
          return
        }
        matched.append(KeyRef(grid: Int32(grid), row: Int32(row)))
        scored.append((score, candidates.count + matched.count, .key(grid, row)))
      }
      if let last = keyMatches, query.starts(with: last.query) {
        for key in last.keys { consider(Int(key.grid), Int(key.row)) }
      } else {
        for grid in project.grids.indices {
          for row in project.grids[grid].keys.indices { consider(grid, row) }
        }
      }
      keyMatches = (query, matched)
    }
    // Best score first; among equals, the order they were offered in.
    scored.sort { ($0.score, -$0.order) > ($1.score, -$1.order) }
    items = scored.prefix(Self.maximumMatches).map(\.item)
    selected = 0
    let exact = candidates.contains { $0.names.contains(text) }
    unknownLanguage = !exact && Self.namesLanguage(text) ? text : nil
    if unknownLanguage != nil { selected = -1 }
  }

  /// Whether `text` (lowercased) is a language code (`it`, `pt-br`) or a language's English
  /// name (`italian`).
  static func namesLanguage(_ text: String) -> Bool {
    let code = String(text.prefix { $0 != "-" && $0 != "_" })
    return (2...3).contains(code.count) && languageCodes.contains(code)
      || languageNames.contains(text)
  }

  /// The ISO 639 codes Foundation knows, lowercased.
  private static let languageCodes = Set(
    Locale.LanguageCode.isoLanguageCodes.map { $0.identifier.lowercased() })

  /// The English names of those languages, lowercased.
  private static let languageNames: Set<String> = {
    let english = Locale(identifier: "en")
    return Set(
      languageCodes.compactMap { english.localizedString(forLanguageCode: $0)?.lowercased() })
  }()

  /// Moves the highlight by `delta`, wrapping.
  mutating func move(by delta: Int) {
    guard !items.isEmpty else { return }
    if selected < 0 {
      selected = delta > 0 ? 0 : items.count - 1
      return
    }
    selected = ((selected + delta) % items.count + items.count) % items.count
  }

  /// The highlighted item, if any matches.
  package var selectedItem: Item? {
    items.indices.contains(selected) ? items[selected] : nil
  }

  /// How an item reads in the list: a label and a detail.
  func describe(_ item: Item, in project: Project) -> (label: String, detail: String) {
    if case .key(let grid, let row) = item {
      return (project.grids[grid].keys[row].text, project.grids[grid].table.path)
    }
    let candidate = candidates.first { $0.item == item }
    return (candidate?.label ?? "", candidate?.detail ?? "")
  }

  /// Palettes are equal when they show the same: query, highlight and matches.
  package static func == (lhs: Palette, rhs: Palette) -> Bool {
    lhs.query == rhs.query && lhs.selected == rhs.selected && lhs.items == rhs.items
  }

  /// Hashes what `==` compares.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(query)
    hasher.combine(selected)
    hasher.combine(items)
  }

  /// How well `query` (lowercased UTF-8) matches `text` as a subsequence, ASCII letters of
  /// `text` folded to lower case, or `nil`.
  ///
  /// Characters in a row, at the start of a word (after `.`, `_`, `-`, `/`, a space) and a
  /// match at the very start score higher; the text's length lowers the score a little, so
  /// `fr` ranks a short name above a long key that happens to contain f…r.
  static func score(_ query: [UInt8], in text: some Collection<UInt8>) -> Int? {
    guard !query.isEmpty else { return 0 }
    var next = 0
    var score = 0
    var previous = -2
    var index = 0
    var before: UInt8 = 0
    for raw in text {
      let byte = raw >= 0x41 && raw <= 0x5A ? raw | 0x20 : raw
      defer {
        before = byte
        index += 1
      }
      guard byte == query[next] else { continue }
      score += 1
      if index == previous + 1 { score += 8 }
      if index == 0 {
        score += 16
      } else if before == 0x2E || before == 0x5F || before == 0x2D || before == 0x2F
        || before == 0x20
      {
        // After `.`, `_`, `-`, `/` or a space: the start of a word.
        score += 10
      }
      previous = index
      next += 1
      if next == query.count { return score * 4 - min(text.count, 60) / 4 }
    }
    return nil
  }
}

extension EditorState {
  /// The palette's candidates for this project but its keys: languages, tables, filters,
  /// commands.
  func paletteCandidates() -> [Palette.Candidate] {
    var candidates: [Palette.Candidate] = []
    func add(_ item: Palette.Item, _ label: String, _ detail: String, names: [String] = []) {
      candidates.append(
        Palette.Candidate(
          item: item, haystack: Array("\(label) \(detail)".lowercased().utf8),
          names: names.map { $0.lowercased() }, label: label, detail: detail))
    }
    let locale = Locale(identifier: "en")
    let languages = project.languages.map { language in
      (code: language.code, name: locale.localizedString(forIdentifier: language.code) ?? "")
    }
    for (column, language) in languages.enumerated() {
      add(
        .language(column), language.code, "\(language.name) · go to the column",
        names: [language.code, language.name])
    }
    for (column, language) in languages.enumerated() where column != 0 {
      add(
        .translate(column), "translate \(language.code)",
        "\(language.name) · the source and \(language.code) only, with \(language.code)'s progress")
    }
    if let focus = viewport.focus {
      for (column, language) in languages.enumerated()
      where column != 0 && column != focus.language {
        add(
          .reference(column), "reference \(language.code)",
          "show \(language.name) beside \(languages[focus.language].code)")
      }
      add(.everyLanguage, "every language", "leave translating \(languages[focus.language].code)")
    }
    add(.table(nil), "all tables", "show every table")
    for (grid, table) in project.grids.enumerated() {
      add(
        .table(grid), table.table.path, "table · \(TableLabel.summary(of: table))",
        names: [table.table.path])
    }
    for filter in Viewport.RowFilter.allCases where filter != .unused || codeUsage != nil {
      add(.filter(filter), "filter \(filter.rawValue)", "list \(filter.listed)")
    }
    for command in Command.all {
      guard case .grid(let name) = command.name, name != .palette else { continue }
      add(
        .command(name), name.rawValue,
        (command.help ?? "") + (keymap.keysLabel(of: command.name).map { " · \($0)" } ?? ""))
    }
    return candidates
  }
}
