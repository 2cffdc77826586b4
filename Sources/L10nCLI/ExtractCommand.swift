import ArgumentParser
import Foundation
import L10nCheck
import L10nFormats
import L10nGrammar
import L10nModel
import L10nScan

/// `l10nedit extract`: adds the keys code uses and the development language lacks
/// (genstrings done right).
struct ExtractCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "extract",
    abstract: "Add the keys code uses and the development language lacks (genstrings done right).",
    discussion: """
      Scans the Swift and Objective-C/C sources for localizing calls (as lint --sources does) \
      and adds each key the development language of its table lacks: with the code's comment \
      (several comments joined as genstrings joins them, "No comment provided by engineer." \
      in .strings files when there is none), the value from value:/defaultValue: or the key, \
      and positional specifiers when the value has several (%1$@ %2$d). A key any language of \
      its table has is left alone: translations are never touched. .strings files are written \
      sorted, as UTF-8; String Catalogs get the key as Xcode's extraction adds it (no \
      extractionState, or extracted_with_value and the value in state new when the code gives \
      one). A table no project file has gets <source language>.lproj/<table>.strings in PATH. \
      Keys no scanned code uses are listed, not removed. Exit status: 0 done, 2 usage or I/O \
      error (nothing is written).
      """)

  @Argument(help: "Swift and Objective-C/C files or folders to scan.")
  var sources: [String]

  @Option(help: ArgumentHelp("The project folder to add the keys to.", valueName: "path"))
  var into: String

  @Option(help: "The table of calls that name none (NSLocalizedString(_:comment:), Text(_:)).")
  var tableDefault = "Localizable"

  @Option(
    name: .customLong("routine"),
    help: ArgumentHelp(
      "A custom localizing function or macro, as genstrings -s (repeatable).", valueName: "name"))
  var routines: [String] = []

  @Option(help: "The language keys are added to (default: the project's source language).")
  var sourceLanguage: String?

  @Flag(help: "Write nothing; list the keys that would be added.")
  var dryRun = false

  /// One key to add: its table, the value, the comments, and where code uses it first.
  struct Addition {
    var table: String
    var key: String
    var value: String
    var comments: [String] = []
    var place: CodeReference.Place
    /// Whether an interpolation's type was unknown (its specifier written `%@`).
    var guessesTypes = false
  }

  func run() throws {
    let options = try ProjectOptions.parse(
      [into] + (sourceLanguage.map { ["--source-language", $0] } ?? []))
    var (project, settings, _) = try options.load()
    let usage: CodeUsage
    do {
      usage = try CodeScanner(routines: LocalizingRoutines(custom: settings.routines + routines))
        .scan(paths: sources)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    let additions = try additions(usage, in: project)
    // Tables no file has get a `.strings` file in the source language.
    let newTables = Set(additions.map(\.table)).filter { name in
      !project.grids.contains { $0.table.name == name }
    }.sorted()
    for addition in additions {
      let guessed = addition.guessesTypes ? " — an interpolation of unknown type is written %@" : ""
      print(
        "add \(addition.table): \(addition.key.debugDescription) = \(addition.value.debugDescription)  (\(addition.place))\(guessed)"
      )
    }
    let unused = KeyUsageIndex(project: project, usage: usage)
    let findings = Linter(configuration: LintConfiguration(levels: Self.onlyUnused))
      .check(unused, in: project).sorted { ($0.path, $0.location) < ($1.path, $1.location) }
    for finding in findings {
      print(
        "not used: \(finding.path):\(finding.location): \(finding.cell.map { $0.key.text.debugDescription } ?? "")"
      )
    }
    let summary =
      "\(additions.count) key\(additions.count == 1 ? "" : "s") to add, \(findings.count) not used by the scanned code"
    guard !dryRun else {
      for table in newTables { print("would create \(newTablePath(table, project))") }
      Output.standardError(summary + " (dry run: nothing written)")
      return
    }
    guard !additions.isEmpty else {
      Output.standardError(summary)
      return
    }
    if !newTables.isEmpty {
      for table in newTables {
        let path = newTablePath(table, project)
        do {
          try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
          guard FileManager.default.createFile(atPath: path, contents: Data()) else {
            throw CocoaError(.fileWriteUnknown)
          }
        } catch {
          Output.standardError("error: \(path): \(error)")
          throw ExitStatus.failure
        }
        print("created \(path)")
      }
      (project, settings, _) = try options.load(saysNotes: false)
    }
    let edits = additions.map { addition -> CellEdit in
      let grid = project.grids.first { $0.table.name == addition.table }
      let isCatalog =
        grid.flatMap { project.gridIndex(of: $0.table) }.flatMap(project.catalogFile(ofGrid:))
        != nil
      let comment =
        addition.comments.isEmpty
        ? (isCatalog ? nil : "No comment provided by engineer.")
        : addition.comments.joined(separator: "\n   ")
      return .extractKey(
        grid?.table ?? TableID(addition.table), LocalizationKey(addition.key),
        value: addition.value, comment: comment)
    }
    do {
      let changes = try project.apply(edits)
      for index in try ProjectWriter.save(project, files: changes.files.sorted()) {
        print("wrote \(project.files[index].path)")
      }
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    Output.standardError(summary.replacingOccurrences(of: "to add", with: "added"))
  }

  private static let onlyUnused = Dictionary(
    uniqueKeysWithValues: Linter.ruleIDs.map {
      ($0, $0 == UnusedKeyRule.id ? LintConfiguration.Level.warning : .off)
    })

  /// The keys to add, in table and key order; fails when a table's name is ambiguous.
  func additions(_ usage: CodeUsage, in project: Project) throws -> [Addition] {
    var byKey: [String: [String: Addition]] = [:]
    for reference in usage.references where reference.key.hasLetters {
      guard let named = reference.table else { continue }
      let table = reference.namesTable ? named : tableDefault
      let grids = project.grids.filter { $0.table.name == table }
      guard grids.count <= 1 else {
        Output.standardError(
          "error: several tables are named \(table): \(grids.map(\.table.path).joined(separator: ", ")); give --into the folder of one"
        )
        throw ExitStatus.failure
      }
      let key = reference.key.description
      if let grid = grids.first, grid.row(of: LocalizationKey(key)) != nil { continue }
      var addition =
        byKey[table]?[key]
        ?? Addition(
          table: table, key: key, value: FormatString.positional(reference.value ?? key),
          place: reference.place,
          guessesTypes: reference.key.parts.contains(.interpolation(specifier: nil)))
      if let comment = reference.comment, !comment.isEmpty, !addition.comments.contains(comment) {
        addition.comments.append(comment)
      }
      byKey[table, default: [:]][key] = addition
    }
    return byKey.keys.sorted().flatMap { table in
      (byKey[table] ?? [:]).values.sorted {
        LocalizationKey($0.key) < LocalizationKey($1.key)
      }
    }
  }

  private func newTablePath(_ table: String, _ project: Project) -> String {
    "\(into)/\(project.sourceLanguage.code).lproj/\(table).strings"
  }
}
