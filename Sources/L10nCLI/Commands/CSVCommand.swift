import ArgumentParser
import L10nFormats
import L10nGrammar
import L10nModel

/// `l10nedit csv`: the project as a spreadsheet, out and back.
struct CSVCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "csv",
    abstract: "Export and import the project as a spreadsheet (CSV).",
    subcommands: [CSVExportCommand.self, CSVImportCommand.self])
}

/// `l10nedit csv export`.
struct CSVExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract:
      "Print (or write) one row per key: table, key, comment, source, languages and their states.",
    discussion: """
      Each language's column is followed by its review state column, "de state": translated, \
      needs review (and why), new, or empty where the language has no text. \
      A plural key is one row per form: key[one], key[other] (key[format] and \
      key[variable.one] when it has several variables or text around them). RFC 4180: fields \
      with a comma, quote or line break are quoted; rows end with CRLF; UTF-8, with a byte \
      order mark when --bom is given (spreadsheet programs that need it to read UTF-8).
      """)

  @OptionGroup var project: ProjectOptions

  @Option(
    name: .customLong("language"),
    help: "A language column (repeat it); default: every language. The source always comes first.")
  var languages: [String] = []

  @Option(name: .outOrOutput, help: "Write to this file instead of standard output.")
  var output: String?

  @Flag(help: "Start with a UTF-8 byte order mark.")
  var bom = false

  func run() throws {
    let loaded = try project.load().project
    let chosen = languages.isEmpty ? loaded.languages : languages.map(LanguageID.init)
    try LanguageCheck.require(chosen, named: "--language", in: loaded)
    do {
      let bytes = try SpreadsheetExport.csv(
        loaded, languages: chosen, byteOrderMark: bom,
        categories: { PluralRules.categories(of: $0).map(\.rawValue) })
      if let output {
        try FileSystem.writeSafely(bytes, to: output)
      } else {
        Output.print(bytes)
      }
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
  }
}

/// `l10nedit csv import`.
struct CSVImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Take the translations of a spreadsheet (CSV in export's shape) into the project.",
    discussion: """
      The header names the columns table, key, comment (ignored) and one per language; the \
      source language's column is not imported, and an empty field changes nothing. A state \
      column ("de state") marks a text needing review ("needs review") or reviewed \
      ("translated"). Only texts and states that differ are written, through the editor's edit model and writer. A row naming a table \
      or key the project lacks refuses the whole file (exit 2, nothing written).
      """)

  @Argument(help: "The CSV file.")
  var file: String

  @OptionGroup var project: ProjectOptions
  @OptionGroup var writeOrder: WriteOrderOptions

  @Flag(help: "Write nothing; list what would change and the files.")
  var dryRun = false

  func run() throws {
    let (original, settings, stamps) = try project.load()
    var loaded = original
    let result: SpreadsheetImport.Result
    let changes: ChangeSet
    do {
      result = try SpreadsheetImport.edits(try FileSystem.read(file), path: file, into: original)
      changes = try loaded.apply(result.edits)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    var report = ChangeReport()
    for ((language, count), (_, reviewed)) in zip(result.changed, result.reviewed) {
      var texts = "\(language): \(count) text\(count == 1 ? "" : "s")"
      if reviewed > 0 { texts += " and \(reviewed) review state\(reviewed == 1 ? "" : "s")" }
      report.add(.output, done: texts + " changed", pending: texts + " would change")
    }
    try ImportWriting(
      project: project, label: "the CSV", order: writeOrder.order(settings, byDefault: false)
    ).write(
      result.edits, changes: changes, base: original, edited: loaded, stamps: stamps,
      dryRun: dryRun, report: report)
  }
}
