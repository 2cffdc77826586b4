/// A project of a few small files that shows what a rule finds or accepts.
///
/// Rules declare their examples (`Rule.triggeringExamples`, `Rule.nonTriggeringExamples`); a
/// test lints each one, and the examples feed `lint --explain`, SARIF's rule help and
/// `Documentation/Reference/Rules.md`. Paths are relative to the project folder; files under
/// `Sources/` are code that `lint --sources Sources` scans. A project of one `.json` or
/// `.xcstrings` file is linted as that file.
package struct RuleExample: Sendable, Equatable {
  /// One file of the example.
  package struct File: Sendable, Equatable {
    /// The path relative to the project folder, such as `de.lproj/Localizable.strings`.
    package var path: String
    /// The file's text.
    package var text: String
  }

  /// The files, in the order they are shown.
  package var files: [File]
  /// For a rule over git history, the commits before the files, oldest first.
  ///
  /// Each one's files are written (over the previous ones) and committed in turn; then
  /// `files` are committed, the last commit. Empty: no git repository.
  package var history: [[File]]

  /// Creates an example of `files`, path to text, shown in the order given; with `history`,
  /// a git repository whose earlier commits wrote those files (oldest first).
  package init(
    _ files: KeyValuePairs<String, String>, history: [KeyValuePairs<String, String>] = []
  ) {
    self.files = files.map { File(path: $0.key, text: $0.value) }
    self.history = history.map { commit in commit.map { File(path: $0.key, text: $0.value) } }
  }

  /// Whether the example has code for `lint --sources Sources` to scan.
  package var hasSources: Bool { files.contains { $0.path.hasPrefix("Sources/") } }

  /// The path `lint` is given: the single remote strings or catalog file, else the folder.
  package var lintPath: String {
    if files.count == 1, let only = files.first,
      only.path.hasSuffix(".json") || only.path.hasSuffix(".xcstrings")
    {
      return only.path
    }
    return "."
  }
}
