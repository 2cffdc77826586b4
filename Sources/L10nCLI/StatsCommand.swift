import ArgumentParser
import L10nFormats
import L10nModel

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

  @Flag(help: "Print JSON instead of a table.")
  var json = false

  func run() throws {
    let stats = TableStats.compute(try project.load().project)
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
      print(line)
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
