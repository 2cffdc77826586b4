import ArgumentParser
import L10nFormats
import L10nModel
import L10nResolve

/// `l10nedit stats`: coverage per table and language.
struct StatsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats",
    abstract: "Show entries, gaps and completion per table and language.",
    discussion: """
      A gap is a key of the source language that is missing or empty in a language. \
      Completion is the share of source keys that are neither.
      """)

  @OptionGroup var project: ProjectOptions

  @OptionGroup(title: "As a user sees it")
  var preferenceOptions: PreferenceOptions

  @Flag(help: "Print JSON instead of a table.")
  var json = false

  @OptionGroup var progressOptions: ProgressOptions

  func run() throws {
    if let preferences = try preferenceOptions.preferences() {
      return try runSeen(preferences: preferences)
    }
    let progress = ProgressLine(progressOptions.progress, machineOutput: json)
    defer { progress?.finish() }
    let loaded = try project.load(progress: progress).project
    let stats = TableStats.compute(loaded)
    progress?.finish()
    for error in loaded.files.compactMap(\.error) {
      Output.standardError("skipped: \(error) (not counted)")
    }
    if json {
      let rows = stats.map { row in
        JSONNode.object(sortingKeys: [
          ("table", .string(row.table.path)), ("language", .string(row.language.code)),
          ("entries", .number(row.entries)), ("gaps", .number(row.gaps)),
          ("sourceKeys", .number(row.sourceKeys)),
          ("percentComplete", .number((row.percentComplete * 10).rounded() / 10)),
        ])
      }
      Output.print(JSONWriter.render(.array(rows), style: .l10nedit))
      return
    }
    let header = ["TABLE", "LANGUAGE", "ENTRIES", "GAPS", "COMPLETE"]
    let rows = stats.map { row in
      [
        row.table.path, row.language.code, String(row.entries), String(row.gaps),
        String(format1: row.percentComplete) + "%",
      ]
    }
    for line in TextTable.render(header: header, rows: rows, rightAligned: [2, 3, 4]) {
      Output.line(line)
    }
  }
}

extension StatsCommand {
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
