import L10nModel

/// One text to translate: a cell's text, or one form of a plural cell (`TranslationPlan`).
package struct TranslationUnit: Hashable, Sendable {
  /// For a plural form: the variable and the category (or device) in the target language.
  package struct Form: Hashable, Sendable {
    /// The plural variable (a `.stringsdict` variable, a catalog's plural, device or
    /// substitution variation).
    package var variable: VariableID
    /// The category (`one`, `few`) or device (`iphone`) of the target form.
    package var category: String
    /// A number of that category in the target language, for the provider (`nil` for a
    /// device).
    package var sample: String?

    /// Creates a form.
    package init(variable: VariableID, category: String, sample: String?) {
      self.variable = variable
      self.category = category
      self.sample = sample
    }
  }

  /// The target cell.
  package var cell: CellID
  /// The form, for a plural cell.
  package var form: Form?
  /// Whether the text is a plural cell's outer format (`%#@count@ in %@`: words around its
  /// variables), translated with its forms.
  package var isFormat: Bool
  /// The source text (the source's form of the category, else its `other`).
  package var source: String
  /// The developer's comment.
  package var comment: String?
  /// The most characters the translation may have.
  package var maxLength: Int?

  /// Creates a unit.
  package init(
    cell: CellID, form: Form? = nil, source: String, comment: String? = nil,
    maxLength: Int? = nil, isFormat: Bool = false
  ) {
    self.cell = cell
    self.form = form
    self.isFormat = isFormat
    self.source = source
    self.comment = comment
    self.maxLength = maxLength
  }
}
