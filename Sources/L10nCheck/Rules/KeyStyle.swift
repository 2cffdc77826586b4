import L10nModel

/// Where key-level style rules report: the source entry, else the first language that has
/// the key.
enum KeyStyle {
  static func firstCell(_ row: RowContext) -> RowContext.Cell? {
    ([row.source] + row.translations).first { $0.value != nil }
  }

  /// Reports `message` once for the key, at its first occurrence.
  static func report(_ row: RowContext, _ message: String, _ report: (Problem) -> Void) {
    guard let cell = firstCell(row) else { return }
    report(
      Problem(
        path: cell.path, location: cell.location ?? row.sourceLocation, message: message,
        cell: cell.reference(row)))
  }
}
