/// What a scan of source code found: the keys it uses, its other string literals, and its
/// Interface Builder files.
public struct CodeUsage: Hashable, Sendable, Codable {
  /// Every use of a key, in file order.
  public var references: [CodeReference]
  /// String literals that are not keys of a localizing call: a key among them may be used
  /// through a variable (`localizedString(item.title)` with `title = "CPU"`).
  public var otherLiterals: Set<String>
  /// The storyboards and xibs found (their tables' keys are object ids).
  public var interfaceBuilderFiles: [String]
  /// Localizing calls whose key is not a literal (`NSLocalizedString(name, comment: "")`).
  public var dynamicKeys: [CodeReference.Place]
  /// How many source files were read.
  public var fileCount: Int

  /// Creates a usage.
  public init(
    references: [CodeReference] = [], otherLiterals: Set<String> = [],
    interfaceBuilderFiles: [String] = [], dynamicKeys: [CodeReference.Place] = [],
    fileCount: Int = 0
  ) {
    self.references = references
    self.otherLiterals = otherLiterals
    self.interfaceBuilderFiles = interfaceBuilderFiles
    self.dynamicKeys = dynamicKeys
    self.fileCount = fileCount
  }

  /// Adds what another scan found.
  public mutating func merge(_ other: CodeUsage) {
    references += other.references
    otherLiterals.formUnion(other.otherLiterals)
    interfaceBuilderFiles += other.interfaceBuilderFiles
    dynamicKeys += other.dynamicKeys
    fileCount += other.fileCount
  }
}

extension CodeReference {
  /// A file and a location in it.
  public struct Place: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// Where in the file.
    public var location: SourceLocation

    /// Creates a place.
    public init(path: String, location: SourceLocation) {
      self.path = path
      self.location = location
    }

    /// `path:line:column`.
    public var description: String { "\(path):\(location)" }
  }
}
