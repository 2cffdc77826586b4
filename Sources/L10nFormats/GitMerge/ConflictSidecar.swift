import L10nModel

/// The file `l10nedit merge` writes beside a `.stringsdict`, String Catalog or remote strings
/// file whose merge has conflicts (`PATH.l10nedit-conflicts.json`): the file itself keeps
/// OURS's value of each conflicting part and stays valid for Xcode; this lists each conflict.
///
/// `{"file": PATH, "conflicts": [{"table", "key", "language", "part": "value" | "comment",
/// "base", "ours", "theirs"}]}`, values as one line each (a plural as `one: … · other: …`,
/// `(missing)` for a deleted key).
public enum ConflictSidecar {
  /// The sidecar's path for the file at `path`.
  public static func path(for path: String) -> String { path + ".l10nedit-conflicts.json" }

  /// The sidecar's JSON for `conflicts` of the file at `path` (`disk`: OURS, `mine`: THEIRS).
  public static func render(_ conflicts: [CellConflict], file path: String) -> [UInt8] {
    let items = conflicts.map { conflict -> JSONNode in
      let cell = conflict.aspect.cell
      let part = if case .comment = conflict.aspect { "comment" } else { "value" }
      return .object(sortingKeys: [
        ("base", .string(conflict.base.summary)), ("key", .string(cell.key.text)),
        ("language", .string(cell.language.code)), ("ours", .string(conflict.disk.summary)),
        ("part", .string(part)), ("table", .string(cell.table.path)),
        ("theirs", .string(conflict.mine.summary)),
      ])
    }
    return JSONWriter.render(
      .object(sortingKeys: [("conflicts", .array(items)), ("file", .string(path))]),
      style: .l10nedit)
  }
}
