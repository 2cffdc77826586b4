import L10nFormats
import L10nModel

/// What saving a file would change, as a unified diff on standard output: the `--dry-run` of
/// commands that change cells in place (`lint --fix`, `fill`, `replace`).
enum SaveDiff {
  /// The unified diff of what saving the file at `index` of `project` would change.
  static func show(_ project: Project, file index: Int, order: WriteOrder?) {
    let path = project.files[index].path
    guard let written = ProjectWriter.bytes(of: project, file: index, order: order) else { return }
    show(path: path, onDisk: try? FileSystem.read(path), written: written)
  }

  /// The unified diff from `onDisk` to `written` of the file at `path` (a source file
  /// `extract --rewrite` changes).
  static func show(path: String, onDisk: [UInt8]?, written: [UInt8]) {
    let preview = SavePreview(onDisk: onDisk, written: written)
    // Paths and lines are printed inert: a file name with a line feed must not start a line
    // of its own (`::error` in a CI log), nor a value's control character reach the terminal.
    let shown = InertText.line(path)
    var lines = ["--- \(shown)", "+++ \(shown)"]
    for note in preview.notes { lines.append("# " + InertText.line(note)) }
    for hunk in preview.diff.hunks {
      lines.append(hunk.header)
      for line in hunk.lines {
        let mark =
          switch line.kind {
          case .context: " "
          case .removed: "-"
          case .added: "+"
          }
        lines.append(mark + InertText.line(line.text))
      }
    }
    Output.standardOutput(lines: lines)
  }
}
