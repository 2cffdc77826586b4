import Foundation

/// Random numbers a failing test can be run again with (SplitMix64).
///
/// Each generator starts from `L10NEDIT_TEST_SEED` when it is set, else from a new random seed.
/// Tests name `seed` in what they record, so that a failure can be reproduced:
/// `L10NEDIT_TEST_SEED=<seed> swift test --filter <test>`.
package struct SeededRandom: RandomNumberGenerator, Sendable {
  /// The seed this generator started from.
  package let seed: UInt64
  private var state: UInt64

  /// A generator seeded from `L10NEDIT_TEST_SEED`, or at random.
  package init() {
    self.init(
      seed: ProcessInfo.processInfo.environment["L10NEDIT_TEST_SEED"].flatMap { UInt64($0) }
        ?? UInt64.random(in: .min ... .max))
  }

  /// A generator seeded with `seed`.
  package init(seed: UInt64) {
    self.seed = seed
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
