/// The part of a cell an edit changes: the unit in which edits made here and changes made on
/// disk are told apart when merging.
public enum CellAspect: Hashable, Sendable, CustomStringConvertible {
  /// What the cell holds: its text, plural forms or review state, or that it is missing.
  case content(CellID)
  /// The comment of the cell's entry.
  case comment(CellID)
  /// An attribute of the cell's key that no cell holds (see `CellEdit.setKeyAttribute`),
  /// named; the cell is the key's in the source language.
  case keyAttribute(CellID, String)

  /// The cell.
  public var cell: CellID {
    switch self {
    case .content(let cell), .comment(let cell), .keyAttribute(let cell, _): cell
    }
  }

  /// `table › key › language`, with `(comment)` for a comment and the name of an attribute.
  public var description: String {
    switch self {
    case .content(let cell): cell.description
    case .comment(let cell): "\(cell) (comment)"
    case .keyAttribute(let cell, let name): "\(cell) (\(name))"
    }
  }

  /// What of the cell this is, in a word: `value`, `comment` or the attribute's name.
  package var part: String {
    switch self {
    case .content: "value"
    case .comment: "comment"
    case .keyAttribute(_, let name): name
    }
  }
}

/// The value of a `CellAspect` in one version of a project.
public enum AspectValue: Hashable, Sendable {
  /// A cell's content.
  case content(CellContent)
  /// A comment (`nil`: none).
  case comment(String?)
  /// A key attribute's value as its format writes it (`nil`: none).
  case attribute(String?)

  /// The value as one line of text for a prompt: the text, a plural summary, `(missing)`,
  /// `(no comment)`.
  public var summary: String {
    switch self {
    case .content(.text(let text, _)): text
    case .content(.plural(let entry, _)):
      entry.variables.flatMap { variable in
        variable.forms.map { "\($0.category): \($0.text)" }
      }.joined(separator: " · ")
    case .content(.structured(let summary)): summary
    case .content(.missing): "(missing)"
    case .content(.unreadable): "(unreadable)"
    case .comment(let comment): comment ?? "(no comment)"
    case .attribute(let value): value ?? "(none)"
    }
  }

  /// The text to start editing from, when the value is a text (or a comment).
  public var editableText: String? {
    switch self {
    case .content(.text(let text, _)): text
    case .content(.missing): ""
    case .comment(let comment): comment ?? ""
    case .attribute(let value): value ?? ""
    default: nil
    }
  }
}

extension CellEdit {
  /// The aspect of a cell the edit changes, if it changes one: adding a key changes the
  /// content of its cell in `sourceLanguage`; renaming or deleting a key and adding a language
  /// change no single cell.
  public func aspect(sourceLanguage: LanguageID) -> CellAspect? {
    switch self {
    case .setText(let cell, _), .setPluralForms(let cell, _, _), .setPluralFormat(let cell, _),
      .setState(let cell, _), .setFormStates(let cell, _, _), .setReview(let cell, _, _),
      .markReviewed(let cell), .removeTranslation(let cell), .keepOccurrence(let cell, _),
      .vary(let cell, _):
      .content(cell)
    case .setComment(let cell, _): .comment(cell)
    case .addKey(let table, let key, _, _), .extractKey(let table, let key, _, _):
      .content(CellID(table: table, key: key, language: sourceLanguage))
    case .setKeyAttribute(let table, let key, let name, _):
      .keyAttribute(CellID(table: table, key: key, language: sourceLanguage), name)
    // The text it changes is not the cell's content (the plural entry is).
    case .renameKey, .deleteKey, .addLanguage, .setShadowedText: nil
    }
  }
}

extension Project {
  /// The value of `aspect` in this project.
  public func value(of aspect: CellAspect) -> AspectValue {
    switch aspect {
    case .content(let cell): .content(content(of: cell))
    case .comment(let cell): .comment(comment(of: cell))
    case .keyAttribute(let cell, let name):
      .attribute(keyAttributes(of: cell.key, in: cell.table)[name])
    }
  }
}

extension AspectValue {
  /// The edits that turn `old` into this value for `aspect`, or `nil` when edits cannot say it
  /// (structured content, an unreadable file, a plural variable to remove).
  public func edits(for aspect: CellAspect, from old: AspectValue) -> [CellEdit]? {
    let cell = aspect.cell
    switch (self, aspect) {
    case (.comment(let comment), .comment): return [.setComment(cell, comment)]
    case (.attribute(let value), .keyAttribute(_, let name)):
      return [.setKeyAttribute(cell.table, cell.key, name: name, value: value)]
    case (.content(.missing), .content): return [.removeTranslation(cell)]
    case (.content(.text(_, nil)), .content(_)) where Self.hasState(old):
      // A text without a state where there was one: a String Catalog's source language
      // without a localization of its own (its text is the key).
      return [.removeTranslation(cell)]
    case (.content(.text(let text, let state)), .content):
      // Setting a catalog text makes it translated; another state is set after.
      let review = state.flatMap { $0 == .translated ? nil : CellEdit.setState(cell, $0) }
      return [.setText(cell, text)] + (review.map { [$0] } ?? [])
    case (.content(.plural(let entry, let state)), .content):
      let previous: PluralEntry? = if case .content(.plural(let old, _)) = old { old } else { nil }
      let before = previous?.variables ?? []
      guard before.allSatisfy({ old in entry.variables.contains { $0.id == old.id } }) else {
        return nil
      }
      var edits: [CellEdit] = entry.variables.map { variable in
        var forms: [String: String?] = [:]
        for category in before.first(where: { $0.id == variable.id })?.forms ?? [] {
          forms[category.category] = .some(nil)
        }
        for form in variable.forms { forms[form.category] = form.text }
        return .setPluralForms(cell, variable.id, forms)
      }
      // The format around the variables (a catalog's own plural variations have none).
      if !entry.formatKey.isEmpty,
        !entry.formatKey.unicodeScalars.elementsEqual((previous?.formatKey ?? "").unicodeScalars)
      {
        edits.append(.setPluralFormat(cell, entry.formatKey))
      }
      guard entry.hasPartStates else {
        if let state, state != .translated { edits.append(.setState(cell, state)) }
        return edits
      }
      // Each part's own state (texts set above are translated): the format's, which sets
      // every form's too, then the forms that differ from it.
      let formatState = entry.formatState ?? .translated
      if formatState != .translated { edits.append(.setState(cell, formatState)) }
      for variable in entry.variables {
        let states = variable.states.filter { $0.value != formatState }
        if !states.isEmpty { edits.append(.setFormStates(cell, variable.id, states)) }
      }
      return edits
    default: return nil
    }
  }

  /// Whether `value` is content with a review state.
  private static func hasState(_ value: AspectValue) -> Bool {
    if case .content(let content) = value { return content.state != nil }
    return false
  }
}
