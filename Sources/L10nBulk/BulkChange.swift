import L10nModel

/// What a bulk operation would do: each cell's text before and after, the cell edits that do
/// it (one change set: applied in one step, undone in one step), and the cells left alone with
/// why.
package struct BulkChange: Sendable {
  /// One cell's change.
  package struct Item: Sendable, Equatable {
    /// The cell.
    package var cell: CellID
    /// Its text before (`nil`: missing).
    package var old: String?
    /// Its text after.
    package var new: String
  }

  /// A cell the operation would change but does not, and why.
  package struct Skipped: Sendable, Equatable {
    /// The cell.
    package var cell: CellID
    /// Why, in words.
    package var reason: String
  }

  /// The changes, in grid order.
  package var items: [Item] = []
  /// The edits that make them.
  package var edits: [CellEdit] = []
  /// The cells left alone.
  package var skipped: [Skipped] = []
  /// The gaps not filled because their only text was the source text itself (a copy is not a
  /// translation): said as a count.
  package var copiesSkipped = 0

  /// No change.
  package init() {}

  /// The cells whose new text is the one they already have (a provider or the memory giving a
  /// translation back as it is): left alone, their review state too, and counted here.
  package var unchanged = 0

  /// Whether nothing would change.
  package var isEmpty: Bool { items.isEmpty }

  /// Adds `cell`'s change to `new` (from `old`), marked as needing `review` when given: in
  /// every format (a String Catalog's state, the review file for the others), after the text
  /// edit that would make it translated.
  package mutating func set(
    _ cell: CellID, from old: String?, to new: String, review: ReviewReason?
  ) {
    guard old != new else {
      unchanged += 1
      return
    }
    items.append(Item(cell: cell, old: old, new: new))
    edits.append(.setText(cell, new))
    if let review { edits.append(.setReview(cell, nil, .needsReview(review))) }
  }

  /// Whether `cell` is left because writing it would make a file its table's target would not
  /// ship (`BulkCells.Cell.unshippedFile`); if so it is added to `skipped` with that reason.
  package mutating func leaves(_ cell: BulkCells.Cell) -> Bool {
    guard let reason = cell.unshippedFile else { return false }
    skipped.append(Skipped(cell: cell.id, reason: reason))
    return true
  }

  /// One line per change, `table › key: “old” → “new”`, for previews.
  package var previewLines: [String] {
    items.map { item in
      let old = item.old.map(Self.quoted) ?? "(missing)"
      return "\(item.cell.table) › \(item.cell.key) [\(item.cell.language)]: \(old) → "
        + Self.quoted(item.new)
    }
  }

  /// A text quoted, line breaks shown as `\n`.
  static func quoted(_ text: String) -> String {
    "“" + text.replacing("\n", with: "\\n") + "”"
  }
}

/// Why a bulk operation cannot run.
package struct BulkError: Error, Sendable, CustomStringConvertible {
  /// What is wrong, in words.
  package var description: String
  /// Whether the operation was refused because it would copy source texts (a parent language
  /// that is the source): asked for explicitly, it is done.
  package var copiesSource = false

  /// An error saying `description`.
  package init(description: String, copiesSource: Bool = false) {
    self.description = description
    self.copiesSource = copiesSource
  }
}
