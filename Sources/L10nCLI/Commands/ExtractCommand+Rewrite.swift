import Foundation
import L10nCheck
import L10nFormats
import L10nGen
import L10nModel
import L10nRewrite

/// `extract --rewrite`: each text `hardcoded-string` reports rewritten into the project's
/// localizing form (`RewritePlanner`) and its key added, every file (sources and tables)
/// checked before the first is written; `--dry-run` prints the unified diffs.
extension ExtractCommand {
  /// Rewrites the reported texts of `usage` and adds their keys to `project`.
  func rewrite(
    _ usage: CodeUsage, in project: Project, settings: ProjectSettings,
    stamps: [String: FileStamp]
  ) throws {
    let rule = HardcodedStringRule(configuration: try LintSettings.configuration(settings))
    let reported = rule.reported(usage.hardcodedTexts)
    let tableName = Self.rewriteTable(given: tableDefault, usage: usage, project: project)
    let grids = project.grids.filter { $0.table.name == tableName }
    guard grids.count <= 1 else {
      Output.standardError(
        "error: several tables are named \(tableName): \(grids.map(\.table.path).joined(separator: ", ")); give --into the folder of one"
      )
      throw ExitStatus.failure
    }
    var edited = project
    var planner = RewritePlanner(
      project: project, usage: usage, table: tableName,
      form: settings.localizingForm.flatMap(LocalizingForm.init(rawValue:)),
      keyStyle: settings.keyStyle.flatMap(KeyStyle.init(rawValue:)))
    // The generated accessors are named as `gen swift` will name them once the keys are in.
    var regeneration: (enumName: String, command: String)?
    if planner.form == .generated {
      let accessors = GeneratedAccessors.found(in: usage, project: project)
      planner.accessors = accessors.naming
      regeneration = (
        accessors.naming.enumName, accessors.regeneration(projectPath: paths.project)
      )
    }
    var files: [SourceFileRewrite] = []
    var rewrites: [Rewrite] = []
    var refused = 0
    for (path, texts) in Dictionary(grouping: reported, by: \.path).sorted(by: { $0.key < $1.key })
    {
      let stamp = FileStamp.of(path)
      let bytes: [UInt8]
      do {
        bytes = try FileSystem.read(path)
      } catch {
        Output.standardError("error: \(error)")
        throw ExitStatus.failure
      }
      var planned: [Rewrite] = []
      // The scanners read a file that is not UTF-8 with replacement characters: their
      // offsets are not its bytes'.
      let isUTF8 = String(validating: bytes, as: UTF8.self) != nil
      for text in texts.sorted(by: { $0.utf8Range.lowerBound < $1.utf8Range.lowerBound }) {
        do throws(RewriteRefusal) {
          guard isUTF8 else {
            throw RewriteRefusal(
              path: text.path, location: text.location,
              reason: "the file is not UTF-8: nothing in it is rewritten")
          }
          let rewrite = try planner.plan(text, in: bytes)
          guard planned.last.map({ $0.range.upperBound <= rewrite.range.lowerBound }) ?? true
          else {
            throw RewriteRefusal(
              path: text.path, location: text.location,
              reason: "overlaps the text rewritten before it")
          }
          planned.append(rewrite)
        } catch {
          Output.standardError("refused: \(error.description)")
          refused += 1
        }
      }
      guard !planned.isEmpty else { continue }
      rewrites += planned
      files.append(
        SourceFileRewrite(
          path: path, folder: scannedFolder(of: path), before: bytes, stamp: stamp,
          after: bytes.applying(planned)))
    }
    let report = rewrites.map { rewrite in
      let guessed =
        rewrite.guessesTypes ? " — an interpolation of unknown type is written %@" : ""
      return
        "\(rewrite.path):\(rewrite.location): \(rewrite.addsEntry ? "add" : "reuse") \(rewrite.table): \(rewrite.key.text.debugDescription) = \(rewrite.value.debugDescription)\(guessed)"
    }
    // Only when an accessor was written (Objective-C and formats take NSLocalizedString).
    let regenerate = regeneration.flatMap { regeneration in
      rewrites.contains { $0.replacement.hasPrefix(regeneration.enumName + ".") }
        ? "then regenerate the accessors, the rewritten code uses them: \(regeneration.command)"
        : nil
    }
    let changes: ChangeSet
    do {
      if grids.isEmpty, rewrites.contains(where: \.addsEntry) {
        _ = try edited.addTable(named: tableName)
      }
      let table =
        edited.grids.first { $0.table.name == tableName }?.table ?? TableID(tableName)
      changes = try edited.apply(rewrites.compactMap { $0.cellEdit(in: table) })
    } catch {
      Output.standardError("error: \(error.description) (nothing written)")
      throw ExitStatus.failure
    }
    let added = rewrites.count(where: \.addsEntry)
    let summary =
      "\(rewrites.count) text\(rewrites.count == 1 ? "" : "s") to rewrite in \(files.count) file\(files.count == 1 ? "" : "s"), \(added) key\(added == 1 ? "" : "s") to add"
      + (refused == 0 ? "" : ", \(refused) refused")
    let tables = changes.files.sorted()
    let order = writeOrder.order(settings, byDefault: false)
    guard !dryRun, !check else {
      for line in report { Output.line(line) }
      if let regenerate { Output.line(regenerate) }
      for file in files { SaveDiff.show(path: file.path, onDisk: file.before, written: file.after) }
      for index in tables { SaveDiff.show(edited, file: index, order: order) }
      Output.standardError(summary + " (dry run: nothing written)")
      if check, !rewrites.isEmpty { throw ExitStatus.findings }
      return
    }
    guard !rewrites.isEmpty else {
      Output.standardError(summary)
      return
    }
    // All or nothing: every file is checked before the first is written.
    var failures = ProjectWriter.check(edited, files: tables).map(\.failure.description)
    for file in files {
      do throws(FileSystem.Failure) { try file.check() } catch {
        failures.append(error.description)
      }
    }
    guard failures.isEmpty else {
      for failure in failures { Output.standardError("error: \(failure)") }
      Output.standardError("error: nothing written")
      throw ExitStatus.failure
    }
    // The keys first: code looking up a key not yet added would be worse than a key not yet
    // used.
    let written = ProjectWriter.write(edited, files: tables, order: order, unchangedSince: stamps)
    for index in written.written { Output.line("wrote \(edited.files[index].path)") }
    guard written.succeeded else {
      for failure in written.failures {
        Output.standardError("error: \(failure.failure.description)")
      }
      throw ExitStatus.failure
    }
    for file in files {
      do throws(FileSystem.Failure) {
        if try file.write() { Output.line("wrote \(file.path)") }
      } catch {
        Output.standardError("error: \(error.description)")
        throw ExitStatus.failure
      }
    }
    for line in report { Output.line(line) }
    if let regenerate { Output.line(regenerate) }
    Output.standardError(
      summary.replacingOccurrences(of: "to rewrite", with: "rewritten").replacingOccurrences(
        of: "to add", with: "added"))
  }

  /// The scanned folder holding `path` (the file's own folder when a file was scanned): the
  /// rewrite stays inside it.
  private func scannedFolder(of path: String) -> String {
    let folders = paths.scanned.filter {
      path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/")
    }
    if let folder = folders.max(by: { $0.count < $1.count }), folder != path { return folder }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    return parts.count > 1 ? parts.dropLast().joined(separator: "/") : "."
  }

  /// The table the rewrite adds keys to: `--table-default` when given another than
  /// `Localizable`; else `Localizable` when the project has it; else the table the code's
  /// lookups name most (Rectangle's `Main`), so that new keys go where the others are (the
  /// calls written then name it); `Localizable` (made) when the code names none the project has.
  static func rewriteTable(given: String, usage: CodeUsage, project: Project) -> String {
    guard given == "Localizable", !project.grids.contains(where: { $0.table.name == given })
    else { return given }
    let names = Set(project.grids.map { String($0.table.name) })
    var counts: [String: Int] = [:]
    for reference in usage.references {
      guard let table = reference.table, names.contains(table), table != "InfoPlist" else {
        continue
      }
      counts[table, default: 0] += 1
    }
    return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? given
  }

}
