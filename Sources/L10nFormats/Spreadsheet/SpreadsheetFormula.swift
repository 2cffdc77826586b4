/// Cells a spreadsheet program would run as formulas, made inert on export and restored on
/// import (OWASP's CSV injection advice).
///
/// A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`,
/// which spreadsheet programs read as "text", so `=HYPERLINK(…)` or `@SUM(…)` from a
/// translation never runs when a translator opens the file. A cell that already starts with
/// `'` before such a character gets one more, so every text comes back exactly on import,
/// which removes one `'` from exactly the cells export gave one.
package enum SpreadsheetFormula {
  /// The characters that start a formula in Excel, LibreOffice and Google Sheets.
  static let triggers: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

  /// `text` as exported: with a leading `'` when a spreadsheet program could take it for a
  /// formula.
  package static func neutralized(_ text: String) -> String {
    needsQuote(Substring(text)) ? "'" + text : text
  }

  /// `cell` as imported: the `'` export added removed.
  package static func restored(_ cell: String) -> String {
    cell.first == "'" && needsQuote(cell.dropFirst()) ? String(cell.dropFirst()) : cell
  }

  /// Whether `text` starts with a trigger, after any number of `'`.
  private static func needsQuote(_ text: Substring) -> Bool {
    guard let first = text.unicodeScalars.first(where: { $0 != "'" }) else { return false }
    return triggers.contains(first)
  }
}
