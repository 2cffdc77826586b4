import L10nTestSupport

/// Inputs mutated from a target's seeds, the same on any machine: a generator with a fixed
/// seed picks a seed input and applies one to four of libFuzzer's kinds of mutation to it
/// (bytes erased, inserted, changed, bit-flipped, copied within the input, a dictionary token
/// inserted or written over, a part of another seed spliced in).
struct Mutator {
  private var random: SeededRandom
  private let seeds: [[UInt8]]
  private let tokens: [[UInt8]]

  /// A mutator over `inputs`, starting from `seed`.
  init(inputs: FuzzTargetInputs, seed: UInt64) {
    random = SeededRandom(seed: seed)
    seeds = inputs.seeds.map(\.bytes).isEmpty ? [[]] : inputs.seeds.map(\.bytes)
    tokens = inputs.tokens.isEmpty ? [[0x00]] : inputs.tokens
  }

  /// The next mutated input, at most `FuzzTargetInputs.maximumLength` bytes.
  mutating func next() -> [UInt8] {
    var bytes = seeds[below(seeds.count)]
    for _ in 0...below(4) { mutate(&bytes) }
    return Array(bytes.prefix(FuzzTargetInputs.maximumLength))
  }

  private mutating func mutate(_ bytes: inout [UInt8]) {
    let at = below(bytes.count + 1)
    switch below(bytes.isEmpty ? 2 : 8) {
    case 0: bytes.insert(contentsOf: tokens[below(tokens.count)], at: at)
    case 1: bytes.insert(contentsOf: (0...below(4)).map { _ in byte() }, at: at)
    case 2: bytes.removeSubrange(range(in: bytes.count, from: at))
    case 3: bytes[min(at, bytes.count - 1)] = byte()
    case 4: bytes[min(at, bytes.count - 1)] ^= 1 << UInt8(below(8))
    case 5:
      let token = tokens[below(tokens.count)]
      let start = min(at, bytes.count)
      bytes.replaceSubrange(start..<min(bytes.count, start + token.count), with: token)
    case 6:
      bytes.insert(contentsOf: bytes[range(in: bytes.count, from: below(bytes.count))], at: at)
    default:
      let other = seeds[below(seeds.count)]
      bytes.insert(contentsOf: other[range(in: other.count, from: below(other.count + 1))], at: at)
    }
  }

  /// A byte, half the time one of those readers treat specially.
  private mutating func byte() -> UInt8 {
    let special: [UInt8] = [0x00, 0x0A, 0x0D, 0x22, 0x5C, 0x25, 0x3C, 0x7B, 0x7F, 0x80, 0xC3, 0xFF]
    return below(2) == 0 ? special[below(special.count)] : UInt8(truncatingIfNeeded: random.next())
  }

  /// A range of up to 64 bytes of a `count`-byte input, from `start`.
  private mutating func range(in count: Int, from start: Int) -> Range<Int> {
    let start = min(start, count)
    return start..<min(count, start + 1 + below(64))
  }

  /// A number in `0..<bound` (0 when `bound` is 0).
  private mutating func below(_ bound: Int) -> Int {
    bound <= 0 ? 0 : Int(random.next() % UInt64(bound))
  }
}
