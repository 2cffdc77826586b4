import L10nModel

/// `sorted-files` (off by default): a file whose entries are not in the order
/// `l10nedit format` writes, so that diffs stay small and merges easy.
package struct SortedFilesRule: FileRule {
  package static let id = "sorted-files"
  package static let defaultSeverity = Severity.warning
  package static let isEnabledByDefault = false
  package static let summary = "A file's entries are not sorted by key (run l10nedit format)."

  /// Creates the rule.
  package init() {}

  package func check(_ file: LocalizationFile, in project: Project, report: (Problem) -> Void) {
    guard let document = file.cellDocument,
      let (entry, key, expected) = document.firstUnsortedEntry()
    else { return }
    report(
      Problem(
        path: file.path,
        location: document.location(entry: entry, language: file.language)
          ?? SourceLocation(line: 1, column: 1),
        message:
          "entries are not sorted: \(Quoted.key(key)) is here but "
          + "\(Quoted.key(expected)) sorts before it; run l10nedit format"))
  }
}

// MARK: - Documentation and examples

extension SortedFilesRule {
  package static let explanation = """
    A file whose entries are not in the order `l10nedit format` writes (by key, in Unicode \
    code-point order). Off by default; for projects that keep their files sorted.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "b.title" = "B";
      "a.title" = "A";

      """#
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "a.title" = "A";
      "b.title" = "B";

      """#
    ])
  ]
}
