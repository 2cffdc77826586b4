/// What a search found: a listed cell, no cell, or no answer until the search index is built.
enum SearchResult: Equatable, Sendable {
  /// The listed cell at this row and column.
  case cell(row: Int, column: Int)
  /// No listed cell matches.
  case none
  /// The answer needs more of the search index than a keystroke may build while the rest is
  /// built in the background; the search is run again when the index arrives.
  case waitingForIndex

  /// The cell `found`, or `.none`.
  init(_ found: (row: Int, column: Int)?) {
    self = found.map { .cell(row: $0.row, column: $0.column) } ?? .none
  }
}

/// A search left waiting for the search index: run again when it arrives, if the user is still
/// where the search left them.
struct WaitingSearch: Sendable {
  /// How the search was asked for.
  enum Kind: Equatable, Sendable {
    /// Typed (incremental search): the first match from the search's origin.
    case typed
    /// Typed, then Enter: the first match from the origin, then the count of matches.
    case committed
    /// `n` (or `N`, `backwards`): the next match after the selection.
    case next(backwards: Bool)
  }

  /// The query.
  let query: String
  let kind: Kind
  /// The selected row and column when the search was asked for.
  let row: Int
  let column: Int
}
