import L10nGrammar
import L10nModel

/// What the plural rules share: walking the plural variables of every format's files, as each
/// document gives them (`CellDocument.pluralCells`: `.stringsdict` entries, a String Catalog's
/// `variations.plural` and the plural variations of its `substitutions`, remote plurals).
enum PluralRuleSupport {
  /// One plural variable of one key in one language.
  struct Item {
    var path: String
    var table: TableID
    var key: LocalizationKey
    var line: Int
    /// The column of the variable's value, where the format knows it.
    var column = 1
    var language: LanguageID
    /// The variable; in a catalog substitution `%arg` is spelled as the conversion of the
    /// substitution's argument (`%1$lld`).
    var variable: PluralVariable
    /// The language's own format, which numbers the variable's arguments.
    var format: PluralFormat
    /// The call the variants are checked against: the source language's format (the key's
    /// text for a catalog key without a source localization), else the language's own.
    var call: PluralFormat
    /// The source language's variable of the same name (or catalog variation), if it has one.
    var sourceVariable: PluralVariable?

    /// How messages name the language whose categories apply: `de`, or `Base (as en)`.
    func naming(_ categoryLanguage: LanguageID) -> String {
      categoryLanguage == language ? "\(language)" : "\(language) (as \(categoryLanguage))"
    }

    /// A problem at the key's line, attached to the key's cell.
    func problem(_ message: String) -> Problem {
      Problem(
        path: path, location: SourceLocation(line: max(1, line), column: column),
        message: "\(Quoted.key(key)) in \(language) (\(variable.name)): \(message)",
        cell: CellID(table: table, key: key, language: language))
    }
  }

  /// The language whose plural categories `item`'s variable must have: its own, but for `Base`
  /// the project's source language (`Base` holds the development language's text, not CLDR
  /// root's, which has only `other`); `nil` for `Base` beside the source language's file for
  /// the table (see `Project.isBaseBesideSource`), no translation to check.
  static func categoryLanguage(of item: Item, in project: Project) -> LanguageID? {
    guard item.language == .base else { return item.language }
    if let grid = project.gridIndex(of: item.table), let column = project.column(of: .base),
      project.isBaseBesideSource(grid: grid, column: column)
    {
      return nil
    }
    return project.sourceLanguage
  }

  /// Whether a variable with the categories `present` has one text for every count: `other`
  /// alone, or with `zero` (what a translator writes where the text does not change with the
  /// number, as Turkish does after a numeral).
  static func isOneText(_ present: Set<String>) -> Bool {
    present.subtracting([PluralCategory.zero.rawValue]) == [PluralCategory.other.rawValue]
  }

  /// Calls `body` for every plural variable of `file` (`CellDocument.pluralCells`); with
  /// `includingDevices`, a String Catalog's device variations too (one form per device).
  static func eachPluralVariable(
    of file: LocalizationFile, in project: Project, includingDevices: Bool = false,
    _ body: (Item) -> Void
  ) {
    guard let document = file.cellDocument else { return }
    // A document of one language is checked against the source language's file of the same
    // kind for its table (a `.stringsdict` against the source's `.stringsdict`).
    let sourceDocument =
      file.holdsEveryLanguage
      ? nil
      : project.files.first {
        $0.table == file.table && $0.language == project.sourceLanguage
          && $0.isOverlay == file.isOverlay
      }?.cellDocument
    let cells = document.pluralCells(
      sourceLanguage: project.sourceLanguage, sourceDocument: sourceDocument,
      includingDevices: includingDevices)
    for cell in cells {
      let (variables, format) = spelled(cell.layout)
      let (sourceVariables, call) = cell.source.map(spelled) ?? (variables, format)
      for variable in variables where variable.isPlural {
        body(
          Item(
            path: file.path, table: file.table, key: cell.key, line: cell.location?.line ?? 0,
            column: cell.location?.column ?? 1, language: cell.language ?? file.language,
            variable: variable, format: format, call: call,
            sourceVariable: cell.source == nil
              ? nil : sourceVariables.first { $0.id == variable.id }))
      }
    }
  }

  /// A plural cell's variables and its format (the text around them, each variable at its
  /// position).
  ///
  /// A variable whose forms write `%arg` (a catalog substitution) is placed at its given
  /// position, else where its `%#@name@` token is, and `%arg` is spelled as the conversion of
  /// that argument with the variable's value type (`%1$lld`).
  private static func spelled(_ layout: PluralLayout) -> (
    variables: [PluralVariable], format: PluralFormat
  ) {
    let tokens =
      layout.variables.contains(where: \.writesArgument)
      ? layout.format.map { FormatArguments(FormatString($0)).variablePositions } ?? [:] : [:]
    var variables: [PluralVariable] = []
    var placed: [PluralFormat.Variable] = []
    for item in layout.variables {
      let variable = item.variable
      guard item.writesArgument else {
        variables.append(variable)
        placed.append(
          .init(name: variable.name, position: item.position, forms: variable.forms.map(\.text)))
        continue
      }
      let position = item.position ?? tokens[variable.name]
      let conversion = "%\(position ?? 1)$" + variable.valueType.drop { $0 == "%" }
      let spelled = PluralVariable(
        id: variable.id, valueType: variable.valueType,
        forms: variable.forms.map { ($0.category, $0.text.replacing("%arg", with: conversion)) })
      variables.append(spelled)
      placed.append(
        .init(name: variable.name, position: position, forms: spelled.forms.map(\.text)))
    }
    return (variables, PluralFormat(format: layout.format, variables: placed))
  }
}
