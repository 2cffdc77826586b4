import L10nFormats
import L10nGrammar
import L10nModel

/// What the plural rules share: walking the plural variables of `.stringsdict` files and of
/// String Catalogs (`variations.plural`, and the plural variations of `substitutions`).
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

  /// Calls `body` for every plural variable of `file`; with `includingDevices`, a String
  /// Catalog's device variations too (one form per device).
  static func eachPluralVariable(
    of file: LocalizationFile, in project: Project, includingDevices: Bool = false,
    _ body: (Item) -> Void
  ) {
    if let document = file.stringsdict {
      let source = project.files.first {
        $0.table == file.table && $0.language == project.sourceLanguage && $0.isOverlay
      }?.stringsdict
      for (key, line, entry) in document.pluralEntries {
        let format = pluralFormat(entry)
        let sourceEntry = source?.entry(key)
        let call = sourceEntry.map(pluralFormat) ?? format
        for variable in entry.variables where variable.isPlural {
          body(
            Item(
              path: file.path, table: file.table, key: key, line: line, language: file.language,
              variable: variable, format: format, call: call,
              sourceVariable: sourceEntry?.variables.first { $0.name == variable.name }))
        }
      }
    }
    guard let catalog = file.catalog else {
      eachSeamPluralVariable(of: file, in: project, body)
      return
    }
    eachCatalogPluralVariable(of: file, catalog, in: project, includingDevices, body)
  }

  /// Calls `body` for every plural variable of the String Catalog `catalog` (`file`'s).
  private static func eachCatalogPluralVariable(
    of file: LocalizationFile, _ catalog: XCStringsDocument, in project: Project,
    _ includingDevices: Bool, _ body: (Item) -> Void
  ) {
    for member in catalog.root["strings"]?.members ?? [] {
      let key = LocalizationKey(member.key.value)
      let source = catalog.sourceLanguage.flatMap {
        XCStringsEntry(member.value).localization($0)
      }
      let sourceFormat = source.map {
        catalogFormat($0.node, fallback: key.text, includingDevices: includingDevices)
      }
      let call = sourceFormat?.format ?? PluralFormat(format: key.text, variables: [])
      for localizationMember in member.value["localizations"]?.members ?? [] {
        let (variables, format) = catalogFormat(
          localizationMember.value, includingDevices: includingDevices)
        for variable in variables {
          body(
            Item(
              path: file.path, table: file.table, key: key,
              line: Int(localizationMember.location.line),
              language: LanguageID(localizationMember.key.value), variable: variable,
              format: format, call: call,
              sourceVariable: sourceFormat?.variables.first { $0.id == variable.id }))
        }
      }
    }
  }

  /// Calls `body` for every plural variable of a document behind the cell layer's seam: each
  /// key's plural content in each language, checked against the source language's.
  private static func eachSeamPluralVariable(
    of file: LocalizationFile, in project: Project, _ body: (Item) -> Void
  ) {
    // A document naming no languages (one language's `.strings` file) has no cell in any of
    // `languages` to check: its entries are not read (each read decodes a value).
    guard let document = file.cellDocument, !document.languages.isEmpty else { return }
    let languages = document.languages.sorted()
    for (entry, key) in document.keys.enumerated() {
      let sourcePlural = document.content(entry: entry, language: project.sourceLanguage).plural
      let call = sourcePlural.map(seamFormat)
      for language in languages {
        guard let plural = document.content(entry: entry, language: language).plural else {
          continue
        }
        let format = seamFormat(plural)
        let location = document.location(entry: entry, language: language)
        for variable in plural.variables where variable.isPlural {
          body(
            Item(
              path: file.path, table: file.table, key: key, line: location?.line ?? 0,
              column: location?.column ?? 1, language: language, variable: variable,
              format: format, call: call ?? format,
              sourceVariable: sourcePlural?.variables.first { $0.name == variable.name }))
        }
      }
    }
  }

  /// A seam document's plural entry's format: without a format key, its variables are whole
  /// strings numbered from argument 1 (as a catalog localization's own plural variations).
  private static func seamFormat(_ entry: PluralEntry) -> PluralFormat {
    guard entry.formatKey.isEmpty else { return pluralFormat(entry) }
    return PluralFormat(
      format: nil,
      variables: entry.variables.map {
        .init(name: $0.name, position: 1, forms: $0.forms.map(\.text))
      })
  }

  /// A `.stringsdict` entry's format: its format key and all its variables.
  private static func pluralFormat(_ entry: PluralEntry) -> PluralFormat {
    PluralFormat(
      format: entry.formatKey,
      variables: entry.variables.map { .init(name: $0.name, forms: $0.forms.map(\.text)) })
  }

  /// The plural variables of a catalog localization and its format.
  ///
  /// The format is the string unit's value (else `fallback`, when the localization has no plural
  /// variables either) with the substitutions, each at its `argNum` (else where its `%#@name@`
  /// token is) and with `%arg` spelled as the conversion of that argument with the
  /// substitution's `formatSpecifier`; the localization's own plural variations are whole
  /// strings, numbered from argument 1.
  private static func catalogFormat(
    _ localization: JSONNode, fallback: String? = nil, includingDevices: Bool = false
  ) -> (variables: [PluralVariable], format: PluralFormat) {
    let found = XCStringsLocalization(localization).pluralVariables.filter {
      includingDevices || !$0.id.isDevice
    }
    let value = localization["stringUnit"]?["value"]?.text ?? (found.isEmpty ? fallback : nil)
    let tokens = value.map { FormatArguments(FormatString($0)).variablePositions } ?? [:]
    var variables: [PluralVariable] = []
    var placed: [PluralFormat.Variable] = []
    for variable in found {
      guard case .substitution(let name) = variable.id else {
        variables.append(variable)
        placed.append(.init(name: variable.name, position: 1, forms: variable.forms.map(\.text)))
        continue
      }
      var position = tokens[name]
      if case .number(let text)? = localization["substitutions"]?[name]?["argNum"] {
        position = Int(text) ?? position
      }
      let conversion = "%\(position ?? 1)$" + variable.valueType.drop { $0 == "%" }
      let spelled = PluralVariable(
        id: variable.id, valueType: variable.valueType,
        forms: variable.forms.map { ($0.category, $0.text.replacing("%arg", with: conversion)) })
      variables.append(spelled)
      placed.append(.init(name: name, position: position, forms: spelled.forms.map(\.text)))
    }
    return (variables, PluralFormat(format: value, variables: placed))
  }
}
