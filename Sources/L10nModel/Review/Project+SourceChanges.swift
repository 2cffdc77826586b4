/// A source text changed marks its translations: each non-empty translation of the key (each
/// plural form by its own source form) becomes `needs review: source changed`, keeping the
/// source text it was made from. Done here, once, for every writer that applies cell edits
/// (the editor, `import`, `replace`, the exchange imports, `extract`, merges).
extension Project {
  /// The source cell `edit` changes the text of, and what it held before, when marking is on.
  func sourceBefore(_ edit: CellEdit) -> (CellID, CellContent)? {
    guard marksSourceChanges, let cell = edit.cell, cell.language == sourceLanguage else {
      return nil
    }
    switch edit {
    case .setText, .setPluralForms, .setPluralFormat: break
    default: return nil
    }
    let old = content(of: cell)
    guard old.text != nil || old.plural != nil else { return nil }
    return (cell, old)
  }

  /// Marks the translations of `source`'s key whose source text differs from `old`'s, except
  /// those in `sparing` (set in the same edits), and counts them in `changes`.
  mutating func markTranslations(
    of source: CellID, was old: CellContent, sparing: Set<CellID>, into changes: inout ChangeSet
  ) throws(EditError) {
    let new = content(of: source)
    guard new != old, let grid = gridIndex(of: source.table),
      let row = grids[grid].row(of: source.key)
    else { return }
    var marked = 0
    for column in bundleColumns(grid: grid) where languages[column] != sourceLanguage {
      let cell = cellID(grid: grid, row: row, column: column)
      guard !sparing.contains(cell) else { continue }
      for (form, oldText) in Self.outdatedParts(
        of: content(grid: grid, row: row, column: column), old: old, new: new)
      {
        try setReview(cell, form: form, .needsReview(.sourceChanged(from: oldText)), into: &changes)
        marked += 1
      }
    }
    if marked > 0 {
      changes.sourceChangeMarks.append(SourceChangeMark(source: source, marked: marked))
    }
  }

  /// The parts of `translation` (the whole cell: `nil`, or plural forms) whose source text
  /// changed from `old` to `new`, each with its old source text; only non-empty ones.
  ///
  /// A translation's form has the source's form of its category as its source, else the
  /// source's `other` (a language's `few` is translated from English `other`).
  static func outdatedParts(of translation: CellContent, old: CellContent, new: CellContent)
    -> [(PluralFormID?, String)]
  {
    switch translation {
    case .text(let text, _):
      guard !text.isEmpty, let oldText = wholeChange(old: old, new: new) else { return [] }
      return [(nil, oldText)]
    case .plural(let entry, _):
      guard let oldPlural = old.plural, let newPlural = new.plural,
        oldPlural.formatKey.unicodeScalars.elementsEqual(newPlural.formatKey.unicodeScalars)
      else {
        let hasText = entry.variables.contains { $0.forms.contains { !$0.text.isEmpty } }
        guard hasText, let oldText = wholeChange(old: old, new: new) else { return [] }
        return [(nil, oldText)]
      }
      var parts: [(PluralFormID?, String)] = []
      for variable in entry.variables {
        let before = oldPlural.variables.first { $0.id == variable.id }
        let after = newPlural.variables.first { $0.id == variable.id }
        for form in variable.forms where !form.text.isEmpty {
          let was = before.flatMap { $0.form(form.category) ?? $0.form("other") }
          let now = after.flatMap { $0.form(form.category) ?? $0.form("other") }
          if !Self.same(was, now) {
            parts.append((PluralFormID(variable.id, form.category), was ?? ""))
          }
        }
      }
      return parts
    default:
      return []
    }
  }

  /// The old source text when the source changed as a whole (its text, its format, or text to
  /// plural); `nil` when it did not.
  private static func wholeChange(old: CellContent, new: CellContent) -> String? {
    let before = old.text ?? old.plural.map(summary)
    let after = new.text ?? new.plural.map(summary)
    guard !same(before, after) || (old.text == nil) != (new.text == nil) else { return nil }
    return before ?? ""
  }

  /// A plural source as one text: its format, else its `other` forms.
  private static func summary(_ plural: PluralEntry) -> String {
    guard
      plural.formatKey.isEmpty || plural.variables.count == 1 && plural.formatKey.hasPrefix("%#@")
    else { return plural.formatKey }
    return plural.variables.compactMap { $0.form("other") ?? $0.forms.last?.text }.joined(
      separator: " · ")
  }

  /// Whether two texts are the same, scalar for scalar (`"é"` precomposed or not differs, as
  /// in the file).
  private static func same(_ lhs: String?, _ rhs: String?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let lhs?, let rhs?): lhs.unicodeScalars.elementsEqual(rhs.unicodeScalars)
    default: false
    }
  }
}
