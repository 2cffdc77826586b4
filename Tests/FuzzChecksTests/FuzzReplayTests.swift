import Foundation
import FuzzChecks
import Testing

/// Every fuzz target replayed in process.
///
/// Each target of `Fuzz/targets.txt`, through the very check its libFuzzer executable runs
/// (`FuzzCheck.named`): every seed (`Fuzz/seeds.sh`) and past finding
/// (`Fuzz/regressions/TARGET`), then `mutations` inputs mutated from them by a generator with
/// a fixed seed — a count, not a time, so the same inputs on any machine. A reader's crash or a
/// failed property ends the test process, as it ends a libFuzzer run; the input being run is
/// kept meanwhile in `$TMPDIR/l10nedit-fuzz-replay/TARGET` (see
/// Documentation/Development/Fuzzing.md). The timed fuzzing with sanitizers is `.ci/run --deep`.
@Suite("fuzz targets replayed in process")
struct FuzzReplayTests {
  /// Mutated inputs per target (`L10NEDIT_FUZZ_MUTATIONS` sets another count).
  static let mutations =
    ProcessInfo.processInfo.environment["L10NEDIT_FUZZ_MUTATIONS"].flatMap { Int($0) } ?? 2_000

  @Test("every target has a check")
  func everyTargetHasACheck() {
    #expect(!FuzzTargetInputs.targets.isEmpty)
    for target in FuzzTargetInputs.targets {
      #expect(FuzzCheck.named(target.name) != nil, "no FuzzCheck for \(target.name)")
    }
  }

  @Test(
    "seeds, past findings and mutations of each target",
    arguments: FuzzTargetInputs.targets.map(\.name))
  func replay(target: String) throws {
    let dictionary = try #require(FuzzTargetInputs.targets.first { $0.name == target }).dictionary
    let check = try #require(FuzzCheck.named(target))
    let inputs = try FuzzTargetInputs(target: target, dictionary: dictionary)
    let kept = try KeptInput(target: target)
    for seed in inputs.seeds { kept.run(seed.bytes, through: check) }
    var mutator = Mutator(inputs: inputs, seed: Self.seed(of: target))
    for _ in 0..<Self.mutations { kept.run(mutator.next(), through: check) }
    kept.remove()
  }

  /// The generator's seed for `target`: its name's FNV-1a hash, so that a new target changes
  /// no other target's inputs.
  static func seed(of target: String) -> UInt64 {
    target.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
  }
}

/// The input a target is running, written to `$TMPDIR/l10nedit-fuzz-replay/TARGET` before it
/// runs: what is left there when a crash or a failed property ended the process.
struct KeptInput {
  let file: URL

  init(target: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("l10nedit-fuzz-replay")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    file = folder.appendingPathComponent(target)
  }

  /// Keeps `bytes` in the file, then runs them through `check`.
  func run(_ bytes: [UInt8], through check: FuzzCheck.Check) {
    try? Data(bytes).write(to: file)
    _ = bytes.withUnsafeBufferPointer { check($0.baseAddress, $0.count) }
  }

  /// Removes the file: every input passed.
  func remove() {
    try? FileManager.default.removeItem(at: file)
  }
}
