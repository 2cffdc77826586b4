import Foundation
import L10nModel

/// The command palette: one fuzzy list of everything to go to or run — languages (go to the
/// column, translate it alone, use it as the reference), tables, row filters, the grid's
/// commands by name, and every key.
public struct Palette: Hashable, Sendable {
  /// Something the palette offers.
  public enum Item: Hashable, Sendable {
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
  public internal(set) var query = LineEditor()
  /// The highlighted match, an index into `matches`.
  public internal(set) var selected = 0
  /// Everything offered, built when the palette opens.
  let candidates: [Candidate]
  /// The candidates matching the query, best first (at most `maximumMatches`).
  private(set) var matches: [Int] = []

  /// The most matches listed.
  static let maximumMatches = 200

  /// The matching items, best first.
  public var items: [Item] { matches.map { candidates[$0].item } }

  init(candidates: [Candidate]) {
    self.candidates = candidates
    refresh()
  }

  /// Re-ranks the candidates for the query; the best match is highlighted.
  mutating func refresh() {
    let query = Array(self.query.text.lowercased().utf8)
    let text = self.query.text.lowercased()
    var scored: [(score: Int, index: Int)] = []
    for (index, candidate) in candidates.enumerated() {
      // With no query, keys (thousands) are left out: the palette lists what it can do.
      if query.isEmpty, case .key = candidate.item { continue }
      guard var score = Self.score(query, in: candidate.haystack) else { continue }
      if candidate.names.contains(text) { score += 10_000 }
      scored.append((score, index))
    }
    // Best score first; among equals, the order candidates were offered in.
    scored.sort { ($0.score, -$0.index) > ($1.score, -$1.index) }
    matches = scored.prefix(Self.maximumMatches).map(\.index)
    selected = 0
  }

  /// Moves the highlight by `delta`, wrapping.
  mutating func move(by delta: Int) {
    guard !matches.isEmpty else { return }
    selected = ((selected + delta) % matches.count + matches.count) % matches.count
  }

  /// The highlighted item, if any matches.
  public var selectedItem: Item? {
    matches.indices.contains(selected) ? candidates[matches[selected]].item : nil
  }

  /// The listed candidates, best first.
  var listed: [Candidate] { matches.map { candidates[$0] } }

  /// How well `query` matches `text` as a subsequence (both lowercased UTF-8), or `nil`.
  ///
  /// Characters in a row, at the start of a word (after `.`, `_`, `-`, `/`, a space) and a
  /// match at the very start score higher; the text's length lowers the score a little, so
  /// `fr` ranks a short name above a long key that happens to contain f…r.
  static func score(_ query: [UInt8], in text: [UInt8]) -> Int? {
    guard !query.isEmpty else { return 0 }
    guard query.count <= text.count else { return nil }
    var next = 0
    var score = 0
    var previous = -2
    for (index, byte) in text.enumerated() where byte == query[next] {
      score += 1
      if index == previous + 1 { score += 8 }
      if index == 0 {
        score += 16
      } else if [
        UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "/"),
        UInt8(ascii: " "),
      ]
      .contains(text[index - 1]) {
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
  /// The palette's candidates for this project: languages, tables, filters, commands, keys.
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
        names: [language.code])
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
        .table(grid), table.table.path, "table · \(table.keys.count) keys",
        names: [table.table.path])
    }
    for filter in Viewport.RowFilter.allCases {
      add(.filter(filter), "filter \(filter.rawValue)", "list \(filter.listed)")
    }
    for command in Command.all {
      guard case .grid(let name) = command.name, name != .palette else { continue }
      add(
        .command(name), name.rawValue,
        (command.help ?? "") + (Command.keysLabel(of: command.name).map { " · \($0)" } ?? ""))
    }
    for (grid, table) in project.grids.enumerated() {
      for (row, key) in table.keys.enumerated() {
        candidates.append(
          Palette.Candidate(
            item: .key(grid, row), haystack: Array(key.text.lowercased().utf8), names: [],
            label: key.text, detail: table.table.path))
      }
    }
    return candidates
  }
}
