/// What a writing command says it changes, held until its write is done: printed as done
/// (`de: 3 texts changed`) only once every file was written, as pending (`de: 3 texts would
/// change`) for `--dry-run`, and not at all when the write fails (the error alone is said).
///
/// Every command that writes project files and sums up what it changed says it through one
/// of these (`import`, `csv import`, `xliff import`, `fill`, `replace`, `lint --fix`,
/// `extract`, `migrate`), so that a `Permission denied` is never preceded by a success line.
struct ChangeReport {
  /// Where a line goes.
  enum Stream {
    /// Standard output.
    case output
    /// Standard error.
    case error
  }

  /// One line, worded for both outcomes.
  private struct Line {
    var stream: Stream
    var done: String
    var pending: String
  }

  private var lines: [Line] = []

  /// An empty report.
  init() {}

  /// Adds a line said as `done` once written, as `pending` in a dry run.
  mutating func add(_ stream: Stream, done: String, pending: String) {
    lines.append(Line(stream: stream, done: done, pending: pending))
  }

  /// Adds a line said the same way in a dry run and once written.
  mutating func add(_ stream: Stream, _ line: String) {
    add(stream, done: line, pending: line)
  }

  /// Prints each line as done (`written`) or as pending, made inert.
  func print(written: Bool) {
    for line in lines {
      let text = written ? line.done : line.pending
      switch line.stream {
      case .output: Output.line(text)
      case .error: Output.standardError(text)
      }
    }
  }
}
