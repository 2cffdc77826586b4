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

  @OptionGroup var variation: VariationOptions

  @OptionGroup var project: ProjectOptions

  @OptionGroup var options: CatalogEditOptions

  func run() throws {
    try variation.run(project, options: options) { _ in
      if let argument = variation.argument { return .unsubstitution(argument: argument) }
      return variation.plural
        ? .unplural(device: variation.device) : .removeDevice(variation.device ?? "")
    }
  }
}
