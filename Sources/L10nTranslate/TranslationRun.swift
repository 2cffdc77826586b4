import L10nBulk
import L10nCheck
import L10nGrammar
import L10nMemory
import L10nModel

/// A plan's texts sent to a provider and the results that pass the gate made into one change
/// set: each text masked (`Masking`), translated, restored, and checked (`TranslationGate`);
/// what passes is written as needing review (machine-translated), what does not is a refusal.
///
/// A plural cell is written only when every one of its forms passed; a text is written only
/// once the provider answered it. Values only, apart from calling the provider.
package struct TranslationRun: Sendable {
  /// How far a run is, for a progress bar.
  package struct Progress: Sendable, Equatable {
    /// Texts answered (translated, refused or failed).
    package var done: Int
    /// Texts sent in all.
    package var total: Int
    /// Texts refused so far (the provider failed, the token check or the gate refused).
    package var refused: Int
    /// Texts checked (restored and through the gate), once every answer came.
    package var checked = 0

    /// A report of `done` texts answered of `total`, `refused` refused, `checked` checked.
    package init(done: Int, total: Int, refused: Int, checked: Int = 0) {
      self.done = done
      self.total = total
      self.refused = refused
      self.checked = checked
    }
  }

  /// A text whose translation is not written, and why.
  package struct Refusal: Sendable, Hashable {
    /// The cell.
    package var cell: CellID
    /// The plural form, for a plural cell (`nil`: the cell's text, or its outer format).
    package var form: PluralFormID?
    /// Why, in words (inert: no control characters).
    package var reason: String
    /// The provider's translation, restored where it could be, when there was one: a
    /// suggestion the translator may take and fix.
    package var candidate: String?

    /// A refusal of `cell`'s `form` for `reason`.
    package init(cell: CellID, form: PluralFormID?, reason: String, candidate: String? = nil) {
      self.cell = cell
      self.form = form
      self.reason = reason
      self.candidate = candidate
    }
  }

  /// What a run did.
  package struct Outcome: Sendable {
    /// The translations that passed, as one change set (each cell marked needing review:
    /// machine-translated).
    package var change = BulkChange()
    /// The texts refused.
    package var refusals: [Refusal] = []
    /// The cells not translated because the run was stopped before their answer came.
    package var left: [CellID] = []

    /// Nothing done.
    package init() {}
  }

  /// The project the cells are in.
  package var project: Project
  /// The texts to translate.
  package var units: [TranslationUnit]
  /// The rules the gate runs (levels, ignores, `maxLength`, the glossary).
  package var rules: LintConfiguration
  /// One request per unit, in the same order: the text masked, with its glossary terms.
  package private(set) var requests: [ProviderRequest] = []
  /// Each request's masked text, to restore its translation.
  private var masks: [MaskedText] = []
  /// The checks every translation passes.
  private let gate: TranslationGate

  /// A run of `plan`'s units in `project`, checked with `rules`.
  package init(project: Project, units: [TranslationUnit], rules: LintConfiguration) {
    self.project = project
    self.units = units
    self.rules = rules
    let source = project.sourceLanguage.code
    for (index, unit) in units.enumerated() {
      let language = unit.cell.language
      let masked = Masking.mask(
        unit.source, doNotTranslate: rules.glossary.doNotTranslate(in: unit.source, for: language))
      masks.append(masked)
      requests.append(
        ProviderRequest(
          id: String(index + 1), text: masked.text, source: source, target: language.code,
          comment: unit.comment,
          glossary: rules.glossary.requestTerms(in: unit.source, for: language),
          maxLength: unit.maxLength,
          category: unit.form.flatMap { $0.variable.isDevice ? nil : $0.category },
          sample: unit.form?.sample))
    }
    gate = TranslationGate(linter: Linter(configuration: rules))
  }

  /// Sends every request to `provider` and makes the change of what passed.
  ///
  /// The provider is asked first whether it can translate each pair at all
  /// (`TranslationProvider.prepare`): its failure is thrown, and nothing is sent. `progress`
  /// is called as answers arrive (from any thread), then as the answers are checked; once
  /// `isCancelled` answers `true`, no more requests are sent, and the cells without an answer
  /// are `left`.
  package func run(
    with provider: any TranslationProvider,
    progress: @escaping @Sendable (Progress) -> Void = { _ in },
    isCancelled: @escaping @Sendable () -> Bool = { false }
  ) throws(ProviderFailure) -> Outcome {
    var pairs: [(String, String)] = []
    for request in requests where !pairs.contains(where: { $0 == (request.source, request.target) })
    {
      pairs.append((request.source, request.target))
    }
    for (source, target) in pairs { try provider.prepare(source: source, target: target) }
    let answers = Answers(total: requests.count, progress: progress)
    if !requests.isEmpty {
      provider.translate(requests, deliver: answers.deliver, isCancelled: isCancelled)
    }
    return outcome(answers.all, stopped: isCancelled()) { checked, refused in
      progress(
        Progress(done: requests.count, total: requests.count, refused: refused, checked: checked))
    }
  }

  /// The outcome of `answers` (by request id): each cell's texts restored and checked, a cell
  /// written when all of them passed; `stopped` says the run was cancelled (a cell missing an
  /// answer is then left, not refused); `checking` is told how many texts were checked and
  /// refused after each cell.
  private func outcome(
    _ answers: [String: Result<String, ProviderFailure>], stopped: Bool,
    checking: (_ checked: Int, _ refused: Int) -> Void
  ) -> Outcome {
    var outcome = Outcome()
    var start = 0
    while start < units.count {
      let cell = units[start].cell
      var end = start + 1
      while end < units.count, units[end].cell == cell { end += 1 }
      take(start..<end, answers, stopped: stopped, into: &outcome)
      checking(end, outcome.refusals.count)
      start = end
    }
    return outcome
  }

  /// Adds the cell of `units[range]` to `outcome`: written when every text passed, else its
  /// refusals, or left when the run stopped before every answer came.
  private func take(
    _ range: Range<Int>, _ answers: [String: Result<String, ProviderFailure>], stopped: Bool,
    into outcome: inout Outcome
  ) {
    let cell = units[range.lowerBound].cell
    var texts: [Int: String] = [:]
    var refusals: [Refusal] = []
    var missing = false
    for index in range {
      let unit = units[index]
      let form = unit.form.map { PluralFormID($0.variable, $0.category) }
      switch answers[requests[index].id] {
      case nil: missing = true
      case .failure where stopped: missing = true
      case .failure(let failure)?:
        refusals.append(Refusal(cell: cell, form: form, reason: failure.description))
      case .success(let translation)?:
        switch Masking.restore(translation, of: masks[index]) {
        case .failure(let refusal):
          refusals.append(
            Refusal(
              cell: cell, form: form, reason: refusal.description,
              candidate: Masking.readable(translation, of: masks[index])))
        case .success(let restored): texts[index] = restored
        }
      }
    }
    guard refusals.isEmpty else {
      outcome.refusals += refusals
      return
    }
    guard !missing else {
      outcome.left.append(cell)
      return
    }
    var change = BulkChange()
    let content = project.content(of: cell)
    if units[range.lowerBound].form == nil, !units[range.lowerBound].isFormat {
      guard let text = texts[range.lowerBound] else { return }
      change.set(cell, from: content.text, to: text, review: .machineTranslated)
    } else {
      change.setForms(
        cell, from: content.plural, to: forms(range, texts), format: format(range, texts),
        review: .machineTranslated)
    }
    // The text the cell already has: nothing to write or to judge (its state stays).
    guard !change.isEmpty else {
      outcome.change.unchanged += change.unchanged
      return
    }
    if let refusal = gate.refusal(of: change.edits, for: cell, in: project) {
      let candidate = change.items.first?.new
      outcome.refusals.append(
        Refusal(cell: cell, form: nil, reason: refusal, candidate: candidate))
      return
    }
    outcome.change.items += change.items
    outcome.change.edits += change.edits
  }

  /// The plural forms of the texts of `range`, by variable in order.
  private func forms(_ range: Range<Int>, _ texts: [Int: String]) -> [(
    VariableID, BulkPlurals.Forms
  )] {
    var variables: [(VariableID, BulkPlurals.Forms)] = []
    for index in range {
      guard let text = texts[index], let form = units[index].form else { continue }
      if let last = variables.indices.last, variables[last].0 == form.variable {
        variables[last].1.append((form.category, text))
      } else {
        variables.append((form.variable, [(form.category, text)]))
      }
    }
    return variables
  }

  /// The outer format's translation among the texts of `range`, when one was sent.
  private func format(_ range: Range<Int>, _ texts: [Int: String]) -> String? {
    range.first { units[$0].isFormat }.flatMap { texts[$0] }
  }
}

/// The answers of a run as they arrive, from any thread.
private final class Answers: Sendable {
  let total: Int
  let progress: @Sendable (TranslationRun.Progress) -> Void
  private let lock = Lock()
  nonisolated(unsafe) private var answers: [String: Result<String, ProviderFailure>] = [:]
  nonisolated(unsafe) private var refused = 0

  init(total: Int, progress: @escaping @Sendable (TranslationRun.Progress) -> Void) {
    self.total = total
    self.progress = progress
  }

  /// Keeps `outcome` (the first answer of its id) and reports progress.
  func deliver(_ outcome: ProviderOutcome) {
    let now = lock.withLock { () -> TranslationRun.Progress? in
      guard answers[outcome.id] == nil else { return nil }
      answers[outcome.id] = outcome.result
      if case .failure = outcome.result { refused += 1 }
      return TranslationRun.Progress(done: answers.count, total: total, refused: refused)
    }
    if let now { progress(now) }
  }

  /// Every answer, by request id.
  var all: [String: Result<String, ProviderFailure>] { lock.withLock { answers } }
}
