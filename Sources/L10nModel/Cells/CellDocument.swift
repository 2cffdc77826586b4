/// A document of a format that plugs into the cell layer without the model knowing the format:
/// the seam a format implements (next to its reader and writer, in its own folder of
/// `L10nFormats`).
///
/// The model builds grids, answers `content(of:)` and `coverage`, applies `CellEdit`s and takes
/// them back through these requirements alone. Every format goes through it: `.strings`,
/// `.stringsdict` (the overlay of a `.strings` table's language: its plural entries shadow the
/// `.strings` entries of the same keys), String Catalogs and remote strings.
public protocol CellDocument: Sendable {
  /// The keys, in the document's order (a repeated key appears more than once; the last wins).
  var keys: [LocalizationKey] { get }
  /// Which languages of its table the document holds: one (its file's, from the `.lproj`
  /// folder), one as the overlay of that language's other file, or every language (the
  /// default).
  var languageScope: LanguageScope { get }
  /// The languages the document holds values of, when it names them (a String Catalog, a
  /// remote strings file); empty for a document of one language, whose language is its
  /// file's (`LocalizationFile.language`, from the `.lproj` folder).
  var languages: Set<LanguageID> { get }
  /// The language the document names as its source, if it names one.
  var sourceLanguage: LanguageID? { get }
  /// Whether edits of the document may be written back.
  var isWritable: Bool { get }
  /// Whether the document is its table's file for every language column, also for languages it
  /// has no value in yet (a String Catalog: Xcode keeps every language of the project in it);
  /// `false` by default: only for the languages it holds.
  var isFileOfEveryLanguage: Bool { get }
  /// Whether a key is its own source text (a String Catalog's): a key whose source text is
  /// empty is then nothing to translate. `false` by default.
  var keysAreSourceTexts: Bool { get }
  /// What the entry at `entry` (an index into `keys`) holds in `language`: `.missing` when
  /// nothing.
  func content(entry: Int, language: LanguageID) -> CellContent
  /// The cell's text as checks read it: a text's; for a plural with a text of its own around
  /// its variables (a String Catalog's format beside substitutions), that text. By default,
  /// `content`'s text.
  func text(entry: Int, language: LanguageID) -> String?
  /// The cell's review state, if the format has review states. By default, `content`'s.
  func state(entry: Int, language: LanguageID) -> TranslationState?
  /// Whether the format keeps review states in its files (a String Catalog): `CellEdit.setReview`
  /// then sets them there, and the project's review file keeps only their reasons. `false` by
  /// default: the review file keeps the states.
  var keepsReviewStates: Bool { get }
  /// The review state of each form that has one, per variable, for a format that keeps
  /// review states (`keepsReviewStates`). Empty by default.
  func formStates(entry: Int, language: LanguageID) -> [VariableID: [String: TranslationState]]
  /// The languages in which the entry has a cell, found without decoding values (grids are
  /// built from it). By default, the languages whose `content` is present.
  func cellLanguages(entry: Int) -> [LanguageID]
  /// Where the entry's value in `language` is in its file (for a one-language file, where the
  /// entry is); `nil` when unknown or added since reading.
  func location(entry: Int, language: LanguageID) -> SourceLocation?
  /// The comment of the entry, if the format has comments.
  func comment(entry: Int) -> String?
  /// The comment of the entry with its lines' indentation kept (and, for a `.strings` file's
  /// first entry, the file's header comment above it), for exports that carry comments whole.
  /// By default `comment(entry:)`.
  func comment(entry: Int, keepingIndentation: Bool) -> String?
  /// Whether the cell's text is empty (`""`), found without decoding it where the format can;
  /// `false` for a plural. By default `text(entry:language:) == ""`.
  func hasEmptyText(entry: Int, language: LanguageID) -> Bool
  /// For a format without review states, whether each entry's text is empty (`""`), found at
  /// once for a whole table's coverage; `nil` by default: asked cell by cell.
  func emptyTextFlags(language: LanguageID) -> [Bool]?
  /// Calls `body` with the UTF-8 bytes of the cell's text when the file holds them as they
  /// are (a `.strings` value without escapes); `nil`, without calling `body`, otherwise (the
  /// default): the caller decodes the text instead.
  func withPlainText<Result>(
    entry: Int, language: LanguageID, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result?
  /// The indices of every entry of `key`, repeats included, in file order. By default a
  /// search of `keys`.
  func entryIndices(of key: LocalizationKey) -> [Int]
  /// A plural cell's content on one line, where the format says it its own way (a String
  /// Catalog: the format around its substitutions); `nil` by default: the forms of `plural`,
  /// the cell's content, are listed.
  func pluralSummary(entry: Int, language: LanguageID, plural: PluralEntry) -> String?
  /// Whether the entry is to be translated (`false` for a String Catalog key marked
  /// `shouldTranslate: false`). `true` by default.
  func isTranslatable(entry: Int) -> Bool
  /// The attributes of the entry's key that no cell holds, name → value as the format writes
  /// it (a String Catalog key's members besides its comment and localizations:
  /// `shouldTranslate` → `false`, `extractionState` → `"manual"`), which
  /// `CellEdit.setKeyAttribute` sets. Empty by default.
  func keyAttributes(entry: Int) -> [String: String]
  /// Whether the entry at `entry` says the same as `other`'s entry at `otherEntry` in every
  /// language (so that none of its cells changed), found cheaply; `false` (decode and compare)
  /// by default.
  func hasSameContent(entry: Int, as other: any CellDocument, entry otherEntry: Int) -> Bool
  /// The index of the last entry of `key` (the one that counts, for a repeated key), if the
  /// document has it. By default a search of `keys`.
  func lastEntry(of key: LocalizationKey) -> Int?
  /// How many entries the document has: `keys.count`, found without decoding keys where the
  /// format can.
  var entryCount: Int { get }
  /// Calls `body` with each entry's key as UTF-8, in entry order, without making strings
  /// where the format can (grids of huge tables are built from it). By default from `keys`.
  func forEachKeyUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void)
  /// A new, empty document for `language` when a language gains the table (a per-language
  /// format: its file is made in the language's `.lproj` folder), with its file name
  /// extension: of the table's own format, or with `overlay` of the format whose entries
  /// shadow the table's in one language (a `.strings` table's `.stringsdict`, which holds its
  /// plural entries). `nil` by default, for a document holding every language and for a format
  /// without an overlay.
  func newDocument(for language: LanguageID, overlay: Bool) -> NewDocument?
  /// Applies one edit addressed to this document and returns how to take it back; throws
  /// `EditError.unsupported` for an edit the format cannot hold. Key-level edits (`addKey`,
  /// `extractKey`, `renameKey`, `deleteKey`) name the key; cell edits name the cell, whose
  /// table is the document's.
  mutating func apply(_ edit: CellEdit, context: CellEditContext) throws(EditError)
    -> DocumentChange
  /// Takes back a change (`DocumentChange.restore`) and returns what takes that back in turn.
  mutating func restore(_ restore: DocumentRestore) -> DocumentRestore
  /// Keys (or other members) the file gives more than once, each occurrence once, in file
  /// order: what the `duplicate-key` check reports. None by default.
  var duplicates: [DuplicateOccurrence] { get }
  /// The document's plural cells, each with the source language's variables of its key, in
  /// file order, for the plural checks. `sourceLanguage` is the project's; `sourceDocument` the
  /// table's document of the source language in this one's format, for a document of one
  /// language (a `.stringsdict` beside a translation's `.strings`), where the source is
  /// another file. With `includingDevices`, per-device variations count as variables. By
  /// default, each key's plural content in each language the document names (none for a
  /// document of one language), checked against `sourceLanguage`'s.
  func pluralCells(
    sourceLanguage: LanguageID, sourceDocument: (any CellDocument)?, includingDevices: Bool
  ) -> [PluralCell]
  /// Whether the cell is something other than one text, which the text checks skip (a plural
  /// entry, a String Catalog's variations or string set). By default, whether its content is
  /// a plural.
  func isStructured(entry: Int, language: LanguageID) -> Bool
  /// Calls `body` with the file's bytes as read, when the document keeps them (a `.strings`
  /// file's text): a whole file searched at once (for `l10nedit:ignore` markers) instead of
  /// cell by cell; `nil`, without calling `body`, by default. Cells' bytes are read with
  /// `withPlainText`.
  func withFileBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result?
  /// The first entry not in the order `l10nedit format` writes (by key), with its key and the
  /// key that sorts before it there, for a format whose files are written sorted (a text
  /// `.strings` file); `nil` when sorted, and by default.
  func firstUnsortedEntry() -> (entry: Int, key: LocalizationKey, expected: LocalizationKey)?
  /// Where the platform's reader stops reading the file without an error, and why (a `.strings`
  /// file's second `;`, or an unterminated key or comment after its last entry): the text after
  /// it is kept but never read on a device. `nil` when the whole file is read, and by default.
  var ignoredTail: ParseError? { get }
  /// The entries whose value the platform reads as no text (a `.strings` value that is an
  /// array, a dictionary or data): where each value starts, and why it matters. Empty by
  /// default.
  var nonStringValues: [(location: SourceLocation, reason: String)] { get }
}

extension CellDocument {
  public var isFileOfEveryLanguage: Bool { false }

  public var keysAreSourceTexts: Bool { false }

  public var keepsReviewStates: Bool { false }

  public func formStates(entry: Int, language: LanguageID) -> [VariableID: [String:
    TranslationState]]
  { [:] }

  public var duplicates: [DuplicateOccurrence] { [] }

  public func isStructured(entry: Int, language: LanguageID) -> Bool {
    content(entry: entry, language: language).plural != nil
  }

  public func withFileBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
    nil
  }

  public func firstUnsortedEntry() -> (
    entry: Int, key: LocalizationKey, expected: LocalizationKey
  )? { nil }

  public var ignoredTail: ParseError? { nil }

  public var nonStringValues: [(location: SourceLocation, reason: String)] { [] }

  public func pluralCells(
    sourceLanguage: LanguageID, sourceDocument: (any CellDocument)?, includingDevices: Bool
  ) -> [PluralCell] {
    // A document naming no languages (one language's `.strings` file) has no cell in any of
    // `languages` to check: its entries are not read (each read decodes a value).
    guard !languages.isEmpty else { return [] }
    let languages = languages.sorted()
    var cells: [PluralCell] = []
    for (entry, key) in keys.enumerated() {
      let source = content(entry: entry, language: sourceLanguage).plural.map(PluralLayout.init)
      for language in languages {
        guard let plural = content(entry: entry, language: language).plural else { continue }
        cells.append(
          PluralCell(
            key: key, language: language, location: location(entry: entry, language: language),
            layout: PluralLayout(plural), source: source))
      }
    }
    return cells
  }

  public func text(entry: Int, language: LanguageID) -> String? {
    content(entry: entry, language: language).text
  }

  public func state(entry: Int, language: LanguageID) -> TranslationState? {
    content(entry: entry, language: language).state
  }

  public func cellLanguages(entry: Int) -> [LanguageID] {
    languages.filter { content(entry: entry, language: $0).isPresent }
  }

  public func isTranslatable(entry: Int) -> Bool { true }

  public func keyAttributes(entry: Int) -> [String: String] { [:] }

  public func newDocument(for language: LanguageID, overlay: Bool) -> NewDocument? { nil }

  public func lastEntry(of key: LocalizationKey) -> Int? { keys.lastIndex(of: key) }

  public var languageScope: LanguageScope { .everyLanguage }

  public func comment(entry: Int, keepingIndentation: Bool) -> String? { comment(entry: entry) }

  public func hasEmptyText(entry: Int, language: LanguageID) -> Bool {
    text(entry: entry, language: language) == ""
  }

  public func withPlainText<Result>(
    entry: Int, language: LanguageID, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result? { nil }

  public func emptyTextFlags(language: LanguageID) -> [Bool]? { nil }

  public func pluralSummary(entry: Int, language: LanguageID, plural: PluralEntry) -> String? {
    nil
  }

  public func entryIndices(of key: LocalizationKey) -> [Int] {
    let keys = keys
    return keys.indices.filter { keys[$0] == key }
  }

  public var entryCount: Int { keys.count }

  public func forEachKeyUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    for key in keys {
      var text = key.text
      text.withUTF8(body)
    }
  }

  public func hasSameContent(entry: Int, as other: any CellDocument, entry otherEntry: Int)
    -> Bool
  { false }

  /// A restore that puts back the whole document as it is now: for small documents, taken
  /// before an edit.
  public var wholeDocumentRestore: DocumentRestore { DocumentRestore(self) }

  /// Puts back a whole document (`wholeDocumentRestore`); any other restore is left alone.
  public mutating func restore(_ restore: DocumentRestore) -> DocumentRestore {
    guard let old = restore.value as? Self else { return restore }
    let current = wholeDocumentRestore
    self = old
    return current
  }
}

/// What a document needs to know to apply an edit beyond the edit itself.
public struct CellEditContext: Sendable {
  /// The project's source language.
  public var sourceLanguage: LanguageID
  /// The order new members are inserted in, where the format keeps an order of its own.
  public var keyOrder: KeyOrder
  /// For a cell edit, where the edited key's entry probably is.
  ///
  /// An index into `keys`, as the grid knows it: spares a search of every key. `nil` when
  /// unknown.
  public var entry: Int?
  /// For a plural edit, what the table's source holds for the key.
  ///
  /// A new plural entry is shaped like the source's (its format and variables). `nil` when not
  /// asked for.
  public var sourceContent: CellContent?

  /// Creates a context.
  public init(
    sourceLanguage: LanguageID, keyOrder: KeyOrder = .xcode, entry: Int? = nil,
    sourceContent: CellContent? = nil
  ) {
    self.sourceLanguage = sourceLanguage
    self.keyOrder = keyOrder
    self.entry = entry
    self.sourceContent = sourceContent
  }
}

/// What applying an edit did to a document.
public struct DocumentChange: Sendable {
  /// What takes the edit back (see `CellDocument.restore`); `nil` when the edit changed
  /// nothing.
  public var restore: DocumentRestore?
  /// The entry now holding the edited cell, when the edit changed that entry only and every
  /// entry kept its index (the grid then updates one cell); `nil` when entries may have been
  /// added, removed or moved (the grid is rebuilt).
  public var entry: Int?
  /// How the document's entries moved, in the order the edit made the splices.
  ///
  /// Said by a format that keeps its entries in a list (a `.strings` file): the grid then moves
  /// its rows in place instead of being rebuilt after a key-level edit. `nil` when unknown.
  public var splices: [EntrySplice]?

  /// Creates a change.
  public init(restore: DocumentRestore?, entry: Int? = nil, splices: [EntrySplice]? = nil) {
    self.restore = restore
    self.entry = entry
    self.splices = splices
  }
}

/// A change of a document's list of entries: the `removed` entries at `at` (an index before
/// the change) replaced with `inserted` new ones; every entry after them moves by the
/// difference.
public struct EntrySplice: Hashable, Sendable {
  /// Where the change is, as an index before it.
  public var at: Int
  /// How many entries were there.
  public var removed: Int
  /// How many entries are there now.
  public var inserted: Int

  /// Creates a splice.
  public init(at: Int, removed: Int, inserted: Int) {
    self.at = at
    self.removed = removed
    self.inserted = inserted
  }
}

/// A new document a format makes when a language gains a table, and its file name extension.
public struct NewDocument: Sendable {
  /// The empty document.
  public var document: any CellDocument
  /// The extension of its file, without the dot (`strings`).
  public var fileExtension: String

  /// Creates one.
  public init(document: any CellDocument, fileExtension: String) {
    self.document = document
    self.fileExtension = fileExtension
  }
}

/// How to take back a change of a document.
///
/// A value only the document's format understands (a whole document, a member as it was), kept
/// in proportion to what changed.
public struct DocumentRestore: Sendable {
  /// The format's own restore value.
  public let value: any Sendable

  /// Wraps a format's restore value.
  public init(_ value: any Sendable) {
    self.value = value
  }
}

/// One occurrence of something a file gives more than once (a key of a `.strings` file, a key
/// in one language of a JSON file, a plural form), for the `duplicate-key` check.
public struct DuplicateOccurrence: Hashable, Sendable {
  /// The key whose cell it belongs to, when it is a key's (a language given twice belongs to
  /// none).
  public var key: LocalizationKey?
  /// The language of that cell when the file names it; `nil`: the file's language.
  public var language: LanguageID?
  /// Where the occurrence is.
  public var location: SourceLocation
  /// What to say: which member is repeated, where the others are, which one wins.
  public var message: String

  /// Creates an occurrence.
  public init(
    key: LocalizationKey?, language: LanguageID? = nil, location: SourceLocation,
    message: String
  ) {
    self.key = key
    self.language = language
    self.location = location
    self.message = message
  }
}
