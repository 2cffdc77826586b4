/// What a cell holds, whatever file format it comes from.
public enum CellContent: Hashable, Sendable {
  /// A plain text value; `state` is the catalog review state, `nil` outside catalogs.
  case text(String, state: TranslationState?)
  /// Plural (or device) variants: a `.stringsdict` entry, or a catalog localization's plural
  /// variations and substitutions seen as one entry. `state` as for `.text`.
  case plural(PluralEntry, state: TranslationState?)
  /// A catalog localization l10nedit shows but does not edit (string sets, device variations
  /// that nest plurals): a one-line summary.
  case structured(summary: String)
  /// The language has no entry for the key.
  case missing
  /// The language's file for the table could not be read; its cells cannot be known.
  case unreadable

  /// The text value, if the content is one.
  public var text: String? {
    if case .text(let text, _) = self { return text }
    return nil
  }

  /// The plural entry, if the content is one.
  public var plural: PluralEntry? {
    if case .plural(let entry, _) = self { return entry }
    return nil
  }

  /// The catalog review state, if any.
  public var state: TranslationState? {
    switch self {
    case .text(_, let state), .plural(_, let state): state
    default: nil
    }
  }

  /// Whether the language has something for the key.
  public var isPresent: Bool {
    switch self {
    case .text, .plural, .structured: true
    case .missing, .unreadable: false
    }
  }
}
