/// The localized files that go into one product bundle, as a project file says.
///
/// A file goes into the bundle when it is one of `files`, or lies below one of `folders` and
/// is not at or below one of `excluded`. Paths are as the reader resolved them: joined to the
/// folder it was given and normalized (`LexicalPath`), so compare them with paths formed the
/// same way.
public struct BundleSources: Hashable, Sendable {
  /// The bundle's name: the target that builds it.
  public var name: String
  /// Files listed one by one: localized files (in an `.lproj` folder) and String Catalogs.
  public var files: [String]
  /// Folders whose localized content goes into the bundle as a whole.
  ///
  /// They are Xcode's synchronized folders and `.lproj` folder references, and a Swift package
  /// target's folder.
  public var folders: [String]
  /// Files and folders below `folders` that stay out of the bundle.
  public var excluded: [String]

  /// Creates a bundle's sources.
  public init(
    name: String, files: [String] = [], folders: [String] = [], excluded: [String] = []
  ) {
    self.name = name
    self.files = files
    self.folders = folders
    self.excluded = excluded
  }
}
