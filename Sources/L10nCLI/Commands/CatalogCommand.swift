import ArgumentParser

/// `l10nedit catalog`: String Catalog authoring beyond text, as Xcode's catalog editor does it.
struct CatalogCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "catalog",
    abstract: "Author String Catalog keys as Xcode's catalog editor does: variations, "
      + "Don't Translate, manual keys.",
    subcommands: [
      CatalogVaryCommand.self, CatalogUnvaryCommand.self, CatalogTranslateCommand.self,
      CatalogAddKeyCommand.self,
    ])
}
