import L10nCheck
import L10nTUI

/// Incremental search on `state`, each keystroke reduced and rendered.
///
/// `/` then a query typed character by character: a common word, a key that matches once, a
/// string that matches nowhere (then erased with Backspace) and a word in Cyrillic capitals;
/// first while the search index is built by the keystrokes that need it (the user typing
/// faster than the background job that `/` starts), then with the index the job built.
/// Prints the median and the maximum per keystroke, the job's time and the peak RSS after.
/// (`l10nedit-bench --search` runs only this, on the synthetic project.)
func benchmarkSearch(_ state: inout EditorState) {
  let sessions: [(String, [KeyEvent])] = [
    ("common (kappa)", type("kappa") + [.key(.enter)]),
    ("one key", type("label-19999") + [.key(.escape)]),
    (
      "nowhere, erased",
      type("xyzzy") + Array(repeating: .key(.backspace), count: 5) + [.key(.escape)]
    ),
    ("Cyrillic (ПРИВЕТ)", type("ПРИВЕТ") + [.key(.escape)]),
  ]
  _ = state.reduce(.event(.key(.home)))
  _ = state.reduce(.event(.character("g")))
  var jobs: [Job] = []
  for pass in ["cold (typed before the background index is ready)", "warm"] {
    var all: [Double] = []
    print("  search, \(pass)")
    for (name, events) in sessions {
      var times: [Double] = []
      for event in [KeyEvent.character("/")] + events {
        let start = ContinuousClock.now
        jobs += state.reduce(.event(event)).compactMap { effect -> Job? in
          if case .run(let job) = effect { return job }
          return nil
        }
        _ = Renderer.render(state)
        times.append(seconds(since: start))
      }
      all += times
      print(
        "    \(name.padding(toLength: 24, withPad: " ", startingAt: 0))"
          + "median \(format(median(times) * 1000, digits: 2)) ms, max \(format((times.max() ?? 0) * 1000, digits: 2)) ms"
          + " (\(times.count) keys: \(times.map { format($0 * 1000, digits: 1) }.joined(separator: " ")))"
      )
    }
    print(
      "    every keystroke         median \(format(median(all) * 1000, digits: 2)) ms, "
        + "max \(format((all.max() ?? 0) * 1000, digits: 2)) ms; "
        + "peak RSS \(format(Double(peakResidentBytes()) / 1_000_000)) MB")
    for job in jobs {
      let start = ContinuousClock.now
      let action = job.work()
      print(
        "  search index built in the background (job \"\(job.name)\"): \(format(seconds(since: start) * 1000, digits: 0)) ms"
      )
      _ = state.reduce(action)
    }
    jobs = []
  }
}

private func type(_ text: String) -> [KeyEvent] {
  text.map(KeyEvent.character)
}
