import L10nTestSupport
import Testing

@testable import L10nFormats
@testable import L10nModel

/// The packed entries against a plain array, through every change a document makes.
@Suite("StringsEntries: packed entries read back as stored")
struct StringsEntriesTests {
  /// A random token of random style and escapes over `start..<end`.
  static func token(_ start: Int, _ end: Int, using random: inout some RandomNumberGenerator)
    -> StringsToken
  {
    StringsToken(
      span: TextSpan(start: start, end: end),
      style: [.bare, .doubleQuoted, .singleQuoted].randomElement(using: &random) ?? .bare,
      hasEscapes: Bool.random(using: &random))
  }

  /// An entry whose spans are back to back (as read), with or without a value, or one whose
  /// spans are anywhere (as edited).
  static func entry(using random: inout some RandomNumberGenerator) -> StringsEntry {
    var offset = Int.random(in: 0..<1_000_000, using: &random)
    func next(_ maximum: Int) -> TextSpan {
      let start = offset
      // Now and then a span just within or just past what a packed entry holds.
      offset +=
        Int.random(in: 0..<40, using: &random) == 0
        ? Int.random(in: 65_535...65_536, using: &random)
        : Int.random(in: 0...maximum, using: &random)
      return TextSpan(start: start, end: offset)
    }
    let location = SourceLocation32(
      line: Int.random(in: 0...9_999, using: &random),
      column: Int.random(in: 1...80, using: &random))
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      let leading = next(40)
      let key = next(20)
      let separator = next(3)
      let value = next(30)
      return StringsEntry(
        leading: leading, key: token(key.range.lowerBound, key.range.upperBound, using: &random),
        separator: separator,
        value: token(value.range.lowerBound, value.range.upperBound, using: &random),
        terminator: next(3), trailing: next(10), location: location)
    case 1:
      let leading = next(40)
      let key = next(20)
      return StringsEntry(
        leading: leading, key: token(key.range.lowerBound, key.range.upperBound, using: &random),
        separator: .empty(at: key.range.upperBound), value: nil, terminator: next(3),
        trailing: next(10), location: location)
    default:
      let spans = (0..<6).map { _ in next(9) }.shuffled(using: &random)
      return StringsEntry(
        leading: spans[0],
        key: token(spans[1].range.lowerBound, spans[1].range.upperBound, using: &random),
        separator: spans[2],
        value: Bool.random(using: &random)
          ? nil : token(spans[3].range.lowerBound, spans[3].range.upperBound, using: &random),
        terminator: spans[4], trailing: spans[5], location: location)
    }
  }

  @Test("packed entries take 28 bytes")
  func packedSize() {
    #expect(MemoryLayout<StringsEntries.Packed>.stride == 28)
  }

  @Test("the same entries as an array through appends, sets, inserts, removals and splices")
  func matchesAnArray() {
    var random = SeededRandom()
    var plain: [StringsEntry] = []
    var entries = StringsEntries()
    for _ in 0..<300 {
      let entry = Self.entry(using: &random)
      plain.append(entry)
      entries.append(entry)
    }
    #expect(Array(entries) == plain, "seed \(random.seed)")
    // Both forms are there (the chance that all 300 are one is below 10^-20).
    #expect(entries.wholeCount > 0 && entries.wholeCount < plain.count)
    for step in 0..<2_000 {
      let index = Int.random(in: 0..<plain.count, using: &random)
      switch step % 4 {
      case 0:
        let entry = Self.entry(using: &random)
        plain[index] = entry
        entries[index] = entry
      case 1:
        // A field edited in place, as `StringsDocument`'s edits do.
        let value = Self.token(2_000_000 + step, 2_000_010 + step, using: &random)
        plain[index].value = value
        entries[index].value = value
      case 2:
        let entry = Self.entry(using: &random)
        plain.insert(entry, at: index)
        entries.insert(entry, at: index)
      default:
        let end = min(plain.count, index + Int.random(in: 0...3, using: &random))
        let inserting = (0..<Int.random(in: 0...3, using: &random)).map { _ in
          Self.entry(using: &random)
        }
        plain.replaceSubrange(index..<end, with: inserting)
        entries.replaceSubrange(index..<end, with: inserting)
      }
      guard Array(entries) == plain,
        entries.indices.allSatisfy({ entries.key(at: $0) == plain[$0].key })
      else {
        Issue.record("differs after step \(step), seed \(random.seed)")
        return
      }
      // Side slots of entries replaced or removed are reused: as many are held as a fresh
      // collection of the same entries holds.
      guard entries.heldWholeCount == StringsEntries(plain).heldWholeCount else {
        Issue.record(
          "side slots held after step \(step): \(entries.heldWholeCount), seed \(random.seed)")
        return
      }
    }
    #expect(entries == StringsEntries(plain))
  }

  @Test("an entry edited again and again is kept whole in one place")
  func editsReuseTheirPlace() {
    var random = SeededRandom()
    var entries = StringsEntries()
    var entry = Self.entry(using: &random)
    entries.append(entry)
    for edit in 0..<100 {
      entry.leading = TextSpan(start: 5_000_000 + edit, end: 5_000_001 + edit)
      entries[0] = entry
      #expect(entries[0] == entry)
    }
    #expect(entries.wholeCount == 1)
  }
}
