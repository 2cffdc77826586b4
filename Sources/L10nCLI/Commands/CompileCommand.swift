import ArgumentParser

/// `l10nedit compile`: String Catalogs compiled into the `.strings` and `.stringsdict` files an
/// app ships, as Xcode's build does.
struct CompileCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compile",
    abstract: "Compile String Catalogs into the .lproj files an app ships, as Xcode's build does.",
    discussion: """
      Each CATALOG (<Table>.xcstrings) becomes, per language, <lang>.lproj/<Table>.strings for \
      its plain texts and <lang>.lproj/<Table>.stringsdict for its plural and device variations \
      (NSStringPluralRuleType, NSStringDeviceSpecificRuleType) and substitutions (one format-key \
      variable each, %arg written as the substitution's argument). Compiled are every \
      source-language value (the key itself for a key the source language does not localize) \
      and the other languages' values in state translated or needs_review; a key a language has \
      not translated gets the source language's value, so the app shows the development text \
      rather than the key. String sets are not compiled (a warning names each). Keys are sorted, \
      so the same catalogs give the same bytes. The folder --out is built beside itself and \
      swapped in whole: readers see the old files or the new ones, and a killed run leaves the \
      old ones. --out is replaced only when it is empty or holds nothing but the files an \
      earlier run wrote (listed in its .l10nedit-output): a folder of hand-written files is \
      refused, naming them. Any error (reported as \
      file:line:column) writes nothing. Exit status: 0 written, 2 usage, parse or I/O error.
      """)

  @Argument(
    help: ArgumentHelp("The String Catalogs (.xcstrings) to compile.", valueName: "catalog"))
  var catalogs: [String]

  @Option(
    name: .out, help: ArgumentHelp("The folder to write (replaced whole).", valueName: "path"))
  var out: String

  @OptionGroup var limits: ReadLimitOptions

  func validate() throws {
    for path in catalogs where !CatalogBuild.isCatalog(path) {
      throw ValidationError("\(path) is not a String Catalog (.xcstrings)")
    }
  }

  func run() throws {
    try CatalogBuild.run(catalogs: catalogs, out: out)
  }
}
