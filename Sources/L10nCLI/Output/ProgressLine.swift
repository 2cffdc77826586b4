import ArgumentParser
import Dispatch
import Foundation

/// One line on standard error saying how far a long command has come ("412 of 1,230 files
/// read · 12,288 of 20,000 rows checked"): drawn only once the work has taken half a second,
/// redrawn ten times a second, erased at the end, so that what the command prints stays as it
/// was.
///
/// A command whose work takes minutes (`translate`) asks for a bar with the time left, and
/// for plain lines where standard error is no terminal: a whole line every few seconds, no
/// escape codes, so that a CI log shows the run going on.
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
    /// Words after the count (`3 refused`).
    var note = ""
    /// When the step started, for the time left (`set(_:done:total:note:)`'s steps).
    var started: Date?
  }

  private let lock = NSLock()
  private var steps: [Step] = []
  private var drawn = false
  private var finished = false
  private let timer: DispatchSourceTimer
  /// Whether the progress is written as whole lines (standard error is no terminal).
  private let writesLines: Bool
  /// When the last whole line was written.
  private var lastLine = Date()
  /// The seconds between whole lines.
  private let lineInterval: Double

  /// A progress line for a command, or `nil` when `mode` (with `machineOutput`: whether the
  /// command's output is for programs) says it is not shown; drawn once the work has taken
  /// `delay` seconds.
  ///
  /// With `linesEvery`, where standard error is no terminal (or `CI` is set), `auto` and
  /// `always` write a whole line at most every `linesEvery` seconds instead (`auto` would
  /// write nothing, `always` escape codes).
  init?(
    _ mode: Mode, machineOutput: Bool = false, after delay: Double = 0.5,
    linesEvery: Double? = nil
  ) {
    var lines = false
    let environment = ProcessInfo.processInfo.environment
    let terminal = isatty(2) == 1 && environment["CI"] == nil && environment["TERM"] != "dumb"
    switch mode {
    case .never: return nil
    case .always: lines = linesEvery != nil && !terminal
    case .auto:
      guard !machineOutput else { return nil }
      if !terminal {
        guard linesEvery != nil else { return nil }
        lines = true
      }
    }
    writesLines = lines
    lineInterval = linesEvery ?? 0
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

  /// Sets how far `step` has come, `done` of `total`, with `note` after the count.
  ///
  /// The line shows a bar and the time left at the pace so far; `note` says more (`3
  /// refused`). It may be called from any thread.
  func set(_ step: String, done: Int, total: Int, note: String = "") {
    lock.withLock {
      let index =
        steps.firstIndex { $0.name == step }
        ?? {
          steps.append(Step(name: step, started: Date()))
          return steps.count - 1
        }()
      steps[index].done = done
      steps[index].total = total
      steps[index].note = note
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
      if drawn, !writesLines { write("\r\u{1B}[K") }
    }
  }

  private func draw() {
    lock.withLock {
      guard !finished, !steps.isEmpty else { return }
      let text = steps.map(described).joined(separator: " · ")
      if writesLines {
        guard Date().timeIntervalSince(lastLine) >= lineInterval else { return }
        lastLine = Date()
        write(text + "\n")
      } else {
        write("\r\(text)\u{1B}[K")
      }
      drawn = true
    }
  }

  /// `412 of 1,230 files read`; for a step with a start, `[#####-----] 412 of 1,230 texts
  /// translated · 3 refused · about 1:05 left`.
  private func described(_ step: Step) -> String {
    var text = "\(grouped(step.done)) of \(grouped(step.total)) \(step.name)"
    guard let started = step.started else { return text }
    if !step.note.isEmpty { text += " · " + step.note }
    let elapsed = Date().timeIntervalSince(started)
    if step.done > 0, step.done < step.total, elapsed >= 1 {
      let left = Int((elapsed / Double(step.done) * Double(step.total - step.done)).rounded())
      text += " · about \(left / 60):" + (left % 60 < 10 ? "0" : "") + "\(left % 60) left"
    }
    guard !writesLines, step.total > 0 else { return text }
    let filled = min(20, step.done * 20 / step.total)
    return "[" + String(repeating: "#", count: filled)
      + String(repeating: "-", count: 20 - filled) + "] " + text
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
