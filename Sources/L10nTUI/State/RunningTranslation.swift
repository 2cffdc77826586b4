import L10nModel

/// A machine translation running in the background: what it was asked, the project as it was
/// then (a cell edited since keeps the edit), and how far it got.
package struct RunningTranslation: Sendable {
  /// What was asked.
  package let order: MachineTranslator.Order
  /// The project when it was asked.
  let asked: Project
  /// How many cells were asked.
  package let cells: Int
  /// How many texts have their answer (a plural cell is a text per form).
  package internal(set) var done = 0
  /// How many texts the run sends, once its first report says (`nil` before).
  package internal(set) var total: Int?
  /// Whether it was asked to stop.
  package internal(set) var stopping = false

  /// The job's name, which `Effect.cancel` gives to stop it.
  static let jobName = "machine translation"

  /// `translating es: 12 of 42 texts · Esc stops`, for the title bar (`translating es: 40
  /// cells` before the run's first report: a plural cell is a text per form).
  func progress(stopKey: String?) -> String {
    let state =
      stopping ? " · stopping…" : stopKey.map { " · \($0) stops" } ?? ""
    let count =
      total.map { "\(done) of \($0) text\($0 == 1 ? "" : "s")" }
      ?? "\(cells) cell\(cells == 1 ? "" : "s")"
    return "translating \(order.language): \(count)\(state)"
  }
}
