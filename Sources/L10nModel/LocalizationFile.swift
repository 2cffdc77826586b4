/// One localization file of a project: where it is, which table and language it holds, and
/// what was read from it.
public struct LocalizationFile: Sendable {
  /// What a file holds once read.
  public enum Content: Sendable {
    /// A parsed `.strings` document.
    case strings(StringsDocument)
    /// A parsed `.stringsdict` document.
    case stringsdict(StringsdictDocument)
    /// A document of a format that goes through the cell layer's seam (`CellDocument`): a
    /// String Catalog, a remote strings file.
    case document(any CellDocument)
    /// A file that could not be read; it is shown read-only and never rewritten.
    case failed(ParseError)

    /// The content holding `document`.
    init(_ document: any CellDocument) {
      if let strings = document as? StringsDocument {
        self = .strings(strings)
      } else if let plurals = document as? StringsdictDocument {
        self = .stringsdict(plurals)
      } else {
        self = .document(document)
      }
    }
  }

  /// The path as found under the project root (the root joined with `relativePath`).
  public var path: String
  /// The path relative to the project root, with `/` separators.
  public var relativePath: String
  /// The table this file belongs to.
  public var table: TableID
  /// The language of the `.lproj` folder holding the file.
  public var language: LanguageID
  /// The file's content or its error.
  public var content: Content
  /// Whether the file was created in memory (a language gaining a table) and is not on disk yet.
  public var isNew = false
  /// Whether the file holds every language of its table (a String Catalog, a remote strings
  /// file), whether or not it could be read: its format says so.
  public var holdsEveryLanguage: Bool

  /// Creates a file record.
  public init(
    path: String, relativePath: String, table: TableID, language: LanguageID, content: Content,
    holdsEveryLanguage: Bool = false
  ) {
    self.path = path
    self.relativePath = relativePath
    self.table = table
    self.language = language
    self.content = content
    self.holdsEveryLanguage = holdsEveryLanguage
  }

  /// A file created in memory below `root` (a language gaining a table), not on disk yet.
  init(newAt path: String, root: String, table: TableID, language: LanguageID, content: Content) {
    let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    self.init(
      path: path, relativePath: relative, table: table, language: language, content: content)
    isNew = true
  }

  /// The parsed document, or `nil` when the file failed to parse.
  public var document: StringsDocument? {
    if case .strings(let document) = content { return document }
    return nil
  }

  /// Changes the document in place; a file that failed to parse is left untouched.
  public mutating func updateDocument(_ change: (inout StringsDocument) -> Void) {
    guard case .strings(var document) = content else { return }
    content = .failed(ParseError(path: path, location: .init(line: 1, column: 1), reason: ""))
    change(&document)
    content = .strings(document)
  }

  /// Changes the `.stringsdict` document in place; other files are left untouched.
  public mutating func updateStringsdict(_ change: (inout StringsdictDocument) -> Void) {
    guard case .stringsdict(var document) = content else { return }
    content = .failed(ParseError(path: path, location: .init(line: 1, column: 1), reason: ""))
    change(&document)
    content = .stringsdict(document)
  }

  /// The parsed String Catalog, if this is one.
  public var catalog: XCStringsDocument? {
    cellDocument as? XCStringsDocument
  }

  /// Whether the file is a String Catalog (parsed or not).
  public var isCatalog: Bool { path.hasSuffix(".xcstrings") }

  /// Whether the file is a `.stringsdict` (parsed or not).
  public var isStringsdict: Bool { path.hasSuffix(".stringsdict") }

  /// The parsed `.stringsdict` document, if this is one.
  public var stringsdict: StringsdictDocument? {
    if case .stringsdict(let document) = content { return document }
    return nil
  }

  /// The document of a format behind the cell layer's seam, if this is one.
  public var cellDocument: (any CellDocument)? {
    if case .document(let document) = content { return document }
    return nil
  }

  /// Changes the seam document in place; other files are left untouched.
  mutating func updateCellDocument<Result, Failure: Error>(
    _ change: (inout any CellDocument) throws(Failure) -> Result
  ) throws(Failure) -> Result? {
    guard case .document(var document) = content else { return nil }
    content = .failed(ParseError(path: path, location: .init(line: 1, column: 1), reason: ""))
    defer { content = .document(document) }
    return try change(&document)
  }

  /// The file's document, whatever its format, as the cell layer's seam sees it; `nil` when
  /// the file failed to parse.
  var anyDocument: (any CellDocument)? {
    switch content {
    case .strings(let document): document
    case .stringsdict(let document): document
    case .document(let document): document
    case .failed: nil
    }
  }

  /// Changes the file's document, whatever its format, through the seam; a file that failed
  /// to parse is left untouched.
  ///
  /// The document is moved out of the file while it changes, so that its buffers are not
  /// copied.
  mutating func updateAnyDocument<Result, Failure: Error>(
    _ change: (inout any CellDocument) throws(Failure) -> Result
  ) throws(Failure) -> Result? {
    let placeholder = Content.failed(
      ParseError(path: path, location: .init(line: 1, column: 1), reason: ""))
    var document: any CellDocument
    switch content {
    case .strings(let strings):
      content = placeholder
      document = consume strings
    case .stringsdict(let plurals):
      content = placeholder
      document = consume plurals
    case .document(let any):
      content = placeholder
      document = consume any
    case .failed:
      return nil
    }
    defer { content = Content(document) }
    return try change(&document)
  }

  /// The parse error, if any.
  public var error: ParseError? {
    if case .failed(let error) = content { return error }
    return nil
  }

  /// Whether edits to this file may be written: it parsed, and is old-style text, an XML
  /// `.stringsdict` or a String Catalog.
  public var isWritable: Bool {
    switch content {
    case .strings(let document): !document.encoding.isPropertyList
    case .stringsdict(let plurals): plurals.encoding == .utf8
    case .document(let document): document.isWritable
    case .failed: false
    }
  }
}
