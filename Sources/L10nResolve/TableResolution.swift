import L10nModel

/// What a user preferring some languages sees of one table of a project: the localizations
/// CFBundle searches, the `.lproj` whose file it loads, and each key's value.
///
/// As CFBundle does it: the table is the `.strings` file (and, separately, the `.stringsdict`
/// file) of the first localization in the lookup order that has one; a `.stringsdict` entry
/// wins over a `.strings` entry of the same key; a key that table lacks shows as the key itself
/// (what `NSLocalizedString` returns). There is no per-key fallback to other languages.
package struct TableResolution: Sendable {
  /// The table.
  package let table: TableID
  /// The bundle the table is in: its localizations and development region.
  package let bundle: BundleLocalizations
  /// The user's preferred languages, best first.
  package let preferences: [String]
  /// CFBundle's search list for the preferences, best first (see `BundleLocalizations`).
  package let searchList: [LanguageID]
  /// The `.lproj` folders looked in, in order: the search list's first, `Base`, the rest.
  package let lookupOrder: [LanguageID]
  /// Whether one of the user's languages matched (else the search list is CFBundle's
  /// fallback, and nothing shows in a language of theirs).
  package let isMatched: Bool
  /// Whether the table ships in `.lproj` folders (`.strings`, `.stringsdict`, a compiled
  /// catalog), not as a document holding every language (a remote strings JSON file).
  package let isInLproj: Bool
  /// The localization whose `.strings` file is loaded, if any has one.
  package let stringsLanguage: LanguageID?
  /// The localization whose `.stringsdict` file is loaded, if any has one.
  package let pluralLanguage: LanguageID?
  private let project: Project
  private let grid: Int

  /// The resolution of the table at `grid` of `project` for `preferences`.
  ///
  /// The bundle's localizations are the table's bundle languages (its `.lproj` folders, a
  /// catalog's languages) in code-point order; `developmentRegion` defaults to the project's
  /// source language (`en` when that is `Base`).
  package init(
    project: Project, grid: Int, preferences: [String], developmentRegion: LanguageID? = nil
  ) {
    self.project = project
    self.grid = grid
    self.preferences = preferences
    let table = project.grids[grid].table
    self.table = table
    let languages = project.bundleLanguages[table].map { $0.sorted() } ?? project.languages
    let source = project.sourceLanguage == .base ? LanguageID.english : project.sourceLanguage
    bundle = BundleLocalizations(
      localizations: languages.map(\.code), developmentRegion: (developmentRegion ?? source).code)
    searchList = bundle.searchList(for: preferences).map(LanguageID.init)
    isMatched = !bundle.matchedLocalizations(for: preferences).isEmpty
    isInLproj = !project.grids[grid].files.contains { index in
      index.map { project.files[$0].holdsEveryLanguage } ?? false
    }
    let order = bundle.lookupOrder(for: preferences).map(LanguageID.init)
    lookupOrder = order
    let columns = order.map { project.column(of: $0) }
    func first(_ has: (Int) -> Bool) -> LanguageID? {
      zip(order, columns).first { $1.map(has) ?? false }?.0
    }
    stringsLanguage = first { Self.hasStrings(project: project, grid: grid, column: $0) }
    pluralLanguage = first { project.grids[grid].pluralFiles[$0] != nil }
  }

  /// Whether the language at `column` has a file of strings for the table: a `.strings`
  /// file, a catalog holding that language, a document holding it.
  private static func hasStrings(project: Project, grid: Int, column: Int) -> Bool {
    guard let index = project.grids[grid].files[column] else { return false }
    let file = project.files[index]
    let language = project.languages[column]
    guard file.holdsEveryLanguage, let document = file.cellDocument else { return true }
    return document.languages.contains(language)
  }

  /// The table's keys, in row order.
  package var keys: [LocalizationKey] { project.grids[grid].keys }

  /// What the user sees for every key of the table, in row order.
  package func resolveAll() -> [ResolvedValue] {
    keys.indices.map(resolve(row:))
  }

  /// What the user sees for `key`, if the table has it.
  package func resolve(key: LocalizationKey) -> ResolvedValue? {
    project.grids[grid].row(of: key).map(resolve(row:))
  }

  /// What the user sees for the key at `row` of the table.
  package func resolve(row: Int) -> ResolvedValue {
    let table = project.grids[grid]
    let key = table.keys[row]
    let candidates: [(LanguageID, isPlural: Bool)] =
      [pluralLanguage.map { ($0, true) }, stringsLanguage.map { ($0, false) }].compactMap { $0 }
    for (language, isPlural) in candidates {
      guard let column = project.column(of: language),
        let location = table.entry(row: row, language: column)
      else { continue }
      // A `.strings` table's key may point at the same language's `.stringsdict` entry,
      // which wins there; a `.stringsdict` table only holds its own entries.
      if isPlural, table.pluralFiles[column] != Int(location.file) { continue }
      let content = project.content(grid: grid, row: row, column: column)
      guard content.isPresent else { continue }
      return ResolvedValue(
        key: key, content: content, language: language, origin: origin(of: language),
        skipped: Array(lookupOrder.prefix { $0 != language }),
        tableLanguages: (stringsLanguage, pluralLanguage))
    }
    // An Interface Builder object's text the table lacks: the storyboard's own text shows,
    // which the source language's value holds.
    if Self.isInterfaceBuilderKey(key), let source = project.sourceColumn(ofGrid: grid) {
      let content = project.content(grid: grid, row: row, column: source)
      if content.isPresent {
        return ResolvedValue(
          key: key, content: content, language: nil, origin: .storyboard, skipped: lookupOrder,
          tableLanguages: (stringsLanguage, pluralLanguage))
      }
    }
    return ResolvedValue(
      key: key, content: .text(key.text, state: nil), language: nil, origin: .key,
      skipped: lookupOrder, tableLanguages: (stringsLanguage, pluralLanguage))
  }

  /// Whether `key` names a property of an Interface Builder object (`5LN-YU-Bwy.title`: an
  /// object ID of three, two and three letters or digits, a dot, a property).
  static func isInterfaceBuilderKey(_ key: LocalizationKey) -> Bool {
    let parts = key.text.split(separator: ".", maxSplits: 1)
    guard parts.count == 2, !parts[1].isEmpty else { return false }
    let id = parts[0].split(separator: "-", omittingEmptySubsequences: false)
    return id.map(\.count) == [3, 2, 3]
      && id.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
  }

  /// Where a value from `language` comes from, for this user.
  private func origin(of language: LanguageID) -> ValueOrigin {
    if language == searchList.first, isMatched { return .chosen }
    if language == .base { return .base }
    if language.code == bundle.developmentRegion { return .development }
    return .fallback
  }
}

/// Where the value a user sees comes from.
package enum ValueOrigin: String, Sendable, CaseIterable {
  /// The localization chosen for the user (the search list's first, when one of their
  /// languages matched).
  case chosen
  /// Another localization of the search list.
  case fallback
  /// The development language.
  case development
  /// `Base.lproj`.
  case base
  /// An Interface Builder object's key no table has: the storyboard's own text (the source
  /// language's value) shows.
  case storyboard
  /// No table has the key: `NSLocalizedString` returns the key itself.
  case key
}

/// What one key shows to a user, and where it comes from.
package struct ResolvedValue: Sendable {
  /// The key.
  package let key: LocalizationKey
  /// The value shown (for `.key`, the key as text).
  package let content: CellContent
  /// The localization the value comes from; `nil` when it is the key itself.
  package let language: LanguageID?
  /// Where the value comes from.
  package let origin: ValueOrigin
  /// The localizations looked in before, in order (each without the table, or the key).
  package let skipped: [LanguageID]
  /// The localizations whose `.strings` and `.stringsdict` files the table was loaded from.
  package let tableLanguages: (strings: LanguageID?, plural: LanguageID?)

  /// Where the value comes from, as a user reads it: `fr`, `en (development language; no
  /// table in fr, Base)`, `key itself (not in fr)`.
  package var explanation: String {
    switch origin {
    case .chosen: return language?.code ?? ""
    case .storyboard:
      return "the storyboard's own text" + (loadedFrom.isEmpty ? "" : " (not in \(loadedFrom))")
    case .key:
      return loadedFrom.isEmpty ? "key itself (no table)" : "key itself (not in \(loadedFrom))"
    case .fallback, .development, .base:
      let kind =
        switch origin {
        case .base: "Base"
        case .development: "development language"
        default: "fallback"
        }
      let skipped = self.skipped.map(\.code).joined(separator: ", ")
      let why = skipped.isEmpty ? "" : "; no table in \(skipped)"
      return "\(language?.code ?? "") (\(kind)\(why))"
    }
  }

  /// The localizations the table was loaded from, as text (`fr`, `fr, en`).
  private var loadedFrom: String {
    var loaded: [LanguageID] = []
    for language in [tableLanguages.plural, tableLanguages.strings].compactMap({ $0 })
    where !loaded.contains(language) {
      loaded.append(language)
    }
    return loaded.map(\.code).joined(separator: ", ")
  }

  /// The value as one line of text: a plural entry's format with each variable's `other`
  /// form, a structured value's summary.
  package var text: String {
    switch content {
    case .text(let text, _): return text
    case .plural(let entry, _):
      let forms = entry.variables.map { variable in
        (variable.name, variable.form("other") ?? variable.forms.last?.text ?? "")
      }
      guard !entry.formatKey.isEmpty else { return forms.first?.1 ?? "" }
      return forms.reduce(entry.formatKey) { $0.replacing("%#@\($1.0)@", with: $1.1) }
    case .structured(let summary): return summary
    case .missing, .unreadable: return key.text
    }
  }
}
