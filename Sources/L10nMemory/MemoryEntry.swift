import L10nModel

/// The units of one context together: its source text and a translation per language (what a
/// TMX `<tu>` holds).
package struct MemoryEntry: Sendable, Equatable {
  /// Where the units are.
  package var context: MemoryContext
  /// Their source text.
  package var source: String
  /// Language and translation, in the order added.
  package var translations: [Translation]

  /// One language's translation.
  package struct Translation: Sendable, Equatable {
    /// The language.
    package var language: LanguageID
    /// The text.
    package var text: String
    /// Whether its cell needs review (its source changed since, a machine filled it, …).
    package var needsReview = false
  }
}

extension ProjectMemory {
  /// Every context with units, in the order added, with its source text and translations.
  package var entries: [MemoryEntry] {
    var order: [Int32: Int] = [:]
    var entries: [MemoryEntry] = []
    for number in 0..<count {
      let (context, language, translation) = parts(of: Int32(number))
      let translated = MemoryEntry.Translation(
        language: language, text: translation, needsReview: needsReview(Int32(number)))
      if let index = order[context] {
        entries[index].translations.append(translated)
      } else {
        order[context] = entries.count
        entries.append(
          MemoryEntry(
            context: self.context(context), source: source(ofUnit: number),
            translations: [translated]))
      }
    }
    return entries
  }
}
