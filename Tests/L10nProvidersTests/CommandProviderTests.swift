import Foundation
import L10nModel
import L10nProviders
import L10nTestSupport
import L10nTranslate
import Testing

@Suite struct CommandProviderTests {
  @Test func everyRequestOfSeveralBatchesIsAnsweredOnceWithItsTranslation() throws {
    let folder = try TemporaryFolder()
    let log = folder.url.appendingPathComponent("sent.jsonl").path
    let provider = ProviderHarness.provider(
      ProviderHarness.stub(["HOSTILE_PROVIDER_LOG": log]), batch: 7, concurrency: 3)
    let run = ProviderHarness.run(provider, ProviderHarness.requests(40))
    #expect(run.results.count == 40)
    #expect(run.deliveries.values.allSatisfy { $0 == 1 })
    #expect(try run.results["r12"]?.get() == "Abrir archivo 12")
    #expect(run.results.values.allSatisfy { (try? $0.get())?.hasPrefix("Abrir archivo") == true })
    // What was sent: one protocol-1 line per request, in runs of at most 7.
    let sent = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    #expect(sent.count == 40)
    #expect(
      sent.contains(#"{"protocol":1,"id":"r3","text":"Open file 3","source":"en","target":"es"}"#))
  }

  @Test func eachMisbehaviourFailsItsOwnRequestAndTheRestCarryOn() throws {
    let marks = [1: "error", 3: "twice", 5: "unknown", 7: "junk", 9: "utf8", 11: "silent"]
    let provider = ProviderHarness.provider(ProviderHarness.stub(), batch: 20, retries: 1)
    let run = ProviderHarness.run(provider, ProviderHarness.requests(14, marks: marks))
    #expect(run.deliveries.count == 14)
    #expect(run.deliveries.values.allSatisfy { $0 == 1 })
    for index in [0, 2, 4, 6, 7, 8, 10, 12, 13] {
      #expect(try run.results["r\(index)"]?.get().hasPrefix("Abrir archivo \(index)") == true)
    }
    let error = try #require(run.results["r1"]?.failureText)
    #expect(error.hasPrefix("the provider said: "))
    #expect(!error.contains("\u{1B}"))
    #expect(run.results["r3"]?.failureText == "answered twice (ambiguous): refused")
    let unknown = try #require(run.results["r5"]?.failureText)
    #expect(unknown.contains("no answer before the provider exited"))
    #expect(unknown.contains(#"it answered ids it was not asked: "no-such-id-r5""#))
    #expect(unknown.hasSuffix("(tried 2 times)"))
    let utf8 = try #require(run.results["r9"]?.failureText)
    #expect(utf8.contains("not UTF-8"))
    #expect(
      run.results["r11"]?.failureText?.hasPrefix("no answer before the provider exited") == true)
  }

  @Test func aCrashFailsOnlyTheRequestsThatCrashItAfterRetries() throws {
    // Requests after the crashing one in its batch are sent again, in smaller batches.
    let provider = ProviderHarness.provider(ProviderHarness.stub(), batch: 20, retries: 2)
    let run = ProviderHarness.run(provider, ProviderHarness.requests(20, marks: [4: "crash"]))
    #expect(run.results.count == 20)
    let crash = try #require(run.results["r4"]?.failureText)
    #expect(crash == "the provider exited with status 3 before answering (tried 3 times)")
    let failed = run.results.filter { $0.value.failureText != nil }.keys.sorted()
    // Round 2 sends 15 in 4 batches: r4's batch (r4–r7) fails again; round 3 splits r4–r7.
    #expect(failed == ["r4"])
  }

  @Test func aHangingRunIsKilledAfterTheTimeoutWithItsWholeProcessGroup() throws {
    let folder = try TemporaryFolder()
    let pidFile = folder.url.appendingPathComponent("child.pid").path
    // The provider starts a program of its own, answers nothing and waits.
    let script = "sleep 300 & echo $! > '\(pidFile)'; wait"
    let provider = ProviderHarness.provider(["/bin/sh", "-c", script], timeout: 0.5, retries: 0)
    let run = ProviderHarness.run(provider, ProviderHarness.requests(3))
    #expect(run.seconds < 3)
    #expect(run.results["r0"]?.failureText == "no answer within 0.5 s")
    let pid = try #require(
      Int32(
        String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(
          in: .whitespacesAndNewlines)))
    // The kill is sent to the whole group; on a loaded machine the child may take a moment to
    // be gone after the run has ended.
    #expect(Self.ends(pid, within: 5))
  }

  /// Whether the process `pid` is gone within `seconds` (looked at every 50 ms).
  static func ends(_ pid: Int32, within seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while isRunning(pid) {
      guard Date() < deadline else { return false }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return true
  }

  @Test func stoppingFailsUnsentBatchesAtOnceAndKillsTheRunningOnes() throws {
    let marks = Dictionary(uniqueKeysWithValues: (0..<10).map { ($0 * 10, "hang") })
    let provider = ProviderHarness.provider(ProviderHarness.stub(), batch: 10, concurrency: 2)
    let run = ProviderHarness.run(
      provider, ProviderHarness.requests(100, marks: marks), cancelAfter: 0.5)
    #expect(run.seconds < 5)
    #expect(run.results.count == 100)
    #expect(run.results["r0"]?.failureText == "stopped")
    #expect(run.results["r99"]?.failureText == "stopped before it was sent")
  }

  @Test func silentOnFiftyOfThreeHundredStaysFarWithinTwoMinutesWithTheDefaults() throws {
    // The worst silence: the provider answers the others, then stays alive without answering
    // (stub-hang as the last request of each batch of 50, stub-silent on 44 more). Its time is
    // proportional to the timeout: with the defaults (batch 50, 4 at once, 2 retries) it takes
    // 2 waves of runs, then a wave per retry, each `timeout` long: 4 × 20 s = 80 s. Measured
    // here with the timeout scaled down to 2 s: waiting within 6 × 2 s means within 120 s at
    // 20 s.
    let defaults = ProviderSettings(command: [])
    #expect(defaults.batch == 50 && defaults.concurrency == 4 && defaults.retries == 2)
    #expect(defaults.timeout == 20)
    var marks: [Int: String] = [:]
    for batch in 0..<6 { marks[batch * 50 + 49] = "hang" }
    for index in stride(from: 3, to: 300, by: 6).filter({ marks[$0] == nil }).prefix(44) {
      marks[index] = "silent"
    }
    #expect(marks.count == 50)
    var provider = ProviderHarness.provider(ProviderHarness.stub(), timeout: 2)
    provider.backoff = 0.25
    // What the runs cost besides waiting (starting the provider, reading, a loaded machine)
    // does not grow with the timeout: measured on the same requests answered at once, and
    // taken off.
    let baseline = ProviderHarness.run(provider, ProviderHarness.requests(300))
    let run = ProviderHarness.run(provider, ProviderHarness.requests(300, marks: marks))
    #expect(run.seconds - baseline.seconds < 6 * 2)
    let failed = Set(run.results.filter { $0.value.failureText != nil }.keys)
    #expect(failed == Set(marks.keys.map { "r\($0)" }))
    #expect(run.results.count == 300)
  }

  @Test func outputBeyondItsBoundsIsRefused() throws {
    let huge = ProviderHarness.provider(ProviderHarness.stub(), retries: 0)
    let run = ProviderHarness.run(huge, ProviderHarness.requests(2, marks: [0: "huge"]))
    #expect(run.results["r0"]?.failureText?.contains("a line of more than 256 KB") == true)
    #expect(try run.results["r1"]?.get() == "Abrir archivo 1")
    // Junk lines: stopped after 100 + 10 per request.
    let endless = ProviderHarness.provider(["yes"], retries: 0)
    let flood = ProviderHarness.run(endless, ProviderHarness.requests(1))
    #expect(flood.seconds < 5)
    #expect(
      flood.results["r0"]?.failureText
        == "the provider printed more than 110 lines that are no answer (the first: not JSON: not a JSON object)"
    )
    // Megabytes without a line feed.
    let bytes = ProviderHarness.provider(
      ["/bin/sh", "-c", "cat /dev/zero | tr '\\0' x"], retries: 0)
    let megabytes = ProviderHarness.run(bytes, ProviderHarness.requests(1))
    #expect(megabytes.seconds < 10)
    #expect(
      megabytes.results["r0"]?.failureText
        == "the provider printed more than 16 MB")
  }

  @Test func theCommandRunsInTheRootWithTheEnvironmentAndItsLastMessageIsShown() throws {
    let folder = try TemporaryFolder()
    setenv("L10NEDIT_TEST_PROVIDER_KEY", "k-123", 1)
    let script =
      #"printf '{"id":"r0","text":"%s %s"}\n' "$L10NEDIT_TEST_PROVIDER_KEY" "$(pwd -P)"; "#
      + #"printf 'bad \033[31mkey\n' >&2; exit 2"#
    let provider = ProviderHarness.provider(
      ["/bin/sh", "-c", script], root: folder.url.path, retries: 0)
    let run = ProviderHarness.run(provider, ProviderHarness.requests(2))
    let root = folder.url.resolvingSymlinksInPath().path
    #expect(try run.results["r0"]?.get() == "k-123 \(root)")
    #expect(
      run.results["r1"]?.failureText
        == "the provider exited with status 2 before answering; it said: bad key")
  }

  @Test func languagesAreMappedAndUndeclaredOnesRefused() throws {
    let script =
      #"while read -r line; do printf '{"id":"%s","text":"%s"}\n' "$(echo "$line" | sed 's/.*"id":"\([^"]*\)".*/\1/')" "$(echo "$line" | sed 's/.*"target":"\([^"]*\)".*/\1/')"; done"#
    let provider = ProviderHarness.provider(
      ["/bin/sh", "-c", script], languages: ["en": "EN", "es": "ES"])
    var requests = ProviderHarness.requests(2)
    requests[1].target = "fr"
    let run = ProviderHarness.run(provider, requests)
    #expect(try run.results["r0"]?.get() == "ES")
    #expect(run.results["r1"]?.failureText == "stub does not translate fr (its languages: en, es)")
  }

  @Test func aMissingProgramFailsEveryRequestAtOnce() {
    let provider = ProviderHarness.provider(["/nonexistent/provider"])
    let run = ProviderHarness.run(provider, ProviderHarness.requests(3))
    #expect(run.seconds < 1)
    #expect(
      run.results["r2"]?.failureText
        == "/nonexistent/provider could not be run: not found or not executable (No such file or directory)"
    )
  }

  /// Whether `pid` is a live process (not gone, not a zombie).
  static func isRunning(_ pid: Int32) -> Bool {
    #if os(Linux)
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
      return false
    }
    return !stat.contains(") Z ")
    #else
    return kill(pid, 0) == 0
    #endif
  }
}

extension CommandProviderTests {
  #if os(Linux)
  @Test func theProviderInheritsNoDescriptorOfOurs() throws {
    // A descriptor of ours left open without close-on-exec must not reach the provider: one at
    // 10 or above (F_DUPFD sets no close-on-exec), clear of the shell's own whatever descriptors
    // the test process happens to hold (run under `time`, 3 was free and the check misfired).
    let opened = open("/dev/null", O_RDONLY)
    let leaked = fcntl(opened, F_DUPFD, 10)
    close(opened)
    defer { close(leaked) }
    let script = #"printf '{"id":"r0","text":"%s"}\n' "$(ls /proc/$$/fd | sort -n | tr '\n' ' ')""#
    let provider = ProviderHarness.provider(["/bin/sh", "-c", script], retries: 0)
    let run = ProviderHarness.run(provider, ProviderHarness.requests(1))
    // The shell's own: 0, 1, 2 and the pipe of its command substitution.
    let descriptors = try #require(try run.results["r0"]?.get()).split(separator: " ")
    #expect(descriptors.prefix(3) == ["0", "1", "2"])
    #expect(leaked >= 10)
    #expect(!descriptors.contains("\(leaked)"))
  }
  #endif
}
