import L10nModel

/// `empty-value`: an entry whose value is empty (the app shows nothing).
public struct EmptyValueRule: RowRule {
  public static let id = "empty-value"
  public static let defaultSeverity = Severity.warning
  public static let summary = "A value is empty."

  /// Creates the rule.
  public init() {}

  public func check(_ row: RowContext, report: (Problem) -> Void) {
    let sourceIsEmpty = row.source.value?.isEmpty ?? false
    for cell in [row.source] + row.translations where cell.value?.isEmpty == true {
      // An empty source is reported once; translations of an empty source may be empty too.
      if sourceIsEmpty && cell.language != row.source.language { continue }
      report(
        Problem(
          path: cell.path, location: cell.location ?? row.sourceLocation,
          message: "\(Quoted.key(row.key)) is empty in \(cell.language)", cell: cell.reference(row))
      )
    }
  }
}
