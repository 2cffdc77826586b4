import L10nModel

/// What the plural rules share: walking the plural variables of `.stringsdict` files.
enum PluralRuleSupport {
  /// One plural variable of one key of a `.stringsdict` file.
  struct Item {
    var file: LocalizationFile
    var key: LocalizationKey
    var line: Int
    var entry: PluralEntry
    var variable: PluralVariable

    /// A problem at the key's line, attached to the key's cell.
    func problem(_ message: String) -> Problem {
      Problem(
        path: file.path, location: SourceLocation(line: max(1, line), column: 1),
        message: "\(Quoted.key(key)) in \(file.language) (\(variable.name)): \(message)",
        cell: Finding.Cell(table: file.table, key: key, language: file.language))
    }
  }

  /// Calls `body` for every plural-rule variable of `file`, if it is a `.stringsdict`.
  static func eachPluralVariable(of file: LocalizationFile, _ body: (Item) -> Void) {
    guard let document = file.stringsdict else { return }
    for (key, line, entry) in document.pluralEntries {
      for variable in entry.variables where variable.isPlural {
        body(Item(file: file, key: key, line: line, entry: entry, variable: variable))
      }
    }
  }

  /// The source language's entry for `key` in the same table, if any.
  static func sourceEntry(for item: Item, in project: Project) -> PluralEntry? {
    let source = project.files.first {
      $0.table == item.file.table && $0.language == project.sourceLanguage && $0.isStringsdict
    }
    return source?.stringsdict?.entry(item.key)
  }
}
