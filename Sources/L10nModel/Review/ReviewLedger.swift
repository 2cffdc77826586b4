/// The review states a project records beside its files: every state of a format without
/// states of its own (`.strings`, `.stringsdict`, remote JSON), and the reason (with the old
/// source text) of a String Catalog cell needing review, whose state the catalog keeps.
///
/// What the review file holds (see `ReviewFile`). A cell absent is plainly translated (or
/// `new` when empty), or for a catalog cell, as its catalog says.
public struct ReviewLedger: Hashable, Sendable {
  /// The records, by cell; never an empty record.
  public private(set) var cells: [CellID: CellReview]

  /// A ledger of `cells` (empty records dropped).
  public init(_ cells: [CellID: CellReview] = [:]) {
    // Copied only when a record is empty (a reader's never are).
    self.cells =
      cells.values.contains(where: \.isEmpty) ? cells.filter { !$0.value.isEmpty } : cells
  }

  /// The record of `cell`, if any; setting an empty record (or `nil`) removes it.
  public subscript(cell: CellID) -> CellReview? {
    get { cells[cell] }
    set { cells[cell] = newValue?.isEmpty == false ? newValue : nil }
  }

  /// Whether nothing is recorded.
  public var isEmpty: Bool { cells.isEmpty }

  /// How many states are recorded (a line each in the review file), a cell reviewed against
  /// its source text counted as one.
  public var count: Int {
    cells.values.reduce(0) {
      $0 + ($1.whole == nil ? 0 : 1) + $1.forms.count + ($1.reviewedAgainst == nil ? 0 : 1)
    }
  }
}
