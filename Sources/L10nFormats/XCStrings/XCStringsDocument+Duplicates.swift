import L10nModel

extension XCStringsDocument {
  /// Every member repeated in an object of the catalog (a key, a localization, a form), each
  /// occurrence located by line and column.
  public var duplicates: [DuplicateOccurrence] { NestedDuplicates.json(root) }
}
