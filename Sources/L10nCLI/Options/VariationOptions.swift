import ArgumentParser
import L10nModel

/// What `catalog vary` and `catalog unvary` share: the key, its languages, plural, a device or
/// an argument.
struct VariationOptions: ParsableArguments {
  @Argument(help: "The key.")
  var key: String

  @Option(help: "A language of the translation to change (repeatable).")
  var language: [String]

  @Flag(help: "By plural (with --device: in that device's form).")
  var plural = false

  @Option(help: ArgumentHelp("By this device.", valueName: "device"))
  var device: String?

  @Option(
    help: ArgumentHelp(
      "Only this argument of a text with several, by plural (a substitution, argN).",
      valueName: "n"))
  var argument: Int?

  func validate() throws {
    if let argument {
      guard argument >= 1 else { throw ValidationError("--argument counts from 1") }
      guard device == nil else {
        throw ValidationError("--argument varies a text's argument, not a device's form")
      }
    } else {
      guard plural || device != nil else {
        throw ValidationError("give --plural, --device D, both, or --argument N")
      }
    }
    guard !language.isEmpty else { throw ValidationError("give at least one --language") }
  }

  /// Loads the project and applies `variation`'s change for each language as one change set,
  /// shown or written as `options` say.
  func run(
    _ project: ProjectOptions, options: CatalogEditOptions,
    variation: (LanguageID) -> CellVariation
  ) throws {
    let (loaded, settings, stamps) = try project.load()
    let languages = language.map(LanguageID.init)
    try LanguageCheck.require(languages, named: "--language", in: loaded)
    let key = LocalizationKey(key)
    let table = try CatalogEditing.table(of: key, given: options.table, in: loaded)
    let edits = languages.map { language in
      CellEdit.vary(CellID(table: table, key: key, language: language), variation(language))
    }
    let codes = languages.map(\.code).joined(separator: ", ")
    try CatalogEditing.finish(
      edits, project: loaded, stamps: stamps, settings: settings, options: options,
      change: "\"\(key)\" in \(codes): \(variation(languages[0]))")
  }
}
