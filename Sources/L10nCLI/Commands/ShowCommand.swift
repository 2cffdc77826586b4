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
      `key # comment` (`key # [generated] comment` for a comment Xcode generated from the \
      code), sorted by key; a .strings or .stringsdict file (one language, the one \
      its path names) has no [lang]. l10nedit git-setup makes \
      git diff and git log -p show catalogs and .strings files this way. A .strings file left \
      with conflict markers lists both versions, a line only one has marked "<<<<<<< ours" or \
      ">>>>>>> theirs". The review file (.l10nedit-review) is listed one state a line, \
      `table › key [lang] {form}: needs review (reason) — it was “old source”`. A file that \
      does not read otherwise is printed as it is, with the reason on standard error.
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
    if ReviewFiles.isReviewFile(name) { return show(review: bytes, name: name) }
    let format = MergeInput.format(path: name, bytes: bytes)
    // A `.strings` or `.stringsdict` file holds one language, its `.lproj` folder's, which the
    // diff's header names: git's temporary copies have no such folder, so no line names a
    // language, and both sides of a diff read alike (catalogs and JSON name theirs).
    let showsLanguage = !(format is StringsFormat || format is StringsdictFormat)
    do {
      let project = try MergeInput(bytes: bytes, path: name).project(
        format: format, logicalPath: name)
      print(CellListing.lines(of: project, showsLanguage: showsLanguage))
    } catch {
      // A file left with conflict markers: both versions, their differences marked.
      if ConflictMarkers.isMarker(error), let (ours, theirs) = ConflictMarkers.split(bytes),
        let ourProject = try? MergeInput(bytes: ours, path: name).project(
          format: format, logicalPath: name),
        let theirProject = try? MergeInput(bytes: theirs, path: name).project(
          format: format, logicalPath: name)
      {
        print(
          CellListing.lines(ours: ourProject, theirs: theirProject, showsLanguage: showsLanguage))
        return
      }
      // Shown as it is: a diff of the file is still a diff.
      Output.standardError("l10nedit show: \(error)")
      Output.print(bytes)
    }
  }

  /// Prints the project's review file one record a line (`ReviewFiles.listing`); a file that
  /// does not read (conflict markers left by a merge, an edit by hand) as it is, with the
  /// reason on standard error.
  private func show(review bytes: [UInt8], name: String) {
    do {
      print(try ReviewFiles.listing(bytes, path: name))
    } catch {
      Output.standardError("l10nedit show: \(error)")
      Output.print(bytes)
    }
  }

  /// Prints `lines`, each inert: line breaks and control characters shown as `\u{A}`,
  /// `\u{1B}`.
  private func print(_ lines: [String]) {
    Output.print(Array(lines.map { InertText.line($0) + "\n" }.joined().utf8))
  }
}
