import L10nModel

extension StringsdictDocument {
  /// Every entry, at the line of its `<key>`, its format key around all its variables, checked
  /// against the same key's entry in `sourceDocument` (the source language's `.stringsdict` of
  /// the table), else against itself.
  public func pluralCells(
    sourceLanguage: LanguageID, sourceDocument: (any CellDocument)?, includingDevices: Bool
  ) -> [PluralCell] {
    let source = sourceDocument as? StringsdictDocument
    return pluralEntries.map { key, line, entry in
      PluralCell(
        key: key, language: nil, location: SourceLocation(line: line, column: 1),
        layout: Self.layout(entry), source: source?.entry(key).map(Self.layout))
    }
  }

  /// An entry's format key and all its variables, each placed by its token.
  private static func layout(_ entry: PluralEntry) -> PluralLayout {
    PluralLayout(format: entry.formatKey, variables: entry.variables.map { .init($0) })
  }

  /// Every entry is a plural's, which the text checks skip.
  public func isStructured(entry: Int, language: LanguageID) -> Bool { true }
}
