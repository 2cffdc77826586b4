import Foundation
import L10nBulk
import L10nModel
import L10nProviders
import L10nTranslate

/// What `translate` says: what a dry run would send, the refusals, and the summary line.
enum TranslationSummary {
  /// What `plan` would send with `provider` (requests and characters per language, what the
  /// provider declares it costs, the command it runs), on standard output.
  static func dryRun(
    _ plan: TranslationPlan, _ translation: TranslationRun, provider: ProviderSummary
  ) {
    let requests = translation.requests
    let cells = plan.cellCount
    Output.line(
      "would send \(requests.count) text\(requests.count == 1 ? "" : "s") of \(cells) "
        + "cell\(cells == 1 ? "" : "s") to \(provider.name)")
    var languages: [String: (requests: Int, characters: Int)] = [:]
    for request in requests {
      languages[request.target, default: (0, 0)].requests += 1
      languages[request.target, default: (0, 0)].characters += request.text.count
    }
    for (language, sent) in languages.sorted(by: { $0.key < $1.key }) {
      Output.line(
        "  \(language): \(sent.requests) request\(sent.requests == 1 ? "" : "s"), "
          + "\(sent.characters) character\(sent.characters == 1 ? "" : "s")")
    }
    let characters = requests.reduce(0) { $0 + $1.text.count }
    if let cost = provider.cost, let estimate = provider.estimatedCost(characters: characters) {
      Output.line(
        "cost: about " + String(format: "%.2f", estimate) + " \(cost.currency) for \(characters) "
          + "characters (the provider declares \(cost.perMillionCharacters) per million)")
    } else {
      Output.line("cost: the provider declares none")
    }
    Output.line("command: \(provider.commandLine) (not run)")
  }

  /// Each refusal on standard output: the cell (and form), why, and what the provider gave.
  static func refusals(_ refusals: [TranslationRun.Refusal]) {
    for refusal in refusals {
      let cell = refusal.cell
      let form = refusal.form.map { " (\($0))" } ?? ""
      Output.line(
        "refused: \(cell.table) › \(cell.key) [\(cell.language)]\(form): \(refusal.reason)")
      if let candidate = refusal.candidate {
        Output.line("  the provider gave: “" + candidate.replacing("\n", with: "\\n") + "”")
      }
    }
  }

  /// The summary line on standard error: `from memory N, translated N, refused N, 12.3 s`.
  static func done(_ plan: TranslationPlan, _ outcome: TranslationRun.Outcome, since: Date) {
    let refused = Set(outcome.refusals.map(\.cell)).count
    let unchanged = plan.fromMemory.unchanged + outcome.change.unchanged
    let seconds = Date().timeIntervalSince(since)
    Output.standardError(
      "from memory \(plan.fromMemory.items.count), translated \(outcome.change.items.count), "
        + "refused \(refused)" + (outcome.left.isEmpty ? "" : ", left \(outcome.left.count)")
        + (unchanged == 0 ? "" : ", unchanged \(unchanged) (the text they have)")
        + ", " + String(format: "%.1f s", seconds))
  }
}
