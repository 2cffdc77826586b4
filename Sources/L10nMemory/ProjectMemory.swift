import L10nModel

/// A translation memory: every translated cell of a project as a unit.
///
/// A unit is a source text, a language, a translation and where it is; lookup is exact by
/// source text and fuzzy through a trigram index. A value, built from the cell layer (`init(project:)`) or from units (a TMX
/// file, tests); `suggestions(for:limit:)` answers what the editor and `l10nedit suggest` show.
///
/// Stored compactly (a project of 20,000 keys × 40 languages has 800,000 units): texts in
/// `TextStore`s, units as parallel arrays of indices.
package struct ProjectMemory: Sendable {
  /// The language the units' source texts are in.
  package let sourceLanguage: LanguageID
  /// The languages of the units, in the order first met.
  package private(set) var languages: [LanguageID] = []
  private var languageNumbers: [LanguageID: Int16] = [:]
  private var tables: [TableID] = []
  private var tableNumbers: [TableID: Int32] = [:]

  /// The distinct source texts.
  private var sources = TextStore()
  private var sourceNumbers: [String: Int32] = [:]

  /// Contexts (table, key, form, comment), one per source entry or plural form.
  private var contextTables: [Int32] = []
  private var contextKeys = TextStore()
  private var contextForms: [Int32] = []
  private var contextComments: [Int32] = []
  private var forms: [String] = []
  private var formNumbers: [String: Int32] = [:]
  private var comments = TextStore()

  /// Units: source, context, language, translation.
  private var unitSources: [Int32] = []
  private var unitContexts: [Int32] = []
  private var unitLanguages: [Int16] = []
  private var translations = TextStore()
  /// The units whose cell needs review (few: a set, not a flag per unit).
  private var unitsNeedingReview: Set<Int32> = []

  /// The units of each source: `bySource[bySourceStarts[s]..<bySourceStarts[s + 1]]`, made by
  /// `finish()`.
  private var bySourceStarts: [Int32] = [0]
  private var bySource: [Int32] = []
  private var index = TrigramIndex([String]())
  /// The source texts left out because a language's value was the text itself (a copy, not a
  /// translation), by language: `GapFilling` counts the gaps it leaves for them.
  package private(set) var sourceCopies: [LanguageID: Set<String>] = [:]

  /// An empty memory of texts in `sourceLanguage`; add to it, then `finish()`.
  package init(sourceLanguage: LanguageID) {
    self.sourceLanguage = sourceLanguage
  }

  /// A memory of `units` (a TMX file's, a test's).
  package init(sourceLanguage: LanguageID, units: [MemoryUnit]) {
    self.init(sourceLanguage: sourceLanguage)
    var contexts: [MemoryContext: Int32] = [:]
    for unit in units {
      let context =
        contexts[unit.context]
        ?? {
          let number = addContext(unit.context)
          contexts[unit.context] = number
          return number
        }()
      add(
        source: unit.source, translation: unit.translation, language: unit.language,
        context: context)
    }
    finish()
  }

  /// Notes that `language`'s value of `source` was the text itself, left out.
  mutating func noteCopy(of source: String, in language: LanguageID) {
    sourceCopies[language, default: []].insert(source)
  }

  /// The number of units.
  package var count: Int { unitSources.count }
  /// The number of distinct source texts.
  package var sourceCount: Int { sources.count }

  /// Adds a context and returns its number.
  package mutating func addContext(_ context: MemoryContext) -> Int32 {
    let table =
      tableNumbers[context.table]
      ?? {
        tables.append(context.table)
        tableNumbers[context.table] = Int32(tables.count - 1)
        return Int32(tables.count - 1)
      }()
    contextTables.append(table)
    contextKeys.append(context.key.text)
    if let form = context.form {
      let number = formNumbers[form] ?? Int32(forms.count)
      if number == forms.count {
        forms.append(form)
        formNumbers[form] = number
      }
      contextForms.append(number)
    } else {
      contextForms.append(-1)
    }
    contextComments.append(context.comment.map { comments.append($0) } ?? -1)
    return Int32(contextTables.count - 1)
  }

  /// Adds a unit: `translation` of `source` in `language`, at context `context` (a number
  /// `addContext` returned).
  ///
  /// A unit that `needsReview` (its cell awaits review) still gives suggestions, ranked below
  /// translated ones (`Suggestion.needsReview`).
  package mutating func add(
    source: String, translation: String, language: LanguageID, context: Int32,
    needsReview: Bool = false
  ) {
    if needsReview { unitsNeedingReview.insert(Int32(unitSources.count)) }
    let sourceNumber =
      sourceNumbers[source]
      ?? {
        let number = sources.append(source)
        sourceNumbers[source] = number
        return number
      }()
    let languageNumber =
      languageNumbers[language]
      ?? {
        languages.append(language)
        languageNumbers[language] = Int16(languages.count - 1)
        return Int16(languages.count - 1)
      }()
    unitSources.append(sourceNumber)
    unitContexts.append(context)
    unitLanguages.append(languageNumber)
    translations.append(translation)
  }

  /// Groups the units by source and builds the trigram index (unless not `indexed`: then
  /// only exact lookups find anything): call once everything is added.
  package mutating func finish(indexed: Bool = true) {
    var starts = [Int32](repeating: 0, count: sources.count + 1)
    for source in unitSources { starts[Int(source) + 1] += 1 }
    for index in 1..<starts.count { starts[index] += starts[index - 1] }
    bySourceStarts = starts
    bySource = [Int32](repeating: 0, count: unitSources.count)
    for (unit, source) in unitSources.enumerated() {
      bySource[Int(starts[Int(source)])] = Int32(unit)
      starts[Int(source)] += 1
    }
    guard indexed else { return }
    index = TrigramIndex((0..<sources.count).lazy.map { [sources] in sources[Int32($0)] })
  }

  // MARK: - Reading

  /// The unit at `number` (`0..<count`).
  package func unit(_ number: Int) -> MemoryUnit {
    MemoryUnit(
      source: sources[unitSources[number]], translation: translations[Int32(number)],
      language: languages[Int(unitLanguages[number])], context: context(unitContexts[number]))
  }

  /// The context numbered `number`.
  package func context(_ number: Int32) -> MemoryContext {
    let number = Int(number)
    let form = contextForms[number]
    let comment = contextComments[number]
    return MemoryContext(
      table: tables[Int(contextTables[number])], key: LocalizationKey(contextKeys[Int32(number)]),
      form: form < 0 ? nil : forms[Int(form)], comment: comment < 0 ? nil : comments[comment])
  }

  /// The source text numbered `number` (`0..<sourceCount`).
  package func source(_ number: Int32) -> String { sources[number] }

  /// The number of `text` among the source texts, if it is one.
  package func sourceNumber(of text: String) -> Int32? { sourceNumbers[text] }

  /// The numbers of the units whose source is `number`, in the order added.
  package func units(ofSource number: Int32) -> ArraySlice<Int32> {
    bySource[Int(bySourceStarts[Int(number)])..<Int(bySourceStarts[Int(number) + 1])]
  }

  /// The unit's context number, language and translation, without making the whole unit.
  func parts(of unit: Int32) -> (context: Int32, language: LanguageID, translation: String) {
    (unitContexts[Int(unit)], languages[Int(unitLanguages[Int(unit)])], translations[unit])
  }

  /// Whether the unit's cell needs review.
  func needsReview(_ unit: Int32) -> Bool { unitsNeedingReview.contains(unit) }

  /// Whether the unit is in `language`.
  func isUnit(_ unit: Int32, in language: LanguageID) -> Bool {
    languageNumbers[language] == unitLanguages[Int(unit)]
  }

  /// Whether the context numbered `number` is `cell`'s table and key.
  func context(_ number: Int32, isAt table: TableID, key: LocalizationKey) -> Bool {
    tables[Int(contextTables[Int(number)])] == table && contextKeys.equals(number, key.text)
  }

  /// The plural form of the context numbered `number`, if any.
  func form(ofContext number: Int32) -> String? {
    let form = contextForms[Int(number)]
    return form < 0 ? nil : forms[Int(form)]
  }

  /// The comment of the context numbered `number`.
  func comment(ofContext number: Int32) -> String? {
    let comment = contextComments[Int(number)]
    return comment < 0 ? nil : comments[comment]
  }

  /// Source texts at least `threshold` percent alike `text` (not `text` itself), best first.
  func fuzzySources(of text: String, threshold: Int) -> [(text: Int32, score: Int)] {
    index.matches(
      of: text, threshold: threshold, texts: { [sources] in sources[$0] },
      exclude: sourceNumbers[text])
  }
}

extension ProjectMemory {
  /// Whether the context numbered `number` has the key `key` (in any table).
  func context(_ number: Int32, hasKey key: LocalizationKey) -> Bool {
    contextKeys.equals(number, key.text)
  }
}

extension ProjectMemory {
  /// The source text of the unit at `number`.
  func source(ofUnit number: Int) -> String { sources[unitSources[number]] }
}
