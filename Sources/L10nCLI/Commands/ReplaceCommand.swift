import ArgumentParser
import L10nBulk
import L10nModel

/// `l10nedit replace PATH --language L --find REGEX --with TEXT [--placeholders] [--dry-run]`:
/// find and replace in one language's values, as one change set.
struct ReplaceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replace",
    abstract: "Find and replace with a regular expression in one language's values.",
    discussion: """
      The expression is ICU's ((?i) for no case; $1 in the replacement for a group). Format \
      specifiers (%@, %1$d, %#@files@) and markup tags (<b>, </a>) are kept: they are taken \
      out of each value before the expression sees it, and a value whose replacement would \
      remove, copy, move or add one (--with '%@ %@') is left alone and named (--placeholders \
      treats them as text). Plural forms (.stringsdict, catalog plural variations) are \
      replaced too, form by form, as one change per key; a key one of whose forms would \
      change a specifier or tag is left alone whole. String Catalog translations keep their \
      review state. The expression runs under a time bound of 1 s per value: one that \
      backtracks without end ((a+)+$) is stopped, naming the value, and nothing is written \
      (exit 2). With --dry-run the change is printed as a diff, paths and lines made inert \
      (--verbose: each value before and after) and nothing is written; in the editor the \
      same command is find-replace.
      """)

  @OptionGroup var project: ProjectOptions

  @Option(help: "The language whose values change.")
  var language: String

  @Option(help: ArgumentHelp("The regular expression to find.", valueName: "regex"))
  var find: String

  @Option(help: ArgumentHelp("What replaces each match ($1 for a group).", valueName: "text"))
  var with: String

  @Flag(help: "Let the replacement change format specifiers and markup tags too.")
  var placeholders = false

  @OptionGroup var bulk: BulkOptions

  func run() throws {
    try BulkWriting.run(project, language: language, options: bulk, done: "replaced") {
      (loaded, _, language) throws(BulkError) in
      try FindReplace.changes(
        loaded, language: language, pattern: find, replacement: with,
        placeholders: placeholders)
    }
  }
}
