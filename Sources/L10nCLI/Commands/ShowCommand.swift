import ArgumentParser
import L10nFormats
import L10nModel

/// `l10nedit show FILE`: a localization file as sorted, one-line-per-cell text (git's
/// `textconv`).
struct ShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Print a localization file as sorted text, one line per cell (git's textconv).",
    discussion: """
      Lines are `key [lang] = value`, `key [lang] {one} = …` for plural forms and \
      `key # comment`, sorted by key. l10nedit git-setup makes git diff and git log -p show \
      catalogs and .strings files this way. A file that does not read (conflict markers, a \
      typo) is printed as it is, with the reason on standard error.
      """)

  @Argument(help: "The file (.strings, .stringsdict, .xcstrings or remote strings JSON).")
  var file: String

  @Option(help: "The path that names the file's format and language (default: FILE).")
  var path: String?

  func run() throws {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(file)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    let name = path ?? file
    let input = MergeInput(bytes: bytes, path: name)
    do {
      let project = try input.project(
        format: MergeInput.format(path: name, bytes: bytes), logicalPath: name)
      // One line each: line breaks and control characters shown as `\u{A}`, `\u{1B}`.
      let lines = CellListing.lines(of: project).map { InertText.line($0) + "\n" }
      Output.print(Array(lines.joined().utf8))
    } catch {
      // Shown as it is: a diff of the file is still a diff.
      Output.standardError("l10nedit show: \(error)")
      Output.print(bytes)
    }
  }
}
