import L10nModel

extension StringsdictDocument {
  /// Every key repeated in a dictionary of the file (a localization key, a variable, a plural
  /// category), each occurrence located by line.
  public var duplicates: [DuplicateOccurrence] { NestedDuplicates.plist(root) }
}
