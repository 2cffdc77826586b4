/// A set of scripts as one bit per script: made and compared without hashing or allocating,
/// for `mixed-scripts`, which asks it of every translation beyond ASCII.
package struct ScriptSet: Sendable, Equatable {
  /// One bit per `Script`, at its position in `Script.allCases`.
  package private(set) var bits: UInt64 = 0

  /// The empty set.
  package init() {}

  /// The set of `scripts`.
  package init(_ scripts: some Sequence<Script>) {
    for script in scripts { insert(script) }
  }

  /// Adds `script`.
  package mutating func insert(_ script: Script) { bits |= Self.bit(script) }

  /// Whether the set holds `script`.
  package func contains(_ script: Script) -> Bool { bits & Self.bit(script) != 0 }

  /// Whether the set is empty.
  package var isEmpty: Bool { bits == 0 }

  /// The scripts of this set that `other` lacks.
  package func subtracting(_ other: ScriptSet) -> ScriptSet {
    var result = ScriptSet()
    result.bits = bits & ~other.bits
    return result
  }

  /// The scripts of the set, ordered by name (their raw values).
  package var sortedByName: [Script] { Self.byName.filter(contains) }

  private static let byName = Script.allCases.sorted { $0.rawValue < $1.rawValue }

  /// Each script's bit: at its position among the cases.
  private static func bit(_ script: Script) -> UInt64 { UInt64(1) << UInt64(script.ordinal) }
}

extension Script {
  /// The script's position in `allCases` (their declaration order).
  package var ordinal: Int {
    switch self {
    case .latin: 0
    case .greek: 1
    case .cyrillic: 2
    case .armenian: 3
    case .hebrew: 4
    case .arabic: 5
    case .syriac: 6
    case .thaana: 7
    case .devanagari: 8
    case .bengali: 9
    case .gurmukhi: 10
    case .gujarati: 11
    case .oriya: 12
    case .tamil: 13
    case .telugu: 14
    case .kannada: 15
    case .malayalam: 16
    case .sinhala: 17
    case .thai: 18
    case .lao: 19
    case .tibetan: 20
    case .myanmar: 21
    case .georgian: 22
    case .hangul: 23
    case .ethiopic: 24
    case .khmer: 25
    case .mongolian: 26
    case .hiragana: 27
    case .katakana: 28
    case .bopomofo: 29
    case .han: 30
    }
  }
}
