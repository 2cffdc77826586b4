import L10nModel

/// A key (or a table's name) found at a position: in a localizing position of Swift or
/// Objective-C code, a generated accessor, or an entry of a localization file.
package struct KeySite: Hashable, Sendable {
  /// What the text at the position is.
  package enum Role: Hashable, Sendable {
    /// A key.
    case key
    /// The table argument of a localizing call (`tableName: "Menu"`): `key` is the table's
    /// name (for completing table names).
    case tableName
  }

  /// How the site was found.
  package enum Origin: Hashable, Sendable {
    /// The scan's reference at this literal (exact: the project's own wrappers, `#define`s).
    case scan
    /// The text around the position (an unsaved buffer, unfinished code).
    case lexical
    /// A generated accessor (`L10n.Settings.title`) and the key it looks up.
    case accessor
    /// The entry of a `.strings`, `.stringsdict` or `.xcstrings` file at the position.
    case localizationFile
  }

  /// What it is.
  package var role: Role
  /// How it was found.
  package var origin: Origin
  /// The key as a table spells it (an interpolation as its specifier, `%@` when unknown); for
  /// `.tableName`, the table's name.
  package var key: String
  /// The literal's decoded text from its start to the position: what completion filters by.
  package var typed: String
  /// The name of the table the key is looked up in (`Localizable` when the call names none);
  /// `nil` when the call names it by an expression that cannot be read.
  package var table: String?
  /// The table exactly, when known (an entry of a localization file).
  package var tableID: TableID?
  /// Whether the call names its table.
  package var namesTable: Bool
  /// The routine: `NSLocalizedString`, `String(localized:)`, `Text`, `L10n.Settings.title`.
  package var routine: String
  /// Whether the call passes `bundle: .module` (only its target's tables hold the key).
  package var inModuleBundle: Bool
  /// The literal (code only).
  package var literal: SourceTokens.StringLiteral?
  /// What to show as the site (UTF-8 offsets): the literal, the accessor's name, or the entry's
  /// line.
  package var range: Range<Int>
}

/// The kinds of documents the lookups read.
package enum DocumentKind: Hashable, Sendable {
  /// Swift.
  case swift
  /// Objective-C, C or C++ (headers included).
  case objectiveC
  /// A `.strings`, `.stringsdict` or `.xcstrings` file.
  case localizationFile
  /// Anything else.
  case other

  /// The kind of `document`, by its language id, else its file's extension.
  package init(_ document: TextDocument) {
    let name = (document.path ?? document.uri).lowercased()
    let fileExtension = name.split(separator: ".").last.map(String.init) ?? ""
    switch document.languageID {
    case "swift": self = .swift
    case "objective-c", "objective-cpp", "objc", "objcpp", "c", "cpp": self = .objectiveC
    default:
      switch fileExtension {
      case "swift": self = .swift
      case "m", "mm", "h", "c", "cc", "cpp", "hpp": self = .objectiveC
      case "strings", "stringsdict", "xcstrings": self = .localizationFile
      default: self = .other
      }
    }
  }
}

/// The key at a position, and every key of a range: what hover, completion, definition,
/// references and inlay hints start from.
package enum KeyAtPosition {
  /// How many lines before and after the position are read (a call spans a few; a block
  /// comment longer than this around it may be misread).
  static let linesAround = 200

  /// The key or table name at `position` of `document`, if any.
  ///
  /// In code: the string literal under or around the position (closed or still being typed)
  /// when it is in a localizing position — the scan's reference at that literal when the
  /// snapshot has one (with its table), else what the text says; or a generated accessor's
  /// name. In a localization file of the project: the key of the entry at the position.
  package static func find(
    in document: TextDocument, at position: LSPPosition, encoding: PositionEncoding,
    snapshot: WorkspaceSnapshot
  ) -> KeySite? {
    let kind = DocumentKind(document)
    switch kind {
    case .localizationFile:
      return entrySite(in: document, line: position.line, snapshot: snapshot)
    case .other: return nil
    case .swift, .objectiveC: break
    }
    guard let (tokens, index, offset) = token(in: document, at: position, encoding: encoding)
    else { return nil }
    let list = tokens.tokens
    if list[index].string != nil {
      return site(
        literalAt: index, tokens: tokens, document: document, snapshot: snapshot,
        typedTo: offset)
    }
    if list[index].identifier != nil {
      return accessorSite(at: index, tokens: list, snapshot: snapshot)
    }
    return nil
  }

  /// Whether `position` is inside a string literal of code (where completion proposes no
  /// snippet).
  package static func isInStringLiteral(
    _ document: TextDocument, at position: LSPPosition, encoding: PositionEncoding
  ) -> Bool {
    guard let (tokens, index, offset) = token(in: document, at: position, encoding: encoding),
      let literal = tokens.tokens[index].string
    else { return false }
    return offset > literal.range.lowerBound
      && (offset < literal.range.upperBound || !literal.isClosed)
  }

  /// The tokens around `position` and the index of the token under it (the last starting at or
  /// before it that reaches it), with the position's UTF-8 offset.
  private static func token(
    in document: TextDocument, at position: LSPPosition, encoding: PositionEncoding
  ) -> (SourceTokens, Int, Int)? {
    let offset = document.utf8Offset(of: position, encoding: encoding)
    let window = lineWindow(document, around: position.line, before: linesAround)
    let tokens = SourceTokens(
      Array(document.text.utf8), from: window.lowerBound, to: window.upperBound)
    guard
      let index = tokens.tokens.lastIndex(where: { $0.range.lowerBound <= offset }),
      offset <= tokens.tokens[index].range.upperBound
    else { return nil }
    return (tokens, index, offset)
  }

  /// Every key in a localizing position whose literal starts in `range` (the whole document
  /// when `nil`), in order: what inlay hints show.
  package static func sites(
    in document: TextDocument, range: LSPRange?, encoding: PositionEncoding,
    snapshot: WorkspaceSnapshot
  ) -> [KeySite] {
    switch DocumentKind(document) {
    case .swift, .objectiveC: break
    case .localizationFile, .other: return []
    }
    let bytes = Array(document.text.utf8)
    let first = range.map { document.utf8Offset(of: $0.start, encoding: encoding) } ?? 0
    let last = range.map { document.utf8Offset(of: $0.end, encoding: encoding) } ?? bytes.count
    let startLine = max(0, (range?.start.line ?? 0) - linesAround)
    let endLine = min(document.lineCount, (range?.end.line ?? document.lineCount) + 20)
    let from = document.utf8Offset(of: LSPPosition(line: startLine, character: 0), encoding: .utf8)
    let to = document.utf8Offset(of: LSPPosition(line: endLine, character: 0), encoding: .utf8)
    let tokens = SourceTokens(bytes, from: from, to: max(to, last))
    return tokens.tokens.indices.compactMap { index in
      guard let literal = tokens.tokens[index].string,
        (first...last).contains(literal.range.lowerBound)
      else { return nil }
      let site = self.site(
        literalAt: index, tokens: tokens, document: document, snapshot: snapshot,
        typedTo: literal.contentRange.upperBound)
      return site?.role == .key ? site : nil
    }
  }

  /// The UTF-8 offsets of the lines around `line`.
  private static func lineWindow(_ document: TextDocument, around line: Int, before: Int)
    -> Range<Int>
  {
    let start = document.utf8Offset(
      of: LSPPosition(line: max(0, line - before), character: 0), encoding: .utf8)
    let end = document.utf8Offset(
      of: LSPPosition(line: line + before / 4, character: 0), encoding: .utf8)
    return start..<max(start, end == start ? document.text.utf8.count : end)
  }

  /// The site of the literal at token `index`.
  private static func site(
    literalAt index: Int, tokens: SourceTokens, document: TextDocument,
    snapshot: WorkspaceSnapshot, typedTo offset: Int
  ) -> KeySite? {
    guard let literal = tokens.tokens[index].string else { return nil }
    let text = tokens.text(of: literal)
    let typed = tokens.text(of: literal, upTo: offset)
    if let path = document.path,
      let reference = scanReference(
        at: literal.range.lowerBound, path: path, document: document, snapshot: snapshot)
    {
      let key =
        reference.key.description == text || literal.hasInterpolation
        ? reference.key.description : text
      return KeySite(
        role: .key, origin: .scan, key: key, typed: typed, table: reference.table,
        tableID: nil, namesTable: reference.namesTable, routine: reference.routine,
        inModuleBundle: reference.inModuleBundle, literal: literal, range: literal.range)
    }
    guard
      let call = LexicalCall.at(
        index, in: tokens.tokens, text: { tokens.text(of: $0) }, routines: snapshot.routines,
        scanned: snapshot.usage == nil ? [:] : snapshot.lookup.scannedRoutines)
    else { return nil }
    let table: String?
    switch call.table {
    case .standard: table = "Localizable"
    case .named(let name): table = name
    case .unreadable: table = nil
    }
    return KeySite(
      role: call.role == .key ? .key : .tableName, origin: .lexical, key: text, typed: typed,
      table: table, tableID: nil, namesTable: call.table != .standard, routine: call.routine,
      inModuleBundle: call.inModuleBundle, literal: literal, range: literal.range)
  }

  /// The scan's reference whose literal starts at UTF-8 offset `start` of the document.
  private static func scanReference(
    at start: Int, path: String, document: TextDocument, snapshot: WorkspaceSnapshot
  ) -> CodeReference? {
    guard let usage = snapshot.usage else { return nil }
    let scalars = document.position(ofUTF8Offset: start, encoding: .utf32)
    let place = CodeReference.Place(
      path: path, location: SourceLocation(line: scalars.line + 1, column: scalars.character + 1))
    return snapshot.lookup.references(at: place).first.map { usage.usage.references[$0] }
  }

  /// The generated accessor whose name holds the identifier at token `index`
  /// (`L10n.Settings.title`, `Strings.L10n.Settings.title(3)`), if any.
  private static func accessorSite(
    at index: Int, tokens: [SourceTokens.Token], snapshot: WorkspaceSnapshot
  ) -> KeySite? {
    var first = index
    while first >= 2, tokens[first - 1].isPunctuation("."), tokens[first - 2].identifier != nil {
      first -= 2
    }
    var last = index
    while last + 2 < tokens.count, tokens[last + 1].isPunctuation("."),
      tokens[last + 2].identifier != nil
    {
      last += 2
    }
    let names = stride(from: first, through: last, by: 2).compactMap { tokens[$0].identifier }
    let accessors = snapshot.lookup.accessors
    // The longest name ending at or after the identifier that is an accessor's.
    for start in names.indices {
      for end in stride(from: names.count, to: start, by: -1)
      where first + 2 * (end - 1) >= index {
        let name = names[start..<end].joined(separator: ".")
        guard let accessor = accessors[name] else { continue }
        let range =
          tokens[first + 2 * start].range
          .lowerBound..<tokens[first + 2 * (end - 1)]
          .range.upperBound
        return KeySite(
          role: .key, origin: .accessor, key: accessor.key, typed: accessor.key,
          table: accessor.table, tableID: nil, namesTable: true, routine: name,
          inModuleBundle: false, literal: nil, range: range)
      }
    }
    return nil
  }

  /// The key of the entry at line `line` (from 0) of a localization file of the project.
  private static func entrySite(in document: TextDocument, line: Int, snapshot: WorkspaceSnapshot)
    -> KeySite?
  {
    let lookup = snapshot.lookup
    guard let path = document.path, let file = lookup.file(at: path),
      let cells = snapshot.project.files[file].cellDocument
    else { return nil }
    let lines = lookup.entryLines(file: file, in: snapshot.project)
    // The last entry starting at or before the line.
    var low = 0
    var high = lines.count
    while low < high {
      let middle = (low + high) / 2
      if lines[middle].line <= line + 1 { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return nil }
    let entry = lines[low - 1].entry
    let key = cells.keys[entry].text
    let table = snapshot.project.files[file].table
    let start = document.utf8Offset(
      of: LSPPosition(line: lines[low - 1].line - 1, character: 0), encoding: .utf8)
    let end = document.utf8Offset(
      of: LSPPosition(line: lines[low - 1].line - 1, character: .max), encoding: .utf8)
    return KeySite(
      role: .key, origin: .localizationFile, key: key, typed: key, table: String(table.name),
      tableID: table, namesTable: true, routine: "", inModuleBundle: false, literal: nil,
      range: start..<end)
  }
}
