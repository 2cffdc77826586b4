import L10nModel

/// Cell edits of a `.strings` file, through the cell layer's seam: each changes the entries it
/// must and is taken back by splicing them back as they were (see `StringsSplice`), so that an
/// edit and its undo cost the same whatever the size of the file.
extension StringsDocument {
  public mutating func apply(_ edit: CellEdit, context: CellEditContext) throws(EditError)
    -> DocumentChange
  {
    var recorder = SpliceRecorder()
    switch edit {
    case .setText(let cell, let text), .setShadowedText(let cell, let text):
      let hint = context.entry.flatMap { entries.indices.contains($0) ? $0 : nil }
      if let index = hint ?? lastIndex(of: cell.key) {
        recorder.change(&self, at: index) { $0.setValue(text, at: index) }
        return recorder.result(entry: index)
      }
      let index = recorder.append(&self) { $0.appendEntry(key: cell.key, value: text) }
      return recorder.result(entry: index)
    case .removeTranslation(let cell):
      for index in entryIndices(of: cell.key).reversed() {
        recorder.change(&self, at: index) { $0.removeEntry(at: index) }
      }
    case .keepOccurrence(let cell, let occurrence):
      let indices = entryIndices(of: cell.key)
      guard indices.indices.contains(occurrence) else {
        throw .unsupported("\(cell) is defined \(indices.count) times, not \(occurrence + 1)")
      }
      for index in indices.reversed() where index != indices[occurrence] {
        recorder.change(&self, at: index) { $0.removeEntry(at: index) }
      }
    case .setComment(let cell, let comment):
      let indices = entryIndices(of: cell.key)
      guard !indices.isEmpty else { throw Self.noEntryForComment(cell) }
      for index in indices {
        recorder.change(&self, at: index) { $0.setComment(comment, at: index) }
      }
      return recorder.result(entry: indices.last)
    case .addKey(_, let key, let value, let comment):
      _ = recorder.append(&self) { $0.appendEntry(key: key, value: value, comment: comment) }
    case .extractKey(_, let key, let value, let comment):
      _ = recorder.append(&self) {
        $0.appendEntry(key: key, value: value ?? key.text, comment: comment)
      }
    case .renameKey(_, let key, let newKey):
      for index in entryIndices(of: key).reversed() {
        recorder.change(&self, at: index) { $0.setKey(newKey, at: index) }
      }
    case .deleteKey(_, let key):
      let indices = entryIndices(of: key)
      if let tail = ignoredTail, !indices.isEmpty, indices.count == entries.endIndex {
        // The text Apple's reader never reads would begin the file, where it reads it and fails.
        throw .unsupported(
          "deleting \(key.text.debugDescription), the file's last entry, would leave only the "
            + "text Apple's reader never reads (from \(tail.location)) to begin the file, which "
            + "it would then refuse: remove that text first")
      }
      for index in indices.reversed() {
        recorder.change(&self, at: index) { $0.removeEntry(at: index) }
      }
    case .setState, .setFormStates, .setReview, .markReviewed:
      throw .unsupported("only String Catalog translations have a review state")
    case .setPluralForms(let cell, _, _), .setPluralFormat(let cell, _):
      throw .unsupported("\(cell) is a .strings entry: plural entries are in a .stringsdict")
    case .addLanguage:
      throw .unsupported("a .strings file holds one language")
    case .setKeyAttribute(_, _, let name, _):
      throw .unsupported("a .strings file has no key attributes (\(name))")
    case .vary(let cell, let variation):
      throw .unsupported(
        "\(cell) is a .strings entry: only a String Catalog can \(variation) (the plural "
          + "entries of .strings tables are in a .stringsdict)")
    }
    return recorder.result(entry: nil)
  }

  /// Why a comment cannot be set: the language has no entry of the key to hold it.
  package static func noEntryForComment(_ cell: CellID) -> EditError {
    .unsupported("\(cell.language) has no .strings entry for \"\(cell.key)\" to hold a comment")
  }

  public mutating func restore(_ restore: DocumentRestore) -> DocumentRestore {
    guard let splices = restore.value as? [StringsSplice] else { return restore }
    var inverse: [StringsSplice] = []
    for splice in splices.reversed() {
      let range = splice.at..<(splice.at + splice.removing)
      let removed = Array(entries[range])
      entries.replaceSubrange(range, with: splice.inserting)
      inverse.append(
        StringsSplice(at: splice.at, removing: splice.inserting.count, inserting: removed))
    }
    return DocumentRestore(inverse)
  }
}

/// Part of how to take back an edit of a `.strings` document.
///
/// Puts `inserting` in place of the `removing` entries at `at`. An edit's restore is a list of
/// them, performed last to first.
struct StringsSplice: Sendable {
  var at: Int
  var removing: Int
  var inserting: [StringsEntry]
}

/// Records an edit's splices of a `.strings` document: how to take each back, and how the
/// entries moved.
private struct SpliceRecorder {
  var restores: [StringsSplice] = []
  var splices: [EntrySplice] = []

  /// Changes (or removes) the entry at `index`, recording it as it was.
  mutating func change(
    _ document: inout StringsDocument, at index: Int, _ edit: (inout StringsDocument) -> Void
  ) {
    let old = document.entries[index]
    let count = document.entries.count
    edit(&document)
    let kept = 1 - (count - document.entries.count)
    restores.append(StringsSplice(at: index, removing: kept, inserting: [old]))
    splices.append(EntrySplice(at: index, removed: 1, inserted: kept))
  }

  /// Appends an entry; returns its index.
  mutating func append(
    _ document: inout StringsDocument, _ edit: (inout StringsDocument) -> Int
  ) -> Int {
    let index = edit(&document)
    restores.append(StringsSplice(at: index, removing: 1, inserting: []))
    splices.append(EntrySplice(at: index, removed: 0, inserted: 1))
    return index
  }

  func result(entry: Int?) -> DocumentChange {
    DocumentChange(
      restore: restores.isEmpty ? nil : DocumentRestore(restores), entry: entry,
      splices: splices)
  }
}
