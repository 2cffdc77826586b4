extension LexicalPath {
  /// The folder of the Swift package target that the file at `path` belongs to by SwiftPM's
  /// layout, `…/Sources/<Target>` (the innermost `Sources` folder), normalized and in the form
  /// `path` has; `nil` for a file in no such folder.
  package static func packageTargetFolder(of path: String) -> String? {
    let normalized = normalize(path)
    let parts = normalized.split(separator: "/")
    guard let sources = parts.dropLast().lastIndex(of: "Sources"), sources + 2 < parts.count
    else { return nil }
    let folder = parts[...(sources + 1)].joined(separator: "/")
    return normalized.hasPrefix("/") ? "/" + folder : folder
  }
}
