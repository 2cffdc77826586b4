import ArgumentParser
import L10nFormats
import L10nModel

/// The options every subcommand that opens a project shares.
struct ProjectOptions: ParsableArguments {
  @Argument(help: "The folder to search for .lproj folders.")
  var path: String

  @Option(help: "The language translations are compared against (default: en, else Base).")
  var sourceLanguage: String?

  /// Loads the project, or fails with exit status 2 and a clear message.
  func load() throws -> Project {
    do {
      return try ProjectLoader.load(root, sourceLanguage: sourceLanguage.map(LanguageID.init))
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
  }

  /// The path without trailing slashes, so reported paths read `root/de.lproj/…`.
  private var root: String {
    var root = path
    while root.count > 1, root.hasSuffix("/") { root.removeLast() }
    return root
  }
}
