import Foundation
import L10nCheck
import L10nTUI

/// Incremental search on `state`, each keystroke reduced and rendered.
///
/// `/` then a query typed character by character: a common word, a key that matches once, a
/// string that matches nowhere (then erased with Backspace) and a word in Cyrillic capitals;
/// first while the search index is built by the background job that `/` starts (running on
/// another thread, as in the app: its result, and the matches counted by the jobs Enter
/// starts, are reduced between keystrokes when they arrive), then with the index it built.
/// Prints the median and the maximum per keystroke, how many keystrokes left their search
/// waiting for the index, the jobs' times and the peak RSS after.
/// (`l10nedit-bench --search` runs only this, on the synthetic project.)
func benchmarkSearch(_ state: inout EditorState) {
  let sessions: [(String, [KeyEvent])] = [
    ("common (kappa)", type("kappa") + [.key(.enter), .character("n"), .character("n")]),
    ("one key", type("label-19999") + [.key(.escape)]),
    (
      "nowhere, erased",
      type("xyzzy") + Array(repeating: .key(.backspace), count: 5) + [.key(.escape)]
    ),
    ("Cyrillic (ПРИВЕТ)", type("ПРИВЕТ") + [.key(.escape)]),
  ]
  _ = state.reduce(.event(.key(.home)))
  _ = state.reduce(.event(.character("g")))
  for pass in ["cold (typed while the background index is built)", "warm"] {
    let jobs = BackgroundJobs()
    var all: [Double] = []
    var waited = 0
    var arrivals: [Double] = []
    print("  search, \(pass)")
    // With the index built, a common word not counted before: its count's job alone.
    let counted = ("common, counted (lambda)", type("lambda") + [.key(.enter)])
    for (name, events) in sessions + (pass == "warm" ? [counted] : []) {
      var times: [Double] = []
      for event in [KeyEvent.character("/")] + events {
        arrivals += jobs.reduceFinished(into: &state)
        let start = ContinuousClock.now
        jobs.start(state.reduce(.event(event)))
        _ = Renderer.render(state)
        times.append(seconds(since: start))
        if state.message == EditorState.indexingMessage { waited += 1 }
      }
      all += times
      print(
        "    \(name.padding(toLength: 26, withPad: " ", startingAt: 0))"
          + "median \(format(median(times) * 1000, digits: 2)) ms, max \(format((times.max() ?? 0) * 1000, digits: 2)) ms"
          + " (\(times.count) keys: \(times.map { format($0 * 1000, digits: 1) }.joined(separator: " ")))"
      )
    }
    print(
      "    every keystroke         median \(format(median(all) * 1000, digits: 2)) ms, "
        + "max \(format((all.max() ?? 0) * 1000, digits: 2)) ms (goal ≤ 100 ms); "
        + "\(waited) left waiting for the index; peak RSS \(format(Double(peakResidentBytes()) / 1_000_000)) MB"
    )
    arrivals += jobs.finishAll(into: &state)
    for (name, time) in jobs.times {
      print("  background job \"\(name)\": \(format(time * 1000, digits: 0)) ms")
    }
    if !arrivals.isEmpty {
      print(
        "  reducing the jobs' results (a waiting search run again): max "
          + "\(format((arrivals.max() ?? 0) * 1000, digits: 2)) ms")
    }
  }
}

/// The editor's background jobs, run on other threads as the session runs them; their
/// results are reduced on the benchmark's thread when it asks.
private final class BackgroundJobs: @unchecked Sendable {
  private let lock = NSLock()
  private var finished: [Action] = []
  private var running = 0
  /// Each job's name and how long it ran, in the order they finished.
  private(set) var times: [(String, Double)] = []

  /// Starts the jobs among `effects`.
  func start(_ effects: [Effect]) {
    for case .run(let job) in effects {
      lock.withLock { running += 1 }
      DispatchQueue.global().async {
        let start = ContinuousClock.now
        let action = job.work()
        let time = seconds(since: start)
        self.lock.withLock {
          self.finished.append(action)
          self.times.append((job.name, time))
          self.running -= 1
        }
      }
    }
  }

  /// Reduces the results of the jobs that finished (starting the jobs they ask for); returns
  /// how long each reduction took.
  func reduceFinished(into state: inout EditorState) -> [Double] {
    let actions = lock.withLock {
      defer { finished = [] }
      return finished
    }
    return actions.map { action in
      let start = ContinuousClock.now
      self.start(state.reduce(action))
      _ = Renderer.render(state)
      return seconds(since: start)
    }
  }

  /// Waits for every job, reducing each result as it arrives.
  func finishAll(into state: inout EditorState) -> [Double] {
    var times: [Double] = []
    while true {
      times += reduceFinished(into: &state)
      if lock.withLock({ running == 0 && finished.isEmpty }) { return times }
      Thread.sleep(forTimeInterval: 0.005)
    }
  }
}

private func type(_ text: String) -> [KeyEvent] {
  text.map(KeyEvent.character)
}
