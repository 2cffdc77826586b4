import ArgumentParser
import L10nCheck
import L10nFormats
import L10nModel
import L10nResolve

/// `l10nedit stats`: coverage per table and language.
struct StatsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats",
    abstract: "Show entries, gaps and completion per table and language.",
    discussion: """
      A gap is a key of the source language that is missing or empty in a language; ENTRIES \
      counts the source's keys the language has a text for (so ENTRIES + GAPS is at most the \
      source's key count; keys only the language has are not counted). Completion is the \
      share of source keys that are not gaps. Languages are in the editor's grid order, the \
      totals too. SAME counts translations \
      whose text is the source's (a name, or a copy no one translated yet); WORDS LEFT the \
      words of the source texts of the gaps; REVIEW the translations that need review (their \
      source changed since, a machine filled them, they were imported or marked so: a String \
      Catalog's needs_review, the review file's lines). The last rows sum each language over \
      all tables.

      With --sources (or the settings file's "sources"), a second table counts the \
      hardcoded-string findings per target, as lint --sources reports them (brandNames, \
      ignoreRules, inline markers and the rule's level apply; --baseline FILE leaves out what \
      that baseline accepts), with the files that have the most. A file's target is the Xcode \
      target compiling it (a .xcodeproj in the project root or in a sources folder), else its \
      Swift package target (Sources/<Target>/), else the first folder below the sources root. \
      --json then prints {"tables": [rows], "hardcodedStrings": {"total", "targets"}}.
      """)

  @OptionGroup var project: ProjectOptions

  @OptionGroup(title: "As a user sees it")
  var preferenceOptions: PreferenceOptions

  @Flag(help: "Print JSON instead of a table.")
  var json = false

  @OptionGroup(title: "Hard-coded strings") var code: SourceOptions

  @Option(
    help: ArgumentHelp(
      "With sources: count only the hard-coded strings this lint baseline file does not accept.",
      valueName: "file"))
  var baseline: String?

  @OptionGroup var progressOptions: ProgressOptions

  func run() throws {
    if let preferences = try preferenceOptions.preferences() {
      return try runSeen(preferences: preferences)
    }
    let progress = ProgressLine(progressOptions.progress, machineOutput: json)
    defer { progress?.finish() }
    let (loaded, settings, _) = try project.load(progress: progress)
    let stats = TableStats.compute(loaded)
    let hardcoded = try hardcodedTally(loaded, settings: settings)
    progress?.finish()
    for error in loaded.files.compactMap(\.error) {
      Output.standardError("skipped: \(error) (not counted)")
    }
    if json {
      // The tables' rows only (a language's totals are the sum of its rows): scripts that add
      // the rows up keep their sums.
      let rows = JSONNode.array(stats.map { Self.node($0, table: .string($0.table.path)) })
      let node = hardcoded.map {
        JSONNode.object(sortingKeys: [("tables", rows), ("hardcodedStrings", $0.json)])
      }
      Output.print(JSONWriter.render(node ?? rows, style: .l10nedit))
      return
    }
    let header = [
      "TABLE", "LANGUAGE", "ENTRIES", "GAPS", "COMPLETE", "REVIEW", "SAME", "WORDS LEFT",
    ]
    let labelled: [(TableStats, String)] =
      stats.map { ($0, $0.table.path) }
      + TableStats.totals(stats, languages: loaded.languages).map { ($0, "(all tables)") }
    let rows = labelled.map { row, table -> [String] in
      let complete = String(format1: row.percentComplete) + "%"
      return [
        table, row.language.code, String(row.entries), String(row.gaps), complete,
        String(row.needsReview), String(row.sameAsSource), String(row.wordsToTranslate),
      ]
    }
    for line in TextTable.render(header: header, rows: rows, rightAligned: [2, 3, 4, 5, 6, 7]) {
      Output.line(line)
    }
    if let hardcoded {
      Output.line("")
      for line in hardcoded.lines() { Output.line(line) }
    }
  }
}

extension StatsCommand {
  /// One row of `stats --json`.
  fileprivate static func node(_ row: TableStats, table: JSONNode) -> JSONNode {
    JSONNode.object(sortingKeys: [
      ("table", table), ("language", .string(row.language.code)),
      ("entries", .number(row.entries)), ("gaps", .number(row.gaps)),
      ("sourceKeys", .number(row.sourceKeys)),
      ("percentComplete", .number((row.percentComplete * 10).rounded() / 10)),
      ("sameAsSource", .number(row.sameAsSource)),
      ("needsReview", .number(row.needsReview)),
      ("wordsToTranslate", .number(row.wordsToTranslate)),
    ])
  }

  /// Coverage as a user preferring `preferences` experiences it: per table, the localization
  /// they get and how many keys show in it, from a fallback, or as the key itself.
  fileprivate func runSeen(preferences: [String]) throws {
    let loaded = try project.load().project
    let rows = loaded.grids.indices.map { grid in
      let resolution = TableResolution(project: loaded, grid: grid, preferences: preferences)
      let values = resolution.resolveAll()
      let counts = Dictionary(grouping: values, by: \.origin).mapValues(\.count)
      return (resolution, values.count, counts)
    }
    if json {
      let nodes = rows.map { resolution, total, counts in
        JSONNode.object(
          sortingKeys: [
            ("table", .string(resolution.table.path)),
            ("language", .string(resolution.searchList.first?.code ?? "")),
            ("matched", .bool(resolution.isMatched)),
            ("keys", .number(total)),
          ] + ValueOrigin.allCases.map { ($0.rawValue, .number(counts[$0] ?? 0)) })
      }
      Output.print(JSONWriter.render(.array(nodes), style: .l10nedit))
      return
    }
    Output.line("preferences: \(preferences.joined(separator: ", "))")
    let header = ["TABLE", "SEES", "KEYS", "IN IT", "FALLBACK", "KEY ITSELF", "SEEN IN IT"]
    let cells = rows.map { resolution, total, counts in
      let chosen = counts[.chosen] ?? 0
      let fallback = [.fallback, .development, .base, .storyboard].reduce(0) {
        $0 + (counts[$1] ?? 0)
      }
      let share = total == 0 ? 100 : Double(chosen) * 100 / Double(total)
      return [
        resolution.table.path,
        (resolution.searchList.first?.code ?? "") + (resolution.isMatched ? "" : " (no match)"),
        String(total),
        String(chosen), String(fallback), String(counts[.key] ?? 0),
        String(format1: share) + "%",
      ]
    }
    for line in TextTable.render(header: header, rows: cells, rightAligned: [2, 3, 4, 5, 6]) {
      Output.line(line)
    }
  }
}

extension String {
  /// A number with one decimal, without Foundation's locale-dependent formatting.
  fileprivate init(format1 value: Double) {
    let tenths = Int((value * 10).rounded())
    self = "\(tenths / 10).\(tenths % 10)"
  }
}
