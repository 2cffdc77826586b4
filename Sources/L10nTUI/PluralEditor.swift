import Foundation
import L10nCheck
import L10nGrammar
import L10nModel

/// The plural editor: one field per category the language needs (plus any extra present), for
/// each plural variable of a `.stringsdict` entry, each edited with the line editor.
public struct PluralEditor: Hashable, Sendable {
  /// The cell being edited.
  public let cell: Finding.Cell
  /// The plural variables, in the entry's order.
  public let variables: [VariableID]
  /// The value type of each variable (`d`, `ld`, …).
  public let valueTypes: [VariableID: String]
  /// The categories shown per variable, in CLDR order.
  public let categories: [VariableID: [String]]
  /// The texts as edited so far, per variable and category (missing means no text yet).
  public private(set) var texts: [VariableID: [String: String]]
  /// The texts as they were, to tell what changed.
  let original: [VariableID: [String: String]]
  /// The field being edited: a variable and one of its categories.
  public private(set) var variableIndex = 0
  /// The category being edited, an index into `categories[variable]`.
  public private(set) var categoryIndex = 0
  /// The line editor of the current field.
  public var editor: LineEditor

  /// The numbers the preview shows.
  public static let previewNumbers: [Double] = [0, 1, 2, 3, 5, 11, 21, 101, 1.5]

  /// An editor for `cell`, whose current entry is `entry` (nil when the language lacks it) and
  /// whose source language's entry is `template`.
  public init?(cell: Finding.Cell, entry: PluralEntry?, template: PluralEntry?) {
    guard let shape = (template ?? entry) else { return nil }
    let plural = shape.variables.filter(\.isPlural)
    guard !plural.isEmpty else { return nil }
    self.cell = cell
    variables = plural.map(\.id)
    let needed = PluralRules.integerCategories(of: cell.language)
    var categories: [VariableID: [String]] = [:]
    var texts: [VariableID: [String: String]] = [:]
    var valueTypes: [VariableID: String] = [:]
    for variable in plural {
      let current = entry?.variables.first { $0.id == variable.id }
      let present = current?.forms.map(\.category) ?? []
      // Device variants are edited as they are; plural ones get the language's categories.
      categories[variable.id] =
        variable.id.isDevice
        ? (present.isEmpty ? variable.forms.map(\.category) : present)
        : PluralCategory.allCases.filter { needed.contains($0) || present.contains($0.rawValue) }
          .map(\.rawValue)
      texts[variable.id] = Dictionary(
        (current?.forms ?? []).map { ($0.category, $0.text) }, uniquingKeysWith: { _, last in last }
      )
      valueTypes[variable.id] = current?.valueType ?? variable.valueType
    }
    self.categories = categories
    self.texts = texts
    self.valueTypes = valueTypes
    original = texts
    editor = LineEditor(texts[variables[0]]?[categories[variables[0]]?.first ?? ""] ?? "")
  }

  /// The variable being edited.
  public var variable: VariableID { variables[variableIndex] }

  /// The category being edited.
  public var category: String {
    categories[variable]?[categoryIndex] ?? PluralCategory.other.rawValue
  }

  /// The text of a field, with the current field's editor text.
  public func text(variable: VariableID, category: String) -> String? {
    variable == self.variable && category == self.category
      ? editor.text : texts[variable]?[category]
  }

  /// Moves to the next (`1`) or previous (`-1`) field, across variables.
  mutating func move(by delta: Int) {
    store()
    let fields = variables.flatMap { name in (categories[name] ?? []).map { (name, $0) } }
    guard let current = fields.firstIndex(where: { $0 == (variable, category) }) else { return }
    let next = fields[(current + delta + fields.count) % fields.count]
    variableIndex = variables.firstIndex(of: next.0) ?? 0
    categoryIndex = categories[next.0]?.firstIndex(of: next.1) ?? 0
    editor = LineEditor(texts[next.0]?[next.1] ?? "")
  }

  /// Keeps the editor's text in `texts`.
  mutating func store() {
    if editor.text.isEmpty && texts[variable]?[category] == nil { return }
    texts[variable, default: [:]][category] = editor.text
  }

  /// The changes per variable, ready for `CellEdit.setPluralForms`.
  var changes: [(variable: VariableID, forms: [String: String?])] {
    variables.compactMap { name in
      let now = texts[name] ?? [:]
      let before = original[name] ?? [:]
      var forms: [String: String?] = [:]
      for (category, text) in now
      where before[category].map({ !$0.unicodeScalars.elementsEqual(text.unicodeScalars) }) ?? true
      {
        forms[category] = text
      }
      return forms.isEmpty ? nil : (name, forms)
    }
  }

  /// The preview of `number`: the category it picks in the cell's language and the text with
  /// the count in place — the `other` text, marked, when that category has none.
  public func preview(_ number: Double) -> (category: String, text: String) {
    let category = PluralRules.category(of: number, in: cell.language).rawValue
    let shown = number == number.rounded() ? String(Int(number)) : String(number)
    let own = self.text(variable: variable, category: category)
    guard let text = own ?? text(variable: variable, category: PluralCategory.other.rawValue) else {
      return (category, "∅ missing")
    }
    if own == nil {
      return (category, "∅ missing, falls back to other: " + Self.substitute(shown, in: text))
    }
    return (category, Self.substitute(shown, in: text))
  }

  private static func substitute(_ shown: String, in text: String) -> String {
    // In String Catalog substitutions `%arg` is the argument.
    if text.contains("%arg") { return text.replacing("%arg", with: shown) }
    let count = FormatString(text).specifiers.first { $0.pluralVariable == nil }
    guard let count, let range = text.range(of: count.text) else { return text }
    return text.replacingCharacters(in: range, with: shown)
  }
}
