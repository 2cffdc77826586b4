import L10nModel

/// `max-length`: a value is longer than the settings file's `maxLength` allows for its key or
/// table — for UI that truncates (a tab bar item, a watch complication, a push notification).
///
/// Characters are counted as people see them (grapheme clusters); the source is checked too.
package struct MaxLengthRule: RowRule, FormTextRule {
  package static let id = "max-length"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "A value is longer than the settings file's maxLength for its key or table."

  private let configuration: LintConfiguration

  /// Creates the rule with no limits.
  package init() { configuration = LintConfiguration() }

  /// Creates the rule with the limits of `configuration`.
  package init(configuration: LintConfiguration) { self.configuration = configuration }

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    guard !configuration.maxLengths.isEmpty,
      let limit = configuration.maxLength(table: row.table, key: row.key)
    else { return }
    // A plural form's row with translations compares them; the source's form has a row of its
    // own.
    let sources = row.form != nil && !row.translations.isEmpty ? [] : [row.source]
    for cell in sources + row.translations {
      guard let value = cell.value, value.utf8.count > limit, value.count > limit else { continue }
      report(
        Problem(
          path: cell.path, location: cell.location ?? row.sourceLocation,
          message: "\(Quoted.key(row.key)) in \(row.naming(cell)) is \(value.count) characters "
            + "long; maxLength allows \(limit)",
          cell: cell.reference(row)))
    }
  }
}

// MARK: - Documentation and examples

extension MaxLengthRule {
  package static let explanation = """
    A value is longer than the settings file's `maxLength` allows: `"maxLength": \
    {"tab.*": 12, "InfoPlist": 30}` maps key patterns (or table ids) to the most characters, \
    counted as people see them; the first pattern that matches the key, else the table, \
    applies. For UI that truncates: tab bar items, complications, notifications. The source \
    is checked too. Without `maxLength` the rule finds nothing.
    """

  private static let settings = #"{ "maxLength": { "tab.*": 8 } }"# + "\n"

  package static let triggeringExamples = [
    RuleExample([
      ".l10nedit.json": settings,
      "en.lproj/Localizable.strings": "\"tab.notes\" = \"Notes\";\n",
      "de.lproj/Localizable.strings": "\"tab.notes\" = \"Notizbücher\";\n",
      "ja.lproj/Localizable.strings": "\"tab.notes\" = \"メモ\";\n",
    ]),
    RuleExample([
      ".l10nedit.json": settings,
      "en.lproj/Localizable.strings": "\"tab.notes\" = \"Notes\";\n",
      "ar.lproj/Localizable.strings": "\"tab.notes\" = \"الملاحظات الخاصة\";\n",
      "hi.lproj/Localizable.strings": "\"tab.notes\" = \"नोट्स\";\n",
    ]),
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      ".l10nedit.json": settings,
      "en.lproj/Localizable.strings": "\"tab.notes\" = \"Notes\";\n",
      "de.lproj/Localizable.strings": "\"tab.notes\" = \"Notizen\";\n",
      "ja.lproj/Localizable.strings": "\"tab.notes\" = \"メモ\";\n",
      "ar.lproj/Localizable.strings": "\"tab.notes\" = \"ملاحظات\";\n",
      "hi.lproj/Localizable.strings": "\"tab.notes\" = \"नोट्स\";\n",
    ]),
    RuleExample([
      "en.lproj/Localizable.strings": "\"tab.notes\" = \"Notes\";\n",
      "de.lproj/Localizable.strings": "\"tab.notes\" = \"Notizbücher\";\n",
    ]),
  ]
}
