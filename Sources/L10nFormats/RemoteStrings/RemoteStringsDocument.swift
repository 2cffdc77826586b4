import L10nModel

/// A remote strings JSON file (`{"<language>": {"key": value}}`) opened as a project: one
/// table, a column per language, behind the cell layer's seam (`CellDocument`).
///
/// It keeps the bytes as read and where every member was in them, so that the writer
/// (`RemoteStringsWriter`) changes only what was edited: an unedited file is written back byte
/// for byte, an edited value changes only its own text.
package struct RemoteStringsDocument: CellDocument {
  /// One language object of the file.
  struct Language: Sendable {
    /// The code as the file spells it (the column is `LanguageID(code)`).
    var code: String
    /// The values, in the order they are written.
    var entries: [Entry]
    /// Where the language's member (`"fr": {…}`) was as read; `nil` for a language added since.
    var member: JSONMemberSpan?

    /// The index of `key` among `entries`, if the language has it.
    func index(of key: String) -> Int? {
      entries.firstIndex { $0.key.unicodeScalars.elementsEqual(key.unicodeScalars) }
    }
  }

  /// One key of a language.
  struct Entry: Sendable {
    /// The key, as it is now.
    var key: String
    /// The value, as it is now.
    var value: RemoteValue
    /// The members that held the key as read, in file order (several: the key was repeated and
    /// the last one won); empty for a key added since.
    var occurrences: [JSONMemberSpan] = []
    /// The key and value as read, to tell what an edit changed; `nil` for a key added since.
    var read: (key: String, value: RemoteValue)?
    /// Where the (effective) value starts in the file; `nil` for a key added since.
    var location: SourceLocation?
  }

  /// The bytes as read: what the writer splices edits into.
  let original: [UInt8]
  /// Where the root object was in `original`.
  let root: JSONSpan
  /// The languages, in the order they are written.
  var fileLanguages: [Language]
  /// Members repeated in the file as read.
  let repeated: [DuplicateOccurrence]
  /// Every key of every language, each once, in order of first appearance.
  package private(set) var keys: [LocalizationKey] = []

  /// The document read from `bytes` (see `RemoteStringsReader` for what is refused).
  init(bytes: [UInt8], root: JSONSpan, node: JSONNode, strings: RemoteStrings, path: String) {
    original = bytes
    self.root = root
    var cursor = LocationCursor()
    var languages: [Language] = []
    var languageIndex: [String: Int] = [:]
    for (member, span) in zip(node.members ?? [], root.members) {
      let code = member.key.value
      if let index = languageIndex[code] {
        // A language given twice: the later object wins, as in the reader.
        languages[index].member = span
        languages[index].entries = []
      } else {
        languageIndex[code] = languages.count
        languages.append(Language(code: code, entries: [], member: span))
      }
      let index = languageIndex[code] ?? 0
      var entries: [Entry] = []
      var entryIndex: [String: Int] = [:]
      for (keyMember, keySpan) in zip(member.value.members ?? [], span.value.members) {
        let key = keyMember.key.value
        let location = cursor.location(of: keySpan.value.range.lowerBound, in: bytes).expanded
        if let existing = entryIndex[key] {
          entries[existing].occurrences.append(keySpan)
          entries[existing].location = location
        } else {
          entryIndex[key] = entries.count
          entries.append(
            Entry(
              key: key, value: .text(""), occurrences: [keySpan], read: nil, location: location))
        }
      }
      languages[index].entries = entries
    }
    // The values as the reader decided them (the last of repeated members, plural objects).
    for language in strings.languages {
      guard let index = languageIndex[language.code] else { continue }
      for entry in language.entries {
        guard let position = languages[index].index(of: entry.key) else { continue }
        languages[index].entries[position].value = entry.value
        languages[index].entries[position].read = (entry.key, entry.value)
      }
    }
    fileLanguages = languages
    repeated = strings.warnings.map { warning in
      Self.occurrence(of: warning)
    }
    keys = Self.keys(of: languages)
  }

  private static func occurrence(of warning: RemoteStringsWarning)
    -> DuplicateOccurrence
  {
    let path = RemoteStrings.pathText(warning.path)
    let key = warning.path.count >= 2 ? LocalizationKey(warning.path[1]) : nil
    let language = warning.path.count >= 2 ? LanguageID(warning.path[0]) : nil
    let what = warning.path.count == 1 ? "language" : warning.path.count == 2 ? "key" : "form"
    switch warning.kind {
    case .duplicateKey(let first):
      return DuplicateOccurrence(
        key: key, language: language, location: warning.location,
        message: "duplicate \(what) \(path) (first at \(first)); JSON decoders use this later "
          + "one")
    }
  }

  private static func keys(of languages: [Language]) -> [LocalizationKey] {
    var seen: Set<String> = []
    var keys: [LocalizationKey] = []
    for language in languages {
      for entry in language.entries where seen.insert(entry.key).inserted {
        keys.append(LocalizationKey(entry.key))
      }
    }
    return keys
  }

  // MARK: - CellDocument

  package var languages: Set<LanguageID> { Set(fileLanguages.map { LanguageID($0.code) }) }

  /// `en` when the file has it, else the first language it gives.
  package var sourceLanguage: LanguageID? {
    let codes = fileLanguages.map(\.code)
    return codes.first { $0 == LanguageID.english.code }.map(LanguageID.init)
      ?? codes.first.map(LanguageID.init)
  }

  package var isWritable: Bool { true }

  package var duplicates: [DuplicateOccurrence] { repeated }

  package func content(entry: Int, language: LanguageID) -> CellContent {
    guard let found = self.entry(entry, language: language) else { return .missing }
    switch found.value {
    case .text(let text): return .text(text, state: nil)
    case .plural:
      let forms = found.value.pluralForms.map { ($0.category.rawValue, $0.text) }
      return .plural(
        PluralEntry(
          formatKey: "", variables: [PluralVariable(id: .plural, valueType: "", forms: forms)]),
        state: nil)
    }
  }

  package func location(entry: Int, language: LanguageID) -> SourceLocation? {
    self.entry(entry, language: language)?.location
  }

  package func comment(entry: Int) -> String? { nil }

  private func entry(_ entry: Int, language: LanguageID) -> Entry? {
    guard keys.indices.contains(entry),
      let languageIndex = fileLanguages.firstIndex(where: { $0.code == language.code }),
      let position = fileLanguages[languageIndex].index(of: keys[entry].text)
    else { return nil }
    return fileLanguages[languageIndex].entries[position]
  }

  // MARK: - Editing

  /// Applies an edit; the document is small, so it is restored whole, and its grid rebuilt.
  package mutating func apply(_ edit: CellEdit, context: CellEditContext) throws(EditError)
    -> DocumentChange
  {
    let restore = wholeDocumentRestore
    try carryOut(edit, sourceLanguage: context.sourceLanguage)
    return DocumentChange(restore: restore)
  }

  private mutating func carryOut(_ edit: CellEdit, sourceLanguage: LanguageID) throws(EditError) {
    switch edit {
    case .setText(let cell, let text):
      set(.text(text), key: cell.key.text, language: cell.language, source: sourceLanguage)
    case .setPluralForms(let cell, _, let changes):
      var forms: [PluralCategory: String] = [:]
      if case .plural(let current)? = value(of: cell.key.text, language: cell.language) {
        forms = current
      }
      for (name, text) in changes {
        guard let category = PluralCategory(rawValue: name) else {
          throw .unsupported("\(name) is not a plural category (zero, one, two, few, many, other)")
        }
        forms[category] = text ?? nil
      }
      guard forms[.other] != nil else {
        throw .unsupported("a plural value in a remote strings file needs an \"other\" form")
      }
      set(.plural(forms), key: cell.key.text, language: cell.language, source: sourceLanguage)
    case .removeTranslation(let cell):
      guard let language = languageIndex(cell.language) else { return }
      fileLanguages[language].entries.removeAll { $0.key == cell.key.text }
      keys = Self.keys(of: fileLanguages)
    case .addKey(_, let key, let value, _):
      set(.text(value), key: key.text, language: sourceLanguage, source: sourceLanguage)
    case .extractKey(_, let key, let value, _):
      set(.text(value ?? key.text), key: key.text, language: sourceLanguage, source: sourceLanguage)
    case .renameKey(_, let key, let newKey):
      for language in fileLanguages.indices {
        for index in fileLanguages[language].entries.indices
        where fileLanguages[language].entries[index].key == key.text {
          fileLanguages[language].entries[index].key = newKey.text
        }
      }
      keys = Self.keys(of: fileLanguages)
    case .deleteKey(_, let key):
      for language in fileLanguages.indices {
        fileLanguages[language].entries.removeAll { $0.key == key.text }
      }
      keys = Self.keys(of: fileLanguages)
    case .setComment:
      throw .unsupported("a remote strings JSON file has no comments")
    case .setKeyAttribute(_, _, let name, _):
      throw .unsupported("a remote strings JSON file has no key attributes (\(name))")
    case .vary(_, let variation):
      throw .unsupported("a remote strings JSON file cannot \(variation): set its plural forms")
    case .setState, .setFormStates, .setReview, .markReviewed:
      throw .unsupported("a remote strings JSON file has no review states")
    case .setShadowedText:
      throw .unsupported("a remote strings JSON file has no .strings entry beside a plural")
    case .setPluralFormat:
      throw .unsupported(
        "a plural value in a remote strings file is its forms only (no text around them)")
    case .keepOccurrence:
      throw .unsupported("a repeated JSON key is resolved by editing the file")
    case .addLanguage:
      return
    }
  }

  private func languageIndex(_ language: LanguageID) -> Int? {
    fileLanguages.firstIndex { $0.code == language.code }
  }

  private func value(of key: String, language: LanguageID) -> RemoteValue? {
    guard let index = languageIndex(language), let position = fileLanguages[index].index(of: key)
    else { return nil }
    return fileLanguages[index].entries[position].value
  }

  /// Sets `key`'s value in `language`, adding the language (at the end) and the key (where
  /// `insertionIndex` says) when missing.
  private mutating func set(
    _ value: RemoteValue, key: String, language: LanguageID, source: LanguageID
  ) {
    let languageIndex =
      self.languageIndex(language)
      ?? {
        fileLanguages.append(Language(code: language.code, entries: [], member: nil))
        return fileLanguages.count - 1
      }()
    if let position = fileLanguages[languageIndex].index(of: key) {
      fileLanguages[languageIndex].entries[position].value = value
      return
    }
    let position = insertionIndex(of: key, language: languageIndex, source: source)
    fileLanguages[languageIndex].entries.insert(Entry(key: key, value: value), at: position)
    keys = Self.keys(of: fileLanguages)
  }

  /// Where a new key goes in a language: after the nearest key before it in the source
  /// language that this language has (so languages stay parallel); else, when the language's
  /// keys are sorted, in order; else at the end.
  private func insertionIndex(of key: String, language: Int, source: LanguageID) -> Int {
    let present = fileLanguages[language].entries.map(\.key)
    if let sourceIndex = languageIndex(source), sourceIndex != language {
      let sourceKeys = fileLanguages[sourceIndex].entries.map(\.key)
      if let at = sourceKeys.firstIndex(of: key) {
        for earlier in sourceKeys[..<at].reversed() {
          if let position = present.firstIndex(of: earlier) { return position + 1 }
        }
        for later in sourceKeys[(at + 1)...] {
          if let position = present.firstIndex(of: later) { return position }
        }
      }
    }
    if zip(present, present.dropFirst()).allSatisfy({ KeyOrder.codePoint.precedes($0, $1) }) {
      return present.firstIndex { KeyOrder.codePoint.precedes(key, $0) } ?? present.count
    }
    return present.count
  }
}
