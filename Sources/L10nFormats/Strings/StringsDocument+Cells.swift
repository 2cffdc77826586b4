import L10nModel

/// A `.strings` file behind the cell layer's seam: one language's copy of a table, each entry
/// a text cell. Its plural entries live in the `.stringsdict` beside it (its overlay).
extension StringsDocument: CellDocument {
  /// The keys, decoded, in file order.
  public var keys: [LocalizationKey] { entries.indices.map { key(at: $0) } }

  /// One language's, named by its `.lproj` folder.
  public var languageScope: LanguageScope { .oneLanguage }

  /// Empty: a `.strings` file is one language's, named by its `.lproj` folder.
  public var languages: Set<LanguageID> { [] }

  public var entryCount: Int { entries.count }

  public func forEachKeyUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    text.withUnsafeBufferPointer { text in
      for index in entries.indices {
        let key = entries.key(at: index)
        if key.hasEscapes {
          var decoded = decode(key)
          decoded.withUTF8(body)
        } else {
          body(UnsafeBufferPointer(rebasing: text[key.contentRange]))
        }
      }
    }
  }

  /// `nil`: a `.strings` file names no source language.
  public var sourceLanguage: LanguageID? { nil }

  /// Whether edits may be written back: old-style text, not a property list (which l10nedit
  /// reads but does not write).
  public var isWritable: Bool { !encoding.isPropertyList }

  public func content(entry: Int, language: LanguageID) -> CellContent {
    .text(value(at: entry), state: nil)
  }

  public func location(entry: Int, language: LanguageID) -> SourceLocation? {
    let location = entries.location(at: entry)
    return location.line > 0 ? location.expanded : nil
  }

  public func comment(entry: Int) -> String? { comment(at: entry) }

  public func comment(entry: Int, keepingIndentation: Bool) -> String? {
    comment(at: entry, keepingIndentation: keepingIndentation)
  }

  public func text(entry: Int, language: LanguageID) -> String? { value(at: entry) }

  /// `nil`: `.strings` values have no review state.
  public func state(entry: Int, language: LanguageID) -> TranslationState? { nil }

  /// Whether the entry's value is `""` (the `"key";` form has the key as its value).
  public func hasEmptyText(entry: Int, language: LanguageID) -> Bool {
    entries.value(at: entry)?.contentRange.isEmpty ?? false
  }

  public func emptyTextFlags(language: LanguageID) -> [Bool]? {
    entries.indices.map { entries.value(at: $0)?.contentRange.isEmpty ?? false }
  }

  public func withPlainText<Result>(
    entry: Int, language: LanguageID, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result? {
    withPlainValue(at: entry, body)
  }

  public func lastEntry(of key: LocalizationKey) -> Int? { lastIndex(of: key) }

  /// `false`: every entry is one text (plurals are in the `.stringsdict` beside it).
  public func isStructured(entry: Int, language: LanguageID) -> Bool { false }

  /// The file's text as read, in which the plain values are (`withPlainText`).
  public func withFileBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
    text.withUnsafeBufferPointer(body)
  }

  /// Whether the entries' comments and values are spelled with the same bytes (so that
  /// neither changed); `false` for the `"key";` form, whose value is its key.
  public func hasSameContent(entry: Int, as other: any CellDocument, entry otherEntry: Int)
    -> Bool
  {
    guard let other = other as? StringsDocument else { return false }
    let mine = entries[entry]
    let theirs = other.entries[otherEntry]
    guard let value = mine.value, let otherValue = theirs.value else { return false }
    return bytes(of: mine.leading).elementsEqual(other.bytes(of: theirs.leading))
      && bytes(of: value.span).elementsEqual(other.bytes(of: otherValue.span))
  }

  public func newDocument(for language: LanguageID, overlay: Bool) -> NewDocument? {
    Self.newFile(overlay: overlay)
  }

  /// A new, empty file of a `.strings` table: a `.strings` file, or with `overlay` its
  /// `.stringsdict` (either format's document makes both).
  static func newFile(overlay: Bool) -> NewDocument {
    overlay
      ? NewDocument(
        document: StringsdictDocument(root: .dictionary([]), encoding: .utf8),
        fileExtension: "stringsdict")
      : NewDocument(document: StringsDocument.empty, fileExtension: "strings")
  }
}

extension LocalizationFile {
  /// The parsed `.strings` document, if this is one.
  public var document: StringsDocument? { cellDocument as? StringsDocument }
}

extension Project {
  /// Adds a table no file has yet: an empty `.strings` file of the source language (see
  /// `addTable(named:folder:document:)`).
  public mutating func addTable(named name: String, folder: String = "") throws(EditError)
    -> TableID
  {
    try addTable(named: name, folder: folder, document: StringsDocument.newFile(overlay: false))
  }
}
