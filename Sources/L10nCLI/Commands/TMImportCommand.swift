import ArgumentParser
import Foundation
import L10nFormats
import L10nMemory
import L10nModel
import L10nUserMemory

/// `l10nedit tm import`.
struct TMImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Add a TMX file's units, or another project's, to the user memory.",
    discussion: """
      The user memory is an SQLite file (--memory, default \
      $XDG_DATA_HOME/l10nedit/memory.sqlite) that suggest and the editor consult beside the \
      project's own memory; editors and commands may use it at once (WAL). A TMX file is read \
      as TMX 1.4b (and 1.1) as translate-toolkit, OmegaT, Poedit and l10nedit write it, \
      inline codes kept as text; one that is not well-formed XML, declares entities or is no \
      TMX is refused with its line and column, and nothing is imported. A folder (or \
      .xcstrings or remote strings .json file) is read as a project: every translated cell. \
      Each unit is kept once (the same source, language, translation and place).
      """)

  @Argument(
    help: ArgumentHelp(
      "A TMX file, or a project to take the translations of.", valueName: "file.tmx|path"))
  var input: String

  @Option(help: ArgumentHelp("The user memory to add to.", valueName: "file"))
  var memory: String?

  func run() throws {
    var isFolder: ObjCBool = false
    let isProject =
      !input.hasSuffix(".tmx")
      && FileManager.default.fileExists(atPath: input, isDirectory: &isFolder)
      && (isFolder.boolValue || input.hasSuffix(".xcstrings") || input.hasSuffix(".json"))
    // Read before the memory is opened: a file that cannot be read imports nothing.
    let bytes = isProject ? nil : try Self.read(input)
    let projectOptions = isProject ? try ProjectOptions.parse([input]) : nil
    let projectMemory = try projectOptions.map { options in
      let (loaded, settings, _) = try options.load()
      return ProjectMemory(project: loaded, keepsSourceText: settings.keepsSourceText)
    }
    let target = memory ?? UserMemory.defaultPath()
    let isNew = !FileManager.default.fileExists(atPath: target)
    do {
      let store = try UserMemory(path: target)
      var count = 0
      // Units whose translation is the source text: copies, which the memory does not take.
      var copies = 0
      let added: Int
      if let bytes {
        // Unit by unit as the parser reads them, in one transaction: a million units are
        // never all held, and a file refused halfway imports nothing.
        let name = (input as NSString).lastPathComponent
        added = try store.add(origin: input) { add in
          _ = try TMXReader.read(bytes, path: input) { sourceLanguage, unit in
            for unit in MemoryTMX.units(of: unit, sourceLanguage: sourceLanguage, name: name) {
              count += 1
              if unit.translation == unit.source { copies += 1 }
              try add(unit)
            }
          }
        }
      } else if let projectMemory {
        // The project's copies were left out of its memory: counted as read and skipped.
        copies = projectMemory.sourceCopies.values.reduce(0) { $0 + $1.count }
        count = projectMemory.count + copies
        // Under the origin the project's editor saves with: its own cells are told apart.
        let origin = projectOptions.map { UserMemory.origin(ofProject: $0.root) } ?? input
        added = try store.add(
          (0..<projectMemory.count).lazy.map(projectMemory.unit), origin: origin)
      } else {
        added = 0
      }
      Output.line(
        "imported \(added) units from \(input) into \(target) "
          + "(\(count - added - copies) already there; \(try store.count()) in all)"
          + (copies > 0
            ? "; \(copies) identical to the source text skipped: a copy is not a translation"
            : ""))
    } catch let error as ParseError {
      // Nothing was added; a memory made for this import is not left behind.
      if isNew { Self.remove(target) }
      Output.standardError("error: \(error); nothing imported")
      throw ExitStatus.failure
    } catch {
      Output.standardError("error: \(target): \(error)")
      throw ExitStatus.failure
    }
  }

  /// The bytes of the TMX file at `path`, or exit status 2 with the reason.
  private static func read(_ path: String) throws -> [UInt8] {
    do {
      return try FileSystem.read(path)
    } catch {
      Output.standardError("error: \(error); nothing imported")
      throw ExitStatus.failure
    }
  }

  /// Removes the memory at `path` with its WAL files.
  private static func remove(_ path: String) {
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
  }
}
