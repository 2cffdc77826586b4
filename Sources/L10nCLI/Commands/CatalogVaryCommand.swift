import ArgumentParser
import L10nGrammar
import L10nModel

/// `l10nedit catalog vary KEY --language L… (--plural | --device D | --plural --device D)
/// [PATH]`: a String Catalog translation varied by plural or by device, as Xcode varies it.
struct CatalogVaryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "vary",
    abstract: "Vary a String Catalog translation by plural or by device, per language.",
    discussion: """
      --plural turns the language's text into plural variations with the categories of the \
      language (CLDR's for whole numbers: one and other in German, one, few, many and other in \
      Russian), the text in each: the other form keeps its state, the copies are needs_review \
      (in the source language they keep its state). --device D adds a form for the device \
      (iphone, ipad, mac, applewatch, appletv, applevision), a copy of the other device's (the \
      first device makes the text, or plural variations, the "other" device's form, which \
      every device not named uses). --plural --device D varies the form of a device the text \
      varies on already by plural, nested in it as Xcode nests them \
      (variations.device.D.variations.plural). Each --language is one change; keys and other \
      languages are left alone, and the bytes not changed stay as they were. catalog unvary \
      takes it back; in the editor, the palette's vary commands do the same.
      """)

  @Argument(help: "The key.")
  var key: String

  @OptionGroup var project: ProjectOptions

  @Option(help: "A language whose translation varies (repeatable).")
  var language: [String]

  @Flag(help: "Vary by plural.")
  var plural = false

  @Option(
    help: ArgumentHelp("Vary by this device (with --plural: vary its form).", valueName: "device"))
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
    let edits = languages.map { language in
      CellEdit.vary(CellID(table: table, key: key, language: language), variation(for: language))
    }
    try CatalogEditing.finish(
      edits, project: loaded, stamps: stamps, settings: settings, options: options,
      change: "\"\(key)\" in \(languages.map(\.code).joined(separator: ", ")): "
        + "\(variation(for: languages[0]))")
  }

  /// The change for `language`: by plural with its categories, or a device added.
  private func variation(for language: LanguageID) -> CellVariation {
    guard plural else { return .addDevice(device ?? "") }
    let categories = PluralRules.integerCategories(of: language).map(\.rawValue)
    return .plural(categories: categories, device: device)
  }
}
