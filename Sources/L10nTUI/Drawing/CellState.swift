import L10nCheck

/// What a grid cell shows besides its text; each state has a glyph, so the grid reads the
/// same without colour (`NO_COLOR`, monochrome terminals).
package enum CellState: Hashable, Sendable {
  /// The language has no entry for the key.
  case missing
  /// Nothing is expected here, so the key's absence is no gap: the language is not one of the
  /// table's bundle (no `.lproj` beside the table's files), or it is `Base` or the source
  /// language while the other holds the table's source.
  case notExpected
  /// The entry's value is empty.
  case empty
  /// The language's file for this table failed to parse: nothing to show, nothing to edit.
  case unreadable
  /// A translation that needs review (a catalog's `needs_review`, the review file's state,
  /// or outdated), for a reason other than a machine's.
  case needsReview
  /// A translation that needs review because a machine made it (`machine-translated`: a
  /// provider's translation, a fill from the memory): drawn apart, to be read with care.
  case machineTranslated
  /// A String Catalog translation marked `stale` (its source changed or went away).
  case stale
  /// A check found a problem of this severity.
  case finding(Severity)
  /// Edited since the last save, and fine.
  case edited
  /// Nothing to report.
  case fine

  /// The one-column glyph drawn before the value.
  package var glyph: String {
    switch self {
    case .missing: "∅"
    case .notExpected: "·"
    case .empty: "□"
    case .unreadable: "⊘"
    case .needsReview: "◇"
    case .machineTranslated: "◈"
    case .stale: "≈"
    case .finding(.error): "✖"
    case .finding(.warning): "▲"
    case .finding(.info): "•"
    case .edited: "✎"
    case .fine: " "
    }
  }

  /// The colour of the glyph and text.
  package var style: Style {
    switch self {
    case .missing: Style(foreground: .red, dim: true)
    case .notExpected: Style(dim: true)
    case .empty: Style(foreground: .yellow)
    case .unreadable: Style(foreground: .magenta, dim: true)
    case .needsReview: Style(foreground: .blue, bold: true)
    case .machineTranslated: Style(foreground: .cyan, bold: true)
    case .stale: Style(foreground: .magenta)
    case .finding(.error): Style(foreground: .red, bold: true)
    case .finding(.warning): Style(foreground: .yellow)
    case .finding(.info): Style(foreground: .cyan)
    case .edited: Style(foreground: .green, bold: true)
    case .fine: .plain
    }
  }
}
