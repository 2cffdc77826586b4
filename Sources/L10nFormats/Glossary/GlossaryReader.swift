@preconcurrency import CSV
import L10nModel

/// Reads a project glossary: `l10nedit.glossary.csv` (with the CSV library the spreadsheet
/// import uses) or `l10nedit.glossary.tbx` (`GlossaryTBXReader`).
///
/// The CSV file's first row names its columns, in any order: `term`, `language`,
/// `translation` and, optionally, `note`. Each further row is an entry (an empty line is
/// skipped). The reader is strict and bounded: a file over `maximumSize` bytes, more than
/// `maximumEntries` entries, a field over `maximumFieldLength` characters, an unknown column,
/// a row without term, language or translation, a language that is no language code — each
/// is an error at its line and column, and nothing is read.
public enum GlossaryReader {
  /// The largest glossary file read, in bytes.
  package static let maximumSize = 16_000_000
  /// The most entries a glossary may have.
  package static let maximumEntries = 100_000
  /// The most characters a term, translation or note may have.
  package static let maximumFieldLength = 2_000

  /// The columns a CSV glossary may have.
  static let columns = ["term", "language", "translation", "note"]

  /// The entries of the CSV glossary `bytes`, read from `path`.
  public static func readCSV(_ bytes: [UInt8], path: String) throws(ParseError) -> [GlossaryEntry] {
    let lines = LineStarts(bytes)
    func failure(_ offset: Int, _ reason: String) -> ParseError {
      ParseError(path: path, location: lines.location(of: offset), reason: reason)
    }
    guard bytes.count <= maximumSize else {
      throw failure(0, "the glossary is larger than \(maximumSize / 1_000_000) MB")
    }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let body = Array(bytes[start...])
    guard let text = String(validating: body, as: UTF8.self) else {
      throw failure(0, "not UTF-8 text")
    }
    if let open = CSVQuotes.unclosedQuote(in: body) {
      throw failure(
        start + open, "the quoted field that starts here never ends (a closing \" is missing)")
    }
    if let quote = CSVFieldOffsets.strayQuote(in: body) {
      throw failure(
        start + quote,
        "a quoted field goes on after its closing quote (a quote inside quotes is doubled: \"\")")
    }
    let offsets = CSVFieldOffsets.records(in: body).map { $0.map { $0 + start } }
    let reader: CSVReader
    do {
      reader = try CSVReader(string: text, hasHeaderRow: true)
    } catch {
      throw failure(
        0, "the file is empty: its first row names the columns term, language, translation, note")
    }
    let header = reader.headerRow ?? []
    for (column, name) in header.enumerated() where !columns.contains(name) {
      throw failure(
        offsets[0][column],
        "unknown column \(ContentExcerpt.quoted(name)): the columns are term, language, translation and note"
      )
    }
    var found: [String: Int] = [:]
    for (column, name) in header.enumerated() {
      if found.updateValue(column, forKey: name) != nil {
        throw failure(offsets[0][column], "the column \(name) is named twice")
      }
    }
    guard let termColumn = found["term"], let languageColumn = found["language"],
      let translationColumn = found["translation"]
    else {
      throw failure(0, "the first row must name the columns term, language and translation")
    }
    var entries: [GlossaryEntry] = []
    var record = 0
    while let fields = reader.next() {
      record += 1
      let places = record < offsets.count ? offsets[record] : [bytes.count]
      func at(_ column: Int) -> Int { column < places.count ? places[column] : places[0] }
      if fields.allSatisfy(\.isEmpty) { continue }
      guard fields.count == header.count else {
        throw failure(at(0), "\(fields.count) fields; the first row names \(header.count)")
      }
      for (column, field) in fields.enumerated() where field.count > maximumFieldLength {
        throw failure(at(column), "a field of more than \(maximumFieldLength) characters")
      }
      for column in [termColumn, languageColumn, translationColumn] where fields[column].isEmpty {
        throw failure(at(column), "no \(header[column]) in this row")
      }
      let language = fields[languageColumn]
      guard isLanguageCode(language) else {
        throw failure(
          at(languageColumn),
          "\(ContentExcerpt.quoted(language)) is no language code (such as de, pt-BR, zh-Hans)")
      }
      guard entries.count < maximumEntries else {
        throw failure(at(0), "more than \(maximumEntries) entries")
      }
      entries.append(
        GlossaryEntry(
          term: fields[termColumn], language: LanguageID(language),
          translation: fields[translationColumn],
          note: found["note"].map { fields[$0] } ?? "", path: path,
          location: lines.location(of: at(0))))
    }
    if let error = reader.error {
      let places = record + 1 < offsets.count ? offsets[record + 1] : [bytes.count]
      throw failure(places[0], "\(error)")
    }
    return entries
  }

  /// Whether `text` may be a language code: letters, digits, `-` and `_`, starting with a
  /// letter, at most 35 characters (BCP 47's longest useful tags).
  static func isLanguageCode(_ text: String) -> Bool {
    func isLetter(_ scalar: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    guard let first = text.unicodeScalars.first, isLetter(first), text.utf8.count <= 35 else {
      return false
    }
    return text.unicodeScalars.allSatisfy {
      isLetter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
    }
  }

  /// Where the lines of a UTF-8 text start, to locate many offsets without counting from the
  /// start each time (lines end at LF, CRLF or CR, as `LineIndex` counts them).
  struct LineStarts {
    private let bytes: [UInt8]
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      for (index, byte) in bytes.enumerated()
      where byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A))
      {
        starts.append(index + 1)
      }
    }

    /// The line and column (in Unicode scalars) of byte `offset`.
    func location(of offset: Int) -> SourceLocation {
      let offset = min(max(0, offset), bytes.count)
      var low = 0
      var high = starts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if starts[middle] <= offset { low = middle } else { high = middle - 1 }
      }
      let column = bytes[starts[low]..<offset].reduce(1) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
      return SourceLocation(line: low + 1, column: column)
    }
  }
}
