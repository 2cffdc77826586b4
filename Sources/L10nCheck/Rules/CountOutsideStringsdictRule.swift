import L10nGrammar
import L10nModel

/// `count-outside-stringsdict` (off by default): an integer conversion (`%d`, `%ld`, …) in a `.strings` source value.
///
/// Counts belong in a `.stringsdict`, where each language picks its plural form ("1 file", "2
/// files"; Russian and Arabic need more forms).
package struct CountOutsideStringsdictRule: RowRule {
  package static let id = "count-outside-stringsdict"
  package static let defaultSeverity = Severity.warning
  package static let isEnabledByDefault = false
  package static let summary =
    "An integer format (%d) in a .strings value instead of a .stringsdict."

  /// Creates the rule.
  package init() {}

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    let integers = row.source.format.specifiers.filter {
      if case .integer = $0.argumentType { return true }
      return false
    }
    guard let first = integers.first, row.source.value != nil else { return }
    report(
      Problem(
        path: row.source.path, location: row.sourceLocation,
        message:
          "\(Quoted.key(row.key)) formats a count with \(first.text) in a .strings file; "
          + "use a .stringsdict so each language can choose its plural form",
        cell: row.source.reference(row)))
  }
}

// MARK: - Documentation and examples

extension CountOutsideStringsdictRule {
  package static let explanation = """
    An integer format in a `.strings` source value: a count that every language must then \
    word the same way for 1 and for 5. Counts belong in a `.stringsdict` (or a catalog's \
    plural variations). Off by default.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "files.count" = "%d files";

      """#
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "files.title" = "Files";

      """#
    ])
  ]
}
