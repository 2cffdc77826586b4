import Foundation
import L10nCheck
import L10nFormats
import L10nModel

/// The ways `lint` prints findings.
enum FindingOutput {
  /// `path:line:col: severity: message [rule-id]`, made inert (see `InertText`): a path or
  /// message can neither steer the terminal nor start a line of its own.
  static func text(_ finding: Finding) -> String {
    InertText.line(
      "\(finding.path):\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
    )
  }

  /// Writes the lines of `text(_:)` for `items` (findings of `findings`, or of `made`, by
  /// index) to standard output, in blocks; a stored finding's line is put together from bytes
  /// prepared once for the list (`FindingTextLines`), without building the finding (hundreds of
  /// thousands of findings were a third of `lint`'s time), the lines of a batch of items on
  /// both cores at once.
  static func writeText(
    _ items: some Sequence<UntranslatedSummary.Item>, made: [Finding] = [], of findings: FindingList
  ) {
    let lines = (findings.textLines(), made)
    var batch: [UntranslatedSummary.Item] = []
    batch.reserveCapacity(batchSize)
    for item in items {
      batch.append(item)
      if batch.count == batchSize {
        writeLines(batch, of: lines)
        batch.removeAll(keepingCapacity: true)
      }
    }
    writeLines(batch, of: lines)
  }

  /// How many items `writeText` puts into lines at once, in `slices` slices made in parallel.
  private static let batchSize = 32_768
  private static let slices = 4

  /// Writes the lines of `batch`, made a slice at a time in parallel, in its order.
  private static func writeLines(
    _ batch: [UntranslatedSummary.Item], of lines: (stored: FindingTextLines, made: [Finding])
  ) {
    guard !batch.isEmpty else { return }
    let size = (batch.count + slices - 1) / slices
    let blocks = Parallel.map(slices) { slice in
      let range = min(batch.count, slice * size)..<min(batch.count, (slice + 1) * size)
      return self.lines(batch[range], of: lines)
    }
    for block in blocks where !block.isEmpty { Output.standardOutput(block) }
  }

  /// The text lines of `items`, each ended by a line feed.
  private static func lines(
    _ items: ArraySlice<UntranslatedSummary.Item>,
    of lines: (stored: FindingTextLines, made: [Finding])
  ) -> [UInt8] {
    var block: [UInt8] = []
    block.reserveCapacity(items.count * 160)
    // Runs of stored findings' lines made together (`appendLines` reads ahead).
    var run: [Int] = []
    func appendRun() {
      lines.stored.appendLines(at: run, to: &block) { block, start in
        let isSafe = block.withUnsafeBufferPointer {
          InertText.isSafe(UnsafeBufferPointer(rebasing: $0[start...]))
        }
        if !isSafe {
          let line = String(decoding: block[start...], as: UTF8.self)
          block.removeSubrange(start...)
          block += InertText.line(line).utf8
        }
        block.append(UInt8(ascii: "\n"))
      }
      run.removeAll(keepingCapacity: true)
    }
    for item in items {
      switch item {
      case .made(let index):
        appendRun()
        block += text(lines.made[index]).utf8
        block.append(UInt8(ascii: "\n"))
      case .stored(let index):
        run.append(index)
      }
    }
    appendRun()
    return block
  }

  /// A GitHub Actions workflow command: `::error file=…,line=…,col=…,title=…::message`.
  static func github(_ finding: Finding) -> String {
    let command =
      switch finding.severity {
      case .error: "error"
      case .warning: "warning"
      case .info: "notice"
      }
    let properties = [
      "file=\(escapeProperty(finding.path))", "line=\(finding.location.line)",
      "col=\(finding.location.column)", "title=\(escapeProperty(finding.ruleID))",
    ]
    return "::\(command) \(properties.joined(separator: ","))::\(escapeData(finding.message))"
  }

  /// The annotations of `findings` for GitHub Actions, which shows only the first few dozen a
  /// step prints: the first `limit` findings, errors first, then warnings and infos (each in
  /// their order), and when some are left out one notice counting them by rule, pointing to
  /// the job summary (`hasJobSummary`) or to `lint`'s text output.
  static func githubAnnotations(_ findings: FindingList, limit: Int, hasJobSummary: Bool)
    -> [String]
  {
    // Only the annotated findings are built; the rest are counted by their rule and severity.
    var chosen: [Int] = []
    for severity in Severity.allCases.reversed() where chosen.count < limit {
      for index in findings.indices where findings.severity(at: index) == severity {
        guard chosen.count < limit else { break }
        chosen.append(index)
      }
    }
    var lines = chosen.map { github(findings[$0]) }
    guard chosen.count < findings.count else { return lines }
    var restBySeverity = findings.severityCounts
    for index in chosen { restBySeverity[findings.severity(at: index), default: 0] -= 1 }
    let isChosen = Set(chosen)
    var restByRule: [String: Int] = [:]
    for index in findings.indices where !isChosen.contains(index) {
      restByRule[findings.ruleID(at: index), default: 0] += 1
    }
    let counts = restByRule.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    let whereAll =
      hasJobSummary ? "the job summary lists every finding" : "lint's text output lists them all"
    lines.append(
      "::notice title=\(escapeProperty("l10nedit lint"))::"
        + escapeData(
          "\(findings.count - chosen.count) more findings not annotated (\(summary(counts: restBySeverity))): \(counts); \(whereAll)"
        ))
    return lines
  }

  /// Appends every finding to the GitHub job summary file at `path` (Markdown): counts by rule
  /// and severity, then the findings as lint's text output, written in blocks.
  static func appendJobSummary(_ findings: FindingList, to path: String) {
    guard let handle = FileHandle(forWritingAtPath: path) else {
      Output.standardError("warning: \(path): the job summary could not be opened")
      return
    }
    defer { handle.closeFile() }
    handle.seekToEndOfFile()
    var groups: [String: Int] = [:]
    for index in findings.indices {
      let severity = findings.severity(at: index).rawValue
      groups["\(findings.ruleID(at: index))|\(severity)", default: 0] += 1
    }
    var text =
      "## l10nedit lint\n\n\(summary(findings))\n\n| rule | severity | findings |\n|---|---|---|\n"
    for (group, count) in groups.sorted(by: { $0.key < $1.key }) {
      let parts = group.split(separator: "|")
      text += "| `\(parts[0])` | \(parts[1]) | \(count) |\n"
    }
    text += "\n```\n"
    for finding in findings {
      text += self.text(finding) + "\n"
      if text.utf8.count >= 1 << 16 {
        handle.write(Data(text.utf8))
        text = ""
      }
    }
    text += "```\n"
    handle.write(Data(text.utf8))
  }

  /// Writes a JSON array of findings to `output` in pieces of about 64 KB, a finding at a time
  /// (millions of findings are never held as one document): `path`, `line`, `column`,
  /// `severity`, `rule`, `message`, and `table`, `key`, `language` when the finding belongs to
  /// a cell.
  static func writeJSON(_ findings: some Collection<Finding>, to output: ([UInt8]) -> Void) {
    var stream = JSONStream()
    stream.beginArray()
    for finding in findings {
      var members: [(key: String, value: JSONNode)] = [
        ("path", .string(finding.path)), ("line", .number(finding.location.line)),
        ("column", .number(finding.location.column)),
        ("severity", .string(finding.severity.rawValue)), ("rule", .string(finding.ruleID)),
        ("message", .string(finding.message)),
      ]
      if let cell = finding.cell {
        members += [
          ("table", .string(cell.table.path)), ("key", .string(cell.key.text)),
          ("language", .string(cell.language.code)),
        ]
      }
      stream.item()
      stream.value(.object(sortingKeys: members))
      stream.flush(at: 1 << 16, output)
    }
    stream.endArray()
    stream.end()
    output(stream.output)
  }

  /// "2 errors, 1 warning, 0 infos" for standard error, counted without building the findings.
  static func summary(_ findings: FindingList) -> String {
    summary(counts: findings.severityCounts)
  }

  private static func summary(counts: [Severity: Int]) -> String {
    Severity.allCases.reversed().map { severity in
      let count = counts[severity] ?? 0
      return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
    }
    .joined(separator: ", ")
  }

  /// GitHub's percent-encoding, then the remaining control and direction characters made inert.
  private static func escapeData(_ text: String) -> String {
    InertText.line(
      text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A"))
  }

  private static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
