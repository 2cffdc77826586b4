import L10nGrammar
import L10nModel

/// `invalid-format`: in a format string, a `%` that starts no valid conversion, `%n`, mixed
/// positional and sequential arguments, or one position used with two types.
///
/// A value is a format string when its source value (or, without one, its key) has a
/// conversion; when the source has none, `%` in translations is plain text ("100 % sicher").
package struct InvalidFormatRule: RowRule {
  package static let id = "invalid-format"
  package static let defaultSeverity = Severity.error
  package static let summary =
    "A format string has an invalid % sequence, %n, or mixes positional and sequential arguments."

  /// Creates the rule.
  package init() {}

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    guard row.referenceFormat.isFormat else { return }
    func check(_ cell: RowContext.Cell, isSource: Bool) {
      var problems = cell.format.invalidItems.map { "'\($0.text)': \($0.reason)" }
      let arguments = FormatArguments(cell.format)
      problems += arguments.problems
      if isSource, arguments.problems.isEmpty {
        problems += arguments.skippedPositions.map {
          "argument \($0) is never used, so String(format:) cannot skip it"
        }
      }
      guard !problems.isEmpty else { return }
      let role = isSource ? " (the source)" : ""
      report(
        Problem(
          path: cell.path, location: cell.location ?? row.sourceLocation,
          message: "\(Quoted.key(row.key)) in \(cell.language)\(role): "
            + problems.joined(separator: "; "),
          cell: cell.reference(row)))
    }
    // Cell by cell in place: no array of the row's cells is built, and a cell whose format
    // can have no problem is not copied.
    if row.source.value != nil, !Self.isPlain(row.source.format) {
      check(row.source, isSource: true)
    }
    for index in row.translations.indices where !Self.isPlain(row.translations[index].format) {
      check(row.translations[index], isSource: false)
    }
  }

  /// Whether `format` can have no problem: no invalid sequence, and every argument taken in
  /// turn (no position given), so that none is used twice, mixed or skipped.
  private static func isPlain(_ format: FormatString) -> Bool {
    format.items.allSatisfy { item in
      guard case .specifier(let specifier) = item else { return item == .percentSign }
      func isInTurn(_ amount: FormatSpecifier.Amount?) -> Bool {
        guard case .argument(let position)? = amount else { return true }
        return position == nil
      }
      return specifier.position == nil && isInTurn(specifier.width)
        && isInTurn(specifier.precision)
    }
  }
}

// MARK: - Documentation and examples

extension InvalidFormatRule {
  package static let explanation = """
    In a format string: a `%` that starts no valid conversion, `%n`, positional mixed with \
    sequential arguments, one position used with two types, or a skipped position in the \
    source. Format specifiers follow `String(format:)`; whether a value is a format string \
    is decided by its source value (see "Format specifiers" in Documentation/Checks.md). \
    `%1@` is reported as a likely `%1$@`.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "note.shared_by" = "%1$@ shared %@ with you";

      """#
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "note.shared_by" = "%1$@ shared %2$@ with you";

      """#
    ])
  ]
}
