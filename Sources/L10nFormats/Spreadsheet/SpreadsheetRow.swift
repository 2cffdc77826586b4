import L10nModel

/// How a spreadsheet row names a text of a key: the key, or the key and one form of a plural
/// (or device) variable in brackets.
///
/// - `files.remaining`: a text;
/// - `files.remaining[one]`: a form of the key's one plural variable, when the text around it is
///   just that variable (`%#@files@`, or a catalog's own plural variations);
/// - `files.remaining[format]` and `files.remaining[files.one]`: the text around the
///   variables, and a form of a named variable, otherwise (several variables, device
///   variations, substitutions).
package enum SpreadsheetLabel: Hashable, Sendable {
  /// A whole text.
  case text
  /// The text around a plural entry's variables.
  case format
  /// One form of one variable.
  case form(VariableID, String)

  /// The labels of a plural entry's texts, with the entry's texts in `language`.
  static func labels(of entry: PluralEntry, categories: [String]) -> [SpreadsheetLabel] {
    var labels: [SpreadsheetLabel] = isSimple(entry) ? [] : [.format]
    for variable in entry.variables {
      var names = variable.id.isDevice ? [] : categories
      for form in variable.forms where !names.contains(form.category) {
        names.append(form.category)
      }
      labels += names.map { .form(variable.id, $0) }
    }
    return labels
  }

  /// Whether the entry is one plural variable and nothing around it.
  static func isSimple(_ entry: PluralEntry) -> Bool {
    guard entry.variables.count == 1, let variable = entry.variables.first, !variable.id.isDevice
    else { return false }
    return entry.formatKey.isEmpty || entry.formatKey == "%#@\(variable.name)@"
  }

  /// The row name for `key` (`simple`: the entry is one plural variable).
  func rowName(key: String, simple: Bool) -> String {
    switch self {
    case .text: key
    case .format: key + "[format]"
    case .form(let variable, let form) where simple && !variable.isDevice: key + "[\(form)]"
    case .form(let variable, let form): key + "[\(variable.name).\(form)]"
    }
  }

  /// The text this label names in `content`.
  func text(in content: CellContent) -> String? {
    switch self {
    case .text: return content.text
    case .format: return content.plural?.formatKey
    case .form(let variable, let form):
      return content.plural?.variables.first { $0.id == variable }?.form(form)
    }
  }
}
