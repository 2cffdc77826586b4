import L10nModel

/// `namespaced-keys` (off by default): keys should be identifiers like `screen.element.name`
/// rather than English sentences, so that editing the English text does not orphan every
/// translation.
package struct NamespacedKeysRule: RowRule {
  package static let id = "namespaced-keys"
  package static let defaultSeverity = Severity.warning
  package static let isEnabledByDefault = false
  package static let summary = "A key is not a dotted identifier such as screen.element.name."

  /// Creates the rule.
  package init() {}

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    let parts = row.key.text.split(separator: ".", omittingEmptySubsequences: false)
    let isIdentifier = parts.allSatisfy { part in
      !part.isEmpty
        && part.unicodeScalars.allSatisfy {
          $0.isASCII
            && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
        }
    }
    guard parts.count < 2 || !isIdentifier else { return }
    KeyStyle.report(
      row, "key \(Quoted.key(row.key)) is not a dotted identifier (screen.element.name)", report)
  }
}

// MARK: - Documentation and examples

extension NamespacedKeysRule {
  package static let explanation = """
    A key that is not a dotted identifier (`screen.element.name`: ASCII letters, digits, `_` \
    and `-` between dots). Off by default: for projects whose keys are identifiers rather \
    than English text.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "Delete note?" = "Delete note?";

      """#
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "note.delete.title" = "Delete note?";

      """#
    ])
  ]
}
