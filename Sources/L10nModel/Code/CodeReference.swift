/// One use of a localization key in source code: a `NSLocalizedString` call, a SwiftUI `Text`
/// literal, a custom routine.
package struct CodeReference: Hashable, Sendable, Codable {
  /// The source file's path.
  package var path: String
  /// Where the key's literal starts.
  package var location: SourceLocation
  /// The key: literal text and interpolations.
  package var key: CodeKey
  /// The table's name (`Localizable` when the call names none); `nil` when the call names it
  /// with an expression the scanner cannot read.
  package var table: String?
  /// Whether the call names its table (`false`: the default table, `Localizable` at run time,
  /// which `extract --table-default` can change).
  package var namesTable = true
  /// The development-language value the call gives (`value:`, `defaultValue:`), if any.
  package var value: String?
  /// The comment for translators, if any.
  package var comment: String?
  /// The function, macro or view the key is passed to: `NSLocalizedString`, `Text`.
  package var routine: String
  /// How many arguments the enclosing `String(format:…)` / `localizedStringWithFormat` call
  /// passes after the format, when the localized string is its format.
  package var formatArgumentCount: Int?
  /// Whether the call looks the key up in its Swift package target's own bundle
  /// (`bundle: .module`): only the tables of that target's resources can hold it.
  package var inModuleBundle = false
  /// Whether the key reaches a localizing call only through one of the project's own wrapper
  /// functions (`localizeString("Save")`, whose body calls `NSLocalizedString(key, …)`): a use
  /// at run time, but one Xcode's extraction, which sees only the calls of the APIs it knows,
  /// does not see.
  package var throughWrapper = false

  /// Creates a reference.
  package init(
    path: String, location: SourceLocation, key: CodeKey, table: String? = "Localizable",
    value: String? = nil, comment: String? = nil, routine: String,
    formatArgumentCount: Int? = nil
  ) {
    self.path = path
    self.location = location
    self.key = key
    self.table = table
    self.value = value
    self.comment = comment
    self.routine = routine
    self.formatArgumentCount = formatArgumentCount
  }

  /// The file and location.
  package var place: Place { Place(path: path, location: location) }
}

/// A key as code spells it: literal text and interpolations (`Text("\(count) items")`).
package struct CodeKey: Hashable, Sendable, Codable, CustomStringConvertible {
  /// A run of the key.
  package enum Part: Hashable, Sendable, Codable {
    /// Literal text, escapes decoded.
    case text(String)
    /// An interpolated value; `specifier` when its format is known (`%lld` for an integer
    /// literal, or given with `specifier:`), `nil` when the type is unknown to a syntax tree.
    case interpolation(specifier: String?)
    /// A value known only at run time in a key pattern (`"alert." + name`): any text.
    case runTime
  }

  /// The parts, in order.
  package var parts: [Part]

  /// A key of plain text.
  package init(_ text: String) {
    parts = [.text(text)]
  }

  /// A key of parts; adjacent text parts are joined, adjacent run-time parts are one, empty
  /// text parts are dropped.
  package init(parts: [Part]) {
    var joined: [Part] = []
    for part in parts where part != .text("") {
      if case .text(let text) = part, case .text(let previous)? = joined.last {
        joined[joined.count - 1] = .text(previous + text)
      } else if part == .runTime, joined.last == .runTime {
        continue
      } else {
        joined.append(part)
      }
    }
    self.parts = joined
  }

  /// Whether the key has interpolations.
  package var hasInterpolations: Bool {
    parts.contains { if case .interpolation = $0 { true } else { false } }
  }

  /// Whether the key is a pattern: text around values known only at run time (`alert.*`).
  package var isPattern: Bool {
    parts.contains { $0 == .runTime }
  }

  /// Whether the literal text has a letter: `"\(n)%"` has nothing to translate.
  package var hasLetters: Bool {
    parts.contains { part in
      if case .text(let text) = part { text.contains { $0.isLetter } } else { false }
    }
  }

  /// The key as a table spells it: interpolations as their specifier, or `%@` when unknown
  /// (what Xcode writes for a value of a type it formats as an object); literal `%` doubled in
  /// keys with interpolations.
  package var description: String {
    parts.map { part in
      switch part {
      case .text(let text):
        hasInterpolations ? text.replacingOccurrences(of: "%", with: "%%") : text
      case .interpolation(let specifier): specifier ?? "%@"
      case .runTime: "*"
      }
    }.joined()
  }
}
