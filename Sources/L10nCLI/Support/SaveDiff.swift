import L10nFormats
import L10nModel

/// What saving a file would change, as a unified diff on standard output: the `--dry-run` of
/// commands that change cells in place (`lint --fix`, `fill`, `replace`).
enum SaveDiff {
  /// The unified diff of what saving the file at `index` of `project` would change.
  static func show(_ project: Project, file index: Int, order: WriteOrder?) {
    let path = project.files[index].path
    guard let written = ProjectWriter.bytes(of: project, file: index, order: order) else { return }
    let preview = SavePreview(onDisk: try? FileSystem.read(path), written: written)
    var lines = ["--- \(path)", "+++ \(path)"]
    for note in preview.notes { lines.append("# \(note)") }
    for hunk in preview.diff.hunks {
      lines.append(hunk.header)
      for line in hunk.lines {
        let mark =
          switch line.kind {
          case .context: " "
          case .removed: "-"
          case .added: "+"
          }
        lines.append(mark + line.text)
      }
    }
    Output.standardOutput(lines: lines)
  }
}
