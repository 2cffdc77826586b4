/// An XLIFF 1.2 document as Xcode writes and reads them (`xcodebuild -exportLocalizations`): one
/// `<file>` per source resource of the project, one `<trans-unit>` per text to translate.
public struct XLIFFDocument: Hashable, Sendable {
  /// The files, in document order.
  public var files: [XLIFFFile]

  /// Creates a document.
  public init(files: [XLIFFFile]) {
    self.files = files
  }
}

/// One `<file>`: the units of one source resource.
public struct XLIFFFile: Hashable, Sendable {
  /// `original`: the source resource's path relative to the project
  /// (`App/en.lproj/Localizable.strings`, `App/Localizable.xcstrings`).
  public var original: String
  /// `source-language`: the development language.
  public var sourceLanguage: String
  /// `target-language`: the language translated into, as the project spells it.
  public var targetLanguage: String
  /// The units, in document order.
  public var units: [XLIFFUnit]

  /// Creates a file.
  public init(original: String, sourceLanguage: String, targetLanguage: String, units: [XLIFFUnit])
  {
    self.original = original
    self.sourceLanguage = sourceLanguage
    self.targetLanguage = targetLanguage
    self.units = units
  }
}

/// One `<trans-unit>`.
public struct XLIFFUnit: Hashable, Sendable {
  /// `id`: the key, a `.stringsdict` path (`/key:dict/var:dict/one:dict/:string`) or a catalog
  /// variation (`key|==|plural.one`); see `XLIFFUnitID`.
  public var id: String
  /// `<source>`: the development-language text.
  public var source: String
  /// `<target>`, when the unit has one.
  public var target: String?
  /// The target's `state` (catalog-backed units only): `translated`, `new`, `needs-review-l10n`….
  public var state: String?
  /// The target's `state-qualifier` (`leveraged-mt`…).
  public var stateQualifier: String?
  /// `<note>` (`""` for `<note/>`); `nil` when the unit has none.
  public var note: String?
  /// The note's `from` (`auto-generated` for a comment Xcode generated).
  public var noteFrom: String?
  /// `false` for `translate="no"` (a catalog key with `shouldTranslate: false`).
  public var translate = true
  /// Whether `<source>` or `<target>` holds `<mrk mtype="x-set">` values: a String Catalog's
  /// string set (App Shortcuts phrases), not one text.
  public var isStringSet = false
  /// Where the unit starts in the file it was read from (line 0 when built, not read).
  public var line = 0

  /// Creates a unit.
  public init(
    id: String, source: String, target: String? = nil, state: String? = nil, note: String? = nil,
    translate: Bool = true
  ) {
    self.id = id
    self.source = source
    self.target = target
    self.state = state
    self.note = note
    self.translate = translate
  }
}
