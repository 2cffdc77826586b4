/// A table code reads whole at run time (`NSDictionary(contentsOfFile:)` of its `.strings`
/// file, `Bundle.localizedString(forKey:value:table:)` with a key made at run time): which of
/// its keys are used cannot be told from the code.
package struct RunTimeTable: Hashable, Sendable, Codable {
  /// The table's name.
  package var table: String
  /// Where code reads it.
  package var place: CodeReference.Place

  /// Creates a run-time table.
  package init(table: String, place: CodeReference.Place) {
    self.table = table
    self.place = place
  }
}
