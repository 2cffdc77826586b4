import L10nModel

/// The entries of a `.strings` document, packed: 28 bytes an entry instead of 64.
///
/// An entry as read from a file has its six spans back to back (leading, key, separator, value,
/// terminator, trailing), so where they start and their six lengths hold them; with the
/// location and the tokens' styles that is 28 bytes. A file of short entries otherwise takes
/// twice its size for its entries alone. An entry whose spans are not back to back (edited
/// since it was read, or built by hand) or one of whose spans is 64 KB or longer is kept whole
/// beside the packed ones; the collection reads and writes `StringsEntry` values either way.
public struct StringsEntries: Sendable {
  /// One entry's start, lengths and flags, or where its `StringsEntry` is kept.
  struct Packed: Sendable {
    /// The leading span's start, or the index in `unpacked` for an entry kept whole.
    var start: Int32
    var location: SourceLocation32
    var leading: UInt16
    var key: UInt16
    var separator: UInt16
    /// The value's length (0 for the `"key";` form).
    var value: UInt16
    var terminator: UInt16
    var trailing: UInt16
    /// The key's style and escapes (bits 0–2), the value's (bits 3–5), whether there is a value
    /// (bit 6) and whether the entry is kept whole (bit 7).
    var flags: UInt8
  }

  private var packed: [Packed]
  /// The entries that cannot be packed: read with a span of 64 KB or more, or edited.
  ///
  /// The slot of an entry removed or replaced is free for the next one (`freeSlots`), so this
  /// is as long as the most such entries held at once, however often edits are undone and done
  /// again.
  private var unpacked: [StringsEntry]
  /// Slots of `unpacked` whose entry is no longer held.
  private var freeSlots: [Int32] = []

  /// An empty collection.
  public init() {
    packed = []
    unpacked = []
  }

  private static let hasValue: UInt8 = 1 << 6
  private static let isUnpacked: UInt8 = 1 << 7

  private static func bits(of token: StringsToken) -> UInt8 {
    token.style.rawValue | (token.hasEscapes ? 4 : 0)
  }

  private static func token(_ span: TextSpan, bits: UInt8) -> StringsToken {
    StringsToken(
      span: span,
      style: StringsToken.Style(rawValue: bits & 3) ?? .doubleQuoted, hasEscapes: bits & 4 != 0)
  }

  /// The packed form of `entry` when its spans are back to back and each is under 64 KB.
  private static func pack(_ entry: StringsEntry) -> Packed? {
    let key = entry.key.span
    let valueSpan = entry.value?.span ?? TextSpan.empty(at: Int(key.end))
    guard entry.leading.end == key.start, entry.separator.start == key.end,
      entry.separator.end == valueSpan.start, entry.terminator.start == valueSpan.end,
      entry.terminator.end == entry.trailing.start,
      let leading = length(entry.leading), let keyLength = length(key),
      let separator = length(entry.separator), let value = length(valueSpan),
      let terminator = length(entry.terminator), let trailing = length(entry.trailing)
    else { return nil }
    var flags = bits(of: entry.key)
    if let value = entry.value { flags |= bits(of: value) << 3 | hasValue }
    return Packed(
      start: entry.leading.start, location: entry.location, leading: leading, key: keyLength,
      separator: separator, value: value, terminator: terminator, trailing: trailing,
      flags: flags)
  }

  private static func length(_ span: TextSpan) -> UInt16? {
    UInt16(exactly: Int(span.end) - Int(span.start))
  }

  private static func unpack(_ packed: Packed) -> StringsEntry {
    var offset = Int(packed.start)
    func next(_ length: UInt16) -> TextSpan {
      defer { offset += Int(length) }
      return TextSpan(start: offset, end: offset + Int(length))
    }
    let leading = next(packed.leading)
    let key = next(packed.key)
    let separator = next(packed.separator)
    let value = next(packed.value)
    return StringsEntry(
      leading: leading, key: token(key, bits: packed.flags), separator: separator,
      value: packed.flags & hasValue == 0 ? nil : token(value, bits: packed.flags >> 3),
      terminator: next(packed.terminator), trailing: next(packed.trailing),
      location: packed.location)
  }

  /// The stored form of `entry`: packed, or in a free side slot, else a new one.
  private mutating func store(_ entry: StringsEntry) -> Packed {
    if let packed = Self.pack(entry) { return packed }
    let index: Int32
    if let slot = freeSlots.popLast() {
      unpacked[Int(slot)] = entry
      index = slot
    } else {
      index = Int32(unpacked.count)
      unpacked.append(entry)
    }
    return Packed(
      start: index, location: entry.location, leading: 0, key: 0, separator: 0, value: 0,
      terminator: 0, trailing: 0, flags: Self.isUnpacked)
  }
}

extension StringsEntries: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// The first index, 0.
  public var startIndex: Int { 0 }
  /// The number of entries.
  public var endIndex: Int { packed.count }

  /// The entry at `position`.
  public subscript(position: Int) -> StringsEntry {
    get {
      let stored = packed[position]
      return stored.flags & Self.isUnpacked == 0 ? Self.unpack(stored) : unpacked[Int(stored.start)]
    }
    set {
      free(position..<(position + 1))
      let stored = store(newValue)
      packed[position] = stored
    }
  }

  /// Replaces the entries in `range` with `newElements`.
  public mutating func replaceSubrange(
    _ range: Range<Int>, with newElements: some Collection<StringsEntry>
  ) {
    // Read before the replaced entries' slots are freed: they may be among them.
    let incoming = Array(newElements)
    free(range)
    var stored: [Packed] = []
    stored.reserveCapacity(incoming.count)
    for entry in incoming {
      let entry = store(entry)
      stored.append(entry)
    }
    packed.replaceSubrange(range, with: stored)
  }

  /// Frees the side slots of the entries in `range`, which are about to be replaced.
  private mutating func free(_ range: Range<Int>) {
    for stored in packed[range] where stored.flags & Self.isUnpacked != 0 {
      freeSlots.append(stored.start)
    }
  }

  /// The key of the entry at `position`, without making the whole entry.
  public func key(at position: Int) -> StringsToken {
    let stored = packed[position]
    guard stored.flags & Self.isUnpacked == 0 else { return unpacked[Int(stored.start)].key }
    let start = Int(stored.start) + Int(stored.leading)
    return Self.token(
      TextSpan(start: start, end: start + Int(stored.key)), bits: stored.flags)
  }

  /// Where the entry at `position` starts in its file, without making the whole entry.
  public func location(at position: Int) -> SourceLocation32 {
    packed[position].location
  }

  /// The comments and white space before the entry at `position`, without making the whole
  /// entry.
  public func leading(at position: Int) -> TextSpan {
    let stored = packed[position]
    guard stored.flags & Self.isUnpacked == 0 else { return unpacked[Int(stored.start)].leading }
    return TextSpan(start: Int(stored.start), end: Int(stored.start) + Int(stored.leading))
  }

  /// The value of the entry at `position` (`nil` for the `"key";` form), without making the
  /// whole entry.
  public func value(at position: Int) -> StringsToken? {
    let stored = packed[position]
    guard stored.flags & Self.isUnpacked == 0 else { return unpacked[Int(stored.start)].value }
    guard stored.flags & Self.hasValue != 0 else { return nil }
    let start =
      Int(stored.start) + Int(stored.leading) + Int(stored.key) + Int(stored.separator)
    return Self.token(
      TextSpan(start: start, end: start + Int(stored.value)), bits: stored.flags >> 3)
  }

  /// Reserves room for `capacity` entries.
  public mutating func reserveCapacity(_ capacity: Int) {
    packed.reserveCapacity(capacity)
  }

  /// Appends an entry.
  public mutating func append(_ entry: StringsEntry) {
    let stored = store(entry)
    packed.append(stored)
  }
}

extension StringsEntries: ExpressibleByArrayLiteral, Equatable {
  /// A collection of the given entries.
  public init(arrayLiteral elements: StringsEntry...) {
    self.init(elements)
  }

  /// Whether both hold the same entries in the same order, however they are stored.
  public static func == (lhs: StringsEntries, rhs: StringsEntries) -> Bool {
    lhs.elementsEqual(rhs)
  }
}

extension StringsEntries {
  /// How many side slots there are, free ones included (for tests).
  var wholeCount: Int { unpacked.count }

  /// How many side slots hold an entry of the collection (for tests).
  var heldWholeCount: Int { unpacked.count - freeSlots.count }
}
