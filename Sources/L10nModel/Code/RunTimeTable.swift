/// A table code reads whole at run time (`NSDictionary(contentsOfFile:)` of its `.strings`
/// file, `Bundle.localizedString(forKey:value:table:)` with a key made at run time): which of
/// its keys are used cannot be told from the code.
public struct RunTimeTable: Hashable, Sendable, Codable {
  /// The table's name.
  public var table: String
  /// Where code reads it.
  public var place: CodeReference.Place

  /// Creates a run-time table.
  public init(table: String, place: CodeReference.Place) {
    self.table = table
    self.place = place
  }
}
