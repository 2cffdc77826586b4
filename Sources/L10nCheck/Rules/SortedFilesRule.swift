import L10nModel

/// `sorted-files` (off by default): a file whose entries are not in the order
/// `l10nedit format` writes, so that diffs stay small and merges easy.
public struct SortedFilesRule: FileRule {
  public static let id = "sorted-files"
  public static let defaultSeverity = Severity.warning
  public static let isEnabledByDefault = false
  public static let summary = "A file's entries are not sorted by key (run l10nedit format)."

  /// Creates the rule.
  public init() {}

  public func check(_ file: LocalizationFile, in project: Project, report: (Problem) -> Void) {
    guard let document = file.document, !document.encoding.isPropertyList else { return }
    let order = document.sortedEntryIndices()
    guard let position = order.indices.first(where: { order[$0] != $0 }) else { return }
    let entry = document.entries[position]
    let expected = document.key(at: order[position])
    report(
      Problem(
        path: file.path, location: entry.location.expanded,
        message:
          "entries are not sorted: \(Quoted.key(document.key(at: position))) is here but "
          + "\(Quoted.key(expected)) sorts before it; run l10nedit format"))
  }
}
