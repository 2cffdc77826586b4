import Foundation
import L10nBulk
import L10nCheck
import L10nModel
import L10nTestSupport
import L10nTranslate
import Testing

/// A translation run: requests made from a plan's units, the answers made into one change set
/// needing review (machine-translated), a plural cell written whole or not at all, refusals with
/// the provider's text, cancellation leaving cells untouched.
@Suite struct TranslationRunTests {
  typealias F = TranslationFixtures

  /// A provider in the test: answers each request with `answer` (nil: an error), stopping
  /// once `isCancelled` says so after `stopAfter` answers.
  struct Stub: TranslationProvider {
    var name = "stub"
    var answer: @Sendable (ProviderRequest) -> String?
    var stopAfter = Int.max

    func translate(
      _ requests: [ProviderRequest], deliver: @escaping @Sendable (ProviderOutcome) -> Void,
      isCancelled: @escaping @Sendable () -> Bool
    ) {
      for (index, request) in requests.enumerated() {
        if index >= stopAfter || isCancelled() {
          deliver(ProviderOutcome(id: request.id, result: .failure(ProviderFailure("stopped"))))
          continue
        }
        let result: Result<String, ProviderFailure> =
          answer(request).map { .success($0) } ?? .failure(ProviderFailure("no translation"))
        deliver(ProviderOutcome(id: request.id, result: result))
      }
    }
  }

  static func run(
    _ project: Project, _ options: TranslationPlan.Options, _ provider: Stub,
    isCancelled: @escaping @Sendable () -> Bool = { false }
  ) throws -> (TranslationRun, TranslationRun.Outcome) {
    let plan = try F.plan(project, options)
    let run = TranslationRun(project: project, units: plan.units, rules: LintConfiguration())
    return (run, try run.run(with: provider, isCancelled: isCancelled))
  }

  @Test("requests: unique ids, the target's category and sample, source and target codes")
  func requests() throws {
    let (project, _) = try F.project()
    let plan = try F.plan(project, .init(language: LanguageID("pl"), table: TableID("Files")))
    let run = TranslationRun(project: project, units: plan.units, rules: LintConfiguration())
    #expect(Set(run.requests.map(\.id)).count == run.requests.count)
    #expect(run.requests.map { $0.category ?? "-" } == ["one", "few", "many", "other"])
    #expect(run.requests.map { $0.sample ?? "-" } == ["1", "2", "0", "1.5"])
    #expect(run.requests.allSatisfy { $0.source == "en" && $0.target == "pl" })
  }

  @Test("a text and a plural cell written, each needing review (machine-translated)")
  func written() throws {
    let (project, _) = try F.project()
    let (_, outcome) = try Self.run(
      project, .init(language: LanguageID("pl")), Stub(answer: { "PL " + $0.text }))
    #expect(outcome.refusals.isEmpty && outcome.left.isEmpty)
    var edited = project
    _ = try edited.apply(outcome.change.edits)
    let close = F.cell("Main", "close", "pl")
    #expect(edited.content(of: close).text == "PL Close")
    #expect(edited.reviewState(of: close) == .needsReview(.machineTranslated))
    let files = F.cell("Files", "files", "pl")
    let forms = edited.content(of: files).plural?.variables.first?.forms.map(\.category)
    #expect(forms == ["one", "few", "many", "other"])
    #expect(edited.content(of: files).plural?.variables.first?.form("few") == "PL %d files")
    #expect(edited.reviewState(of: files) == .needsReview(.machineTranslated))
    let tap = F.cell("Catalog", "Tap", "pl")
    #expect(edited.content(of: tap).plural?.variables.first?.form("mac") == "PL Show")
    #expect(edited.reviewState(of: tap) == .needsReview(.machineTranslated))
  }

  @Test("a translation given back as the cell has it is no change: its state stays translated")
  func sameTextIsNoChange() throws {
    let (project, _) = try F.project()
    let again = F.cell("Main", "open.again", "pl")
    let options = TranslationPlan.Options(
      language: LanguageID("pl"), only: .all, keys: "open.again", overwritesTranslated: true)
    let plan = try F.plan(project, options)
    let run = TranslationRun(project: project, units: plan.units, rules: LintConfiguration())
    let outcome = try run.run(with: Stub(answer: { $0.text == "Open" ? "Otwórz" : nil }))
    let changed = (plan.fromMemory.items + outcome.change.items).map(\.cell)
    #expect(!changed.contains(again))
    #expect(plan.fromMemory.unchanged + outcome.change.unchanged == 1)
    #expect(outcome.refusals.isEmpty)
    var edited = project
    _ = try edited.apply(plan.fromMemory.edits + outcome.change.edits)
    #expect(edited.reviewState(of: again) == .translated)
    #expect(edited.content(of: again).text == "Otwórz")
  }

  @Test("a plural cell with one form refused is not written; the refusal names the form")
  func pluralWholeOrNot() throws {
    let (project, _) = try F.project()
    let (_, outcome) = try Self.run(
      project, .init(language: LanguageID("pl"), table: TableID("Files")),
      Stub(answer: { $0.category == "few" ? nil : "PL " + $0.text }))
    #expect(outcome.change.isEmpty)
    #expect(outcome.refusals.map { $0.form?.description } == ["n.few"])
    #expect(outcome.refusals.first?.reason == "no translation")
  }

  @Test("stopped: the cells without an answer are left, not refused, and not written")
  func cancelled() throws {
    let (project, _) = try F.project()
    let (run, outcome) = try Self.run(
      project, .init(language: LanguageID("pl"), table: TableID("Files")),
      Stub(answer: { "PL " + $0.text }, stopAfter: 2), isCancelled: { true })
    #expect(run.requests.count == 4)
    #expect(outcome.change.isEmpty && outcome.refusals.isEmpty)
    #expect(outcome.left == [F.cell("Files", "files", "pl")])
  }

  @Test("a dropped token and a result the lint rules refuse are not written; both are listed")
  func gated() throws {
    let (project, _) = try F.project()
    let (_, outcome) = try Self.run(
      project, .init(language: LanguageID("pl"), table: TableID("Files")),
      Stub(answer: { $0.category == "few" ? "PL files" : "PL " + $0.text }))
    #expect(outcome.change.isEmpty)
    #expect(outcome.refusals.map(\.form?.description) == ["n.few"])
    #expect(outcome.refusals.first?.reason.contains("dropped") == true)
    #expect(outcome.refusals.first?.candidate == "PL files")
    let (_, linted) = try Self.run(
      project, .init(language: LanguageID("pl"), table: TableID("Main")),
      Stub(answer: { $0.text + " https://attacker.example/x" }))
    #expect(linted.change.isEmpty)
    #expect(linted.refusals.map(\.cell.key.text) == ["close"])
    #expect(linted.refusals.first?.reason.contains("url") == true)
    #expect(linted.refusals.first?.candidate == "Close https://attacker.example/x")
  }

  @Test("a catalog substitution: its forms in the target's categories, written as substitution")
  func substitution() throws {
    let catalog = SharedFixtures.pluralSubstitutionCatalog.replacingOccurrences(
      of: "\"strings\" : {",
      with: #""strings" : { "Hello" : { "localizations" : { "fr" : { "stringUnit" : "#
        + #"{ "state" : "translated", "value" : "Bonjour" } } } },"#)
    let folder = try TestSupport.fixture(["Localizable.xcstrings": catalog])
    let project = try TestSupport.load(folder.path)
    let plan = try F.plan(project, .init(language: LanguageID("fr"), keys: "Photos"))
    #expect(
      plan.units.map(F.described) == [
        "Localizable Photos plural.one: %arg photo [0]",
        "Localizable Photos plural.many: %arg photos [1000000]",
        "Localizable Photos plural.other: %arg photos [2]",
      ])
    let (_, outcome) = try Self.run(
      project, .init(language: LanguageID("fr"), keys: "Photos"),
      Stub(answer: { "FR " + $0.text }))
    #expect(outcome.refusals.isEmpty, "\(outcome.refusals)")
    var edited = project
    _ = try edited.apply(outcome.change.edits)
    let variable = edited.content(of: F.cell("Localizable", "Photos", "fr")).plural?.variables
      .first
    #expect(variable?.id == .substitution("plural"))
    #expect(variable?.form("many") == "FR %arg photos")
  }

  @Test("progress: each answer counted, then each text checked, with the refusals so far")
  func progress() throws {
    let (project, _) = try F.project()
    let plan = try F.plan(project, .init(language: LanguageID("pl"), table: TableID("Main")))
    let run = TranslationRun(project: project, units: plan.units, rules: LintConfiguration())
    let seen = Seen()
    _ = try run.run(with: Stub(answer: { _ in nil }), progress: { seen.add($0) })
    let total = run.requests.count
    #expect(seen.all.first == .init(done: 1, total: total, refused: 1))
    #expect(seen.all.last == .init(done: total, total: total, refused: total, checked: total))
  }

  /// The progress reports of a run, in order.
  final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [TranslationRun.Progress] = []
    func add(_ report: TranslationRun.Progress) { lock.withLock { reports.append(report) } }
    var all: [TranslationRun.Progress] { lock.withLock { reports } }
  }
}
