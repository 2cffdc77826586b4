import Foundation
import L10nLanguageServer
import Testing

/// The order of diagnostics runs: the document being typed in goes first.
@Suite struct DiagnosticsSchedulerTests {
  /// The URIs run, in order, with a semaphore signalled after each.
  final class Runs: Sendable {
    let done = DispatchSemaphore(value: 0)
    private let order = Shared<[String]>([])
    var all: [String] { order.current }
    func ran(_ uri: String) {
      order.change { $0.append(uri) }
      done.signal()
    }
    /// Waits for `count` more runs (at most 5 s each).
    func wait(_ count: Int) {
      for _ in 0..<count { _ = done.wait(timeout: .now() + 5) }
    }
  }

  @Test("a changed document's run goes before the refresh of every open document")
  func changedDocumentFirst() {
    let scheduler = DiagnosticsScheduler(delay: 0.01)
    let runs = Runs()
    scheduler.start { uri, _ in
      usleep(30_000)
      runs.ran(uri)
    }
    let uris = ["a", "b", "c", "d", "e"]
    for uri in uris { scheduler.schedule(uri) }
    runs.wait(uris.count)
    // The workspace changed (a scan ended), and the user typed in `c` right after.
    scheduler.scheduleAll()
    scheduler.schedule("c")
    runs.wait(uris.count)
    let refresh = Array(runs.all.dropFirst(uris.count))
    #expect(refresh.first == "c")
    #expect(refresh.sorted() == uris, "each once: c's refresh is its change's run")
  }
}
