import L10nFormats
import L10nModel

extension ChangeReport {
  /// Adds a line per source edit of `changes` that marked translations `needs review: source
  /// changed`, with how many it marked (on standard error).
  mutating func addSourceChangeMarks(_ changes: ChangeSet) {
    for mark in changes.sourceChangeMarks {
      let cells = "\(mark.marked) translation\(mark.marked == 1 ? "" : "s")"
      let source = "\(mark.source.table) › \(mark.source.key) [\(mark.source.language)]"
      add(
        .error, done: "\(source): source changed: \(cells) marked needs review",
        pending: "\(source): source changes: \(cells) would be marked needs review")
    }
  }

  /// What a save did to the review file: written, and the states dropped from it because
  /// their cells no longer exist, or their source changed since they were reviewed (the first
  /// ten named).
  static func reviewFileLines(_ report: WriteReport, project: Project) -> [String] {
    var lines: [String] = []
    if report.wroteReviewFile, let path = project.reviewFile.path {
      lines.append("wrote \(path)")
    }
    let dropped = report.droppedReviews
    guard !dropped.isEmpty else { return lines }
    let named = dropped.prefix(10).map { cell, form in
      "\(cell.table) › \(cell.key) [\(cell.language)]\(form.map { " \($0)" } ?? "")"
    }
    let more = dropped.count > 10 ? " and \(dropped.count - 10) more" : ""
    lines.append(
      "review file: dropped \(dropped.count) line\(dropped.count == 1 ? "" : "s") whose cell no "
        + "longer exists, no longer needs review, or was reviewed against another source text: "
        + "\(named.joined(separator: ", "))\(more)")
    return lines
  }
}
