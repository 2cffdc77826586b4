import L10nModel

/// Reads a review file (see `ReviewFile`): every line checked, the first problem a located
/// error (`path:line:column`), so that a file that does not parse is never taken for an empty
/// one (and never rewritten).
///
/// Byte by byte: a line's fields are found in place (no array, no string per field), compared
/// as bytes where they are words (the state, the reason), and only what a cell needs is made a
/// string — its key, its old source text, and its table and language once per distinct name.
enum ReviewFileReader {
  /// The states `bytes`, a review file read from `path`, records.
  static func parse(_ bytes: [UInt8], path: String) throws(ParseError) -> ReviewLedger {
    var result: Result<ReviewLedger, ParseError> = .success(ReviewLedger())
    bytes.withUnsafeBufferPointer { buffer in
      do throws(ParseError) {
        result = .success(try parse(buffer, path: path))
      } catch {
        result = .failure(error)
      }
    }
    return try result.get()
  }

  private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, path: String) throws(ParseError)
    -> ReviewLedger
  {
    var start = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    if let bad = UTF8Validation.firstInvalidOffset(
      in: UnsafeBufferPointer(rebasing: buffer[start...]))
    {
      let location = LineLocator(buffer).location(of: start + bad)
      throw ParseError(
        path: path, location: location, reason: "not UTF-8: a review file is UTF-8 text")
    }
    var cells: [CellID: CellReview] = [:]
    cells.reserveCapacity(buffer.count / 48)
    var names = KnownNames()
    var lineNumber = 0
    while start < buffer.count {
      lineNumber += 1
      var end = start
      while end < buffer.count, buffer[end] != 0x0A { end += 1 }
      var lineEnd = end
      if lineEnd > start, buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
      let line = UnsafeBufferPointer(rebasing: buffer[start..<lineEnd])
      start = end + 1
      guard !line.isEmpty, line[0] != UInt8(ascii: "#") else { continue }
      let parsed = try ReviewLine(line, number: lineNumber, path: path, names: &names)
      // One lookup per line: the record is changed in place.
      var repeated = false
      modify(&cells[parsed.cell, default: CellReview()]) { record in
        // A cell reviewed against its source has no state of its own: one line of the two.
        let whole = parsed.form == nil && (record.whole != nil || record.reviewedAgainst != nil)
        if let reviewed = parsed.reviewedAgainst {
          repeated = whole
          record.reviewedAgainst = reviewed
        } else {
          repeated = whole || record[parsed.form] != nil
          record[parsed.form] = parsed.state
        }
      }
      if repeated {
        throw ParseError(
          path: path, location: SourceLocation(line: lineNumber, column: 1),
          reason: "a second line for \(parsed.cell)\(parsed.form.map { " \($0)" } ?? ""), "
            + "named on an earlier line too: keep one")
      }
    }
    return ReviewLedger(cells)
  }

  private static func modify<Value>(_ value: inout Value, _ body: (inout Value) -> Void) {
    body(&value)
  }
}

/// One line of a review file: table, key, language, form, state, reason, old source text.
private struct ReviewLine {
  var cell: CellID
  var form: PluralFormID?
  var state: ReviewState?
  /// The source text of a `reviewed` line (`state` is then `nil`).
  var reviewedAgainst: String?

  init(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, path: String, names: inout KnownNames
  ) throws(ParseError) {
    func failure(_ reason: String, at offset: Int = 0) -> ParseError {
      ParseError(
        path: path, location: SourceLocation(line: number, column: Self.column(line, offset)),
        reason: reason)
    }
    if Self.isConflictMarker(line) {
      throw failure(
        "a merge conflict marker: resolve the conflict (keep one line per cell) and save again")
    }
    let fields = Fields(line)
    guard fields.count >= 5 else {
      throw failure(
        "a line has at least 5 tab-separated fields (table, key, language, form, state), "
          + "this one \(fields.count)")
    }
    guard fields.count <= 7 else {
      throw failure(
        "a line has at most 7 tab-separated fields, this one \(fields.count)",
        at: fields.start(7))
    }
    // Every escape checked first, field by field, so that the first bad one is said.
    func text(_ index: Int) throws(ParseError) -> String {
      guard fields.hasEscape(index) else { return String(decoding: fields[index], as: UTF8.self) }
      do throws(ReviewFileFields.FieldError) {
        return try ReviewFileFields.unescaped(fields[index])
      } catch {
        throw failure(error.reason, at: fields.start(index) + error.offset)
      }
    }
    for index in 0..<fields.count where fields.hasEscape(index) { _ = try text(index) }
    guard !fields[0].isEmpty else { throw failure("the table is empty") }
    guard !fields[2].isEmpty else { throw failure("the language is empty", at: fields.start(2)) }
    let table = try names.table(fields[0]) { () throws(ParseError) in try text(0) }
    let language = try names.language(fields[2]) { () throws(ParseError) in try text(2) }
    cell = CellID(table: table, key: LocalizationKey(try text(1)), language: language)
    if !fields[3].isEmpty {
      let name = try text(3)
      do throws(ReviewFileFields.FieldError) {
        form = try ReviewFileFields.form(named: name)
      } catch {
        throw failure(error.reason, at: fields.start(3))
      }
    }
    /// The reason field `index` names.
    func reason(_ index: Int) throws(ParseError) -> ReviewReason {
      let name = try text(index)
      guard let reason = ReviewFileFields.reason(named: name, oldSource: nil) else {
        throw failure(
          "unknown reason \(ContentExcerpt.quoted(name)) (known: \(ReviewFileFields.reasonNames))",
          at: fields.start(index))
      }
      return reason
    }
    /// Whether field `index` says `word`.
    func says(_ index: Int, _ word: StaticString) throws(ParseError) -> Bool {
      let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
      guard fields.hasEscape(index) else { return fields[index].elementsEqual(expected) }
      return try text(index).utf8.elementsEqual(expected)
    }
    if try says(4, "new") {
      guard fields.count == 5 else {
        throw failure("a new cell has no reason", at: fields.start(5))
      }
      state = .new
    } else if try says(4, "needs-review") {
      guard fields.count >= 6 else {
        throw failure(
          "needs-review needs a reason (\(ReviewFileFields.reasonNames))", at: line.count)
      }
      let sourceChanged = try says(5, "source-changed")
      if fields.count == 7, !sourceChanged {
        _ = try reason(5)
        throw failure("only source-changed has an old source text", at: fields.start(6))
      }
      if sourceChanged {
        guard fields.count == 7 else {
          throw failure("source-changed needs the old source text after it", at: line.count)
        }
        state = .needsReview(.sourceChanged(from: try text(6)))
      } else {
        state = .needsReview(try reason(5))
      }
    } else if try says(4, "reviewed") {
      guard form == nil else {
        throw failure("reviewed is said of a whole cell: leave the form empty", at: fields.start(3))
      }
      guard fields.count == 7 else {
        throw failure("reviewed needs the source text it was reviewed against", at: line.count)
      }
      guard fields[5].isEmpty else {
        throw failure("reviewed has no reason: leave the field empty", at: fields.start(5))
      }
      reviewedAgainst = try text(6)
    } else {
      throw failure(
        "unknown state \(ContentExcerpt.quoted(try text(4))) (known: needs-review, new, "
          + "reviewed; a translated cell has no line)", at: fields.start(4))
    }

  }

  /// Whether `line` starts with a merge conflict marker (`<<<<<<<`, `=======`, `>>>>>>>`,
  /// `|||||||`).
  private static func isConflictMarker(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard line.count >= 7, [0x3C, 0x3D, 0x3E, 0x7C].contains(line[0]) else { return false }
    return line.prefix(7).allSatisfy { $0 == line[0] }
  }

  /// The column (in characters, from 1) of the byte at `offset` of `line`.
  private static func column(_ line: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Int {
    var column = 1
    for byte in line.prefix(offset) where byte & 0xC0 != 0x80 { column += 1 }
    return column
  }
}

/// Where a line's tab-separated fields are, found in one pass without allocating: the first
/// eight fields' starts, which of them hold a backslash (an escape), and how many there are.
private struct Fields {
  let line: UnsafeBufferPointer<UInt8>
  /// How many fields the line has (tabs + 1).
  private(set) var count = 1
  private var starts: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
  private var escapes: UInt8 = 0

  init(_ line: UnsafeBufferPointer<UInt8>) {
    self.line = line
    for index in line.indices {
      switch line[index] {
      case 0x09:
        if count < 8 { setStart(count, index + 1) }
        count += 1
      case 0x5C:
        if count <= 8 { escapes |= 1 << (count - 1) }
      default: break
      }
    }
  }

  /// The offset in the line where field `index` (below 8) starts.
  func start(_ index: Int) -> Int {
    switch index {
    case 0: starts.0
    case 1: starts.1
    case 2: starts.2
    case 3: starts.3
    case 4: starts.4
    case 5: starts.5
    case 6: starts.6
    default: starts.7
    }
  }

  private mutating func setStart(_ index: Int, _ offset: Int) {
    switch index {
    case 1: starts.1 = offset
    case 2: starts.2 = offset
    case 3: starts.3 = offset
    case 4: starts.4 = offset
    case 5: starts.5 = offset
    case 6: starts.6 = offset
    default: starts.7 = offset
    }
  }

  /// The bytes of field `index` (below `count` and 8), as written (escaped).
  subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
    let end = index + 1 < count ? start(index + 1) - 1 : line.count
    return UnsafeBufferPointer(rebasing: line[start(index)..<end])
  }

  /// Whether field `index` holds a backslash.
  func hasEscape(_ index: Int) -> Bool { escapes & (1 << index) != 0 }
}

/// The tables and languages read so far, by their bytes in the file: a name repeated on every
/// line is made a string once.
private struct KnownNames {
  private var tables: [UInt64: ([UInt8], TableID)] = [:]
  private var languages: [UInt64: ([UInt8], LanguageID)] = [:]
  /// The last line's table: lines are sorted, so the next one most often has it too.
  private var lastTable: ([UInt8], TableID)?
  /// The most names of each kind kept (a file of many tables makes the others each time).
  private static let limit = 4_096

  /// The table field `bytes` names; `decode` makes its text the first time.
  mutating func table(
    _ bytes: UnsafeBufferPointer<UInt8>, _ decode: () throws(ParseError) -> String
  ) throws(ParseError) -> TableID {
    if let (seen, id) = lastTable, seen.elementsEqual(bytes) { return id }
    let id = try Self.name(bytes, in: &tables) { () throws(ParseError) in TableID(try decode()) }
    lastTable = (Array(bytes), id)
    return id
  }

  /// The language field `bytes` names; `decode` makes its text the first time.
  mutating func language(
    _ bytes: UnsafeBufferPointer<UInt8>, _ decode: () throws(ParseError) -> String
  ) throws(ParseError) -> LanguageID {
    try Self.name(bytes, in: &languages) { () throws(ParseError) in LanguageID(try decode()) }
  }

  private static func name<ID>(
    _ bytes: UnsafeBufferPointer<UInt8>, in known: inout [UInt64: ([UInt8], ID)],
    _ make: () throws(ParseError) -> ID
  ) throws(ParseError) -> ID {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    if let (seen, id) = known[hash], seen.elementsEqual(bytes) { return id }
    let id = try make()
    if known.count < limit, known[hash] == nil { known[hash] = (Array(bytes), id) }
    return id
  }
}

/// Finds the line and column of a byte offset, for an error found before lines are split.
private struct LineLocator {
  let buffer: UnsafeBufferPointer<UInt8>

  init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

  func location(of offset: Int) -> SourceLocation {
    var line = 1
    var column = 1
    for byte in buffer.prefix(offset) {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourceLocation(line: line, column: column)
  }
}
