import L10nGrammar
import L10nModel

/// How a translation may use a glossary translation in languages that write compounds as one
/// word, or change a word's end before an ending.
///
/// A translation containing the required word anywhere already counts (`Systemeinstellungen`
/// for `Einstellungen`, `filnamn` for `fil`). What containing misses is a word whose end
/// changes as the first part of a compound or before an ending: German and Dutch drop a final
/// `e` or `en` (`Sprachauswahl` for `Sprache`, `Einstellungsdatei` for `Einstellungen`), German
/// a final `a` (`Themeneditor` for `Thema`), the Scandinavian languages a final `er` before
/// the definite ending (sv `fönstret` for `fönster`, nb `Systeminnstillingene` for
/// `innstillinger`), Finnish and Estonian change the stem's last letters (`asetukset` for
/// `asetus`, `kielen` for `kieli`). In those languages a one-word translation also counts by its stem; never
/// shorter than four letters, so short words are never cut.
extension Glossary {
  /// Germanic languages that write compounds as one word, where a word's final `e` or `en`
  /// falls away in a compound's first part.
  static let compounding: Set<String> = [
    "de", "nl", "sv", "da", "nb", "nn", "no", "is", "fo", "af", "lb", "fy", "gsw",
  ]
  /// Scandinavian languages, whose definite forms drop a final `er` (`fönster` → `fönstret`).
  static let scandinavian: Set<String> = ["sv", "da", "nb", "nn", "no"]
  /// Finnic languages, where the last one or two letters of a word change before an ending.
  static let finnic: Set<String> = ["fi", "et"]
  /// The shortest stem that counts.
  static let shortestStem = 4

  /// The folded forms of `translation` that a translation in `language` may contain to use
  /// it: the word itself, and its stems where the language changes a word's end.
  static func usedForms(of translation: [Character], in language: LanguageID) -> [[Character]] {
    let base = LanguageTag(language).language
    guard !translation.contains(where: { $0.isWhitespace }) else { return [translation] }
    var forms = [translation]
    func add(_ dropped: Int) {
      guard translation.count - dropped >= shortestStem else { return }
      forms.append(Array(translation.dropLast(dropped)))
    }
    if compounding.contains(base) {
      if translation.last == "e" || (base == "de" && translation.last == "a") { add(1) }
      if translation.suffix(2).elementsEqual("en") { add(2) }
      if scandinavian.contains(base), translation.suffix(2).elementsEqual("er") { add(2) }
    } else if finnic.contains(base) {
      add(1)
      add(2)
    }
    return forms
  }
}
