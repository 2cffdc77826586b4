import Foundation
import L10nModel
import L10nProviders
import L10nTestSupport
import L10nTranslate

/// Runs providers in the tests: the hostile stub (Tests/providers/hostile-provider.py), or a
/// small `sh` script, and what they delivered.
enum ProviderHarness {
  /// The hostile stub's command, with `environment` set for it.
  static func stub(_ environment: [String: String] = [:]) -> [String] {
    let path = TestSupport.packageRoot.appendingPathComponent("Tests/providers/hostile-provider.py")
    return ["/usr/bin/env"] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      + ["python3", path.path]
  }

  /// A provider running `command` in `root` with `settings` (defaults but what is given).
  static func provider(
    _ command: [String], root: String = NSTemporaryDirectory(), batch: Int = 50,
    concurrency: Int = 4, timeout: Double = 20, retries: Int = 2,
    languages: [String: String]? = nil
  ) -> CommandProvider {
    var provider = CommandProvider(
      name: "stub",
      settings: ProviderSettings(
        command: command, languages: languages, batch: batch, concurrency: concurrency,
        timeout: timeout, retries: retries),
      root: root)
    provider.backoff = 0.05
    return provider
  }

  /// `count` English requests (`Open file 7`), with `marks` putting a `stub-…` marker in some.
  static func requests(_ count: Int, marks: [Int: String] = [:]) -> [ProviderRequest] {
    (0..<count).map { index in
      let marker = marks[index].map { " stub-\($0)" } ?? ""
      return ProviderRequest(
        id: "r\(index)", text: "Open file \(index)\(marker)", source: "en", target: "es")
    }
  }

  /// What `provider` delivered for `requests`, by id, with how many deliveries each had and
  /// how long it took.
  static func run(
    _ provider: any TranslationProvider, _ requests: [ProviderRequest],
    cancelAfter: Double? = nil
  ) -> (
    results: [String: Result<String, ProviderFailure>], deliveries: [String: Int], seconds: Double
  ) {
    let collected = Collected()
    let start = Date()
    provider.translate(requests) { outcome in
      collected.add(outcome)
    } isCancelled: {
      cancelAfter.map { Date().timeIntervalSince(start) > $0 } ?? false
    }
    return (collected.results, collected.deliveries, Date().timeIntervalSince(start))
  }

  private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var storedResults: [String: Result<String, ProviderFailure>] = [:]
    private var storedDeliveries: [String: Int] = [:]

    func add(_ outcome: ProviderOutcome) {
      lock.withLock {
        storedResults[outcome.id] = outcome.result
        storedDeliveries[outcome.id, default: 0] += 1
      }
    }

    var results: [String: Result<String, ProviderFailure>] { lock.withLock { storedResults } }
    var deliveries: [String: Int] { lock.withLock { storedDeliveries } }
  }
}

extension Result where Failure == ProviderFailure {
  /// The failure's text, or nil for a success.
  var failureText: String? {
    if case .failure(let failure) = self { return failure.description }
    return nil
  }
}
