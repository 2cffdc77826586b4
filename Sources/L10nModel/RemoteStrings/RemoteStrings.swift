/// The strings a backend serves for apps to download: `{"<language>": {"key": value}}`, where a
/// value is a text or a plural object (`{"one": "…", "other": "…"}`).
///
/// Languages and keys keep the order of the file; every language and value knows where its key
/// was written, so that what builds on it can name the place of a problem.
package struct RemoteStrings: Hashable, Sendable {
  /// The languages, in file order.
  package var languages: [RemoteLanguage]
  /// Problems that did not stop the reading (a key given twice), in file order.
  package var warnings: [RemoteStringsWarning]

  /// Creates remote strings from their parts.
  package init(languages: [RemoteLanguage], warnings: [RemoteStringsWarning] = []) {
    self.languages = languages
    self.warnings = warnings
  }
}

/// One language of `RemoteStrings`: its code as written and its values.
package struct RemoteLanguage: Hashable, Sendable {
  /// The language code as the file spells it (`fr`, `es_MX`, `zh-Hans`).
  package var code: String
  /// Where the code's opening quote is.
  package var location: SourceLocation
  /// The values, in file order, each key once.
  package var entries: [RemoteEntry]

  /// Creates a language.
  package init(code: String, location: SourceLocation, entries: [RemoteEntry]) {
    self.code = code
    self.location = location
    self.entries = entries
  }
}

/// One key of a language and its value.
package struct RemoteEntry: Hashable, Sendable {
  /// The localization key.
  package var key: String
  /// The value.
  package var value: RemoteValue
  /// Where the key's opening quote is.
  package var location: SourceLocation

  /// Creates an entry.
  package init(key: String, value: RemoteValue, location: SourceLocation) {
    self.key = key
    self.value = value
    self.location = location
  }
}

/// The value of a remote key: a text, or one text per CLDR plural category.
package enum RemoteValue: Hashable, Sendable {
  /// A plain text.
  case text(String)
  /// Plural forms; `other` is always present.
  case plural([PluralCategory: String])

  /// The plural forms in CLDR order (`zero` first, `other` last); empty for a text.
  package var pluralForms: [(category: PluralCategory, text: String)] {
    guard case .plural(let forms) = self else { return [] }
    return forms.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }
}

/// A problem in remote strings that did not stop the reading.
///
/// Kept as data (rather than text) so that a lint rule can report it the way it reports other
/// findings.
package struct RemoteStringsWarning: Hashable, Sendable, CustomStringConvertible {
  /// What the problem is.
  package enum Kind: Hashable, Sendable {
    /// A member given again in the same object; the later value wins, as in every JSON decoder.
    case duplicateKey(first: SourceLocation)
  }

  /// The kind of problem.
  package var kind: Kind
  /// The JSON path of the member: the language, then the key, then the plural category.
  package var path: [String]
  /// Where the repeated member's key is.
  package var location: SourceLocation

  /// Creates a warning.
  package init(kind: Kind, path: [String], location: SourceLocation) {
    self.kind = kind
    self.path = path
    self.location = location
  }

  /// `line:column: path: message`.
  package var description: String {
    switch kind {
    case .duplicateKey(let first):
      "\(location): \(RemoteStrings.pathText(path)): given again (first at \(first)); "
        + "this later value is used"
    }
  }
}

extension RemoteStrings {
  /// A JSON path as messages show it: `fr › error_screen.ok › one`.
  package static func pathText(_ path: [String]) -> String {
    path.joined(separator: " › ")
  }
}
