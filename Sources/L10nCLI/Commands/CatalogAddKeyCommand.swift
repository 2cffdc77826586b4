import ArgumentParser
import L10nModel

/// `l10nedit catalog add-key KEY --value TEXT [--comment TEXT] [--table T] [PATH]`: a key added
/// by hand, as Xcode's catalog editor adds one.
struct CatalogAddKeyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add-key",
    abstract: "Add a key by hand, with its source text and a comment (a manual key).",
    discussion: """
      In a String Catalog the key gets "extractionState" : "manual" (extraction and \
      migration leave it alone), its comment, and its source-language text in state \
      translated, each where Xcode writes it; the other languages show a gap. In a .strings \
      table the entry is added to the source language's file. A key the table has is refused.
      """)

  @Argument(help: "The new key.")
  var key: String

  @OptionGroup var project: ProjectOptions

  @Option(help: ArgumentHelp("The source-language text.", valueName: "text"))
  var value: String

  @Option(help: ArgumentHelp("The comment for translators.", valueName: "text"))
  var comment: String?

  @OptionGroup var options: CatalogEditOptions

  func run() throws {
    let (loaded, settings, stamps) = try project.load()
    let key = LocalizationKey(key)
    let table: TableID
    if let given = options.table {
      table = try TableOption.resolve(given, in: loaded)
    } else if loaded.grids.count == 1, let only = loaded.grids.first {
      table = only.table
    } else {
      let tables = loaded.grids.map(\.table.path).joined(separator: ", ")
      Output.standardError("error: give the key's table with --table: \(tables)")
      throw ExitStatus.failure
    }
    try CatalogEditing.finish(
      [.addKey(table, key, sourceValue: value, comment: comment)], project: loaded,
      stamps: stamps, settings: settings, options: options, change: "\(table): \"\(key)\" added")
  }
}
