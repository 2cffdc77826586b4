import L10nModel

/// A translation the project's history shows was last written before its source text's latest
/// change (the `outdated-translation` rule): the editor shows it as needing review.
package struct OutdatedCell: Hashable, Sendable {
  /// The translation's cell.
  package let cell: CellID
  /// The source text when the translation was last written.
  package let oldSource: String
  /// The source text now.
  package let newSource: String
  /// Where the change was found, in words (the commits, short ids and dates).
  package let detail: String

  /// A translation of `cell` made from `oldSource`, whose source is now `newSource`.
  package init(cell: CellID, oldSource: String, newSource: String, detail: String) {
    self.cell = cell
    self.oldSource = oldSource
    self.newSource = newSource
    self.detail = detail
  }
}

/// How the editor finds outdated translations: called by a background job (reading git
/// history takes time), never on the main loop; the session's caller gives it, or none.
package struct OutdatedLookup: Sendable {
  /// The outdated translations of a project; throws when the history cannot be read.
  package let find: @Sendable (Project) throws -> [OutdatedCell]

  /// A lookup running `find`.
  package init(find: @escaping @Sendable (Project) throws -> [OutdatedCell]) {
    self.find = find
  }
}
