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
    var language: LanguageID
    var variable: PluralVariable
    /// The source language's `other` text for the same variable, to compare arguments with.
    var sourceOther: String?

    /// A problem at the key's line, attached to the key's cell.
    func problem(_ message: String) -> Problem {
      Problem(
        path: path, location: SourceLocation(line: max(1, line), column: 1),
        message: "\(Quoted.key(key)) in \(language) (\(variable.name)): \(message)",
        cell: Finding.Cell(table: table, key: key, language: language))
    }
  }

  /// Calls `body` for every plural variable of `file`.
  static func eachPluralVariable(
    of file: LocalizationFile, in project: Project, _ body: (Item) -> Void
  ) {
    if let document = file.stringsdict {
      let source = project.files.first {
        $0.table == file.table && $0.language == project.sourceLanguage && $0.isStringsdict
      }?.stringsdict
      for (key, line, entry) in document.pluralEntries {
        for variable in entry.variables where variable.isPlural {
          let sourceOther = source?.entry(key)?.variables.first { $0.name == variable.name }?.form(
            "other")
          body(
            Item(
              path: file.path, table: file.table, key: key, line: line, language: file.language,
              variable: variable, sourceOther: sourceOther))
        }
      }
    }
    if let catalog = file.catalog {
      for member in catalog.root["strings"]?.members ?? [] {
        let entry = XCStringsEntry(member.value)
        let key = LocalizationKey(member.key.value)
        let source = catalog.sourceLanguage.flatMap { entry.localization($0) }
        for localizationMember in member.value["localizations"]?.members ?? [] {
          let language = LanguageID(localizationMember.key.value)
          for variable in catalogVariables(localizationMember.value) {
            let sourceVariable = source.map { catalogVariables($0.node) }?.first {
              $0.name == variable.name
            }
            body(
              Item(
                path: file.path, table: file.table, key: key, line: Int(member.location.line),
                language: language,
                variable: variable,
                sourceOther: sourceVariable?.form("other") ?? source?.value ?? key.text))
          }
        }
      }
    }
  }

  /// The plural variables of a catalog localization, `%arg` in substitutions read as the
  /// substitution's conversion.
  private static func catalogVariables(_ localization: JSONNode) -> [PluralVariable] {
    XCStringsLocalization(localization).pluralVariables.filter { !$0.id.isDevice }.map {
      variable in
      guard case .substitution = variable.id else { return variable }
      let spelled = variable.forms.map {
        ($0.category, $0.text.replacing("%arg", with: "%" + variable.valueType))
      }
      return PluralVariable(id: variable.id, valueType: variable.valueType, forms: spelled)
    }
  }
}
