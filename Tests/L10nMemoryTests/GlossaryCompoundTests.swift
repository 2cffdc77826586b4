import L10nMemory
import L10nModel
import Testing

/// A glossary translation used inside a compound, or with its end changed, in the languages
/// that write compounds as one word (de, nl, sv, da, nb, fi…): not a missing term.
@Suite struct GlossaryCompoundTests {
  static func uses(_ translation: String, _ language: String, in text: String) -> Bool {
    let entry = GlossaryEntry(
      term: "term", language: LanguageID(language), translation: translation)
    let glossary = Glossary([entry])
    let entries = glossary.entries(of: 0, in: LanguageID(language))
    let folded = glossary.uses(entries, inFolded: Glossary.folded(text))
    #expect(Glossary.uses(entries, in: text) == folded, "both ways of asking agree")
    return folded
  }

  @Test(arguments: [
    // German: the word inside a compound, capitalised or not.
    ("Einstellungen", "de", "Systemeinstellungen öffnen", true),
    ("Einstellungen", "de", "Einstellungsdatei wählen", true),
    ("Sprache", "de", "Sprachauswahl", true),
    ("Farbe", "de", "Hintergrundfarbe und Farbauswahl", true),
    ("Datei", "de", "Dateiname", true),
    ("Ordner", "de", "Im Downloads-Ordner sichern", true),
    ("Einstellungen", "de", "Optionen öffnen", false),
    ("Thema", "de", "Themeneditor", true),
    ("Ordner", "de", "Ordnung", false),
    // Dutch, Swedish, Danish, Norwegian.
    ("instellingen", "nl", "Systeeminstellingen", true),
    ("bestand", "nl", "Bestandsnaam", true),
    ("taal", "nl", "Kies een andere optie", false),
    ("inställningar", "sv", "Systeminställningar", true),
    ("fil", "sv", "Filnamn", true),
    ("mappe", "da", "Mappenavn", true),
    ("innstillinger", "nb", "Systeminnstillinger", true),
    // Scandinavian definite forms drop a final -er (seen in Rectangle and stats).
    ("Innstillinger", "nb", "Åpne Systeminnstillingene", true),
    ("Fönster", "sv", "Flytta markören tillsammans med fönstret", true),
    ("vindue", "da", "Vinduet", true),
    // Finnish: the stem's end changes before an ending.
    ("asetus", "fi", "Asetukset", true),
    ("kieli", "fi", "Vaihda kielen asetuksia", true),
    ("tiedosto", "fi", "Tiedostonimi", true),
    ("asetus", "fi", "Valinnat", false),
    // Languages without compounds are not cut: French keeps its whole word.
    ("paramètres", "fr", "Modifier le paramètre", false),
    // Short words are never cut (no stem under four letters), nor several words.
    ("Bild", "de", "Bil", false),
    ("Datei öffnen", "de", "Datei öffn", false),
    // A change inside the word is not followed (Documentation/Formats/Glossary.md): German
    // plurals with an umlaut need their own row.
    ("Wort", "de", "Drei Wörter", false),
    ("Kasten", "de", "Zwei Kästen", false),
    ("Wörter", "de", "Drei Wörter", true),
  ])
  func compounds(_ translation: String, _ language: String, _ text: String, _ used: Bool) {
    #expect(Self.uses(translation, language, in: text) == used)
  }
}
