import ArgumentParser
import Foundation
import L10nFormats
import L10nLanguageServer
import L10nModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `l10nedit lsp`: a Language Server Protocol server on standard input and output.
struct LSPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lsp",
    abstract:
      "Run a language server (LSP 3.17) for Swift, Objective-C and localization files on standard input and output.",
    discussion: """
      For any editor with a Language Server Protocol client (VS Code through a generic client, \
      neovim, helix, Zed, Sublime, Emacs): hover on a key shows its value in every language; \
      completion of keys and tables (triggered by " and .); diagnostics as lint --sources \
      finds them, updated as a buffer changes; go to definition (each language's entry) and \
      find references; rename of a key across the code and every language's file; inlay hints \
      with the source value ({"inlayHints": false} in initializationOptions turns them off); \
      code actions (extract a string, add a missing key). Positions in UTF-8, UTF-16 or \
      UTF-32, as the client prefers.

      The project is PATH when given, else the client's workspace folder. Files changed on \
      disk are read again (through the client's watcher, else every second). Nothing is \
      written to disk: renames and code actions are edits the editor applies. Standard output \
      carries only protocol messages; messages go to standard error (and --log FILE).

      Setup per editor: Documentation/Guides/LanguageServer.md.
      """)

  @Argument(help: "The project folder (default: the client's workspace folder).")
  var path: String?

  @OptionGroup var code: SourceOptions

  @Option(
    name: .customLong("rule"),
    help: ArgumentHelp(
      "Set a rule's level, e.g. --rule untranslated=off (repeatable).", valueName: "id=level"))
  var rules: [String] = []

  @Option(help: ArgumentHelp("Also write the server's messages to this file.", valueName: "file"))
  var log: String?

  @Option(
    help: ArgumentHelp(
      "How often to look at the files when the client does not watch them, in seconds.",
      visibility: .hidden))
  var pollInterval: Double = 1

  func run() throws {
    // Anything printed by mistake would break the protocol: standard output goes to standard
    // error from here on, and the protocol to a copy of the original.
    fflush(nil)
    let protocolOutput = dup(STDOUT_FILENO)
    guard protocolOutput >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
      Output.standardError("error: cannot take standard output for the protocol")
      throw ExitStatus.failure
    }
    let logFile = try log.map(Self.openLog)
    var configuration = LanguageServer.Configuration(
      setup: setup, explicitRoot: path,
      log: { message in
        Output.standardError(message)
        logFile?.write(Data((InertText.line(message) + "\n").utf8))
      })
    configuration.pollInterval = max(0.05, pollInterval)
    let server = LanguageServer(configuration, output: protocolOutput)
    let status = server.run(input: STDIN_FILENO)
    if status != 0 { throw ExitCode(status) }
  }

  /// How the server loads a workspace: as `lint` does with these options.
  private var setup: WorkspaceSetup {
    let code = code
    let rules = rules
    return WorkspaceSetup(
      configuration: { settings, root, project in
        try LintSettings.configuration(settings, options: rules, root: root, project: project)
      },
      sourcePaths: { root, settings in
        let paths = code.paths(root: root, settings: settings)
        // Without sources, the workspace's own code.
        return paths.isEmpty ? [root] : paths + SourceOptions.xcodeProjects(in: root)
      },
      scanner: { settings in code.scanner(settings: settings) })
  }

  private static func openLog(_ path: String) throws -> FileHandle {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    guard descriptor >= 0 else {
      Output.standardError("error: \(path): cannot be written")
      throw ExitStatus.failure
    }
    return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }
}
