/// One localization file of a project: where it is, which table and language it holds, and
/// what was read from it.
public struct LocalizationFile: Sendable {
  /// What a file holds once read.
  public enum Content: Sendable {
    /// A parsed document, of any format: each goes through the cell layer's seam
    /// (`CellDocument`).
    case document(any CellDocument)
    /// A file that could not be read; it is shown read-only and never rewritten.
    case failed(ParseError)
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
  /// Which languages of its table the file holds, whether or not it could be read: its
  /// format says so.
  public var languageScope: LanguageScope

  /// Creates a file record; `languageScope` is the document's when not given (a file that
  /// failed to parse is then of one language).
  public init(
    path: String, relativePath: String, table: TableID, language: LanguageID, content: Content,
    languageScope: LanguageScope? = nil
  ) {
    self.path = path
    self.relativePath = relativePath
    self.table = table
    self.language = language
    self.content = content
    if case .document(let document) = content {
      self.languageScope = languageScope ?? document.languageScope
    } else {
      self.languageScope = languageScope ?? .oneLanguage
    }
  }

  /// A file created in memory below `root` (a language gaining a table), not on disk yet.
  init(newAt path: String, root: String, table: TableID, language: LanguageID, content: Content) {
    let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    self.init(
      path: path, relativePath: relative, table: table, language: language, content: content)
    isNew = true
  }

  /// Whether the file holds every language of its table (a String Catalog, a remote strings
  /// file), whether or not it could be read.
  public var holdsEveryLanguage: Bool { languageScope == .everyLanguage }

  /// Whether the file is the overlay of its language's other file of the table (a
  /// `.stringsdict`), whether or not it could be read.
  public var isOverlay: Bool { languageScope == .overlay }

  /// The parsed document, whatever its format; `nil` when the file failed to parse.
  public var cellDocument: (any CellDocument)? {
    if case .document(let document) = content { return document }
    return nil
  }

  /// Changes the file's document through the seam; a file that failed to parse is left
  /// untouched.
  ///
  /// The document is moved out of the file while it changes, so that its buffers are not
  /// copied.
  mutating func updateDocument<Result, Failure: Error>(
    _ change: (inout any CellDocument) throws(Failure) -> Result
  ) throws(Failure) -> Result? {
    guard case .document(var document) = content else { return nil }
    content = .failed(ParseError(path: path, location: .init(line: 1, column: 1), reason: ""))
    defer { content = .document(document) }
    return try change(&document)
  }

  /// The parse error, if any.
  public var error: ParseError? {
    if case .failed(let error) = content { return error }
    return nil
  }

  /// Whether edits to this file may be written: it parsed, and its format writes it back (not
  /// a property-list `.strings`, nor a binary `.stringsdict`).
  public var isWritable: Bool { cellDocument?.isWritable ?? false }
}
