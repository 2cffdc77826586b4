import L10nModel

/// What a save will change in one file: the lines it removes and adds, and what else changes.
///
/// The session computes it from the bytes the save would write and the file on disk, so that
/// the review shows exactly what the save does.
package struct FileReview: Hashable, Sendable {
  /// The file's path relative to the project's root.
  package let path: String
  /// The lines removed and added.
  package let diff: TextDiff
  /// What changes besides the lines, in words (a new file, another encoding, line breaks).
  package let notes: [String]

  /// The change to the file at `path`.
  package init(path: String, diff: TextDiff, notes: [String] = []) {
    self.path = path
    self.diff = diff
    self.notes = notes
  }
}

/// The review of a save as the lines the review screen scrolls through: a summary of every
/// file, then each file's header, notes and hunks.
///
/// Only the hunks are kept, never the unchanged lines between them, so a few edits in a large
/// file make a short review.
package struct Review: Sendable {
  /// One line of the review screen.
  enum Line: Sendable {
    /// The first line: how many files and lines the save changes.
    case summary(String)
    /// A file's line in the summary (`git diff --stat`-like): its index in `files`.
    case stat(Int)
    /// A file's header: its index in `files`.
    case file(Int)
    /// Something the lines cannot show (a new file, another encoding).
    case note(String)
    /// A hunk's `@@ -a,b +c,d @@` header.
    case hunk(String)
    /// A line of a hunk.
    case text(TextDiff.Line)
    /// Space between files.
    case blank
  }

  /// The files the save writes, in order.
  package let files: [FileReview]
  /// The lines drawn, in order.
  let lines: [Line]
  /// The index in `lines` of each file's header.
  let fileStarts: [Int]

  /// The review of `files`.
  package init(files: [FileReview]) {
    self.files = files
    let added = files.reduce(0) { $0 + $1.diff.added }
    let removed = files.reduce(0) { $0 + $1.diff.removed }
    let count = "\(files.count) file\(files.count == 1 ? "" : "s")"
    var lines: [Line] = [
      .summary("Saving writes \(count): +\(added) −\(removed) lines")
    ]
    lines += files.indices.map { Line.stat($0) }
    var fileStarts: [Int] = []
    for (index, file) in files.enumerated() {
      lines.append(.blank)
      fileStarts.append(lines.count)
      lines.append(.file(index))
      lines += file.notes.map { Line.note($0) }
      for hunk in file.diff.hunks {
        lines.append(.hunk(hunk.header))
        lines += hunk.lines.map { Line.text($0) }
      }
    }
    self.lines = lines
    self.fileStarts = fileStarts
  }

  /// `+3 −1` for a file.
  static func counts(_ diff: TextDiff) -> String {
    "+\(diff.added) −\(diff.removed)"
  }

  /// The file whose lines show at `line` (the last header at or before it), if any.
  func file(at line: Int) -> Int? {
    fileStarts.lastIndex { $0 <= line }
  }
}
