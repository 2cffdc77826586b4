/// Text code shows a user without localizing it: a string literal, or a `String` built from
/// literals, at a position a user sees (`Text(title + "…")`, `label.text = "Done"`, `[button
/// setTitle:@"OK" forState:0]`) — what the `hardcoded-string` rule judges.
///
/// The scanners record every candidate at a user-facing position outside debug-only code,
/// previews and tests; the rule leaves out what is no language (identifiers, text without
/// letters, the settings' brand names) and what an inline marker silences.
package struct HardcodedText: Hashable, Sendable, Codable {
  /// How the text reaches the position.
  package enum Shape: String, Hashable, Sendable, Codable {
    /// A string literal in a position that takes a `String`
    /// (`label.text = "Done"`, `@"OK"`).
    case literal
    /// A `String` built from literals where a `LocalizedStringKey` would be looked up: a
    /// concatenation, `String(format:)` of a literal format (`Text("a" + b)`).
    case built
    /// A variable (or property) of type `String` holding a literal, given to a SwiftUI view
    /// that would look a literal up (`let title = "Settings"` then `Text(title)`).
    case variable
    /// `Text(verbatim: "Some words")`: explicitly not localized.
    case verbatim
  }

  /// One part of the text of a Swift candidate: what a rewrite spells again in one literal.
  package enum Part: Hashable, Sendable, Codable {
    /// Literal text as it reads (escapes decoded), and as the source spells it between its
    /// quotes (escapes kept); no spelling when it cannot be written in a plain `"…"` literal
    /// (a raw or multi-line literal's).
    case text(String, spelling: String?)
    /// A value known only at run time: its expression's source (an interpolation's whole
    /// content, `value, specifier: "%.1f"`), and the format specifier its type takes when the
    /// syntax tells (`%lld`, `%@`), else `nil`.
    case value(String, specifier: String?)
  }

  /// The file.
  package var path: String
  /// Where the literal (or the expression built from literals) starts.
  package var location: SourceLocation
  /// The UTF-8 offsets of that expression in the file: what a rewrite replaces.
  package var utf8Range: Range<Int>
  /// The text: the literal's value, interpolations written `\(…)`, the parts of a
  /// concatenation joined.
  package var text: String
  /// Whether the text has interpolations, or parts known only at run time.
  package var hasInterpolations: Bool
  /// The position, as a user reads it: `SwiftUI Text`, `.title`, `setTitle:`.
  package var position: String
  /// How the text reaches it.
  package var shape: Shape
  /// Whether the file is Objective-C or C (else Swift): the localizing form a fix uses.
  package var isObjectiveC: Bool
  /// The text of an `l10nedit:ignore` comment on the line or the line above, if any.
  package var marker: String?
  /// The text's parts in a Swift file, in order.
  ///
  /// A literal's segments, a concatenation's operands (each a `String`, so `%@`). Empty in
  /// Objective-C and for what is no literal or concatenation.
  package var parts: [Part] = []
  /// The UTF-8 offsets of the literal format of a `String(format: "…", …)` (shape `built`):
  /// what a rewrite wraps, the arguments kept.
  package var formatRange: Range<Int>?
  /// Whether `utf8Range` is a `+` concatenation (of `parts`), which a rewrite joins into one
  /// literal.
  package var isConcatenation = false

  /// Creates a candidate.
  package init(
    path: String, location: SourceLocation, utf8Range: Range<Int>, text: String,
    hasInterpolations: Bool = false, position: String, shape: Shape, isObjectiveC: Bool = false,
    marker: String? = nil
  ) {
    self.path = path
    self.location = location
    self.utf8Range = utf8Range
    self.text = text
    self.hasInterpolations = hasInterpolations
    self.position = position
    self.shape = shape
    self.isObjectiveC = isObjectiveC
    self.marker = marker
  }
}
