import L10nModel

/// `ascii-keys` (off by default): keys should be plain ASCII, so that code, tools and
/// file systems agree on them.
public struct ASCIIKeysRule: RowRule {
  public static let id = "ascii-keys"
  public static let defaultSeverity = Severity.warning
  public static let isEnabledByDefault = false
  public static let summary = "A key has characters outside ASCII."

  /// Creates the rule.
  public init() {}

  public func check(_ row: RowContext, report: (Problem) -> Void) {
    guard let scalar = row.key.text.unicodeScalars.first(where: { !$0.isASCII }) else { return }
    let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
    KeyStyle.report(
      row, "key \(Quoted.key(row.key)) has a non-ASCII character '\(scalar)' (\(code))", report)
  }
}
