import L10nModel

/// The pieces of a `.stringsdict` entry as builders write them: format-key variables of
/// plural rules.
package enum StringsdictRule {
  /// A plural-rule variable named `name`: `NSStringPluralRuleType`, `valueType` as
  /// `NSStringFormatValueTypeKey`, and the forms in CLDR order.
  package static func plural(
    _ name: String, _ forms: [PluralCategory: String], valueType: String
  ) -> PlistEntry {
    entry(
      name,
      .dictionary(
        [
          entry("NSStringFormatSpecTypeKey", text("NSStringPluralRuleType")),
          entry("NSStringFormatValueTypeKey", text(valueType)),
        ] + forms.sorted { $0.key < $1.key }.map { entry($0.key.rawValue, text($0.value)) }))
  }

  /// A dictionary entry.
  package static func entry(_ key: String, _ value: PlistNode) -> PlistEntry {
    PlistEntry(key: PlistText(value: key), value: value)
  }

  /// A string value.
  package static func text(_ value: String) -> PlistNode {
    .string(PlistText(value: value))
  }
}
