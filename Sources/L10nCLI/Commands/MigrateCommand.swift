import ArgumentParser
import Foundation
import L10nFormats
import L10nModel
import L10nScan

/// `l10nedit migrate`: Xcode's "Migrate to String Catalog" without Xcode.
struct MigrateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "migrate",
    abstract: "Migrate .strings and .stringsdict tables to String Catalogs, as Xcode does.",
    discussion: """
      Each table's .strings and .stringsdict files (a .stringsdict also from a sibling \
      Plurals/<lang>.lproj) become one <Table>.xcstrings in the folder holding the table's \
      .lproj folders, in Xcode's layout: the source language's keys (keys only other \
      languages have are dropped, and listed), every value in state translated, a \
      .stringsdict entry whose format is one variable as plural or device variations (a \
      substitution when its forms print another argument too), any other as its format with \
      one substitution per plural variable (%arg for the argument), the last comment above \
      the source-language entry (of several // lines the last; "No comment provided by \
      engineer." dropped), in format version 1.0 (the settings' catalogVersion "1.1" writes \
      Xcode 26's version). With --sources the code is scanned as Xcode's extraction sees it \
      (the calls of Apple's APIs in the sources of the targets that copy the table: not a \
      local Swift package's files, not calls through the project's own wrapper functions, \
      not the settings' routines): keys it uses get no extractionState, the code's comment \
      when it gives one, and no source value equal to the key, the others "manual", keys it \
      uses that no file has are added empty, and keys only other languages than the source \
      have are dropped (as Xcode drops them) unless the code uses them; without --sources, or \
      for a table no scanned code uses, every key is "manual" and nothing is dropped. An \
      InfoPlist table also gets what Xcode's build extracts from the target's Info.plist \
      (CFBundleName, CFBundleDisplayName, NSHumanReadableCopyright and usage descriptions \
      extracted_with_value; document and type names). A table no target of the Xcode \
      project copies is left, as Xcode leaves it, unless named with --table. The old files \
      are removed, and an Xcode project (*.xcodeproj in PATH or the two folders \
      above it) that has the table is updated to have the catalog in the same targets: only \
      the table's variant groups, their file references and build files change (object by \
      object, whatever the layout), and the file is read back before it is written. \
      --dry-run prints the catalogs and the project file's changes. All or nothing: a file \
      that cannot be read is refused as file:line:column, and a file that cannot be written \
      or removed (read-only, in a read-only folder) before anything is written; the plan is \
      kept in PATH/.l10nedit-migrate.json while the files change (catalogs written, then \
      the project file, then the old files removed, each atomically), so that a run killed \
      midway is settled by the next migrate (removals finished once begun, else undone and \
      migrated again), and a change that fails is undone. \
      Exit status: 0 done, 2 usage, parse or I/O error.
      """)

  @Argument(help: ArgumentHelp("The project folder.", valueName: "path"))
  var path: String

  @Option(
    name: .customLong("table"),
    help: ArgumentHelp(
      "Migrate only this table (repeatable; default: every table).", valueName: "name"))
  var tables: [String] = []

  @Option(
    name: .customLong("sources"),
    help: ArgumentHelp(
      "A Swift or Objective-C/C file or folder to scan for the keys code uses (repeatable).",
      valueName: "dir"))
  var sources: [String] = []

  @Option(
    name: .customLong("routine"),
    help: ArgumentHelp(
      "A localizing macro Xcode is told about (LOCALIZED_STRING_MACRO_NAMES; repeatable).",
      valueName: "name"))
  var routines: [String] = []

  @Option(help: "The table of calls that name none (NSLocalizedString(_:comment:), Text(_:)).")
  var tableDefault = "Localizable"

  @Option(
    help: """
      The source language (default: the project's); it may have no .lproj folder (Xcode's \
      development region when a table's texts are in Base storyboards).
      """)
  var sourceLanguage: String?

  @Flag(help: "Write nothing; print the catalogs and the project file's changes.")
  var dryRun = false

  /// One table to migrate: its folder (relative to the project root), name and files.
  struct Group {
    var folder: String
    var table: String
    var files: [LocalizationFile] = []
    var contents = CatalogMigration.Table()

    /// The catalog's path relative to the project root.
    var catalogPath: String { (folder.isEmpty ? "" : folder + "/") + table + ".xcstrings" }
  }

  /// The journal of a migration under way, in the project folder.
  static let journalName = ".l10nedit-migrate.json"

  func run() throws {
    if try finishInterrupted() { return }
    let options = try ProjectOptions.parse(
      [path] + (sourceLanguage.map { ["--source-language", $0] } ?? []))
    let (project, settings, _) = try options.load(sourceMayHaveNoFiles: true)
    let targets = TargetSources(projects: projectFiles())
    // Xcode migrates the files of the project's targets: a table no target copies is left
    // (unless named with --table), as Xcode leaves it.
    var groups: [Group] = []
    for group in try self.groups(project) {
      if tables.isEmpty, targets.isKnown, targets.sources(of: group.files) == nil {
        Output.standardError(
          "left \(group.table) in \(group.folder.isEmpty ? "." : group.folder): no target of the "
            + "Xcode project copies it, so Xcode would not migrate it (--table \(group.table) "
            + "migrates it)")
      } else {
        groups.append(group)
      }
    }
    guard !groups.isEmpty else {
      Output.standardError("no .strings or .stringsdict table to migrate in \(path)")
      return
    }
    // Xcode's extraction sees no function of the project's own: the settings' routines are
    // not used (--routine names a macro its LOCALIZED_STRING_MACRO_NAMES adds).
    let usage = try scan(routines: routines)
    var catalogs: [(path: String, relative: String, pieces: [[UInt8]])] = []
    // What is migrated is said once written; a dry run says it at once, as what would be.
    var report = ChangeReport()
    func say(_ done: String, _ pending: String) {
      if dryRun { Output.line(pending) } else { report.add(.output, done: done, pending: pending) }
    }
    for group in groups {
      let target = project.root + "/" + group.catalogPath
      if FileManager.default.fileExists(atPath: target) {
        Output.standardError(
          "error: \(target) exists; \(group.table) not migrated (nothing written)")
        throw ExitStatus.failure
      }
      let sight = usage.map { codeSight($0, group: group, targets: targets) }
      let result = CatalogMigration.catalog(
        group.contents, sourceLanguage: project.sourceLanguage,
        codeKeys: sight.flatMap { $0.keys.isEmpty ? nil : $0.keys },
        codeComments: sight?.comments ?? [:],
        infoPlist: infoPlistExtraction(group, root: project.root, targets: targets),
        version: settings.catalogVersion ?? "1.0")
      catalogs.append((target, group.catalogPath, result.pieces))
      let languages = Set(group.files.map(\.language)).count
      let summary =
        " \(group.catalogPath): \(result.keyCount) key\(result.keyCount == 1 ? "" : "s"), "
        + "\(languages) language\(languages == 1 ? "" : "s") from \(group.files.count) file\(group.files.count == 1 ? "" : "s")"
        + (result.added.isEmpty
          ? ""
          : ", \(result.added.count) added from "
            + (group.table == "InfoPlist" ? "the code and Info.plist" : "code"))
        + (result.dropped.isEmpty
          ? "" : ", \(result.dropped.count) dropped (only in other languages)")
      say("migrated" + summary, "would migrate" + summary)
      for key in result.dropped {
        say("  dropped \(key.debugDescription)", "  dropped \(key.debugDescription)")
      }
      if dryRun {
        for line in String(decoding: result.bytes, as: UTF8.self).split(
          separator: "\n", omittingEmptySubsequences: false)
        {
          Output.line(String(line))
        }
      }
    }
    let projectFiles = try projectChanges(groups.map(\.table))
    for change in projectFiles {
      say("updated \(change.path)", "would update \(change.path)")
      if dryRun {
        // Indentation (tabs) left out: the lines are shown, not applied.
        for line in change.change.removed { Output.line("- " + line.drop { $0 == "\t" }) }
        for line in change.change.added { Output.line("+ " + line.drop { $0 == "\t" }) }
      }
    }
    guard !dryRun else {
      Output.standardError("dry run: nothing written")
      return
    }
    let folder = resolvedFolder().path
    var changes = catalogs.map { FileTransaction.Change.make($0.relative, pieces: $0.pieces) }
    changes += projectFiles.map { change in
      FileTransaction.Change.replace(
        relative(change.path, to: folder), before: change.before, after: change.change.bytes)
    }
    changes += groups.flatMap(\.files).map { FileTransaction.Change.remove($0.relativePath) }
    do {
      try transaction(changes).run()
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    for catalog in catalogs { Output.line("wrote \(catalog.path)") }
    for change in projectFiles { Output.line("wrote \(change.path)") }
    for file in groups.flatMap(\.files) { Output.line("removed \(file.path)") }
    report.print(written: true)
  }

  /// Settles the migration a killed run left (its journal), if any: `true` when it finished
  /// it; `false` when there was none, or when it undid it (this run then migrates anew).
  private func finishInterrupted() throws -> Bool {
    let folder = resolvedFolder().path
    let pending: FileTransaction?
    do {
      pending = try FileTransaction.pending(
        folder: folder, journalName: Self.journalName, inside: allowed(in: folder))
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    guard let pending else { return false }
    if dryRun {
      Output.standardError(
        "an interrupted migrate left \(pending.journal): run migrate without --dry-run to finish it"
      )
      return true
    }
    let settled: FileTransaction.Settled
    do {
      settled = try pending.settle()
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    guard settled == .finished else {
      Output.line("undid an interrupted migrate (it had removed no table yet); migrating again")
      return false
    }
    Output.line(
      "finished the interrupted migrate: \(pending.changes.count) file\(pending.changes.count == 1 ? "" : "s") changed as it planned"
    )
    return true
  }

  /// The migration's changes, as one transaction in the project folder.
  private func transaction(_ changes: [FileTransaction.Change]) -> FileTransaction {
    let folder = resolvedFolder().path
    return FileTransaction(
      folder: folder, journalName: Self.journalName, changes: changes,
      inside: allowed(in: folder))
  }

  /// Where each file a migration may change must stay: a table or catalog inside the project
  /// folder, or one of the Xcode project files found for it (inside its `.xcodeproj`).
  private func allowed(in folder: String) -> @Sendable (String) -> String? {
    let projects = Set(projectFiles().map(LexicalPath.normalize))
    return { path in
      let path = LexicalPath.normalize(path)
      if projects.contains(path) { return LexicalPath.parent(of: path) }
      let table = [".strings", ".stringsdict", ".xcstrings"].contains { path.hasSuffix($0) }
      return table && path.hasPrefix(folder + "/") ? folder : nil
    }
  }

  /// `path` relative to `folder` (both made absolute), climbing with `..` when outside it.
  private func relative(_ path: String, to folder: String) -> String {
    let file = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
      .pathComponents
    let base = folder.split(separator: "/").map(String.init)
    let parts = Array(file.drop { $0 == "/" })
    let common = zip(parts, base).prefix { $0 == $1 }.count
    return (Array(repeating: "..", count: base.count - common) + parts.dropFirst(common))
      .joined(separator: "/")
  }

  /// PATH, absolute, its links followed.
  private func resolvedFolder() -> URL {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
  }

  /// The tables to migrate, each file read; fails on a file that could not be read.
  private func groups(_ project: Project) throws -> [Group] {
    var groups: [String: Group] = [:]
    var failed = false
    for file in project.files {
      let parts = file.relativePath.split(separator: "/").map(String.init)
      guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { continue }
      var folder = Array(parts.dropLast(2))
      let table = String(file.table.name)
      guard tables.isEmpty || tables.contains(table) else { continue }
      if let document = file.document {
        let key = (folder + [table]).joined(separator: "/")
        groups[key, default: Group(folder: folder.joined(separator: "/"), table: table)]
          .contents.strings[file.language] = document
        groups[key]?.files.append(file)
      } else if let document = file.stringsdict {
        if folder.last == "Plurals" { folder.removeLast() }
        let key = (folder + [table]).joined(separator: "/")
        groups[key, default: Group(folder: folder.joined(separator: "/"), table: table)]
          .contents.stringsdict[file.language] = document
        groups[key]?.files.append(file)
      } else if let error = file.error,
        file.path.hasSuffix(".strings") || file.path.hasSuffix(".stringsdict")
      {
        Output.standardError("error: \(error)")
        failed = true
      }
    }
    if failed {
      Output.standardError("error: nothing written")
      throw ExitStatus.failure
    }
    return groups.keys.sorted().compactMap { groups[$0] }
  }

  /// The code's use of keys, when --sources is given.
  private func scan(routines: [String]) throws -> CodeUsage? {
    guard !sources.isEmpty else { return nil }
    do {
      return try CodeScanner(routines: LocalizingRoutines(custom: routines)).scan(paths: sources)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
  }

  /// The keys of `group`'s table the code uses as Xcode's extraction sees them (see
  /// `extractionSees`), and their comments: its keys the code names (an interpolation
  /// matching a specifier), and the keys the code names that the table lacks; a key of no
  /// letters too (`#%@`, ` (%@)`), as Xcode extracts it.
  private func codeSight(_ usage: CodeUsage, group: Group, targets: TargetSources) -> CodeSight {
    let contents = group.contents
    let tableKeys = Set(
      contents.strings.values.flatMap { document in
        (0..<document.entries.endIndex).map { document.key(at: $0).text }
      } + contents.stringsdict.values.flatMap { $0.keys.map(\.text) })
    // The keys an interpolation may match: those with a specifier, in one order (not the
    // set's), looked through once per interpolated reference rather than every key.
    let formatKeys = tableKeys.filter { $0.contains("%") }.sorted()
    let sources = targets.sources(of: group.files)
    var sight = CodeSight()
    let references = usage.references.sorted {
      ($0.path, $0.location.line, $0.location.column)
        < ($1.path, $1.location.line, $1.location.column)
    }
    for reference in references where !reference.key.parts.isEmpty {
      guard let named = reference.table,
        (reference.namesTable ? named : tableDefault) == group.table,
        Self.extractionSees(reference, files: group.files, sources: sources)
      else { continue }
      var key = reference.key.description
      if !tableKeys.contains(key), reference.key.hasInterpolations,
        let matched = formatKeys.first(where: { reference.key.matches($0) })
      {
        key = matched
      }
      sight.keys.insert(key)
      if sight.comments[key] == nil, let comment = reference.comment, !comment.isEmpty {
        sight.comments[key] = comment
      }
    }
    return sight
  }

  /// The Xcode project files that have one of `tables`, each with its change.
  private func projectChanges(_ tables: [String]) throws -> [(
    path: String, before: [UInt8], change: XcodeProjectMigration.Change
  )] {
    var changes: [(path: String, before: [UInt8], change: XcodeProjectMigration.Change)] = []
    for file in projectFiles() {
      do {
        let before = try FileSystem.read(file)
        var bytes = before
        var combined = XcodeProjectMigration.Change(bytes: bytes, removed: [], added: [])
        for table in Set(tables).sorted() {
          guard let change = try XcodeProjectMigration.migrate(bytes, path: file, table: table)
          else { continue }
          bytes = change.bytes
          combined.bytes = bytes
          combined.removed += change.removed
          combined.added += change.added
        }
        if !combined.removed.isEmpty || !combined.added.isEmpty {
          changes.append((file, before, combined))
        }
      } catch {
        Output.standardError("error: \(error) (nothing written)")
        throw ExitStatus.failure
      }
    }
    return changes
  }

  /// The `project.pbxproj` files of the `.xcodeproj` folders in PATH and the two folders above.
  private func projectFiles() -> [String] {
    var folder = resolvedFolder()
    var files: [String] = []
    for _ in 0..<3 {
      for name in FileSystem.names(in: folder.path).valid.sorted()
      where name.hasSuffix(".xcodeproj") {
        let file = folder.appendingPathComponent(name + "/project.pbxproj").path
        if FileManager.default.fileExists(atPath: file) { files.append(file) }
      }
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else { break }
      folder = parent
    }
    return files
  }
}
