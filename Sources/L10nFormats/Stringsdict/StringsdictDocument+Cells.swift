import L10nModel

/// A `.stringsdict` file behind the cell layer's seam: the overlay of one language of a
/// `.strings` table, whose plural entries shadow the `.strings` entries of the same keys (as on
/// device). Its edits put back the whole property list (they are small; subtrees are shared,
/// not copied).
extension StringsdictDocument: CellDocument {
  /// The overlay of its language's `.strings` file of the table.
  public var languageScope: LanguageScope { .overlay }

  /// Empty: a `.stringsdict` file is one language's, named by its `.lproj` folder.
  public var languages: Set<LanguageID> { [] }

  public var entryCount: Int { root.entries?.count ?? 0 }

  public func forEachKeyUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    for entry in root.entries ?? [] {
      var key = entry.key.value
      key.withUTF8(body)
    }
  }

  /// `nil`: a `.stringsdict` file names no source language.
  public var sourceLanguage: LanguageID? { nil }

  /// Whether edits may be written back: XML, not a binary property list.
  public var isWritable: Bool { encoding == .utf8 }

  public func content(entry: Int, language: LanguageID) -> CellContent {
    guard let entries = root.entries, let plural = PluralEntry(entries[entry].value) else {
      return .missing
    }
    return .plural(plural, state: nil)
  }

  public func location(entry: Int, language: LanguageID) -> SourceLocation? {
    let line = root.entries?[entry].line ?? 0
    return line > 0 ? SourceLocation(line: line, column: 1) : nil
  }

  public func comment(entry: Int) -> String? { nil }

  /// `nil`: `.stringsdict` entries have no review state.
  public func state(entry: Int, language: LanguageID) -> TranslationState? { nil }

  /// `false`: a plural entry is never empty.
  public func hasEmptyText(entry: Int, language: LanguageID) -> Bool { false }

  /// `nil`: a plural entry has no text of its own.
  public func text(entry: Int, language: LanguageID) -> String? { nil }

  public func lastEntry(of key: LocalizationKey) -> Int? {
    root.entries?.lastIndex {
      $0.key.value.unicodeScalars.elementsEqual(key.text.unicodeScalars)
    }
  }

  public func newDocument(for language: LanguageID, overlay: Bool) -> NewDocument? {
    StringsDocument.newFile(overlay: overlay)
  }

  public mutating func apply(_ edit: CellEdit, context: CellEditContext) throws(EditError)
    -> DocumentChange
  {
    let old = root
    switch edit {
    case .setPluralForms(let cell, let variable, let forms):
      guard case .stringsdict(let name) = variable else {
        throw .unsupported(
          "\(cell) is a .stringsdict entry: \(variable) is a String Catalog variable")
      }
      setForms(forms, variable: name, key: cell.key, template: context.sourceContent?.plural)
      return DocumentChange(restore: DocumentRestore(old), entry: lastEntry(of: cell.key))
    case .setPluralFormat(let cell, let format):
      guard entry(cell.key) != nil || context.sourceContent?.plural != nil else {
        throw .unsupported("\(cell) has no format around plural variables")
      }
      setFormatKey(format, key: cell.key, template: context.sourceContent?.plural)
      return DocumentChange(restore: DocumentRestore(old), entry: lastEntry(of: cell.key))
    case .removeTranslation(let cell):
      return DocumentChange(restore: removeEntries(cell.key) ? DocumentRestore(old) : nil)
    case .renameKey(_, let key, let newKey):
      return DocumentChange(restore: renameEntries(key, to: newKey) ? DocumentRestore(old) : nil)
    case .deleteKey(_, let key):
      return DocumentChange(restore: removeEntries(key) ? DocumentRestore(old) : nil)
    case .setText(let cell, _), .setShadowedText(let cell, _):
      throw .unsupported("\(cell) is a plural entry: set its plural forms")
    case .setState, .setFormStates, .setReview, .markReviewed:
      throw .unsupported("only String Catalog translations have a review state")
    case .setComment(let cell, _), .keepOccurrence(let cell, _):
      throw .unsupported("\(cell) is a .stringsdict entry, which has no comments or repeats")
    case .addKey(_, let key, _, _), .extractKey(_, let key, _, _):
      throw .unsupported("\"\(key)\" is added to a .strings file, not to a .stringsdict")
    case .addLanguage:
      throw .unsupported("a .stringsdict file holds one language")
    case .setKeyAttribute(_, _, let name, _):
      throw .unsupported("a .stringsdict file has no key attributes (\(name))")
    case .vary(let cell, let variation):
      throw .unsupported(
        "\(cell) is a .stringsdict entry: only a String Catalog can \(variation)")
    }
  }

  public mutating func restore(_ restore: DocumentRestore) -> DocumentRestore {
    guard let old = restore.value as? PlistNode else { return restore }
    let current = root
    root = old
    return DocumentRestore(current)
  }
}

extension LocalizationFile {
  /// The parsed `.stringsdict` document, if this is one.
  public var stringsdict: StringsdictDocument? { cellDocument as? StringsdictDocument }
}
