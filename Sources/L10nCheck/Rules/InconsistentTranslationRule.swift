import L10nMemory
import L10nModel

/// `inconsistent-translation`: one source text translated in more than one way within a
/// language of the project ("Settings" is "Einstellungen" in one table and "Optionen" in
/// another).
///
/// Read from the translation memory (`ProjectMemory`): its units are grouped by source text,
/// language and plural category. In each group with more than one translation, every cell
/// whose translation is not the most common one is reported, with the common one and where it
/// is — unless the two keys' comments differ: a comment on each, not the same, says the texts
/// mean different things ("Archive" the noun and the verb), so they are not compared. A
/// source of one word is not compared at all: on real apps most of its "inconsistencies" were
/// a verb in a menu and a noun on a label ("Duplicate", "Save", "Find") or an adjective
/// agreeing with different nouns ("Smaller").
package struct InconsistentTranslationRule: LanguageProjectRule {
  package static let id = "inconsistent-translation"
  package static let defaultSeverity = Severity.info
  package static let summary =
    "One source text is translated in more than one way within a language."

  /// The most places a message names.
  static let namedLimit = 3

  /// Creates the rule.
  package init() {}

  package func check(_ project: Project, report: (Problem) -> Void) {
    check(project, languages: nil, report: report)
  }

  /// The findings about translations into `language`: its units are compared only with each
  /// other (a group is one language's), so a memory of that language's translations alone
  /// gives them.
  package func check(_ project: Project, language: LanguageID, report: (Problem) -> Void) {
    check(project, languages: [language], report: report)
  }

  private func check(
    _ project: Project, languages: Set<LanguageID>?, report: (Problem) -> Void
  ) {
    let memory = ProjectMemory(project: project, repeatedOnly: true, languages: languages)
    var rows = Rows()
    for source in 0..<Int32(memory.sourceCount) {
      guard let first = memory.units(ofSource: source).first,
        Self.saysMoreThanAWord(memory.unit(Int(first)).source)
      else { continue }
      // A copy of the source is no translation (`untranslated` reports those).
      let units = memory.units(ofSource: source).map { memory.unit(Int($0)) }.filter {
        $0.translation != $0.source
      }
      let groups = Dictionary(grouping: units) { unit in
        Group(language: unit.language, category: unit.context.form.map(Self.category) ?? "")
      }
      for group in groups.values.sorted(by: { $0[0].language < $1[0].language }) {
        for problem in problems(group, in: project, rows: &rows) { report(problem) }
      }
    }
  }

  /// The findings of one group (units of one source text, language and category).
  private func problems(
    _ units: [MemoryUnit], in project: Project, rows: inout Rows
  ) -> [Problem] {
    let variants = Dictionary(grouping: units, by: \.translation)
    guard variants.count > 1 else { return [] }
    // The most common translation, ties broken by code-point order.
    let ordered = variants.sorted { a, b in
      a.value.count != b.value.count
        ? a.value.count > b.value.count
        : a.key.unicodeScalars.lexicographicallyPrecedes(b.key.unicodeScalars)
    }
    guard let (common, commonUnits) = ordered.first else { return [] }
    var problems: [Problem] = []
    for (translation, others) in ordered.dropFirst() {
      for unit in others {
        let comparable = commonUnits.filter {
          Self.mayMeanTheSame(unit.context, $0.context, source: unit.source)
        }
        guard !comparable.isEmpty,
          let problem = problem(
            unit, translation: translation, common: common, at: comparable,
            variants: variants.count, in: project, rows: &rows)
        else { continue }
        problems.append(problem)
      }
    }
    return problems
  }

  private func problem(
    _ unit: MemoryUnit, translation: String, common: String, at places: [MemoryUnit],
    variants: Int, in project: Project, rows: inout Rows
  ) -> Problem? {
    let cell = CellID(table: unit.context.table, key: unit.context.key, language: unit.language)
    guard let (grid, row, _) = project.position(of: cell), let row else { return nil }
    guard let located = rows.place(project, grid: grid, row: row, language: unit.language)
    else { return nil }
    let named = places.prefix(Self.namedLimit).map(\.context.description)
    let more = places.count > Self.namedLimit ? " and \(places.count - Self.namedLimit) more" : ""
    let form = unit.context.form.map { " (\($0))" } ?? ""
    return Problem(
      path: located.path,
      location: located.location
        ?? rows.context(project, grid: grid, row: row).sourceLocation,
      message: "\(Quoted.text(unit.source))\(form) has \(variants) translations in "
        + "\(unit.language.code): \(Quoted.text(translation)) here, \(Quoted.text(common)) in "
        + named.joined(separator: ", ") + more,
      cell: cell)
  }

  /// Where findings are located: each table's facts gathered once (a project of thousands of
  /// findings builds them once per table, not once per finding), each finding's cell read
  /// alone (reading its whole row for it was a third of the rule's time).
  struct Rows {
    private var tables: [Int: RowContext.Table] = [:]
    private var rows: [[Int]: RowContext] = [:]

    /// The row at `row` of grid `grid`.
    mutating func context(_ project: Project, grid: Int, row: Int) -> RowContext {
      if let known = rows[[grid, row]] { return known }
      let context = RowContext(table(project, grid: grid), row: row)
      rows[[grid, row]] = context
      return context
    }

    /// The path and location of the cell of `language` at `row` as its row's `translations`
    /// hold it, read alone.
    mutating func place(_ project: Project, grid: Int, row: Int, language: LanguageID)
      -> (path: String, location: SourceLocation?)?
    {
      if let known = rows[[grid, row]] {
        return known.translations.first { $0.language == language }.map { ($0.path, $0.location) }
      }
      return RowContext.translationPlace(table(project, grid: grid), row: row, language: language)
    }

    private mutating func table(_ project: Project, grid: Int) -> RowContext.Table {
      if let known = tables[grid] { return known }
      // Read for places only: its files are not searched for ignore markers (the rule's
      // findings are matched with comments as every project rule's are).
      let table = RowContext.Table(
        project: project, grid: project.grids[grid], searchingMarkers: false)
      tables[grid] = table
      return table
    }
  }

  /// The longest text without a space taken for one word (a CJK source writes no spaces).
  static let wordLimit = 16

  /// Whether `text` says more than one word: it has a space between two of its characters,
  /// or it is longer than `wordLimit` characters.
  static func saysMoreThanAWord(_ text: String) -> Bool {
    let scalars = text.unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return false }
    let word = scalars[start...end]
    return word.contains { $0.properties.isWhitespace } || String(word).count > wordLimit
  }

  /// What units are compared within: one language, one plural category (or none).
  private struct Group: Hashable {
    var language: LanguageID
    var category: String
  }

  /// The plural category of a form (`count: one` → `one`).
  static func category(_ form: String) -> String {
    String(form.split(separator: " ").last ?? Substring(form))
  }

  /// Whether two places may mean the same text: unless both keys have comments and these
  /// differ, or either key is a text of its own that says more than the source (`"Left fan"
  /// = "Left"`: in projects whose keys are English, the key is the comment).
  static func mayMeanTheSame(_ a: MemoryContext, _ b: MemoryContext, source: String) -> Bool {
    if isOwnText(a.key, source: source) || isOwnText(b.key, source: source) { return false }
    guard let first = a.comment, let second = b.comment, !first.isEmpty, !second.isEmpty else {
      return true
    }
    return first == second
  }

  /// Whether `key` is a text other than `source` (not only in case): words, not an
  /// identifier — words with spaces, or one capitalised word; no dots, underscores or digits,
  /// no lower-case letter before a capital as in `camelCase` (`settings` and `title` are
  /// identifiers, `Downloading` and `Left fan` texts).
  static func isOwnText(_ key: LocalizationKey, source: String) -> Bool {
    let text = key.text
    // Most keys are identifiers (`settings.title`): told from their bytes before anything
    // is lowercased.
    guard !text.utf8.contains(where: { $0 == 0x2E || $0 == 0x5F || (0x30...0x39).contains($0) }),
      text.lowercased() != source.lowercased(),
      text.contains(" ") || text.first?.isUppercase == true,
      text.first?.isLetter == true,
      !text.contains(where: { $0 == "." || $0 == "_" || $0.isNumber })
    else { return false }
    return !zip(text, text.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
  }
}

// MARK: - Documentation and examples

extension InconsistentTranslationRule {
  package static let explanation = """
    One source text is translated in more than one way within a language: "Settings" is \
    "Einstellungen" in one table and "Optionen" in another. Every cell whose translation is \
    not the language's most common one for that text is reported, with the common one and \
    where it is (plural forms are compared per category). A translation that is a copy of \
    the source is not counted (`untranslated` reports it). Two keys that both have comments, \
    and different ones, are taken to mean different things ("Archive" the noun and the \
    verb) and are not compared; nor is a key that is a text of its own saying more than its \
    source (`"Left fan" = "Left"`, `"Downloading" = "Download"` in a project whose keys are \
    English). A source of one word (no space, at most 16 characters) is not compared: on \
    real apps most of its differences were right — a verb in a menu and a noun on a label \
    ("Duplicate", "Save", "Find"), an adjective agreeing with different nouns ("Smaller"). \
    The editor's suggestions (`l10nedit suggest`) come from the same translation memory.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Main.strings": #"""
      "settings" = "Open Settings";

      """#,
      "de.lproj/Main.strings": #"""
      "settings" = "Einstellungen öffnen";

      """#,
      "en.lproj/Preferences.strings": #"""
      "title" = "Open Settings";

      """#,
      "de.lproj/Preferences.strings": #"""
      "title" = "Optionen öffnen";

      """#,
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Main.strings": #"""
      /* The noun: a folder of old notes. */
      "archive.title" = "Archive";
      /* The verb: move the note to the archive. */
      "archive.action" = "Archive";

      """#,
      "de.lproj/Main.strings": #"""
      "archive.title" = "Archiv";
      "archive.action" = "Archivieren";

      """#,
    ])
  ]
}
