/// A TMX 1.4b translation memory: a source language and translation units, each with a
/// variant per language.
///
/// What l10nedit writes and reads; see `TMXWriter` and `TMXReader`, and
/// Documentation/Formats/TMX.md.
public struct TMXDocument: Sendable, Equatable {
  /// The header's `srclang`: the language of the units' source texts (`*all*` when any).
  public var sourceLanguage: String
  /// The units, in file order.
  public var units: [TMXUnit]

  /// Creates a document.
  public init(sourceLanguage: String, units: [TMXUnit]) {
    self.sourceLanguage = sourceLanguage
    self.units = units
  }
}

/// A translation unit (`<tu>`): its id, notes, properties and a variant per language.
public struct TMXUnit: Sendable, Equatable {
  /// `tuid`, if given (l10nedit writes the context: `table › key`).
  public var id: String?
  /// The `<note>`s (l10nedit writes the source entry's comment).
  public var notes: [String]
  /// The `<prop>`s, type and text, in order (l10nedit writes `x-context`).
  public var properties: [TMXProperty]
  /// The `<tuv>`s.
  public var variants: [TMXVariant]
  /// The line of the `<tu>` in the file read (0 when made, not read).
  public var line: Int

  /// Creates a unit.
  public init(
    id: String? = nil, notes: [String] = [], properties: [TMXProperty] = [],
    variants: [TMXVariant], line: Int = 0
  ) {
    self.id = id
    self.notes = notes
    self.properties = properties
    self.variants = variants
    self.line = line
  }

  /// The text of the first variant in `language` (compared without case, as TMX's language
  /// codes are), if any.
  public func text(in language: String) -> String? {
    variants.first { $0.language.lowercased() == language.lowercased() }?.text
  }
}

/// A `<prop type="…">` of a unit.
public struct TMXProperty: Sendable, Equatable {
  /// Its `type`.
  public var type: String
  /// Its text.
  public var value: String

  /// Creates a property.
  public init(type: String, value: String) {
    self.type = type
    self.value = value
  }
}

/// A `<tuv>`: one language's text of a unit (its `<seg>`, inline codes kept as text).
public struct TMXVariant: Sendable, Equatable {
  /// `xml:lang` (or TMX 1.1's `lang`).
  public var language: String
  /// The segment's text.
  public var text: String

  /// Creates a variant.
  public init(language: String, text: String) {
    self.language = language
    self.text = text
  }
}
