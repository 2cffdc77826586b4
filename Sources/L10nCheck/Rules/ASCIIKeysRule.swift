import L10nModel

/// `ascii-keys` (off by default): keys should be plain ASCII, so that code, tools and
/// file systems agree on them.
package struct ASCIIKeysRule: RowRule {
  package static let id = "ascii-keys"
  package static let defaultSeverity = Severity.warning
  package static let isEnabledByDefault = false
  package static let summary = "A key has characters outside ASCII."

  /// Creates the rule.
  package init() {}

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    guard let scalar = row.key.text.unicodeScalars.first(where: { !$0.isASCII }) else { return }
    let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
    KeyStyle.report(
      row, "key \(Quoted.key(row.key)) has a non-ASCII character '\(scalar)' (\(code))", report)
  }
}

// MARK: - Documentation and examples

extension ASCIIKeysRule {
  package static let explanation = """
    A key with characters outside ASCII. Off by default: turn it on (`--rule \
    ascii-keys=warning`, or the settings file) for projects whose keys are identifiers.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "größe" = "Size";

      """#
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "size" = "Size";

      """#
    ])
  ]
}
