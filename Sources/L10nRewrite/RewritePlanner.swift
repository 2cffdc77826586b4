import L10nGrammar
import L10nModel

/// Plans the rewrite of each reported hard-coded text into the project's localizing form: the
/// source edit and the entry to add (pure: the caller reads the files and writes the result).
///
/// Keys planned earlier by the same planner count as the table's: two texts of one value get
/// one key; a key the table has with the same source value is reused; with another value a
/// new unique key is made (`Settings (2)`, `settings.title2`) — a translation is never
/// overwritten.
package struct RewritePlanner: Sendable {
  /// The Swift form (Objective-C always takes `NSLocalizedString`).
  package var form: LocalizingForm
  /// How new keys are named.
  package var keyStyle: KeyStyle
  /// The project's own localizing function (`localizedString`), used for a Swift text without
  /// interpolations whose key is its text: `localizedString("Swap:")`; `nil`: the form.
  package var routine: String?
  /// How the generated accessors name keys, for the `generated` form (`nil`: that form's
  /// texts are refused).
  package var accessors: (any AccessorNaming)?
  /// The table keys are added to: the calls written name it unless it is `Localizable` (where
  /// `String(localized:)`, `NSLocalizedString` and SwiftUI look when they name none).
  package let table: String
  /// The table's keys with their source values (`nil`: a plural or no source value), and
  /// those planned so far.
  private var values: [String: String?]
  /// The key the text being planned added to `values`, if any: taken back if it is refused.
  private var reservedKey: String?

  /// A planner adding to `table`, whose keys and source values are `existing`.
  package init(
    form: LocalizingForm, keyStyle: KeyStyle, table: String = "Localizable",
    existing: [String: String?] = [:]
  ) {
    self.form = form
    self.keyStyle = keyStyle
    self.table = table
    values = existing
  }

  /// A planner adding to `table` of `project`, in the form and key style given or else
  /// detected (the code's most used form, its own routine when it uses that more; the table's
  /// keys' style).
  package init(
    project: Project, usage: CodeUsage, table: String = "Localizable",
    form: LocalizingForm? = nil, keyStyle: KeyStyle? = nil
  ) {
    let existing = Self.entries(of: table, in: project)
    let catalog = project.files.contains {
      $0.table.name == table && $0.path.hasSuffix(".xcstrings")
    }
    self.init(
      form: form ?? LocalizingForm.detected(in: usage, catalog: catalog),
      keyStyle: keyStyle ?? KeyStyle.detected(in: existing.keys.map(LocalizationKey.init)),
      table: table, existing: existing)
    if form == nil, self.form != .generated {
      routine = LocalizingForm.detectedRoutine(in: usage)
    }
  }

  /// The keys of `table` (the first grid of that name) and their source values.
  package static func entries(of table: String, in project: Project) -> [String: String?] {
    guard let index = project.grids.firstIndex(where: { $0.table.name == table }) else {
      return [:]
    }
    let grid = project.grids[index]
    let column = project.sourceColumn(ofGrid: index)
    var entries: [String: String?] = [:]
    for (row, key) in grid.keys.enumerated() {
      entries[key.text] = column.flatMap { grid.entry(row: row, language: $0) }.flatMap {
        project.value(at: $0)
      }
    }
    return entries
  }

  /// The rewrite of `text`, found in the file whose bytes are `bytes`.
  ///
  /// Refused when the bytes at its range are not what the scan saw (the file changed), or
  /// when it cannot be written losslessly: a concatenation of a raw or multi-line literal, a
  /// value spread over lines, `NSLocalizedString` of a value whose type the syntax does not
  /// tell (its specifier would be a guess `String(format:)` may crash on).
  package mutating func plan(_ text: HardcodedText, in bytes: [UInt8]) throws(RewriteRefusal)
    -> Rewrite
  {
    // A refused text takes no key from the texts planned after it.
    reservedKey = nil
    do {
      return try planReservingKey(text, in: bytes)
    } catch {
      if let reservedKey { values[reservedKey] = nil }
      throw error
    }
  }

  /// `plan`, the key it takes reserved (`reservedKey`) even when the text is refused.
  private mutating func planReservingKey(_ text: HardcodedText, in bytes: [UInt8])
    throws(RewriteRefusal) -> Rewrite
  {
    func refuse(_ reason: String) -> RewriteRefusal {
      RewriteRefusal(path: text.path, location: text.location, reason: reason)
    }
    let source = try Self.source(of: text, in: bytes)
    let pieces = try pieces(of: text)
    let keyText = pieces.map { $0.text ?? $0.specifier }.joined()
    let value = FormatString.positional(keyText)
    let (key, adds) = key(for: text, keyText: keyText, value: value)
    let comment = "\(text.position) in \(Self.stem(of: text.path))"
    var rewrite = Rewrite(
      path: text.path, location: text.location, range: text.utf8Range, replacement: "",
      table: table, key: LocalizationKey(key), value: value, comment: comment, addsEntry: adds,
      guessesTypes: pieces.contains { $0.text == nil && !$0.knowsType })
    // `Localizable` is where every call looks when it names no table.
    let namedTable = table == "Localizable" ? nil : table
    let spelled = SourceSpelling(
      keyIsText: key == keyText, key: key, comment: comment, routine: routine, table: namedTable)
    if form == .generated, !text.isObjectiveC, text.formatRange == nil {
      rewrite.replacement = try accessorCall(key: key, value: value, pieces: pieces, refuse: refuse)
      return rewrite
    }
    if text.isObjectiveC {
      guard source.hasPrefix("@\""), source.hasSuffix("\"") else {
        throw refuse("the file is not as scanned (no @\"…\" literal here)")
      }
      rewrite.replacement = spelled.objectiveC(source)
      return rewrite
    }
    if let format = text.formatRange {
      // `String(format: "…", n)`: the format is looked up, the arguments kept.
      guard format.lowerBound >= text.utf8Range.lowerBound,
        format.upperBound <= text.utf8Range.upperBound, !pieces.contains(where: { $0.text == nil })
      else { throw refuse("the format's literal cannot be rewritten alone") }
      rewrite.range = format
      rewrite.replacement = try spelled.swift(
        literal: Self.literal(bytes, format), pieces: [], form: form, refuse: refuse)
      return rewrite
    }
    if text.isConcatenation {
      let joined = try Self.joined(pieces, refuse: refuse)
      // SwiftUI looks a literal up: `Text("a" + b)` becomes `Text("a\(b)")`.
      rewrite.replacement =
        text.position.hasPrefix("SwiftUI") && key == keyText && namedTable == nil
        ? joined : try spelled.swift(literal: joined, pieces: pieces, form: form, refuse: refuse)
      return rewrite
    }
    guard source.first == "\"" || source.first == "#", source.last == "\"" || source.last == "#"
    else { throw refuse("the file is not as scanned (no string literal here)") }
    if text.shape == .verbatim, key == keyText, namedTable == nil,
      let label = Self.verbatimLabel(before: text.utf8Range.lowerBound, in: bytes)
    {
      // `Text(verbatim: "Some words")` becomes `Text("Some words")`.
      rewrite.range = label..<text.utf8Range.upperBound
      rewrite.replacement = source
      return rewrite
    }
    rewrite.replacement = try spelled.swift(
      literal: source, pieces: pieces, form: form, refuse: refuse)
    return rewrite
  }

  // MARK: Keys

  /// The key for `keyText` in the planner's style, and whether it is to be added.
  private mutating func key(for text: HardcodedText, keyText: String, value: String) -> (
    String, Bool
  ) {
    let base = keyStyle == .text ? keyText : KeyStyle.namespacedKey(for: text)
    var key = base
    var number = 1
    while let existing = values[key] {
      if existing == value { return (key, false) }
      number += 1
      key = keyStyle == .text ? "\(base) (\(number))" : "\(base)\(number)"
    }
    values[key] = value
    reservedKey = key
    return (key, true)
  }

  // MARK: Generated accessors

  /// The generated accessor of `key` (`L10n.Settings.title`), called with the text's values
  /// when it has any (`L10n.filesLeft(count)`).
  ///
  /// Refused when no naming is given or it names no accessor, when a value's type is unknown
  /// to the syntax (the accessor's parameter type is the specifier's: a guessed `%@` makes a
  /// `String` parameter an integer cannot be passed to), when a `%` is in the text beside
  /// values, or when the accessor's arguments are not the text's values.
  private mutating func accessorCall(
    key: String, value: String, pieces: [Piece], refuse: (String) -> RewriteRefusal
  ) throws(RewriteRefusal) -> String {
    let values = pieces.filter { $0.text == nil }
    var spellings: [String] = []
    for piece in values {
      guard let spelling = piece.spelling, !spelling.contains("\n"), !spelling.contains("\r")
      else { throw refuse("a value spread over lines cannot be an accessor's argument") }
      guard piece.knowsType, !spelling.contains("specifier:") else {
        throw refuse(
          "the type of \(spelling) is unknown to the syntax: the generated accessor's parameter type would be a guess"
        )
      }
      spellings.append(spelling)
    }
    if !values.isEmpty, pieces.contains(where: { $0.text?.contains("%") == true }) {
      throw refuse("a % in text with values would be read as a specifier")
    }
    guard var naming = accessors else {
      throw refuse("the generated-accessor form needs the accessors' names (use extract --rewrite)")
    }
    let named = naming.accessor(forKey: key, table: table, value: value)
    accessors = naming
    guard let named else {
      throw refuse("no generated accessor for the key \(key.debugDescription)")
    }
    guard named.parameterCount == spellings.count else {
      throw refuse(
        "the generated accessor \(named.path) takes \(named.parameterCount) argument(s), the text has \(spellings.count) value(s)"
      )
    }
    return spellings.isEmpty ? named.path : "\(named.path)(\(spellings.joined(separator: ", ")))"
  }

  // MARK: The text's pieces

  /// One piece of a text: literal text, or a value with its specifier.
  struct Piece {
    /// Literal text (decoded), or `nil` for a value.
    var text: String?
    /// How the source spells the literal text between quotes, or the value's expression.
    var spelling: String?
    /// A value's specifier (`%@` when unknown).
    var specifier: String = "%@"
    /// Whether a value's type is known.
    var knowsType = true
  }

  private func pieces(of text: HardcodedText) throws(RewriteRefusal) -> [Piece] {
    guard !text.parts.isEmpty else {
      // Objective-C (or a candidate without parts): the text is the literal's.
      return [Piece(text: text.text, spelling: nil)]
    }
    return text.parts.map { part in
      switch part {
      case .text(let text, let spelling): Piece(text: text, spelling: spelling)
      case .value(let source, let specifier):
        Piece(
          text: nil, spelling: source, specifier: specifier ?? "%@", knowsType: specifier != nil)
      }
    }
  }

  /// One plain literal spelling a concatenation's pieces, values interpolated.
  private static func joined(
    _ pieces: [Piece], refuse: (String) -> RewriteRefusal
  ) throws(RewriteRefusal) -> String {
    var literal = "\""
    for piece in pieces {
      guard let spelling = piece.spelling else {
        throw refuse("a raw or multi-line literal cannot be joined into one literal")
      }
      guard !spelling.contains("\n"), !spelling.contains("\r") else {
        throw refuse("a value spread over lines cannot be interpolated")
      }
      literal += piece.text == nil ? "\\(\(spelling))" : spelling
    }
    return literal + "\""
  }

  // MARK: Source bytes

  /// The source of the text's range, checked to be in the file and UTF-8.
  private static func source(of text: HardcodedText, in bytes: [UInt8]) throws(RewriteRefusal)
    -> String
  {
    guard text.utf8Range.lowerBound >= 0, text.utf8Range.upperBound <= bytes.count,
      !text.utf8Range.isEmpty,
      let source = String(validating: bytes[text.utf8Range], as: UTF8.self)
    else {
      throw RewriteRefusal(
        path: text.path, location: text.location,
        reason: "the file is not as scanned (the text's bytes are not there)")
    }
    return source
  }

  private static func literal(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The offset of `verbatim:` right before `offset` (spaces between), if it is there.
  static func verbatimLabel(before offset: Int, in bytes: [UInt8]) -> Int? {
    var index = offset
    func skipSpaces() {
      while index > 0, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == 9 {
        index -= 1
      }
    }
    skipSpaces()
    guard index > 0, bytes[index - 1] == UInt8(ascii: ":") else { return nil }
    index -= 1
    skipSpaces()
    let label = Array("verbatim".utf8)
    guard index >= label.count, Array(bytes[(index - label.count)..<index]) == label else {
      return nil
    }
    return index - label.count
  }

  /// The file's name without its extension, printable characters only.
  static func stem(of path: String) -> String {
    var name = String(path.split(separator: "/").last ?? "")
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
    return String(name.unicodeScalars.filter { !SourceSpelling.isInvisible($0) })
  }
}
