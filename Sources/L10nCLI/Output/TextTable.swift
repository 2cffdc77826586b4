import L10nTUI

/// Aligned plain-text tables for terminal output.
enum TextTable {
  /// The lines of a table with two spaces between columns.
  ///
  /// `rightAligned` lists the columns (by index) whose cells are aligned to the right, as
  /// numbers are; widths are display columns (`TextWidth`), so CJK text lines up. Cells are
  /// made inert (table names and language codes come from files; see
  /// `InertText`).
  static func render(header: [String], rows: [[String]], rightAligned: Set<Int>) -> [String] {
    let all = ([header] + rows).map { $0.map(InertText.line) }
    // Columns as a terminal shows them: CJK and emoji take two, combining marks none.
    let widths = header.indices.map { column in
      all.map { TextWidth.width(of: $0[column]) }.max() ?? 0
    }
    return all.map { cells in
      cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - TextWidth.width(of: cell))
        return rightAligned.contains(column) ? padding + cell : cell + padding
      }
      .joined(separator: "  ")
      .reversed().drop { $0 == " " }.reversed()
      .reduce(into: "") { $0.append($1) }
    }
  }
}
