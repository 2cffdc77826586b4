import L10nModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Findings held compactly: what `Linter.run` returns, a collection of `Finding`s built on
/// access.
///
/// A large project has hundreds of thousands of findings; as `Finding` values (five strings
/// and a cell each, a heap block per message) they took more memory than the project's text.
/// Here each is a 20-byte record of numbers: its message, its kind (rule, severity, path,
/// table and language, of which a project has few combinations), line, column and key. Keys
/// are kept once per run of findings of the same key, and messages are UTF-8 in the part's
/// byte buffer, with the finding's key and language left out (most messages name them) so
/// that messages alike but for those are stored once: a thousand languages' gaps of a key
/// share one message.
///
/// Parts hold records in the order they were added; a list of positions (part and record)
/// gives the findings' order. Appending a list moves its parts in, copying no record or
/// message, and sorting moves positions only.
package struct FindingList: RandomAccessCollection, Sendable {
  /// One finding, as indices and numbers: 20 bytes.
  struct Record: Sendable {
    /// Into `Part.messageStarts`.
    var message: Int32
    /// Into `Part.kinds`.
    var kind: Int32
    var line: Int32
    var column: Int32
    /// Into `Part.keys`, or -1 when the finding concerns no cell.
    var key: Int32
  }

  /// What a run of findings shares: rule, severity, path, table and language.
  ///
  /// Table and language are -1 when the finding concerns no cell; all are indices into their
  /// part's tables. A project has few kinds.
  struct Kind: Hashable, Sendable {
    var rule: Int32
    var path: Int32
    var table: Int32
    var language: Int32
    var severity: Severity
  }

  /// Records, the bytes of their messages (at most `Int32.max`) and the values they name.
  struct Part: Sendable {
    var records: [Record] = []
    var messages: [UInt8] = []
    /// Where each distinct stored message starts in `messages`, and where the last ends.
    var messageStarts: [Int32] = [0]
    var kinds = Interned<Kind>()
    var rules = Interned<String>()
    var paths = Interned<String>()
    var tables = Interned<TableID>()
    var languages = Interned<LanguageID>()
    /// The findings' keys; a finding's key is the last one when it equals it.
    var keys: [LocalizationKey] = []

    /// Where recently stored messages are, by hash: a message stored again is shared.
    private var recent = RecentMessages()

    /// The finding of record `index`.
    func finding(at index: Int) -> Finding {
      let record = records[index]
      let kind = kinds[record.kind]
      return Finding(
        ruleID: rules[kind.rule], severity: kind.severity, path: paths[kind.path],
        location: SourceLocation(line: Int(record.line), column: Int(record.column)),
        message: message(of: record), cell: cell(of: record))
    }

    /// The message of `record`.
    func message(of record: Record) -> String {
      var bytes: [UInt8] = []
      appendMessage(of: record, to: &bytes)
      return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the message of `record`, as UTF-8, to `bytes`.
    func appendMessage(of record: Record, to bytes: inout [UInt8]) {
      let kind = kinds[record.kind]
      let message = Int(record.message)
      let stored = messages[Int(messageStarts[message])..<Int(messageStarts[message + 1])]
      func isMarker(_ byte: UInt8) -> Bool { byte >= Self.languageMarker }
      guard record.key >= 0, var marker = stored.firstIndex(where: isMarker) else {
        bytes += stored
        return
      }
      // Each marker a message holds (at most one of each) is its first appearance again.
      bytes.reserveCapacity(bytes.count + stored.count + 32)
      var start = stored.startIndex
      while true {
        bytes += stored[start..<marker]
        if stored[marker] == Self.keyMarker {
          bytes += keys[Int(record.key)].text.utf8
        } else {
          bytes += languages[kind.language].code.utf8
        }
        start = marker + 1
        guard let next = stored[start...].firstIndex(where: isMarker) else { break }
        marker = next
      }
      bytes += stored[start...]
    }

    /// The cell of `record`, if it concerns one.
    func cell(of record: Record) -> CellID? {
      guard record.key >= 0 else { return nil }
      let kind = kinds[record.kind]
      return CellID(
        table: tables[kind.table], key: keys[Int(record.key)], language: languages[kind.language])
    }

    /// Stands for the finding's key in a stored message: a byte no UTF-8 text holds.
    static let keyMarker: UInt8 = 0xFF
    /// Stands for the finding's language code in a stored message: a byte no UTF-8 text holds.
    static let languageMarker: UInt8 = 0xFE

    /// Adds `finding`.
    mutating func append(_ finding: Finding) {
      let start = messages.count
      appendStored(finding.message, cell: finding.cell)
      add(
        messageFrom: start, rule: finding.ruleID, severity: finding.severity,
        path: finding.path, location: finding.location, cell: finding.cell)
    }

    /// Adds the finding of rule `rule` with `severity` about `problem`: stored from its
    /// wording's parts when it has them (as `append(_:)` would store the message they make).
    mutating func append(_ problem: Problem, rule: String, severity: Severity) {
      let start = messages.count
      var isStored = false
      if let cell = problem.cell, let wording = problem.translation {
        isStored = appendStored(wording, cell: cell)
      }
      if !isStored { appendStored(problem.message, cell: problem.cell) }
      add(
        messageFrom: start, rule: rule, severity: severity, path: problem.path,
        location: problem.location, cell: problem.cell)
    }

    /// Appends the stored bytes of `wording` about `cell` to `messages` — its key and language
    /// as markers, made from its parts — when the key is quoted as it is (nothing escaped) and
    /// the naming starts with the language's code; returns whether it did.
    private mutating func appendStored(_ wording: TranslationWording, cell: CellID) -> Bool {
      let code = cell.language.code
      guard !cell.key.text.isEmpty, !code.isEmpty,
        wording.quotedKey.utf8.count == cell.key.text.utf8.count + 2,
        wording.naming.utf8.starts(with: code.utf8)
      else { return false }
      // `"KEY" in LANGUAGE`, byte by byte (an array literal here was made per finding).
      messages.append(UInt8(ascii: "\""))
      messages.append(Self.keyMarker)
      messages.append(UInt8(ascii: "\""))
      messages.append(UInt8(ascii: " "))
      messages.append(UInt8(ascii: "i"))
      messages.append(UInt8(ascii: "n"))
      messages.append(UInt8(ascii: " "))
      messages.append(Self.languageMarker)
      Self.withBytes(of: wording.naming) { messages += $0[code.utf8.count...] }
      messages.append(UInt8(ascii: " "))
      Self.withBytes(of: wording.words) { messages += $0 }
      return true
    }

    /// Appends the stored bytes of `message` to `messages`: the first appearance of `cell`'s
    /// key, then its language's first one outside the key, each a marker.
    private mutating func appendStored(_ message: String, cell: CellID?) {
      // The message's bytes with its key's first appearance, then its language's first one
      // outside the key (a language code inside the key stays part of it), each a marker: made
      // in one pass at the end of `messages`, where it stays unless stored lately.
      Self.withBytes(of: message) { bytes in
        guard let cell else { return messages.append(contentsOf: bytes) }
        let (key, code) = (cell.key.text, cell.language.code)
        let keyRange = Self.firstOffset(of: key, in: bytes).map { $0..<($0 + key.utf8.count) }
        var codeRange: Range<Int>?
        let codeCount = code.utf8.count
        if let keyRange {
          let before = UnsafeBufferPointer(rebasing: bytes[..<keyRange.lowerBound])
          let after = UnsafeBufferPointer(rebasing: bytes[keyRange.upperBound...])
          if let offset = Self.firstOffset(of: code, in: before) {
            codeRange = offset..<(offset + codeCount)
          } else if let offset = Self.firstOffset(of: code, in: after) {
            codeRange = (keyRange.upperBound + offset)..<(keyRange.upperBound + offset + codeCount)
          }
        } else if let offset = Self.firstOffset(of: code, in: bytes) {
          codeRange = offset..<(offset + codeCount)
        }
        var from = 0
        func mark(_ range: Range<Int>?, _ marker: UInt8) {
          guard let range else { return }
          messages.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from..<range.lowerBound]))
          messages.append(marker)
          from = range.upperBound
        }
        // In the order they appear.
        if let codeRange, let keyRange, codeRange.lowerBound < keyRange.lowerBound {
          mark(codeRange, Self.languageMarker)
          mark(keyRange, Self.keyMarker)
        } else {
          mark(keyRange, Self.keyMarker)
          mark(codeRange, Self.languageMarker)
        }
        messages.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from...]))
      }
    }

    /// Adds a record of the finding whose message was appended to `messages` from `start`.
    private mutating func add(
      messageFrom start: Int, rule: String, severity: Severity, path: String,
      location: SourceLocation, cell: CellID?
    ) {
      var kind = Kind(
        rule: rules.index(of: rule), path: paths.index(of: path), table: -1, language: -1,
        severity: severity)
      var key: Int32 = -1
      if let cell {
        if keys.last != cell.key { keys.append(cell.key) }
        key = Int32(keys.count - 1)
        kind.table = tables.index(of: cell.table)
        kind.language = languages.index(of: cell.language)
      }
      records.append(
        Record(
          message: storeLast(from: start), kind: kinds.index(of: kind),
          line: Int32(clamping: location.line), column: Int32(clamping: location.column),
          key: key))
    }

    /// Where `key` first appears in `message`, if it does (and is not empty).
    private static func firstOffset(of key: String, in message: UnsafeBufferPointer<UInt8>)
      -> Int?
    {
      withBytes(of: key) { key -> Int? in
        guard let first = key.first, let base = message.baseAddress else { return nil }
        var offset = 0
        // Each appearance of the key's first byte (found by `memchr`), compared whole.
        while message.count - offset >= key.count,
          let found = memchr(base + offset, Int32(first), message.count - offset)
        {
          let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
          guard message.count - at >= key.count else { return nil }
          if equal(UnsafeBufferPointer(rebasing: message[at..<(at + key.count)]), key) {
            return at
          }
          offset = at + 1
        }
        return nil
      }
    }

    /// `body` of the UTF-8 bytes of `text`, read in place (a native string's), else from a copy.
    private static func withBytes<Result>(
      of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
      if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
      var copy = text
      return copy.withUTF8(body)
    }

    /// Whether two byte buffers hold the same bytes.
    private static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>)
      -> Bool
    {
      guard lhs.count == rhs.count else { return false }
      guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
      return memcmp(left, right, lhs.count) == 0
    }

    /// The index of the message at the end of `messages`, from `start`, among the stored ones:
    /// one stored lately (and the end taken off), or the end, added now.
    private mutating func storeLast(from start: Int) -> Int32 {
      let found = messages.withUnsafeBufferPointer { stored -> (hash: Int, index: Int32?) in
        let message = UnsafeBufferPointer(rebasing: stored[start...])
        let hash = Int(truncatingIfNeeded: KeyTable.hash(message))
        let found = recent.find(hash: hash) { index in
          let range = Int(messageStarts[Int(index)])..<Int(messageStarts[Int(index) + 1])
          return Self.equal(UnsafeBufferPointer(rebasing: stored[range]), message)
        }
        return (hash, found)
      }
      if let index = found.index {
        messages.removeSubrange(start...)
        return index
      }
      messageStarts.append(Int32(messages.count))
      let index = Int32(messageStarts.count - 2)
      recent.add(hash: found.hash, message: index)
      return index
    }
  }

  /// The last few distinct messages stored, by hash: findings alike come in runs (a rule's
  /// finding for each language of a row, then the next row's).
  ///
  /// A slot per hash (the last message stored with a hash of that slot), so that a message is
  /// found in one look: the 64 most recent, looked through one by one, missed most repeats of
  /// a project's findings (a rule's message in each of forty languages, row after row), and
  /// storing them again was a tenth of `lint`'s peak memory.
  private struct RecentMessages: Sendable {
    private var slots: [(hash: Int, message: Int32)] = []
    private static let capacity = 4_096

    /// The index of a message stored lately with `hash` for which `isEqual` holds.
    func find(hash: Int, where isEqual: (Int32) -> Bool) -> Int32? {
      guard !slots.isEmpty else { return nil }
      let slot = slots[hash & (Self.capacity - 1)]
      return slot.message >= 0 && slot.hash == hash && isEqual(slot.message) ? slot.message : nil
    }

    /// Remembers a message, in place of the one whose hash had its slot.
    mutating func add(hash: Int, message: Int32) {
      if slots.isEmpty { slots = Array(repeating: (0, -1), count: Self.capacity) }
      slots[hash & (Self.capacity - 1)] = (hash, message)
    }
  }

  /// A finding's part and record.
  struct Position: Comparable, Sendable {
    var part: Int32
    var record: Int32

    static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.part, lhs.record) < (rhs.part, rhs.record)
    }
  }

  private(set) var parts: [Part] = []
  private(set) var positions: [Position] = []

  /// No findings.
  package init() {}

  /// `findings`, in their order.
  package init(_ findings: some Sequence<Finding>) {
    for finding in findings { append(finding) }
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { positions.count }

  /// The finding at `index`, built from its record.
  package subscript(index: Int) -> Finding {
    let position = positions[index]
    return parts[Int(position.part)].finding(at: Int(position.record))
  }

  /// The part and record of the finding at `index`, the part by its index: a copy of a part
  /// would retain each of its buffers.
  private func locate(_ index: Int) -> (part: Int, record: Record) {
    let position = positions[index]
    let part = Int(position.part)
    return (part, parts[part].records[Int(position.record)])
  }

  /// The rule of the finding at `index` (without building the finding).
  package func ruleID(at index: Int) -> String {
    let (part, record) = locate(index)
    return parts[part].rules[parts[part].kinds[record.kind].rule]
  }

  /// Whether the finding at `index` is of the rule `id` (without building the finding or
  /// copying its rule's identifier).
  package func isOfRule(_ id: String, at index: Int) -> Bool {
    let position = positions[index]
    return parts.withUnsafeBufferPointer { parts in
      // Through a pointer, as `appendLine`: the buffer's subscript copied the part.
      guard let base = parts.baseAddress else { return false }
      let part = base + Int(position.part)
      let kind = part.pointee.kinds[part.pointee.records[Int(position.record)].kind]
      return part.pointee.rules[kind.rule] == id
    }
  }

  /// Whether each finding, by index, is of the rule `id`: found part by part in the order the
  /// records were added, so that asking it of every finding in sorted order reads a byte per
  /// finding rather than its record, out of order (`isOfRule` for each was 2 % of `lint`).
  package func marks(ofRule id: String) -> [Bool] {
    let byRecord = parts.map { part -> [Bool] in
      let rules = part.rules.values.map { $0 == id }
      let kinds = part.kinds.values.map { rules[Int($0.rule)] }
      guard kinds.contains(true) else { return [] }
      return part.records.map { kinds[Int($0.kind)] }
    }
    guard byRecord.contains(where: { !$0.isEmpty }) else {
      return Array(repeating: false, count: positions.count)
    }
    return positions.map { position in
      let marks = byRecord[Int(position.part)]
      return !marks.isEmpty && marks[Int(position.record)]
    }
  }

  /// The path of the finding at `index` (without building the finding).
  package func path(at index: Int) -> String {
    let (part, record) = locate(index)
    return parts[part].paths[parts[part].kinds[record.kind].path]
  }

  /// The severity of the finding at `index` (without building the finding).
  package func severity(at index: Int) -> Severity {
    let (part, record) = locate(index)
    return parts[part].kinds[record.kind].severity
  }

  /// The cell of the finding at `index`, if it concerns one (without building the finding).
  package func cell(at index: Int) -> CellID? {
    let (part, record) = locate(index)
    return parts[part].cell(of: record)
  }

  /// The location of the finding at `index` (without building the finding).
  package func location(at index: Int) -> SourceLocation {
    let (_, record) = locate(index)
    return SourceLocation(line: Int(record.line), column: Int(record.column))
  }

  /// Appends the message of the finding at `index`, as UTF-8, to `bytes` (without building
  /// the finding).
  package func appendMessage(at index: Int, to bytes: inout [UInt8]) {
    let (part, record) = locate(index)
    // Through the buffer: a method of `parts[part]` called with `inout` bytes copied the part.
    parts.withUnsafeBufferPointer { $0[part].appendMessage(of: record, to: &bytes) }
  }

  /// Appends `number` in decimal digits (as `String(number)` spells it).
  static func appendDecimal(_ number: Int32, to bytes: inout [UInt8]) {
    guard number >= 0 else {
      bytes += String(number).utf8
      return
    }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var rest = number
    withUnsafeMutableBytes(of: &digits) { digits in
      repeat {
        digits[count] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        count += 1
      } while rest > 0
      for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(digits[index]) }
    }
  }

  /// The bytes the messages take, stored.
  var storedMessageBytes: Int { parts.reduce(0) { $0 + $1.messages.count } }

  /// How many findings there are of each severity (without building them).
  package var severityCounts: [Severity: Int] {
    var counts: [Severity: Int] = [:]
    for part in parts {
      // Counted by kind first (a part has few kinds): a dictionary update per finding, hashing
      // its severity, cost more than the rest of the count.
      var perKind = [Int](repeating: 0, count: part.kinds.values.count)
      for record in part.records { perKind[Int(record.kind)] += 1 }
      for (kind, count) in perKind.enumerated() where count > 0 {
        counts[part.kinds.values[kind].severity, default: 0] += count
      }
    }
    return counts
  }

  /// Adds `finding` at the end.
  ///
  /// Lines and columns are stored in 32 bits: no file read is larger than 2 GiB
  /// (`ReadLimits`), so none has more lines or columns.
  package mutating func append(_ finding: Finding) {
    if parts.isEmpty
      || parts[parts.count - 1].messages.count > Int(Int32.max) - finding.message.utf8.count
    {
      parts.append(Part())
    }
    let part = parts.count - 1
    positions.append(Position(part: Int32(part), record: Int32(parts[part].records.count)))
    parts[part].append(finding)
  }

  /// Adds the finding of rule `rule` with `severity` about `problem` at the end (as appending
  /// the `Finding` the linter makes of it, without making it).
  package mutating func append(_ problem: Problem, rule: String, severity: Severity) {
    let messageBytes =
      problem.translation.map {
        $0.quotedKey.utf8.count + $0.naming.utf8.count + $0.words.utf8.count + 5
      } ?? problem.message.utf8.count
    if parts.isEmpty || parts[parts.count - 1].messages.count > Int(Int32.max) - messageBytes {
      parts.append(Part())
    }
    let part = parts.count - 1
    positions.append(Position(part: Int32(part), record: Int32(parts[part].records.count)))
    parts[part].append(problem, rule: rule, severity: severity)
  }

  /// Adds `other`'s findings at the end, in their order; its parts move here.
  package mutating func append(contentsOf other: consuming FindingList) {
    let offset = Int32(parts.count)
    for position in other.positions {
      positions.append(Position(part: position.part + offset, record: position.record))
    }
    parts += other.parts
  }

  /// Sorts the findings by path, location, rule and message (equal ones as they were: in the
  /// order added).
  ///
  /// Each finding's path rank, line, column and rule rank are packed into one integer
  /// (`SortKeys`), sorted by radix, stably, from the records in the order they were added;
  /// messages are compared, as strings, only within runs of findings equal in all else.
  package mutating func sort() {
    // Positions hold every record of every part once: taken in that order, equal keys keep it.
    // They are made again from the sorted entries; freed first, they are not held beside them
    // (the sort's peak is `lint`'s).
    positions = []
    let keys = SortKeys(parts)
    var entries = keys.entries(of: parts)
    guard keys.fitsOneWord else {
      entries.sort { ($0.high, $0.key, $0.part, $0.record) < ($1.high, $1.key, $1.part, $1.record) }
      return finishSort(entries)
    }
    SortKeys.radixSort(&entries, bits: keys.bits)
    finishSort(entries)
  }

  /// Takes the order of `entries`, sorted by key and position, after sorting each run of equal
  /// keys by message.
  private mutating func finishSort(_ entries: [SortKeys.Entry]) {
    var entries = entries
    var start = 0
    while start < entries.count {
      var end = start + 1
      while end < entries.count, entries[end].key == entries[start].key,
        entries[end].high == entries[start].high
      {
        end += 1
      }
      if end - start > 1 { sortByMessage(&entries[start..<end]) }
      start = end
    }
    positions = entries.map { Position(part: $0.part, record: $0.record) }
  }

  /// Sorts `entries`, equal in path, location and rule and in the order added, by message.
  private func sortByMessage(_ entries: inout ArraySlice<SortKeys.Entry>) {
    // Only the message: a whole finding would build its path, rule and cell too.
    let sorted = entries.map { entry in
      let part = Int(entry.part)
      return (entry, message: parts[part].message(of: parts[part].records[Int(entry.record)]))
    }
    .enumerated().sorted { lhs, rhs in
      lhs.element.message != rhs.element.message
        ? lhs.element.message < rhs.element.message : lhs.offset < rhs.offset
    }
    entries.replaceSubrange(entries.indices, with: sorted.map(\.element.0))
  }

  /// Findings' sort keys packed into integers: path rank, line, column and rule rank, each in
  /// as many bits as its largest value needs, in one word when they fit.
  private struct SortKeys {
    /// A finding's key and position.
    struct Entry {
      /// The whole key when it fits one word; otherwise column and rule rank.
      var key: UInt64
      /// Path rank and line when the key takes two words; otherwise 0.
      var high: UInt64
      var part: Int32
      var record: Int32
    }

    /// Each part's path and rule indices, mapped to their rank among every part's.
    private let pathRanks: [[UInt64]]
    private let ruleRanks: [[UInt64]]
    private let lowestLine: Int64
    private let lowestColumn: Int64
    private let lineBits: Int
    private let columnBits: Int
    private let ruleBits: Int
    /// The bits of the whole key.
    let bits: Int

    init(_ parts: [Part]) {
      func ranks(_ values: (Part) -> [String]) -> (ranks: [[UInt64]], bits: Int) {
        let all = Set(parts.flatMap(values)).sorted()
        let rank = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1, UInt64($0)) })
        return (parts.map { values($0).map { rank[$0] ?? 0 } }, Self.bits(all.count))
      }
      let (pathRanks, pathBits) = ranks { $0.paths.values }
      let (ruleRanks, ruleBits) = ranks { $0.rules.values }
      var lines = (lowest: Int64(Int32.max), highest: Int64(Int32.min))
      var columns = lines
      for part in parts {
        for record in part.records {
          lines = (
            Swift.min(lines.lowest, Int64(record.line)),
            Swift.max(lines.highest, Int64(record.line))
          )
          columns = (
            Swift.min(columns.lowest, Int64(record.column)),
            Swift.max(columns.highest, Int64(record.column))
          )
        }
      }
      self.pathRanks = pathRanks
      self.ruleRanks = ruleRanks
      lowestLine = lines.lowest
      lowestColumn = columns.lowest
      lineBits = Self.bits(Int(Swift.max(0, lines.highest - lines.lowest)) + 1)
      columnBits = Self.bits(Int(Swift.max(0, columns.highest - columns.lowest)) + 1)
      self.ruleBits = ruleBits
      bits = pathBits + lineBits + columnBits + ruleBits
    }

    /// Whether the key fits one word.
    var fitsOneWord: Bool { bits <= 64 }

    /// The bits numbers below `count` take.
    private static func bits(_ count: Int) -> Int {
      count <= 1 ? 0 : Int.bitWidth - (count - 1).leadingZeroBitCount
    }

    /// The entries of every record of `parts`, in the order added.
    func entries(of parts: [Part]) -> [Entry] {
      var entries: [Entry] = []
      entries.reserveCapacity(parts.reduce(0) { $0 + $1.records.count })
      for (index, part) in parts.enumerated() {
        let (paths, rules) = (pathRanks[index], ruleRanks[index])
        let kinds = part.kinds.values.map { (path: paths[Int($0.path)], rule: rules[Int($0.rule)]) }
        for (number, record) in part.records.enumerated() {
          let kind = kinds[Int(record.kind)]
          let line = UInt64(Int64(record.line) - lowestLine)
          let low = UInt64(Int64(record.column) - lowestColumn) << ruleBits | kind.rule
          let high = kind.path << lineBits | line
          entries.append(
            fitsOneWord
              ? Entry(
                key: high << (columnBits + ruleBits) | low, high: 0, part: Int32(index),
                record: Int32(number))
              : Entry(key: low, high: high, part: Int32(index), record: Int32(number)))
        }
      }
      return entries
    }

    /// Sorts `entries` by the lowest `bits` of their keys, stably, a digit of up to 11 bits at a
    /// time from the least significant.
    static func radixSort(_ entries: inout [Entry], bits: Int) {
      let digitBits = 11
      var shift = 0
      var other = entries
      while shift < bits {
        let width = Swift.min(digitBits, bits - shift)
        let mask = UInt64(1) << width - 1
        var starts = [Int](repeating: 0, count: (1 << width) + 1)
        for entry in entries { starts[Int(entry.key >> shift & mask) + 1] += 1 }
        for digit in 1..<starts.count { starts[digit] += starts[digit - 1] }
        for entry in entries {
          let digit = Int(entry.key >> shift & mask)
          other[starts[digit]] = entry
          starts[digit] += 1
        }
        swap(&entries, &other)
        shift += width
      }
    }
  }
}

/// Distinct values, each with the index of its first appearance.
///
/// Found by `QuickHashable.quickHash` in `HashSlots`: `Dictionary`'s hashing (SipHash) of a
/// finding's path, rule, table and kind was two fifths of storing it.
struct Interned<Value: QuickHashable & Sendable>: Sendable {
  private(set) var values: [Value] = []
  private var slots = HashSlots(capacity: 0)
  /// The index last found: runs of findings share their path, rule and table.
  private var last: Int32 = -1

  subscript(index: Int32) -> Value { values[Int(index)] }

  /// The index of `value`, added if new.
  mutating func index(of value: Value) -> Int32 {
    if last >= 0, values[Int(last)] == value { return last }
    let id = Int32(values.count)
    do {
      // A copy to compare with (the closure may not read `self` while `slots` changes), gone
      // before a value is appended: appending beside it would copy every value.
      let values = self.values
      last = slots.find(hash: value.quickHash, orInsert: id) { values[Int($0)] == value } ?? id
    }
    if last == id { values.append(value) }
    return last
  }
}

/// A value with a hash quicker than `Hasher`'s, for `Interned`: `KeyTable.hash` of its bytes.
protocol QuickHashable: Hashable {
  /// The value's quick hash: equal values have equal ones.
  var quickHash: UInt64 { get }
}

extension String: QuickHashable {
  var quickHash: UInt64 {
    utf8.withContiguousStorageIfAvailable(KeyTable.hash)
      ?? UInt64(truncatingIfNeeded: hashValue)
  }
}

extension TableID: QuickHashable {
  var quickHash: UInt64 { path.quickHash }
}

extension LanguageID: QuickHashable {
  var quickHash: UInt64 { code.quickHash }
}

extension FindingList.Kind: QuickHashable {
  var quickHash: UInt64 {
    let severity: UInt64 =
      switch self.severity {
      case .info: 0
      case .warning: 1
      case .error: 2
      }
    var words = (
      UInt64(UInt32(bitPattern: rule)) << 32 | UInt64(UInt32(bitPattern: path)),
      UInt64(UInt32(bitPattern: table)) << 32 | UInt64(UInt32(bitPattern: language)), severity
    )
    return withUnsafeBytes(of: &words) { KeyTable.hash($0.assumingMemoryBound(to: UInt8.self)) }
  }
}
