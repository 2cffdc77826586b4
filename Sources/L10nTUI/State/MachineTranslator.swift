import L10nModel
import L10nTranslate

/// How the editor machine-translates cells (`translate-cell`, `translate-listed`): called by a
/// background job, never on the main loop; the session's caller gives it (the providers of
/// the settings file and the built-in apertium), or none.
///
/// The editor only says which cells, into which language, with which provider; the caller
/// runs the translation (masking, the provider, the gate) and hands back the edits, marked
/// needing review (machine-translated), and what it refused.
package struct MachineTranslator: Sendable {
  /// What to translate.
  package struct Order: Hashable, Sendable {
    /// The target cells, all of `language`.
    package var cells: [CellID]
    /// The target language.
    package var language: LanguageID
    /// The provider's name (one of `MachineTranslator.providers`).
    package var provider: String

    /// Creates an order.
    package init(cells: [CellID], language: LanguageID, provider: String) {
      self.cells = cells
      self.language = language
      self.provider = provider
    }
  }

  /// What a translation came to.
  package struct Outcome: Sendable {
    /// The edits writing the translations that passed, each marked needing review
    /// (machine-translated): applied as one change set.
    package var edits: [CellEdit]
    /// The cells those edits translate.
    package var translated: [CellID]
    /// How many of them came from the translation memory's exact matches, not the provider.
    package var fromMemory: Int
    /// What was refused (the gate's, the unmasking's and the provider's refusals, and the
    /// cells the plan skipped, without a candidate), each with its reason; a refusal's
    /// candidate is offered as a suggestion the translator can take and fix.
    package var refused: [TranslationRun.Refusal]
    /// Whether the run was stopped before every cell had its answer.
    package var stopped: Bool
    /// Why nothing could be translated at all (no such provider, it cannot start), if so.
    package var failure: String?

    /// Creates an outcome.
    package init(
      edits: [CellEdit] = [], translated: [CellID] = [], fromMemory: Int = 0,
      refused: [TranslationRun.Refusal] = [], stopped: Bool = false, failure: String? = nil
    ) {
      self.edits = edits
      self.translated = translated
      self.fromMemory = fromMemory
      self.refused = refused
      self.stopped = stopped
      self.failure = failure
    }
  }

  /// The providers to choose from, the default first.
  package let providers: [String]
  /// Translates an order in `project`; reports progress as `Action.translationProgress`
  /// through the control and stops early once it is cancelled.
  package let translate: @Sendable (Project, Order, JobControl) -> Outcome

  /// A translator offering `providers`, running `translate`.
  package init(
    providers: [String], translate: @escaping @Sendable (Project, Order, JobControl) -> Outcome
  ) {
    self.providers = providers
    self.translate = translate
  }
}
