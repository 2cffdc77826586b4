import L10nModel

/// How a rewrite spells the localizing call around a literal: the form, the key when it is not
/// the text, the comment; keys and comments escaped so the source gains no raw control or
/// bidi character.
struct SourceSpelling {
  /// Whether the key is the text (else it is spelled, the text given as the default value).
  var keyIsText: Bool
  /// The key.
  var key: String
  /// The comment naming the UI element.
  var comment: String
  /// The project's own localizing function, for a text without values whose key is the text.
  var routine: String?
  /// The table the call names (`nil`: `Localizable`, which the calls look in by default).
  var table: String?

  /// The Swift call around `literal` (its source, escapes kept) in `form`; `pieces` are the
  /// text's (for `NSLocalizedString`'s format when it has values).
  func swift(
    literal: String, pieces: [RewritePlanner.Piece], form: LocalizingForm,
    refuse: (String) -> RewriteRefusal
  ) throws(RewriteRefusal) -> String {
    let comment = Self.swiftLiteral(comment)
    // The project's function looks in its own table: used only where that is the default.
    if let routine, table == nil, keyIsText, !pieces.contains(where: { $0.text == nil }),
      !literal.contains("\\(")
    {
      return "\(routine)(\(literal))"
    }
    let named = table.map { "table: \(Self.swiftLiteral($0)), " } ?? ""
    switch form {
    case .stringLocalized:
      return keyIsText
        ? "String(localized: \(literal), \(named)comment: \(comment))"
        : "String(localized: \(Self.swiftLiteral(key)), defaultValue: \(literal), \(named)comment: \(comment))"
    case .nsLocalizedString, .generated:
      // The generated form spells only a `String(format:)` text's format here.
      let values = pieces.filter { $0.text == nil }
      var format = literal
      if !values.isEmpty {
        format = "\""
        for piece in pieces {
          guard let spelling = piece.spelling, !spelling.contains("\n") else {
            throw refuse("a raw or multi-line literal cannot be spelled as a format")
          }
          if piece.text == nil {
            guard piece.knowsType, !spelling.contains("specifier:") else {
              throw refuse(
                "the type of \(spelling) is unknown to the syntax: its format specifier would be a guess (use String(localized:))"
              )
            }
            format += piece.specifier
          } else {
            guard !spelling.contains("%") else {
              throw refuse("a % in text with values would be read as a specifier")
            }
            format += spelling
          }
        }
        format += "\""
      }
      let tableName = table.map { "tableName: \(Self.swiftLiteral($0)), " } ?? ""
      let call =
        keyIsText
        ? "NSLocalizedString(\(format), \(tableName)comment: \(comment))"
        : "NSLocalizedString(\(Self.swiftLiteral(key)), \(tableName)value: \(format), comment: \(comment))"
      guard !values.isEmpty else { return call }
      return "String(format: \(call), \(values.compactMap(\.spelling).joined(separator: ", ")))"
    }
  }

  /// The Objective-C call around the `@"…"` literal.
  func objectiveC(_ literal: String) -> String {
    let comment = Self.objectiveCLiteral(comment)
    if keyIsText {
      return table.map {
        "NSLocalizedStringFromTable(\(literal), \(Self.objectiveCLiteral($0)), \(comment))"
      }
        ?? "NSLocalizedString(\(literal), \(comment))"
    }
    let named = table.map(Self.objectiveCLiteral) ?? "nil"
    return
      "NSLocalizedStringWithDefaultValue(\(Self.objectiveCLiteral(key)), \(named), [NSBundle mainBundle], \(literal), \(comment))"
  }

  /// `text` as a Swift literal: `\`, `"`, line breaks, tabs escaped, other controls and
  /// invisibles as `\u{…}`.
  static func swiftLiteral(_ text: String) -> String {
    "\"" + SwiftStringLiteral.escaped(text, also: isInvisible) + "\""
  }

  /// `text` as an Objective-C `@"…"` literal: controls as octal escapes of their UTF-8
  /// bytes (C names no character below U+00A0 with `\u`), other invisibles as `\u…`.
  static func objectiveCLiteral(_ text: String) -> String {
    let escaped = SwiftStringLiteral.escaped(text, also: isInvisible) { scalar in
      guard scalar.value >= 0xA0 else {
        return String(scalar).utf8.map { byte in
          let octal = String(byte, radix: 8)
          return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
        }.joined()
      }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    return "@\"" + escaped + "\""
  }

  /// Controls, bidi controls, zero-width characters and line separators.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F..<0xA0, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF:
      true
    default: false
    }
  }
}
