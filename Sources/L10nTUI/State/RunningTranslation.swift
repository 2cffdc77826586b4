import L10nModel

/// A machine translation running in the background: what it was asked, the project as it was
/// then (a cell edited since keeps the edit), and how far it got.
package struct RunningTranslation: Sendable {
  /// What was asked.
  package let order: MachineTranslator.Order
  /// The project when it was asked.
  let asked: Project
  /// How many cells have their answer.
  package internal(set) var done = 0
  /// How many cells were asked.
  package internal(set) var total: Int
  /// Whether it was asked to stop.
  package internal(set) var stopping = false

  /// The job's name, which `Effect.cancel` gives to stop it.
  static let jobName = "machine translation"

  /// `translating es: 12 of 42 · Esc stops`, for the title bar.
  func progress(stopKey: String?) -> String {
    let state =
      stopping ? " · stopping…" : stopKey.map { " · \($0) stops" } ?? ""
    return "translating \(order.language): \(done) of \(total)\(state)"
  }
}
