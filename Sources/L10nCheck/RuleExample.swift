/// A project of a few small files that shows what a rule finds or accepts.
///
/// Rules declare their examples (`Rule.triggeringExamples`, `Rule.nonTriggeringExamples`); a
/// test lints each one, and the examples feed `lint --explain`, SARIF's rule help and
/// `Documentation/Reference/Rules.md`. Paths are relative to the project folder; files under
/// `Sources/` are code that `lint --sources Sources` scans. A project of one `.json` or
/// `.xcstrings` file is linted as that file.
public struct RuleExample: Sendable, Equatable {
  /// One file of the example.
  public struct File: Sendable, Equatable {
    /// The path relative to the project folder, such as `de.lproj/Localizable.strings`.
    public var path: String
    /// The file's text.
    public var text: String
  }

  /// The files, in the order they are shown.
  public var files: [File]

  /// Creates an example of `files`, path to text, shown in the order given.
  public init(_ files: KeyValuePairs<String, String>) {
    self.files = files.map { File(path: $0.key, text: $0.value) }
  }

  /// Whether the example has code for `lint --sources Sources` to scan.
  public var hasSources: Bool { files.contains { $0.path.hasPrefix("Sources/") } }

  /// The path `lint` is given: the single remote strings or catalog file, else the folder.
  public var lintPath: String {
    if files.count == 1, let only = files.first,
      only.path.hasSuffix(".json") || only.path.hasSuffix(".xcstrings")
    {
      return only.path
    }
    return "."
  }
}
