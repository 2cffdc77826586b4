import Foundation  // NSRegularExpression
import L10nGrammar
import L10nMemory
import L10nModel

/// Bulk work on plural cells (`.stringsdict` entries, String Catalog plural, device and
/// substitution variations): each form filled or replaced as a translator would one by one,
/// the cell's forms together one change of the change set.
package enum BulkPlurals {
  /// The forms of one variable, in order: category (or device) → text.
  package typealias Forms = [(category: String, text: String)]

  /// The forms a gap takes from the memory for `source`, or why not.
  ///
  /// For each variable of the source, each category the cell's language uses for whole numbers
  /// (each device of a device variable): the first exact match of the source's form of that
  /// category (else its `other` form) among units of the same category whose specifiers fit. A cell is filled
  /// whole or not at all; a source whose outer format holds text besides its variables (words
  /// the memory does not hold) is left alone.
  static func fromMemory(
    _ source: PluralEntry, cell: CellID, comment: String?, memory: ProjectMemory
  ) -> Result<[(VariableID, Forms)], Skip> {
    guard !hasText(outside: source.formatKey) else {
      return .failure(Skip("its format has text around the plural (\(source.formatKey))"))
    }
    var filled: [(VariableID, Forms)] = []
    for variable in source.variables {
      let categories =
        variable.id.isDevice || !variable.isPlural
        ? variable.forms.map(\.category)
        : PluralRules.integerCategories(of: cell.language).map(\.rawValue)
      var forms: Forms = []
      for category in categories {
        let form = "\(variable.name): \(category)"
        guard let text = variable.form(category) ?? variable.form("other"), !text.isEmpty else {
          continue
        }
        let query = MemoryQuery(
          source: text, language: cell.language, cell: cell, form: form, comment: comment)
        guard
          let match = memory.suggestions(for: query, exactOnly: true).first(where: {
            $0.isExact && $0.isSameForm && $0.placeholderProblem == nil
          })
        else { return .failure(Skip("no exact match for its form \(form)")) }
        forms.append((category, match.translation))
      }
      if !forms.isEmpty { filled.append((variable.id, forms)) }
    }
    return filled.isEmpty ? .failure(Skip("its source has no forms")) : .success(filled)
  }

  /// Whether `format` has letters or digits outside its `%#@name@` tokens.
  package static func hasText(outside format: String) -> Bool {
    let bare = format.replacing(/%#@[^@]*@/, with: "")
    return bare.unicodeScalars.contains { CharacterSet.alphanumerics.contains($0) }
  }

  /// Every form of `entry` with `expression`'s matches replaced (specifiers protected unless
  /// `placeholders`), or the forms whose placeholders the replacement would change.
  static func replaced(
    _ entry: PluralEntry, _ matcher: FindReplace.Matcher, _ replacement: String,
    placeholders: Bool
  ) -> Result<[(VariableID, Forms)], Skip> {
    var changed: [(VariableID, Forms)] = []
    var touched: [String] = []
    for variable in entry.variables {
      var forms: Forms = []
      var any = false
      for (category, text) in variable.forms {
        switch FindReplace.replaced(text, matcher, replacement, placeholders: placeholders) {
        case .unchanged: forms.append((category, text))
        case .tooSlow:
          return .failure(Skip("the expression ran over its time bound", isTooSlow: true))
        case .changed(let new):
          forms.append((category, new))
          any = true
        case .touchesPlaceholder(let specifiers):
          touched.append("\(variable.name): \(category) (\(specifiers))")
        }
      }
      if any { changed.append((variable.id, forms)) }
    }
    guard touched.isEmpty else {
      return .failure(
        Skip(
          "the replacement would change the placeholders or tags of "
            + touched.joined(separator: ", ") + "; --placeholders allows it"))
    }
    return .success(changed)
  }

  /// Why a plural cell is left alone.
  struct Skip: Error {
    var reason: String
    /// Whether the expression ran over its time bound (the whole replace stops).
    var isTooSlow = false
    init(_ reason: String, isTooSlow: Bool = false) {
      self.reason = reason
      self.isTooSlow = isTooSlow
    }
  }
}

extension BulkChange {
  /// Adds `cell`'s change of plural forms (each variable's forms set at once) and the outer
  /// format when given, the cell marked as needing `review` when given.
  package mutating func setForms(
    _ cell: CellID, from old: PluralEntry?, to variables: [(VariableID, BulkPlurals.Forms)],
    format: String? = nil, review: ReviewReason?
  ) {
    if let old, format == nil || format == old.formatKey,
      variables.allSatisfy({ id, forms in
        old.variables.first { $0.id == id }.map { variable in
          forms.allSatisfy { variable.form($0.category) == $0.text }
        } ?? false
      })
    {
      unchanged += 1
      return
    }
    let named = variables.count > 1 || old?.variables.count ?? 0 > 1
    func summary(_ variables: [(VariableID, BulkPlurals.Forms)]) -> String {
      variables.flatMap { id, forms in
        forms.map { (named ? "\(id.name) " : "") + "\($0.category): \($0.text)" }
      }.joined(separator: " · ")
    }
    items.append(
      Item(
        cell: cell, old: old.map { summary($0.variables.map { ($0.id, $0.forms) }) },
        new: summary(variables)))
    for (variable, forms) in variables {
      edits.append(
        .setPluralForms(
          cell, variable, Dictionary(forms.map { ($0.category, Optional($0.text)) }) { $1 }))
    }
    if let format { edits.append(.setPluralFormat(cell, format)) }
    if let review { edits.append(.setReview(cell, nil, .needsReview(review))) }
  }
}
