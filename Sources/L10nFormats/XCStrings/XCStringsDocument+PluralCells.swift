import L10nModel

extension XCStringsDocument {
  /// Every localization with plural variables (its own `variations.plural`, the plural
  /// variations of its substitutions; with `includingDevices` its `variations.device`), at its
  /// line, checked against the catalog's source language's localization of the key (the key's
  /// text when it has none).
  public func pluralCells(
    sourceLanguage: LanguageID, sourceDocument: (any CellDocument)?, includingDevices: Bool
  ) -> [PluralCell] {
    var cells: [PluralCell] = []
    for member in root["strings"]?.members ?? [] {
      let key = LocalizationKey(member.key.value)
      let source = self.sourceLanguage.flatMap { XCStringsEntry(member.value).localization($0) }
      let sourceLayout =
        source.map { Self.layout($0.node, fallback: key.text, includingDevices: includingDevices) }
        ?? PluralLayout(format: key.text, variables: [])
      for localization in member.value["localizations"]?.members ?? [] {
        let layout = Self.layout(localization.value, includingDevices: includingDevices)
        guard !layout.variables.isEmpty else { continue }
        cells.append(
          PluralCell(
            key: key, language: LanguageID(localization.key.value),
            location: SourceLocation(line: Int(localization.location.line), column: 1),
            layout: layout, source: sourceLayout))
      }
    }
    return cells
  }

  /// A localization's plural variables and the text around them: its string unit's value
  /// (else `fallback`, when it has no plural variables either); its own variations are whole
  /// strings from argument 1, each substitution at its `argNum` (else where its token is),
  /// its forms writing `%arg` for that argument.
  private static func layout(
    _ localization: JSONNode, fallback: String? = nil, includingDevices: Bool
  ) -> PluralLayout {
    let found = XCStringsLocalization(localization).pluralVariables.filter {
      includingDevices || !$0.id.isDevice
    }
    let value = localization["stringUnit"]?["value"]?.text ?? (found.isEmpty ? fallback : nil)
    return PluralLayout(
      format: value,
      variables: found.map { variable in
        guard case .substitution(let name) = variable.id else {
          return PluralLayout.Variable(variable, position: 1)
        }
        var argument: Int?
        if case .number(let text)? = localization["substitutions"]?[name]?["argNum"] {
          argument = Int(text)
        }
        return PluralLayout.Variable(variable, position: argument, writesArgument: true)
      })
  }

  /// Whether the key's localization is something other than one string unit: variations,
  /// substitutions without a string unit, a string set.
  public func isStructured(entry: Int, language: LanguageID) -> Bool {
    member(at: entry).flatMap { XCStringsEntry($0.value).localization(language)?.isStructured }
      ?? false
  }
}
