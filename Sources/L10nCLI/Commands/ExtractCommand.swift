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
      its table has is left alone: translations are never touched. .strings files keep their \
      order (a new key goes where it sorts when the file was sorted, else at the end; --sort or \
      the settings file's "sort": true sorts them), as UTF-8; String Catalogs get the key as Xcode's extraction adds it (no \
      extractionState, or extracted_with_value and the value in state new when the code gives \
      one). A table no project file has gets <source language>.lproj/<table>.strings in PATH; \
      a table name that is a path or cannot name a file is refused with the place in code. \
      Keys no scanned code uses are listed, not removed. Every file is checked before the first \
      is written: exit status 0 done, 1 keys to add with --check, 2 usage or I/O error \
      (nothing is written, unless the device itself fails mid-way).
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

  @OptionGroup var writeOrder: WriteOrderOptions

  @Flag(help: "Write nothing; list the keys that would be added.")
  var dryRun = false

  @Flag(help: "As --dry-run, and exit 1 when any key would be added (for CI and pre-commit).")
  var check = false

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
    let (project, settings, stamps) = try options.load()
    let usage: CodeUsage
    do {
      usage = try CodeScanner(routines: LocalizingRoutines(custom: settings.routines + routines))
        .scan(paths: sources)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    let additions = try additions(usage, in: project)
    try checkTableNames(additions)
    // Tables no file has get a `.strings` file in the source language.
    let newTables = Set(additions.map(\.table)).filter { name in
      !project.grids.contains { $0.table.name == name }
    }.sorted()
    for addition in additions {
      let guessed = addition.guessesTypes ? " — an interpolation of unknown type is written %@" : ""
      Output.line(
        "add \(addition.table): \(addition.key.debugDescription) = \(addition.value.debugDescription)  (\(addition.place.description))\(guessed)"
      )
    }
    let unused = KeyUsageIndex(project: project, usage: usage)
    let findings = Linter(configuration: LintConfiguration(levels: Self.onlyUnused))
      .check(unused, in: project).sorted { ($0.path, $0.location) < ($1.path, $1.location) }
    for finding in findings {
      Output.line(
        "not used: \(finding.path):\(finding.location): \(finding.cell.map { $0.key.text.debugDescription } ?? "")"
      )
    }
    let summary =
      "\(additions.count) key\(additions.count == 1 ? "" : "s") to add, \(findings.count) not used by the scanned code"
    var edited = project
    let changes: ChangeSet
    do {
      for name in newTables { _ = try edited.addTable(named: name) }
      changes = try edited.apply(edits(additions, in: edited))
    } catch {
      Output.standardError("error: \(error.description) (nothing written)")
      throw ExitStatus.failure
    }
    guard !dryRun, !check else {
      for file in changes.files.sorted() where edited.files[file].isNew {
        Output.line("would create \(edited.files[file].path)")
      }
      Output.standardError(summary + " (dry run: nothing written)")
      if check, !additions.isEmpty { throw ExitStatus.findings }
      return
    }
    guard !additions.isEmpty else {
      Output.standardError(summary)
      return
    }
    // All or nothing: every file is checked before the first is written.
    let files = changes.files.sorted()
    let refused = ProjectWriter.check(edited, files: files)
    guard refused.isEmpty else {
      for failure in refused {
        Output.standardError("error: \(failure.failure.description)")
      }
      Output.standardError("error: nothing written")
      throw ExitStatus.failure
    }
    do {
      for index in try ProjectWriter.save(
        edited, files: files, order: writeOrder.order(settings, byDefault: false),
        unchangedSince: stamps)
      {
        let verb = edited.files[index].isNew ? "created" : "wrote"
        Output.line("\(verb) \(edited.files[index].path)")
      }
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    Output.standardError(summary.replacingOccurrences(of: "to add", with: "added"))
  }

  /// The edits adding `additions` to `project`, whose tables all exist.
  private func edits(_ additions: [Addition], in project: Project) -> [CellEdit] {
    additions.map { addition -> CellEdit in
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
  }

  /// Refuses, before anything is written, table names from code that cannot name a file
  /// (`"../en.lproj/Localizable"`, `"/tmp/x"`), each with the place of its first use.
  private func checkTableNames(_ additions: [Addition]) throws {
    var seen: Set<String> = []
    var refused = false
    for addition in additions where seen.insert(addition.table).inserted {
      guard let problem = TableName.problem(in: addition.table) else { continue }
      Output.standardError("error: \(addition.place.description): \(problem)")
      refused = true
    }
    if refused {
      Output.standardError("error: nothing written")
      throw ExitStatus.failure
    }
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
      // A key the table has up to a specifier (`%lld items` for `\(n) items`) is reused.
      if let grid = grids.first,
        grid.row(of: LocalizationKey(key)) != nil
          || (reference.key.hasInterpolations
            && grid.keys.contains { $0.text.contains("%") && reference.key.matches($0.text) })
      {
        continue
      }
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
}
