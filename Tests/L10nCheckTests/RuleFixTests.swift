import L10nCheck
import L10nModel
import Testing

/// The mechanical fixes, value by value: each gives the value the rule would accept, in the
/// language's own forms, and `nil` where it has nothing to fix.
@Suite("rule fixes")
struct RuleFixTests {
  static let cases:
    [(rule: any FixableRule, source: String, language: String, value: String, fixed: String?)] = [
      (
        EndingPunctuationRule(), "Delete this note?", "de", "Diese Notiz löschen.",
        "Diese Notiz löschen?"
      ),
      (EndingPunctuationRule(), "Name:", "ja", "名前", "名前："),
      (EndingPunctuationRule(), "Are you sure?", "ar", "هل أنت متأكد", "هل أنت متأكد؟"),
      (EndingPunctuationRule(), "Delete?", "hi", "हटाएँ!", "हटाएँ?"),
      (EndingPunctuationRule(), "Name:", "fr", "Nom", "Nom\u{A0}:"),
      (EndingPunctuationRule(), "Current version:", "he", ":גרסה נוכחית", "גרסה נוכחית:"),
      (EndingPunctuationRule(), "Open file", "de", "Datei öffnen:", "Datei öffnen"),
      (EndingPunctuationRule(), "The file was saved.", "ja", "保存しました", nil),
      (EllipsisRule(), "Loading…", "zh-Hans", "正在载入......", "正在载入……"),
      (EllipsisRule(), "Loading...", "de", "Lädt...", nil),
      (
        FrenchSpacingRule(), "Delete? Name:", "fr", "Supprimer? Nom:",
        "Supprimer\u{202F}? Nom\u{A0}:"
      ),
      (FrenchSpacingRule(), "Time: 12:30", "fr", "Heure : 12:30", nil),
      (DoubleSpaceRule(), "Shared notes", "ar", "ملاحظات  مشتركة", "ملاحظات مشتركة"),
      (DoubleSpaceRule(), "Name: ", "de", "Name:  ", nil),
      (RepeatedWordRule(), "Open the file", "de", "Datei Datei öffnen", "Datei öffnen"),
      (RepeatedWordRule(), "Slowly", "hi", "धीरे धीरे", nil),
      (WhitespaceMismatchRule(), "Name: ", "ja", "名前:", "名前: "),
      (WhitespaceMismatchRule(), "Line\n", "de", "Zeile", "Zeile\n"),
      (WhitespaceMismatchRule(), "One\nTwo", "de", "Eins Zwei", nil),
      (
        InvisibleCharactersRule(), "Shared notes", "de", "Geteilte\u{200B}Notizen",
        "GeteilteNotizen"
      ),
      (InvisibleCharactersRule(), "A\u{200B}B", "de", "A\u{200B}B", nil),
    ]

  @Test("each fix gives the expected value", arguments: cases.indices)
  func fix(_ index: Int) {
    let (rule, source, language, value, fixed) = Self.cases[index]
    #expect(rule.fix(value, source: source, language: LanguageID(language)) == fixed)
  }
}
