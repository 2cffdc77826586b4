import ArgumentParser
import Dispatch
import Foundation

/// One line on standard error saying how far a long command has come ("412 of 1,230 files
/// read · 12,288 of 20,000 rows checked"): drawn only once the work has taken half a second,
/// redrawn ten times a second, erased at the end, so that what the command prints stays as it
/// was.
final class ProgressLine: @unchecked Sendable {
  /// When the line is shown.
  enum Mode: String, ExpressibleByArgument, CaseIterable {
    /// Whenever the work takes longer than half a second.
    case always
    /// Never.
    case never
    /// When standard error is a terminal, outside CI (`CI` set) and not for output meant for
    /// programs (JSON, SARIF, GitHub annotations).
    case auto
  }

  /// What a command counts: items done and their total, per step.
  private struct Step {
    var name: String
    var done = 0
    var total = 0
  }

  private let lock = NSLock()
  private var steps: [Step] = []
  private var drawn = false
  private var finished = false
  private let timer: DispatchSourceTimer

  /// A progress line for a command, or `nil` when `mode` (with `machineOutput`: whether the
  /// command's output is for programs) says it is not shown; drawn once the work has taken
  /// `delay` seconds.
  init?(_ mode: Mode, machineOutput: Bool = false, after delay: Double = 0.5) {
    switch mode {
    case .never: return nil
    case .always: break
    case .auto:
      let environment = ProcessInfo.processInfo.environment
      guard isatty(2) == 1, !machineOutput, environment["CI"] == nil,
        environment["TERM"] != "dumb"
      else { return nil }
    }
    timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
    timer.schedule(deadline: .now() + delay, repeating: 0.1)
    timer.setEventHandler { [weak self] in self?.draw() }
    timer.resume()
  }

  /// A callback for work in `step` ("files read", "rows checked"): each call says how many
  /// items were just done, of `total`; it may be called from any thread.
  func counter(_ step: String) -> @Sendable (_ done: Int, _ total: Int) -> Void {
    { [self] done, total in
      lock.withLock {
        if let index = steps.firstIndex(where: { $0.name == step }) {
          steps[index].done += done
          steps[index].total = total
        } else {
          steps.append(Step(name: step, done: done, total: total))
        }
      }
    }
  }

  /// Runs `body`, which writes lines of its own to standard error, with the line erased (it
  /// is drawn again at the next tick), so that they do not start after it.
  func interrupting(_ body: () -> Void) {
    lock.withLock {
      if drawn { write("\r\u{1B}[K") }
      drawn = false
      body()
    }
  }

  /// Stops drawing and erases the line if it was drawn.
  func finish() {
    timer.cancel()
    lock.withLock {
      guard !finished else { return }
      finished = true
      if drawn { write("\r\u{1B}[K") }
    }
  }

  private func draw() {
    lock.withLock {
      guard !finished, !steps.isEmpty else { return }
      let text = steps.map { "\(grouped($0.done)) of \(grouped($0.total)) \($0.name)" }
        .joined(separator: " · ")
      write("\r\(text)\u{1B}[K")
      drawn = true
    }
  }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// 12,288: thousands separated by commas.
  private func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}

/// The option every command that may take long shares.
struct ProgressOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Show progress on standard error when the work takes longer than half a second: "
        + "always, never or auto (when standard error is a terminal, outside CI, not for "
        + "JSON output).",
      valueName: "when"))
  var progress: ProgressLine.Mode = .auto
}
