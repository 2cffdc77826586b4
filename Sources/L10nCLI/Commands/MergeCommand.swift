import ArgumentParser
import L10nFormats
import L10nModel

/// `l10nedit merge BASE OURS THEIRS [--path PATH]`: git's merge driver for localization files.
struct MergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Merge two versions of a localization file key by key (git's merge driver).",
    discussion: """
      Git's convention: [merge "l10nedit"] driver = l10nedit merge %O %A %B --path %P \
      (l10nedit git-setup writes it). The result is written into OURS. Exit 0: merged \
      cleanly; 1: conflicts (a .strings entry surrounded by conflict markers; for other \
      formats OURS's value is kept and PATH.l10nedit-conflicts.json lists them); 2: a version \
      does not read, or THEIRS's changes cannot be made (OURS then holds the three versions \
      between git's conflict markers, ours, base and theirs, to merge by hand).
      """)

  @Argument(help: "The common ancestor (git's %O); empty when both sides added the file.")
  var base: String

  @Argument(help: "Our version (git's %A): the merge is written here.")
  var ours: String

  @Argument(help: "Their version (git's %B).")
  var theirs: String

  @Option(help: "The file's path in the working tree (git's %P): its format and language.")
  var path: String?

  @OptionGroup var limits: ReadLimitOptions

  func validate() throws {
    // The conflicts file goes beside PATH: it must name a file inside the working tree.
    if let path {
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      if path.hasPrefix("/") || parts.contains("..") || parts.contains("") {
        throw ValidationError("--path must be relative, inside the working tree: \(path)")
      }
    }
  }

  func run() throws {
    let name = InertText.line(path ?? ours)
    var inputs: [MergeInput] = []
    var unread: [String] = []
    for (file, side) in [(base, "base"), (ours, "ours"), (theirs, "theirs")] {
      do {
        inputs.append(MergeInput(bytes: try FileSystem.read(file), path: "\(name) (\(side))"))
      } catch {
        Output.standardError("error: \(error)")
        // OURS unread stays as it is; another version is named in its place.
        guard side != "ours" else { throw ExitStatus.failure }
        unread.append(side)
        let note = "(\(side) not read: \(error.reason))\n"
        inputs.append(MergeInput(bytes: Array(note.utf8), path: "\(name) (\(side))"))
      }
    }
    var merged: FileMerge?
    var failure = unread.isEmpty ? nil : unread.joined(separator: " and ") + " not read"
    if failure == nil {
      do {
        merged = try FileMerge.merge(
          base: inputs[0], ours: inputs[1], theirs: inputs[2], path: path)
      } catch {
        failure = "\(error)"
      }
    }
    guard let merged else {
      // Git takes OURS as the result of a failed merge: it holds the three versions, marked.
      let marked = ConflictMarkers.wholeFile(
        ours: inputs[1].bytes, base: inputs[0].bytes, theirs: inputs[2].bytes)
      do {
        try FileSystem.writeSafely(marked, to: ours)
      } catch {
        Output.standardError("error: \(error)")
      }
      Output.standardError(
        InertText.line(
          "error: \(failure ?? "no merge"); \(name) holds the three versions between conflict "
            + "markers: merge them by hand"))
      throw ExitStatus.failure
    }
    let unmarked = merged.conflicts.filter { !merged.marked.contains($0.aspect) }
    do {
      try FileSystem.writeSafely(merged.bytes, to: ours)
      if let path, !unmarked.isEmpty {
        try writeSidecar(unmarked, of: merged, path: path)
      }
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    for conflict in merged.conflicts {
      let (ours, theirs) =
        switch merged.deletedBy[conflict.aspect] {
        case .ours?: ("deleted the key", "“\(conflict.mine.summary)”")
        case .theirs?: ("“\(conflict.disk.summary)”", "deleted the key")
        case nil: ("“\(conflict.disk.summary)”", "“\(conflict.mine.summary)”")
        }
      Output.standardError(
        InertText.line(
          "conflict: \(name): \(conflict.aspect): ours \(ours), theirs \(theirs) (was "
            + "“\(conflict.base.summary)”)"))
    }
    if !merged.conflicts.isEmpty { throw ExitStatus.findings }
  }

  /// Writes the conflicts no marker shows beside the file, inside the current folder (git
  /// runs the driver at the top of the working tree).
  private func writeSidecar(
    _ conflicts: [CellConflict], of merge: FileMerge, path: String
  ) throws(FileSystem.Failure) {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !path.hasPrefix("/"), !parts.contains(".."), !parts.contains("") else {
      throw FileSystem.Failure(
        path: path, reason: "not a path inside the working tree: no conflicts file written")
    }
    try FileSystem.writeSafely(
      ConflictSidecar.render(conflicts, of: merge, file: path), to: ConflictSidecar.path(for: path),
      inside: ".")
  }
}
