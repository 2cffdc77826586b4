import ArgumentParser
import L10nModel

/// `l10nedit catalog translate KEY (--off | --on) [PATH]`: a String Catalog key's "Don't
/// Translate" (`shouldTranslate`), as Xcode's catalog editor sets it.
struct CatalogTranslateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "translate",
    abstract: "Mark a String Catalog key Don't Translate (--off), or to translate again (--on).",
    discussion: """
      --off writes "shouldTranslate" : false in the key's entry, where Xcode writes it; --on \
      removes it (absent means translate). A key not to translate leaves the gaps, the \
      untranslated findings, and the exports to translators (XLIFF with translate="no", CSV, \
      the memory), as in Xcode. Other formats have no such attribute and refuse it. In the \
      editor, the palette's toggle-translate command does the same.
      """)

  @Argument(help: "The key.")
  var key: String

  @OptionGroup var project: ProjectOptions

  @Flag(
    exclusivity: .exclusive,
    help: ArgumentHelp("Don't translate (--off), or translate (--on).", visibility: .default))
  var translate: Toggle

  @OptionGroup var options: CatalogEditOptions

  /// `--off` or `--on`.
  enum Toggle: String, EnumerableFlag {
    case off
    case on
  }

  func run() throws {
    let (loaded, settings, stamps) = try project.load()
    let key = LocalizationKey(key)
    let table = try CatalogEditing.table(of: key, given: options.table, in: loaded)
    let value = translate == .off ? "false" : nil
    try CatalogEditing.finish(
      [.setKeyAttribute(table, key, name: "shouldTranslate", value: value)], project: loaded,
      stamps: stamps, settings: settings, options: options,
      change: "\"\(key)\": " + (translate == .off ? "Don't Translate" : "to translate"))
  }
}
