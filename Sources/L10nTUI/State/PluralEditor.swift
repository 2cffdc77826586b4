import Foundation
import L10nCheck
import L10nGrammar
import L10nModel

/// The plural editor: the entry's outer format (when it has one), then one field per category
/// the language needs (plus any extra present) for each plural variable, each edited with the
/// line editor, beside the source language's texts.
package struct PluralEditor: Hashable, Sendable {
  /// One field of the editor.
  package enum Field: Hashable, Sendable {
    /// The outer format, the text around the `%#@variable@` tokens (`NSStringLocalizedFormatKey`,
    /// or a catalog string unit beside its substitutions).
    case format
    /// The text of one category (or device) of one variable.
    case form(VariableID, String)
  }

  /// The cell being edited.
  package let cell: CellID
  /// The plural variables, in the entry's order.
  package let variables: [VariableID]
  /// The value type of each variable (`d`, `ld`, …).
  package let valueTypes: [VariableID: String]
  /// The categories shown per variable, in CLDR order.
  package let categories: [VariableID: [String]]
  /// The fields in order: the format first when the entry has one, then each variable's
  /// categories.
  package let fields: [Field]
  /// The source language, when the cell is in another language: its texts are shown beside.
  package let sourceLanguage: LanguageID?
  /// The source language's text of each field it has.
  package let sourceTexts: [Field: String]
  /// The texts as edited so far, per field (missing means no text yet).
  package private(set) var texts: [Field: String]
  /// The texts as they were, to tell what changed.
  let original: [Field: String]
  /// The review state of each form, as it was (in every format: a catalog's own, else the
  /// review file's).
  let originalStates: [Field: ReviewState]
  /// The review states set in the editor (`toggle-review`), kept after the texts.
  private var pendingStates: [Field: ReviewState] = [:]
  /// The field being edited, an index into `fields`; the editor opens on the first form.
  package private(set) var fieldIndex: Int
  /// The line editor of the current field.
  package var editor: LineEditor

  /// The numbers every preview shows.
  package static let commonPreviewNumbers: [Double] = [0, 1, 2, 3, 5, 11, 21, 101, 1.5]
  /// The numbers this preview shows: the common ones, and one for each category of the
  /// language none of them selects (1000000 for French and Spanish `many`), whole numbers
  /// first, in order.
  package let previewNumbers: [Double]

  /// An editor for `cell`, whose current entry is `entry` (nil when the language lacks it); the
  /// source language `sourceLanguage` has `template`; the forms have review `states`
  /// (`Project.formReviewStates(of:)`).
  ///
  /// `nil` when neither entry has a plural variable.
  package init?(
    cell: CellID, entry: PluralEntry?, template: PluralEntry?, sourceLanguage: LanguageID,
    states: [PluralFormID: ReviewState] = [:]
  ) {
    guard let shape = (template ?? entry) else { return nil }
    let plural = shape.variables.filter(\.isPlural)
    guard !plural.isEmpty else { return nil }
    self.cell = cell
    variables = plural.map(\.id)
    let needed = PluralRules.integerCategories(of: cell.language)
    var categories: [VariableID: [String]] = [:]
    var valueTypes: [VariableID: String] = [:]
    var fields: [Field] = []
    var texts: [Field: String] = [:]
    // Only `.stringsdict` entries and catalog substitutions have a format around variables.
    if shape.variables.contains(where: \.id.hasFormat) {
      fields.append(.format)
      texts[.format] = entry?.formatKey ?? shape.formatKey
    }
    for variable in plural {
      let current = entry?.variables.first { $0.id == variable.id }
      let present = current?.forms.map(\.category) ?? []
      // Device variants are edited as they are; plural ones get the language's categories.
      let shown =
        variable.id.isDevice
        ? (present.isEmpty ? variable.forms.map(\.category) : present)
        : PluralCategory.allCases.filter { needed.contains($0) || present.contains($0.rawValue) }
          .map(\.rawValue)
      categories[variable.id] = shown
      fields += shown.map { .form(variable.id, $0) }
      for form in current?.forms ?? [] { texts[.form(variable.id, form.category)] = form.text }
      valueTypes[variable.id] = current?.valueType ?? variable.valueType
    }
    self.categories = categories
    self.valueTypes = valueTypes
    self.fields = fields
    self.texts = texts
    original = texts
    var originalStates: [Field: ReviewState] = [:]
    for (form, state) in states { originalStates[.form(form.variable, form.category)] = state }
    self.originalStates = originalStates
    self.sourceLanguage = cell.language == sourceLanguage ? nil : sourceLanguage
    var sourceTexts: [Field: String] = [:]
    if let template, cell.language != sourceLanguage {
      if fields.first == .format { sourceTexts[.format] = template.formatKey }
      for variable in template.variables {
        for form in variable.forms { sourceTexts[.form(variable.id, form.category)] = form.text }
      }
    }
    self.sourceTexts = sourceTexts
    previewNumbers = Self.previewNumbers(for: cell.language)
    fieldIndex = fields.firstIndex { $0 != .format } ?? 0
    editor = LineEditor(texts[fields[fieldIndex]] ?? "")
  }

  /// The field being edited.
  package var field: Field { fields[fieldIndex] }

  /// The variable being edited, or previewed while the format is edited.
  package var variable: VariableID {
    if case .form(let variable, _) = field { return variable }
    return variables[0]
  }

  /// The text of a field, with the current field's editor text (none while that is empty in
  /// a field without text).
  package func text(of field: Field) -> String? {
    guard field == self.field, !(editor.text.isEmpty && texts[field] == nil) else {
      return texts[field]
    }
    return editor.text
  }

  /// Whether a field had a text when the editor opened and has none now.
  package func isRemoved(_ field: Field) -> Bool {
    original[field] != nil && text(of: field) == nil
  }

  /// Removes the current form's text, so that keeping removes the category from the entry
  /// (an unused category, such as `few` in English, is fixed so); `false` on the format, or
  /// when the form has no text.
  mutating func removeForm() -> Bool {
    guard case .form = field, text(of: field) != nil else { return false }
    texts[field] = nil
    editor = LineEditor("")
    return true
  }

  /// Moves to the next (`1`) or previous (`-1`) field, across variables.
  mutating func move(by delta: Int) {
    store()
    fieldIndex = (fieldIndex + delta + fields.count) % fields.count
    editor = LineEditor(texts[field] ?? "")
  }

  /// Keeps the editor's text in `texts`.
  mutating func store() {
    if editor.text.isEmpty && texts[field] == nil { return }
    texts[field] = editor.text
  }

  /// The review state of a form: as set in the editor, else `translated` once its text
  /// changed, else as it was; `nil` for the format and for forms new in the editor.
  package func reviewState(of field: Field) -> ReviewState? {
    if let pending = pendingStates[field] { return pending }
    guard let state = originalStates[field] else { return nil }
    return changedText(field) == nil ? state : .translated
  }

  /// Marks the current form reviewed (`translated`) when it needs review, else needing review
  /// (as it was when it was, else by hand); returns the new state, `nil` when the field has no
  /// review state (the format, a form without text).
  mutating func toggleReview() -> ReviewState? {
    guard case .form = field, text(of: field)?.isEmpty == false,
      let state = reviewState(of: field)
    else { return nil }
    let was = originalStates[field].flatMap { $0.needsReview ? $0 : nil }
    let next: ReviewState = state.needsReview ? .translated : was ?? .needsReview(.markedByHand)
    pendingStates[field] = next
    return next
  }

  /// A field's text, when it differs from what it was (scalar for scalar).
  private func changedText(_ field: Field) -> String? {
    guard let text = text(of: field),
      original[field].map({ !$0.unicodeScalars.elementsEqual(text.unicodeScalars) }) ?? true
    else { return nil }
    return text
  }

  /// The edits that keep what changed: the forms per variable (a removed one as `nil`), then
  /// the format.
  func edits() -> [CellEdit] {
    var edits: [CellEdit] = variables.compactMap { name in
      var forms: [String: String?] = [:]
      for category in categories[name] ?? [] {
        if let text = changedText(.form(name, category)) { forms[category] = text }
        if isRemoved(.form(name, category)) { forms[category] = .some(nil) }
      }
      return forms.isEmpty ? nil : .setPluralForms(cell, name, forms)
    }
    if let format = changedText(.format) {
      edits.append(.setPluralFormat(cell, format))
    }
    // After the texts, which make the forms they set `translated`.
    for name in variables {
      for category in categories[name] ?? [] {
        let field = Field.form(name, category)
        guard let state = pendingStates[field], text(of: field) != nil else { continue }
        let kept = changedText(field) == nil ? originalStates[field] : .translated
        if state != kept { edits.append(.setReview(cell, PluralFormID(name, category), state)) }
      }
    }
    return edits
  }

  private static func previewNumbers(for language: LanguageID) -> [Double] {
    let shown = Set(commonPreviewNumbers.map { PluralRules.category(of: $0, in: language) })
    let extra = PluralRules.categories(of: language).filter { !shown.contains($0) }
      .compactMap { PluralRules.sample(of: $0, in: language) }
    guard !extra.isEmpty else { return commonPreviewNumbers }
    let numbers = commonPreviewNumbers + extra
    return numbers.filter { $0 == $0.rounded() }.sorted() + numbers.filter { $0 != $0.rounded() }
  }

  /// The preview of `number`: the category it picks in the cell's language and the text with
  /// the count in place — the `other` text, marked, when that category has none.
  package func preview(_ number: Double) -> (category: String, text: String) {
    let category = PluralRules.category(of: number, in: cell.language).rawValue
    let shown = Self.label(of: number)
    let own = text(of: .form(variable, category))
    guard let text = own ?? text(of: .form(variable, PluralCategory.other.rawValue)) else {
      return (category, "∅ missing")
    }
    if own == nil {
      return (category, "∅ missing, falls back to other: " + Self.substitute(shown, in: text))
    }
    return (category, Self.substitute(shown, in: text))
  }

  /// A preview number as written: `5`, `1.5`.
  static func label(of number: Double) -> String {
    number == number.rounded() ? String(Int(number)) : String(number)
  }

  private static func substitute(_ shown: String, in text: String) -> String {
    // In String Catalog substitutions `%arg` is the argument.
    if text.contains("%arg") { return text.replacing("%arg", with: shown) }
    let count = FormatString(text).specifiers.first { $0.pluralVariable == nil }
    guard let count, let range = text.range(of: count.text) else { return text }
    return text.replacingCharacters(in: range, with: shown)
  }
}

extension VariableID {
  /// Whether the variable is named in an outer format (`%#@name@`): a `.stringsdict` variable
  /// or a catalog substitution, not a catalog localization's own variations.
  fileprivate var hasFormat: Bool {
    switch self {
    case .stringsdict, .substitution: true
    case .plural, .device: false
    }
  }
}
