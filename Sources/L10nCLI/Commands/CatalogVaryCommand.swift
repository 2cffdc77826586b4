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
      (variations.device.D.variations.plural). --argument N varies only the Nth argument of a \
      text with several, as Xcode's "Vary by Plural" menu does for one of them: its specifier \
      (an integer's) becomes %#@argN@ and a substitution argN (argNum, formatSpecifier) gets \
      plural forms of the language's categories, each %arg to be written (in a translation \
      needs_review); catalog unvary --argument N gives the specifier back. Each --language is \
      one change; keys and other \
      languages are left alone, and the bytes not changed stay as they were. catalog unvary \
      takes it back; in the editor, the palette's vary commands do the same.
      """)

  @OptionGroup var variation: VariationOptions

  @OptionGroup var project: ProjectOptions

  @OptionGroup var options: CatalogEditOptions

  func run() throws {
    try variation.run(project, options: options) { language in
      let categories = PluralRules.integerCategories(of: language).map(\.rawValue)
      if let argument = variation.argument {
        return .substitution(argument: argument, categories: categories)
      }
      guard variation.plural else { return .addDevice(variation.device ?? "") }
      return .plural(categories: categories, device: variation.device)
    }
  }
}
