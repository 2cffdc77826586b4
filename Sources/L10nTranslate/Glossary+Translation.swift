import L10nMemory
import L10nModel

/// The glossary as machine translation uses it: the terms a request names, and the terms it
/// masks.
extension Glossary {
  /// The glossary's terms `text` uses that have entries for `language`, each with the
  /// translation it must have (its first entry's), once each, in the order they first appear:
  /// a provider request's `glossary`.
  package func requestTerms(in text: String, for language: LanguageID) -> [ProviderRequest.Term] {
    var seen: Set<Int> = []
    return matches(in: text).compactMap { match in
      guard seen.insert(match.term).inserted,
        let entry = entries(of: match.term, in: language).first
      else { return nil }
      return ProviderRequest.Term(term: terms[match.term].text, translation: entry.translation)
    }
  }

  /// The terms of `text` marked "do not translate" for `language`, once each.
  ///
  /// A term is when every entry of it for the language (or its base language) has the term
  /// itself, exactly, as its translation (Documentation/Formats/Glossary.md). For
  /// `Masking.mask(_:doNotTranslate:)`.
  package func doNotTranslate(in text: String, for language: LanguageID) -> [String] {
    var seen: Set<Int> = []
    return matches(in: text).compactMap { match in
      guard seen.insert(match.term).inserted else { return nil }
      let entries = entries(of: match.term, in: language)
      guard !entries.isEmpty, entries.allSatisfy({ $0.translation == $0.term }) else {
        return nil
      }
      return terms[match.term].text
    }
  }
}
