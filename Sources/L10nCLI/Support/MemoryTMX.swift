import L10nFormats
import L10nMemory
import L10nModel

/// Translation memories as TMX: the project's memory written as units, TMX units read back as
/// memory units.
enum MemoryTMX {
  /// The project's memory as a TMX document.
  ///
  /// One `<tu>` per source text and context (`table › key`, with the plural form), the source
  /// first, then a `<tuv>` per language of `languages` (every language when empty); notes from
  /// comments. Contexts with no translation in those languages are left out, and so are
  /// translations that need review (not vetted: `leftForReview` counts them).
  static func document(_ memory: ProjectMemory, languages: Set<LanguageID>) -> (
    document: TMXDocument, leftForReview: Int
  ) {
    var leftForReview = 0
    let units = memory.entries.compactMap { entry -> TMXUnit? in
      let translations = entry.translations.filter {
        guard languages.isEmpty || languages.contains($0.language) else { return false }
        if $0.needsReview { leftForReview += 1 }
        return !$0.needsReview
      }
      guard !translations.isEmpty else { return nil }
      return TMXUnit(
        id: entry.context.description, notes: entry.context.comment.map { [$0] } ?? [],
        variants: [TMXVariant(language: memory.sourceLanguage.code, text: entry.source)]
          + translations.map { TMXVariant(language: $0.language.code, text: $0.text) })
    }
    return (TMXDocument(sourceLanguage: memory.sourceLanguage.code, units: units), leftForReview)
  }

  /// The memory units of `document`.
  ///
  /// For each `<tu>` with a variant in the source language
  /// (the header's `srclang`; its first variant when that is `*all*`), one per other variant.
  /// Their context is the unit's `tuid` (or its line) in table `name`.
  static func units(of document: TMXDocument, name: String) -> [MemoryUnit] {
    document.units.flatMap { units(of: $0, sourceLanguage: document.sourceLanguage, name: name) }
  }

  /// The memory units of one `<tu>` of a document whose `srclang` is `sourceLanguage` (see
  /// `units(of:name:)`).
  static func units(of unit: TMXUnit, sourceLanguage: String, name: String) -> [MemoryUnit] {
    let any = sourceLanguage == "*all*"
    guard let source = any ? unit.variants.first?.text : unit.text(in: sourceLanguage),
      !source.isEmpty
    else { return [] }
    let context = MemoryContext(
      table: TableID(name), key: LocalizationKey(unit.id ?? "line \(unit.line)"),
      comment: unit.notes.isEmpty ? nil : unit.notes.joined(separator: "\n"))
    let unitLanguage = (any ? unit.variants.first?.language : sourceLanguage)?.lowercased()
    return unit.variants.filter {
      $0.language.lowercased() != unitLanguage && !$0.text.isEmpty
    }.map {
      MemoryUnit(
        source: source, translation: $0.text, language: LanguageID($0.language),
        context: context)
    }
  }
}
