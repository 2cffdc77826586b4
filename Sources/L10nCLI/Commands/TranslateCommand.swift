import ArgumentParser
import Foundation
import L10nBulk
import L10nMemory
import L10nModel
import L10nProviders
import L10nTranslate

/// `l10nedit translate PATH --language L --provider NAME [--only gaps|needs-review|all]
/// [--table T] [--keys GLOB] [--limit N] [--dry-run]`: a language's cells translated by a
/// provider command, exact translation-memory matches first, every result through the gate,
/// written as needing review (machine-translated).
struct TranslateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "translate",
    abstract: "Translate a language's gaps with a provider command, as drafts needing review.",
    discussion: """
      Cells are taken in grid order: --only gaps (the default) takes missing, empty and new \
      translations; needs-review the translations needing review (never translated ones); \
      all both, and with --overwrite-translated also the translated ones (a person's \
      translations are kept unless you ask). Exact translation-memory matches fill a cell \
      first; only the rest goes to the provider, a plural cell form by form with the target \
      language's categories (each with a sample number of its category), a String Catalog's \
      device variations per device. Every placeholder is masked before it is sent and must \
      come back unchanged; every result passes the lint rules before it is written. What \
      passes is written as needs review (machine-translated); a plural cell only when all its \
      forms passed. Refusals are listed on standard output with their reason (exit status 1). \
      A provider is a command of the settings file's providers, or the built-in apertium; \
      the command line is said on standard error before it runs. With --dry-run nothing is \
      sent or written: the requests and characters per language, the cost the provider \
      declares, the command it would run, and the diff of the memory's fills are shown. \
      Progress is a bar with the time left on standard error when it is a terminal, else a \
      plain line every 10 seconds (--progress never: none). Ctrl-C stops sending, writes what \
      passed so far (whole cells only), says how many cells were left and exits with status \
      130.
      """)

  /// Which cells, as `--only` spells them.
  enum Only: String, ExpressibleByArgument, CaseIterable {
    case gaps
    case needsReview = "needs-review"
    case all

    var selection: TranslationPlan.Selection {
      switch self {
      case .gaps: .gaps
      case .needsReview: .needsReview
      case .all: .all
      }
    }
  }

  @OptionGroup var project: ProjectOptions

  @Option(help: "The language to translate into.")
  var language: String

  @Option(help: "The provider: a name of the settings file's providers, or apertium.")
  var provider: String

  @Option(help: "Which cells: gaps, needs-review or all (gaps and needs-review).")
  var only: Only = .gaps

  @Flag(help: "With --only all: translate translated cells again too (a person's translations).")
  var overwriteTranslated = false

  @Option(help: "Only this table (its id, or its name when only one table has it).")
  var table: String?

  @Option(help: ArgumentHelp("Only keys matching this pattern (* wildcards).", valueName: "glob"))
  var keys: String?

  @Option(help: "Change at most this many cells (from the memory or the provider), in grid order.")
  var limit: Int?

  @OptionGroup var bulk: BulkOptions

  @OptionGroup var progressOptions: ProgressOptions

  /// How often a plain progress line is written where standard error is no terminal; hidden:
  /// the tests shorten it.
  @Option(help: .hidden) var progressLinesEvery: Double = 10

  func validate() throws {
    guard progressLinesEvery >= 0.1, progressLinesEvery <= 3600 else {
      throw ValidationError("--progress-lines-every must be between 0.1 and 3600 seconds")
    }
    if overwriteTranslated, only != .all {
      throw ValidationError("--overwrite-translated goes with --only all")
    }
    if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
  }

  func run() throws {
    let started = Date()
    let (loaded, settings, stamps) = try project.load()
    let language = LanguageID(language)
    try LanguageCheck.require([language], named: "--language", in: loaded)
    let rules = try LintSettings.configuration(settings, root: project.root, project: loaded)
    let options = TranslationPlan.Options(
      language: language, only: only.selection,
      table: try table.map { try TableOption.resolve($0, in: loaded) }, keys: keys,
      overwritesTranslated: overwriteTranslated, limit: limit)
    let plan: TranslationPlan
    do {
      plan = try TranslationPlan(
        loaded, options: options,
        memory: ProjectMemory(project: loaded, keepsSourceText: settings.keepsSourceText),
        rules: rules, keepsSourceText: settings.keepsSourceText)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    let registry = ProviderRegistry.standard
    let summary = try providerSummary(
      registry, settings: settings, source: loaded.sourceLanguage, language: language)
    let translation = TranslationRun(project: loaded, units: plan.units, rules: rules)
    if bulk.dryRun {
      TranslationSummary.dryRun(plan, translation, provider: summary)
      try BulkWriting.finish(
        plan.fromMemory, project: loaded, stamps: stamps, settings: settings, options: bulk,
        done: "filled from the memory")
      return
    }
    // Ctrl-C stops the run, and is ignored while what passed is written.
    let stop = Interruption()
    defer { withExtendedLifetime(stop) {} }
    let outcome = try translate(
      translation, with: summary, from: registry, settings: settings, stop: stop)
    var change = plan.fromMemory
    change.items += outcome.change.items
    change.edits += outcome.change.edits
    TranslationSummary.refusals(outcome.refusals)
    try BulkWriting.finish(
      change, project: loaded, stamps: stamps, settings: settings, options: bulk,
      done: "filled (needing review)")
    TranslationSummary.done(plan, outcome, since: started)
    if !outcome.left.isEmpty {
      let count = outcome.left.count
      Output.standardError(
        "stopped: \(count) cell\(count == 1 ? "" : "s") left untranslated (no answer before Ctrl-C)"
      )
      throw ExitStatus.interrupted
    }
    if !outcome.refusals.isEmpty { throw ExitStatus.findings }
  }

  /// What `registry` says of the provider `--provider` names; fails with exit status 2 when
  /// there is none of that name, or when it declares its languages and `language` is not one.
  private func providerSummary(
    _ registry: ProviderRegistry, settings: ProjectSettings, source: LanguageID,
    language: LanguageID
  ) throws -> ProviderSummary {
    let summary: ProviderSummary
    do {
      summary = try registry.summary(
        named: provider, settings: settings, from: source, into: language)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    guard summary.accepts(language) else {
      let languages = (summary.languages ?? [:]).keys.sorted().joined(separator: ", ")
      Output.standardError(
        "error: the provider \(provider) does not translate into \(language) (its languages: "
          + "\(languages))")
      throw ExitStatus.failure
    }
    return summary
  }

  /// `translation` run with the provider `summary` describes, its command line said first, its
  /// progress on standard error, stopped once `stop` is requested.
  private func translate(
    _ translation: TranslationRun, with summary: ProviderSummary, from registry: ProviderRegistry,
    settings: ProjectSettings, stop: Interruption
  ) throws -> TranslationRun.Outcome {
    guard !translation.requests.isEmpty else { return TranslationRun.Outcome() }
    let provider: any TranslationProvider
    do {
      provider = try registry.provider(named: summary.name, settings: settings, root: project.root)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    Output.standardError("running \(summary.name): \(summary.commandLine)")
    let progress = ProgressLine(progressOptions.progress, linesEvery: progressLinesEvery)
    defer { progress?.finish() }
    do {
      return try translation.run(
        with: provider,
        progress: { now in
          let refused = now.refused > 0 ? "\(now.refused) refused" : ""
          if now.checked > 0 {
            progress?.set("texts checked", done: now.checked, total: now.total, note: refused)
          } else {
            progress?.set("texts translated", done: now.done, total: now.total, note: refused)
          }
        }, isCancelled: { stop.isRequested })
    } catch {
      progress?.finish()
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
  }
}
