import ArgumentParser
import L10nBulk
import L10nMemory
import L10nModel

/// `l10nedit fill PATH --language L --from memory|parent [--dry-run]`: a language's gaps
/// filled in bulk, as one change set.
struct FillCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fill",
    abstract: "Fill a language's gaps from the translation memory or from its parent language.",
    discussion: """
      --from memory fills every gap (missing, empty, or a String Catalog translation in state \
      new) whose source text is translated elsewhere in the project into that language (an \
      exact match; the first as the editor ranks them, one whose format specifiers fit); in \
      String Catalogs the filled translations are needs_review. --from parent fills the gaps \
      of a regional language (es-MX, pt-PT, zh-HK) with its parent's text (es-419 or es, pt, \
      zh-Hant) where the parent has one; a value identical to its source text is never \
      copied as a translation, from either (the gaps it would fill are counted and left), \
      unless the settings file's ignoreRules silence untranslated for the key (the key is the \
      same in every language); a parent that is the project's source language \
      (en-GB ← en) is refused, as it would copy source texts, unless --copy-source asks for \
      exactly that. With \
      --dry-run the change is printed as a diff and nothing is written; in the editor the \
      same commands are fill-from-memory and fill-from-parent.
      """)

  /// Where the texts come from.
  enum Origin: String, ExpressibleByArgument, CaseIterable {
    case memory, parent
  }

  @OptionGroup var project: ProjectOptions

  @Option(help: "The language whose gaps are filled.")
  var language: String

  @Option(help: "Where the texts come from: memory (exact matches) or parent (es for es-MX).")
  var from: Origin

  @Flag(
    help: ArgumentHelp(
      "With --from parent: fill even when the parent is the source language (en-GB ← en), "
        + "copying source texts to adapt."))
  var copySource = false

  @OptionGroup var bulk: BulkOptions

  func validate() throws {
    if copySource, from != .parent {
      throw ValidationError("--copy-source goes with --from parent")
    }
  }

  func run() throws {
    try BulkWriting.run(
      project, language: language, options: bulk,
      done: from == .memory ? "filled from the memory" : "filled from the parent language",
      hint: { $0.copiesSource ? " (--copy-source copies them, to adapt); nothing written" : "" },
      make: { (loaded, settings, language) throws(BulkError) in
        switch from {
        case .memory:
          try GapFilling.fromMemory(
            loaded, language: language,
            memory: ProjectMemory(project: loaded, keepsSourceText: settings.keepsSourceText),
            keepsSourceText: settings.keepsSourceText)
        case .parent:
          try GapFilling.fromParent(
            loaded, language: language, copyingSource: copySource,
            keepsSourceText: settings.keepsSourceText)
        }
      })
  }
}
