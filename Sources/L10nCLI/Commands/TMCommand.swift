import ArgumentParser

/// `l10nedit tm`: translation memories in and out as TMX.
struct TMCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tm",
    abstract: "Export the project's translation memory as TMX, or import a TMX file.",
    subcommands: [TMExportCommand.self, TMImportCommand.self])
}
