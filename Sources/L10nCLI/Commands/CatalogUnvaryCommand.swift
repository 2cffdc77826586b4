import ArgumentParser
import L10nModel

/// `l10nedit catalog unvary KEY --language L… (--plural | --device D | --plural --device D)
/// [PATH]`: what `catalog vary` did, taken back.
struct CatalogUnvaryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unvary",
    abstract: "Stop varying a String Catalog translation by plural or by a device, per language.",
    discussion: """
      --plural makes the other form's text (and state) the language's text again, the other \
      plural forms gone; with --device D, in that device's form. --device D removes the \
      device's form; when only the "other" device is left, its text (or plural variations) \
      becomes the translation's again. Each --language is one change.
      """)

  @Argument(help: "The key.")
  var key: String

  @OptionGroup var project: ProjectOptions

  @Option(help: "A language whose translation stops varying (repeatable).")
  var language: [String]

  @Flag(help: "Stop varying by plural.")
  var plural = false

  @Option(
    help: ArgumentHelp(
      "Remove this device's form (with --plural: in its form).", valueName: "device"))
  var device: String?

  @OptionGroup var options: CatalogEditOptions

  func validate() throws {
    guard plural || device != nil else {
      throw ValidationError("give --plural, --device D, or both")
    }
    guard !language.isEmpty else { throw ValidationError("give at least one --language") }
  }

  func run() throws {
    let (loaded, settings, stamps) = try project.load()
    let languages = language.map(LanguageID.init)
    try LanguageCheck.require(languages, named: "--language", in: loaded)
    let key = LocalizationKey(key)
    let table = try CatalogEditing.table(of: key, given: options.table, in: loaded)
    let variation: CellVariation =
      plural ? .unplural(device: device) : .removeDevice(device ?? "")
    let edits = languages.map { language in
      CellEdit.vary(CellID(table: table, key: key, language: language), variation)
    }
    try CatalogEditing.finish(
      edits, project: loaded, stamps: stamps, settings: settings, options: options,
      change: "\"\(key)\" in \(languages.map(\.code).joined(separator: ", ")): \(variation)")
  }
}
