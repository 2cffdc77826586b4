import L10nGrammar
import L10nModel

/// `long-translation`: a translation is much longer than its source — more than three times
/// the length the language typically takes (L10nGrammar's `TextExpansion`), and at least
/// forty characters longer: an explanation where a label was asked for, or text pasted twice.
package struct LongTranslationRule: RowRule, FormTextRule {
  package static let id = "long-translation"
  package static let defaultSeverity = Severity.info
  package static let summary = "A translation is much longer than its source (for its language)."

  /// Creates the rule.
  package init() {}

  /// How many times the typical length a translation may reach.
  static let allowance = 3.0
  /// The characters a translation may be longer in any case (short labels vary most).
  static let slack = 40

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    var sourceLength: Int?
    TranslationCheck.eachCell(row, report: report) { value, source, index in
      // Cheap first: UTF-8 bytes are at least the characters, at most four times.
      let sourceBytes = source.utf8.count
      let bytes = value.utf8.count
      guard bytes > sourceBytes / 4 + Self.slack else { return nil }
      if sourceLength == nil { sourceLength = source.count }
      // The language's factor, found once for its column when the row was read.
      let factor =
        row.translations[index].hasLanguageTables
        ? row.translations[index].expansion
        : TextExpansion.factor(of: row.translations[index].language)
      let typical = Double(sourceLength ?? 0) * factor
      // The bytes are at least the characters: counted only when they are too many.
      guard Double(bytes) > typical * Self.allowance, bytes > (sourceLength ?? 0) + Self.slack
      else { return nil }
      let length = value.count
      guard Double(length) > typical * Self.allowance,
        length > (sourceLength ?? 0) + Self.slack
      else { return nil }
      return "is \(length) characters long, the source \(sourceLength ?? 0) (at most about "
        + "\(Int(typical * Self.allowance)) expected)"
    }
  }
}

// MARK: - Documentation and examples

extension LongTranslationRule {
  package static let explanation = """
    A translation is much longer than its source: more than 3 times the length the \
    language typically takes beside English (L10nGrammar's `TextExpansion`: 0.6 for Chinese \
    and Japanese, 1.3 for most languages, 1.4–1.5 for German, Finnish, Greek, Tamil…) and at \
    least 40 characters longer. Often an explanation where a label was asked for, or text \
    pasted twice; an info, since some are right. For UI that truncates, set a hard limit with \
    `maxLength` in the settings file (`max-length`).
    """

  package static let triggeringExamples = RuleExample.translations(
    of: "Save",
    [
      "de": "Speichern Sie die Datei jetzt auf der Festplatte Ihres Computers",
      "ja": "変更を保存します。保存しない場合は変更が失われますのでご注意ください。保存先はいつでも設定で変更できます。",
      "ar": "احفظ الملف الآن على القرص الصلب في جهاز الكمبيوتر",
      "hi": "फ़ाइल को अभी अपने कंप्यूटर की हार्ड डिस्क पर सहेजें ताकि आपके सभी बदलाव सुरक्षित रहें",
    ])

  package static let nonTriggeringExamples = RuleExample.translations(
    of: "Save",
    [
      "de": "Speichern",
      "ja": "保存",
      "ar": "حفظ",
      "hi": "सहेजें",
    ])
}
