import ArgumentParser

/// `l10nedit gen`: code generated from the project's strings.
struct GenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gen",
    abstract: "Generate code from the project's localized strings.",
    subcommands: [GenSwiftCommand.self])
}
