import ArgumentParser
import Foundation
import L10nFormats
import L10nMemory
import L10nModel

/// `l10nedit tm import`.
struct TMImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Add a TMX file's units to the user memory.",
    discussion: """
      Reads TMX 1.4b (and 1.1) as translate-toolkit, OmegaT, Poedit and l10nedit write it; \
      inline codes are kept as text. A file that is not well-formed XML, declares a DOCTYPE \
      or entities, or is no TMX is refused with its line and column, and nothing is imported. \
      The user memory (--memory, default $XDG_DATA_HOME/l10nedit/memory.tmx) keeps every \
      unit once: a unit already there (the same source, language and translation in the \
      same unit id) is not added again. No project is read or changed.
      """)

  @Argument(help: ArgumentHelp("The TMX file to read.", valueName: "file.tmx"))
  var file: String

  @Option(help: ArgumentHelp("The user memory to add to.", valueName: "file"))
  var memory: String?

  func run() throws {
    let incoming = try Self.read(file)
    let target = memory ?? Self.defaultMemoryPath()
    var known =
      FileManager.default.fileExists(atPath: target)
      ? try Self.read(target) : TMXDocument(sourceLanguage: incoming.sourceLanguage, units: [])
    let name = (file as NSString).lastPathComponent
    var seen = Set(MemoryTMX.units(of: known, name: "memory").map(Self.identity))
    var added = 0
    for unit in incoming.units {
      let units = MemoryTMX.units(
        of: TMXDocument(sourceLanguage: incoming.sourceLanguage, units: [unit]), name: name)
      let new = units.filter { seen.insert(Self.identity($0)).inserted }
      guard !new.isEmpty, let first = new.first else { continue }
      added += new.count
      known.units.append(
        TMXUnit(
          id: first.context.key.text, notes: first.context.comment.map { [$0] } ?? [],
          variants: [TMXVariant(language: known.sourceLanguage, text: first.source)]
            + new.map { TMXVariant(language: $0.language.code, text: $0.translation) }))
    }
    do {
      try FileManager.default.createDirectory(
        atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      _ = try FileSystem.writeSafely(
        TMXWriter.render(known, toolVersion: L10nEditCommand.version), to: target)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    Output.line("imported \(added) units from \(file) into \(target)")
  }

  /// A unit's identity in the user memory.
  private static func identity(_ unit: MemoryUnit) -> [String] {
    [unit.context.key.text, unit.source, unit.language.code, unit.translation]
  }

  /// The TMX file at `path`, or exit status 2 with the located error.
  private static func read(_ path: String) throws -> TMXDocument {
    do {
      return try TMXReader.read(try FileSystem.read(path), path: path)
    } catch {
      Output.standardError("error: \(error); nothing imported")
      throw ExitStatus.failure
    }
  }

  /// `$XDG_DATA_HOME/l10nedit/memory.tmx`, else `~/.local/share/l10nedit/memory.tmx`.
  static func defaultMemoryPath() -> String {
    let environment = ProcessInfo.processInfo.environment
    let base =
      environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? NSHomeDirectory() + "/.local/share"
    return base + "/l10nedit/memory.tmx"
  }
}
