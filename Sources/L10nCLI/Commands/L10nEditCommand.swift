import ArgumentParser

/// The `l10nedit` command and its subcommands.
package struct L10nEditCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "l10nedit",
    abstract:
      "Edit, check and format Apple localization files (.strings, .stringsdict, .xcstrings and "
      + "remote strings .json) in the terminal.",
    version: L10nEditCommand.version,
    subcommands: [
      EditCommand.self, FormatCommand.self, ExportCommand.self, ImportCommand.self,
      StatsCommand.self, LintCommand.self, ExtractCommand.self, BundleCommand.self,
      CompileCommand.self, MigrateCommand.self,
      XLIFFCommand.self, CSVCommand.self, GenCommand.self, ResolveCommand.self,
      PseudoCommand.self, MergeCommand.self, GitSetupCommand.self, ShowCommand.self,
      SuggestCommand.self, TMCommand.self, FillCommand.self, ReplaceCommand.self,
      TranslateCommand.self, LSPCommand.self, CatalogCommand.self,
    ],
    defaultSubcommand: EditCommand.self
  )

  /// The version `--version` prints.
  package static let version = "0.3.0"

  /// Creates the command (ArgumentParser needs this).
  package init() {}

  /// Runs the command line and returns the exit status: 0 (ok), 1 (findings), 2 (usage or
  /// I/O error) or 130 (stopped by Ctrl-C after writing what was done).
  ///
  /// A first word that is no path but like a command (`lnit`) is an unknown command (exit 2),
  /// not the editor's folder.
  package static func run(_ arguments: [String]? = nil) -> Int32 {
    let given = arguments ?? Array(CommandLine.arguments.dropFirst())
    let commands = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    if let unknown = UnknownCommand.message(for: given, commands: commands) {
      Output.standardError(unknown)
      return ExitStatus.failure.rawValue
    }
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
      return 0
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if !message.isEmpty {
        if code == .success {
          print(message)
        } else {
          // ArgumentParser's messages have several lines; each is made inert on its own.
          for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
            Output.standardError(String(line))
          }
        }
      }
      if [.success, ExitStatus.findings, ExitStatus.failure, ExitStatus.interrupted].contains(code)
      {
        return code.rawValue
      }
      return ExitStatus.failure.rawValue
    }
  }
}
