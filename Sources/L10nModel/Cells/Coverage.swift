/// Whether a cell still needs a translation: the one definition of a gap, used by the editor
/// (title, `Tab`, the gaps filter), `lint` (`missing-translation`), `stats` and `export`.
public enum Coverage: Hashable, Sendable {
  /// The cell has what it needs.
  case covered
  /// The cell is a gap.
  case gap(Gap)
  /// The cell is not counted: its key is not in the table's source, the key is not to be
  /// translated (`shouldTranslate: false`, a String Catalog's empty key), or the language's
  /// file cannot be read.
  case notCounted

  /// Why a cell is a gap.
  public enum Gap: Hashable, Sendable {
    /// The language has no entry for the key.
    case missing
    /// The entry's value is empty.
    case empty
    /// A String Catalog translation still in state `new`.
    case new
  }

  /// Whether the cell is a gap.
  public var isGap: Bool {
    if case .gap = self { return true }
    return false
  }
}
