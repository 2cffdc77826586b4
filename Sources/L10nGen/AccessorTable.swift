/// One table of localized strings as a template sees it: SwiftGen's strings context.
package struct AccessorTable: Sendable, Equatable {
  /// The table's name, as `Bundle.localizedString(forKey:value:table:)` takes it.
  package var name: String
  /// The name of the table's enum: what `name|swiftIdentifier:"pretty"` gives, numbered (`2`,
  /// `3`…) when another table's is the same ignoring case, or when it is a keyword or a type the
  /// generated code uses (l10nedit's addition to SwiftGen's context; see `TypeNameChange`).
  package var typeName: String
  /// Its keys, split into levels at `.`.
  package var levels: AccessorLevel
}

/// A level of keys: the strings whose keys end here and the deeper levels.
package struct AccessorLevel: Sendable, Equatable {
  /// The key segment this level stands for (empty at a table's root).
  package var name: String
  /// The deeper levels, by name.
  package var children: [AccessorLevel]
  /// The strings whose keys end at this level, in key order.
  package var strings: [AccessorString]
}

/// One localized string: its key, its source-language value and the arguments that value takes.
package struct AccessorString: Sendable, Equatable {
  /// The whole key, as looked up.
  package var key: String
  /// The key's last segment (with `_2`, `_3`… when it would give the same Swift name as a
  /// sibling).
  package var name: String
  /// The whole key, with the same suffix when it would give the same Swift name as another key
  /// of the table in one flat list (l10nedit's addition to SwiftGen's context).
  package var flatName: String
  /// The source-language value; for plurals, the format with each variable's `other` form.
  package var translation: String
  /// The Swift types of the arguments, in position order.
  package var types: [String]
  /// The comment of the source-language entry, if any.
  package var comment: String?
}

extension AccessorLevel {
  /// The number of strings in this level and all deeper ones.
  package var count: Int {
    strings.count + children.reduce(0) { $0 + $1.count }
  }
}
