/// A table's identity within a project.
///
/// It is the folder that holds the `.lproj`, relative to the project root, joined with `/` to
/// the file's base name: `Localizable` when the `.lproj` sits directly in the root,
/// `Stats/Supporting Files/Localizable` otherwise. Case matters: `Localizable` and
/// `localizable` are two tables, as on a case-sensitive device file system.
public struct TableID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The identifier, for example `Stats/Supporting Files/Localizable`.
  public let path: String

  /// Creates a table identifier.
  public init(_ path: String) {
    self.path = path
  }

  /// The table's own name, without the folders: `Localizable`.
  public var name: Substring {
    path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path)
  }

  /// Whether `NSBundle` does not cache the table's contents: its name ends with `.nocache`
  /// (`Localizable.nocache`, from `Localizable.nocache.strings`).
  ///
  /// Apple's String Resources guide: a `.strings` file whose table name ends with `.nocache`
  /// will not have its contents cached by NSBundle; apps look it up by that full name.
  public var isNotCached: Bool { name.hasSuffix(".nocache") && name.count > ".nocache".count }

  public var description: String { path }

  public static func < (lhs: TableID, rhs: TableID) -> Bool {
    lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8)
  }
}
