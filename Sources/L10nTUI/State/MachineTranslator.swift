import L10nModel

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

  /// A translation the gate (or the unmasking) refused, or a request that got none.
  package struct Refusal: Hashable, Sendable {
    /// The cell.
    package var cell: CellID
    /// The plural form (`one`, `count.few`), when the refusal is of one form.
    package var form: String?
    /// The provider's text, restored as far as it could be, when there was one: offered as
    /// a suggestion the translator can take and fix.
    package var text: String?
    /// Why it was refused, in words.
    package var reason: String

    /// Creates a refusal.
    package init(cell: CellID, form: String? = nil, text: String? = nil, reason: String) {
      self.cell = cell
      self.form = form
      self.text = text
      self.reason = reason
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
    /// What was refused.
    package var refused: [Refusal]
    /// Whether the run was stopped before every cell had its answer.
    package var stopped: Bool
    /// Why nothing could be translated at all (no such provider, it cannot start), if so.
    package var failure: String?

    /// Creates an outcome.
    package init(
      edits: [CellEdit] = [], translated: [CellID] = [], fromMemory: Int = 0,
      refused: [Refusal] = [], stopped: Bool = false, failure: String? = nil
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
