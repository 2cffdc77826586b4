import L10nModel

/// Reads a review file (see `ReviewFile`): every line checked, the first problem a located
/// error (`path:line:column`), so that a file that does not parse is never taken for an empty
/// one (and never rewritten).
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
      let parsed = try ReviewLine(line, number: lineNumber, path: path)
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

  init(_ line: UnsafeBufferPointer<UInt8>, number: Int, path: String) throws(ParseError) {
    func failure(_ reason: String, at offset: Int = 0) -> ParseError {
      ParseError(
        path: path, location: SourceLocation(line: number, column: Self.column(line, offset)),
        reason: reason)
    }
    for marker in ["<<<<<<<", "=======", ">>>>>>>", "|||||||"] where line.starts(with: marker.utf8)
    {
      throw failure(
        "a merge conflict marker: resolve the conflict (keep one line per cell) and save again")
    }
    var starts = [0]
    for index in line.indices where line[index] == 0x09 { starts.append(index + 1) }
    guard starts.count >= 5 else {
      throw failure(
        "a line has at least 5 tab-separated fields (table, key, language, form, state), "
          + "this one \(starts.count)")
    }
    guard starts.count <= 7 else {
      throw failure(
        "a line has at most 7 tab-separated fields, this one \(starts.count)", at: starts[7])
    }
    var fields: [String] = []
    for (index, fieldStart) in starts.enumerated() {
      let fieldEnd = index + 1 < starts.count ? starts[index + 1] - 1 : line.count
      do throws(ReviewFileFields.FieldError) {
        fields.append(
          try ReviewFileFields.unescaped(UnsafeBufferPointer(rebasing: line[fieldStart..<fieldEnd]))
        )
      } catch {
        throw failure(error.reason, at: fieldStart + error.offset)
      }
    }
    guard !fields[0].isEmpty else { throw failure("the table is empty") }
    guard !fields[2].isEmpty else { throw failure("the language is empty", at: starts[2]) }
    cell = CellID(
      table: TableID(fields[0]), key: LocalizationKey(fields[1]), language: LanguageID(fields[2]))
    do throws(ReviewFileFields.FieldError) {
      form = try ReviewFileFields.form(named: fields[3])
    } catch {
      throw failure(error.reason, at: starts[3])
    }
    switch fields[4] {
    case "new":
      guard fields.count == 5 else { throw failure("a new cell has no reason", at: starts[5]) }
      state = .new
    case "needs-review":
      guard fields.count >= 6 else {
        throw failure(
          "needs-review needs a reason (\(ReviewFileFields.reasonNames))", at: line.count)
      }
      guard
        let reason = ReviewFileFields.reason(
          named: fields[5], oldSource: fields.count == 7 ? fields[6] : nil)
      else {
        if fields[5] == "source-changed" {
          throw failure("source-changed needs the old source text after it", at: line.count)
        }
        throw failure(
          "unknown reason \(ContentExcerpt.quoted(fields[5])) (known: \(ReviewFileFields.reasonNames))",
          at: starts[5])
      }
      if fields.count == 7, fields[5] != "source-changed" {
        throw failure("only source-changed has an old source text", at: starts[6])
      }
      state = .needsReview(reason)
    case "reviewed":
      guard form == nil else {
        throw failure("reviewed is said of a whole cell: leave the form empty", at: starts[3])
      }
      guard fields.count == 7 else {
        throw failure("reviewed needs the source text it was reviewed against", at: line.count)
      }
      guard fields[5].isEmpty else {
        throw failure("reviewed has no reason: leave the field empty", at: starts[5])
      }
      reviewedAgainst = fields[6]
    default:
      throw failure(
        "unknown state \(ContentExcerpt.quoted(fields[4])) (known: needs-review, new, "
          + "reviewed; a translated cell has no line)", at: starts[4])
    }
  }

  /// The column (in characters, from 1) of the byte at `offset` of `line`.
  private static func column(_ line: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Int {
    var column = 1
    for byte in line.prefix(offset) where byte & 0xC0 != 0x80 { column += 1 }
    return column
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
