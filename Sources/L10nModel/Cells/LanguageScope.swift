/// Which languages of its table a file holds: how grids place its entries.
public enum LanguageScope: Hashable, Sendable {
  /// One language, the one its `.lproj` folder names (a `.strings` file).
  case oneLanguage
  /// One language, beside that language's file of the table, whose entries it shadows: for
  /// the keys it has, its entry is the cell's (a `.stringsdict`, whose plural entries win over
  /// the `.strings` entries of the same keys, as on device).
  case overlay
  /// Every language of its table (a String Catalog, a remote strings file).
  case everyLanguage
}
