import L10nBulk
import L10nCheck
import L10nMemory
import L10nModel
import L10nProviders
import L10nTUI
import L10nTranslate

extension MachineTranslator {
  /// The editor's machine translation through `l10nedit translate`'s path: the order's cells
  /// planned (`TranslationPlan`: exact memory matches first, plural forms with the target's
  /// categories), the rest sent to the provider `provider` names (`TranslationRun`: masked,
  /// restored, through the gate), what passed as one batch of edits needing review
  /// (machine-translated), what was refused with the provider's text for a suggestion.
  ///
  /// `names` are the providers offered, the default first; `provider` makes one by its name
  /// (throwing the reason when it cannot).
  package static func run(
    offering names: [String],
    provider: @escaping @Sendable (String) throws -> any TranslationProvider,
    rules: LintConfiguration
  ) -> MachineTranslator {
    let linter = Linter(configuration: rules)
    return MachineTranslator(providers: names) { project, order, control in
      do {
        let plan = try TranslationPlan(
          project,
          options: TranslationPlan.Options(
            language: order.language, only: .all, cells: Set(order.cells),
            overwritesTranslated: true),
          memory: ProjectMemory(project: project, keepsSourceText: linter.keepsSourceText),
          rules: rules, keepsSourceText: linter.keepsSourceText)
        let translator = try provider(order.provider)
        let run = TranslationRun(project: project, units: plan.units, rules: rules)
        let outcome = try run.run(
          with: translator,
          progress: { control.report(.translationProgress(done: $0.done, total: $0.total)) },
          isCancelled: control.isCancelled)
        return Self.outcome(plan: plan, run: outcome)
      } catch {
        return Outcome(failure: "\(error)")
      }
    }
  }

  /// The editor's machine translation with the providers `registry` knows: the settings
  /// file's (offered first, the first of them the default), then the built-in ones.
  package static func run(
    with registry: ProviderRegistry, settings: ProjectSettings, root: String,
    rules: LintConfiguration
  ) -> MachineTranslator {
    let names = registry.names(settings: settings)
    let declared = names.filter { !ProviderSettings.builtInNames.contains($0) }
    return run(
      offering: declared + names.filter { !declared.contains($0) },
      provider: { try registry.provider(named: $0, settings: settings, root: root) },
      rules: rules)
  }

  /// What the editor takes from a plan and its run: the memory's and the provider's edits as
  /// one batch, the refusals and the cells the plan skipped (with their reasons).
  static func outcome(plan: TranslationPlan, run: TranslationRun.Outcome) -> Outcome {
    var seen: Set<CellID> = []
    let translated = (plan.fromMemory.items + run.change.items).map(\.cell).filter {
      seen.insert($0).inserted
    }
    let refused =
      run.refusals
      + (plan.fromMemory.skipped + run.change.skipped).map {
        TranslationRun.Refusal(cell: $0.cell, form: nil, reason: $0.reason)
      }
    return Outcome(
      edits: plan.fromMemory.edits + run.change.edits, translated: translated,
      fromMemory: plan.fromMemory.items.count, refused: refused, stopped: !run.left.isEmpty)
  }
}
