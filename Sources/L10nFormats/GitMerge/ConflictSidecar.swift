import Foundation
import L10nModel

/// The file `l10nedit merge` writes beside a `.stringsdict`, String Catalog or remote strings
/// file whose merge has conflicts (`PATH.l10nedit-conflicts.json`): the file itself keeps
/// OURS's value of each conflicting part and stays valid for Xcode; this lists each conflict.
///
/// `{"file": PATH, "conflicts": [{"table", "key", "language", "part": "value" | "comment" |
/// a key attribute's name, "base", "ours", "theirs", "theirsEdits"}]}`: values as one line each (a plural as
/// `one: … · other: …`, `(missing)` for none, `(key deleted)` for a side that deleted the key),
/// and the cell edits that set THEIRS's value (what the editor replays when THEIRS is chosen:
/// for a key THEIRS deleted, its deletion).
package enum ConflictSidecar {
  /// What the sidecar's name adds to the file's.
  package static let suffix = ".l10nedit-conflicts.json"

  /// The sidecar's path for the file at `path`.
  package static func path(for path: String) -> String { path + suffix }

  /// What the sidecar says for the value of a side that deleted the key.
  package static let deletedKey = "(key deleted)"

  /// The sidecar's JSON for `conflicts` of the file at `path` (`disk`: OURS, `mine`: THEIRS),
  /// from `merge`: the side that deleted a conflict's key, and THEIRS's edits of such a key.
  package static func render(
    _ conflicts: [CellConflict], of merge: FileMerge? = nil, file path: String
  ) -> [UInt8] {
    let items = conflicts.map { conflict -> JSONNode in
      let cell = conflict.aspect.cell
      let deletedBy = merge?.deletedBy[conflict.aspect]
      var members: [(key: String, value: JSONNode)] = [
        ("base", .string(conflict.base.summary)), ("key", .string(cell.key.text)),
        ("language", .string(cell.language.code)),
        ("ours", .string(deletedBy == .ours ? deletedKey : conflict.disk.summary)),
        ("part", .string(conflict.aspect.part)), ("table", .string(cell.table.path)),
        ("theirs", .string(deletedBy == .theirs ? deletedKey : conflict.mine.summary)),
      ]
      if let edits = merge?.theirsKeyEdits[conflict.aspect]
        ?? conflict.mine.edits(for: conflict.aspect, from: conflict.disk),
        let data = try? JSONEncoder().encode(edits),
        let node = try? JSONReader.read(Array(data), path: path)
      {
        members.append(("theirsEdits", node))
      }
      return .object(sortingKeys: members)
    }
    return JSONWriter.render(
      .object(sortingKeys: [("conflicts", .array(items)), ("file", .string(path))]),
      style: .l10nedit)
  }

  /// The edits that set THEIRS's value of every conflict the sidecar `bytes` (read from
  /// `path`) lists; throws when it does not read or a conflict has no such edits.
  package static func theirsEdits(_ bytes: [UInt8], path: String) throws(ParseError) -> [CellEdit] {
    let root = try JSONReader.read(bytes, path: path)
    guard case .array(let conflicts)? = root["conflicts"] else {
      throw ParseError(
        path: path, location: SourceLocation(line: 1, column: 1),
        reason: "no \"conflicts\" list: not a conflicts file of l10nedit merge")
    }
    var edits: [CellEdit] = []
    for conflict in conflicts {
      guard let node = conflict["theirsEdits"],
        let decoded = try? JSONDecoder().decode(
          [CellEdit].self, from: Data(JSONWriter.render(node, style: .l10nedit)))
      else {
        throw ParseError(
          path: path, location: SourceLocation(line: 1, column: 1),
          reason: "the conflict of \"\(conflict["key"]?.text ?? "?")\" has no edits to replay")
      }
      edits += decoded
    }
    return edits
  }
}
