import Foundation

/// Turning any text into a Swift identifier, as StencilSwiftKit's string filters do (the filters
/// SwiftGen's templates use), so existing SwiftGen templates give the same names.
package enum SwiftIdentifier {
  /// `swiftIdentifier`: every run of characters that cannot be in an identifier becomes `_`,
  /// each part's first letter is uppercased, and `_` is put in front when the result cannot
  /// start an identifier (`1st-place` → `_1st_Place`).
  package static func normal(_ text: String) -> String {
    var parts: [String] = [""]
    for scalar in text.unicodeScalars {
      if isTail(scalar) {
        parts[parts.count - 1].unicodeScalars.append(scalar)
      } else {
        parts.append("")
      }
    }
    return prefixedIfNeeded(parts.map(upperFirstLetter).joined(separator: "_"))
  }

  /// `swiftIdentifier:"pretty"`: `normal`, then snake case to camel case without leading
  /// underscores, then `_` in front when needed (`settings.title-bar` → `SettingsTitleBar`).
  package static func pretty(_ text: String) -> String {
    prefixedIfNeeded(snakeToCamelCase(normal(text), stripLeading: true))
  }

  /// `text` with `_` in front when its first character cannot start an identifier; empty
  /// stays empty.
  package static func prefixedIfNeeded(_ text: String) -> String {
    guard let first = text.unicodeScalars.first else { return "" }
    return isHead(first) ? text : "_" + text
  }

  /// `snakeToCamelCase`: `snake_case` → `SnakeCase`.
  ///
  /// Text without lowercase ASCII letters is first split at case changes and each word capitalized (`HELLO_WORLD` → `HelloWorld`).
  /// Leading underscores are kept unless `stripLeading`.
  package static func snakeToCamelCase(_ text: String, stripLeading: Bool) -> String {
    let camel: String
    if text.unicodeScalars.contains(where: { ("a"..."z").contains($0) }) {
      camel = text.components(separatedBy: "_").map(upperFirstLetter).joined()
    } else {
      camel = snakeCase(text).components(separatedBy: "_").map(\.capitalized).joined()
    }
    if stripLeading { return camel }
    return String(text.unicodeScalars.prefix { $0 == "_" }) + camel
  }

  /// `camelToSnakeCase`: `camelCase` → `camel_case` (lowercased unless `lowercase` is false).
  package static func camelToSnakeCase(_ text: String, lowercase: Bool) -> String {
    let snake = snakeCase(text)
    return lowercase ? snake.lowercased() : snake
  }

  /// `lowerFirstWord`: the leading uppercase letters lowercased, all but the last when a
  /// lowercase letter follows it (`URLChooser` → `urlChooser`, `PeoplePicker` →
  /// `peoplePicker`).
  package static func lowerFirstWord(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var end = scalars.firstIndex { !CharacterSet.uppercaseLetters.contains($0) } ?? scalars.count
    if end > 1, end < scalars.count, CharacterSet.lowercaseLetters.contains(scalars[end]) {
      end -= 1
    }
    var head = ""
    head.unicodeScalars.append(contentsOf: scalars[..<end])
    var tail = ""
    tail.unicodeScalars.append(contentsOf: scalars[end...])
    return head.lowercased() + tail
  }

  /// `upperFirstLetter`: the first character uppercased.
  package static func upperFirstLetter(_ text: String) -> String {
    guard let first = text.unicodeScalars.first else { return text }
    return String(first).uppercased() + String(text.unicodeScalars.dropFirst())
  }

  /// `lowerFirstLetter`: the first character lowercased.
  package static func lowerFirstLetter(_ text: String) -> String {
    String(text.prefix(1)).lowercased() + text.dropFirst()
  }

  /// `escapeReservedKeywords`: a keyword in backticks, any other text unchanged.
  package static func escapeReservedKeyword(_ text: String) -> String {
    reservedKeywords.contains(text) ? "`\(text)`" : text
  }

  /// StencilSwiftKit's list of keywords, and the ones Swift added since that cannot name a
  /// member either.
  static let reservedKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "switch", "where", "while", "as", "Any", "catch", "false", "is", "nil", "rethrows", "super",
    "self", "Self", "throw", "throws", "true", "try", "_", "associativity", "convenience",
    "dynamic", "didSet", "final", "get", "infix", "indirect", "lazy", "left", "mutating", "none",
    "nonmutating", "optional", "override", "postfix", "precedence", "prefix", "Protocol",
    "required", "right", "set", "Type", "unowned", "weak", "willSet",
    // Since Swift 5.5.
    "await", "package", "consume", "copy", "discard", "borrowing", "consuming",
  ]

  /// Splits camel case with `_` (`longURLName` → `long_URL_Name`) and turns `-` into `_`.
  private static func snakeCase(_ text: String) -> String {
    var result = replacing(#"([A-Z\d]+)([A-Z][a-z])"#, in: text)
    result = replacing(#"([a-z\d])([A-Z])"#, in: result)
    return result.replacingOccurrences(of: "-", with: "_")
  }

  private static func replacing(_ pattern: String, in text: String) -> String {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
    return expression.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1_$2")
  }

  /// Whether `scalar` can start an identifier (The Swift Programming Language, Lexical
  /// Structure, as StencilSwiftKit lists it), less the invisible format characters Swift
  /// allows there (soft hyphen, zero-width characters, bidi embeddings and overrides, the byte
  /// order mark): a key holding one never gives an identifier that reads as another, or that
  /// turns the code around it (`Cf`, as "Trojan Source" uses them).
  static func isHead(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return headRanges.contains { $0.contains(value) }
      && scalar.properties.generalCategory != .format
  }

  /// Whether `scalar` can be in an identifier after its first character.
  static func isTail(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return isHead(scalar) || tailRanges.contains { $0.contains(value) }
  }

  private static let headRanges: [ClosedRange<UInt32>] = [
    0x61...0x7a, 0x41...0x5a, 0x5f...0x5f, 0xa8...0xa8, 0xaa...0xaa, 0xad...0xad, 0xaf...0xaf,
    0xb2...0xb5, 0xb7...0xba, 0xbc...0xbe, 0xc0...0xd6, 0xd8...0xf6, 0xf8...0xff,
    0x100...0x2ff, 0x370...0x167f, 0x1681...0x180d, 0x180f...0x1dbf, 0x1e00...0x1fff,
    0x200b...0x200d, 0x202a...0x202e, 0x203f...0x2040, 0x2054...0x2054, 0x2060...0x206f,
    0x2070...0x20cf, 0x2100...0x218f, 0x2460...0x24ff, 0x2776...0x2793, 0x2c00...0x2dff,
    0x2e80...0x2fff, 0x3004...0x3007, 0x3021...0x302f, 0x3031...0x303f, 0x3040...0xd7ff,
    0xf900...0xfd3d, 0xfd40...0xfdcf, 0xfdf0...0xfe1f, 0xfe30...0xfe44, 0xfe47...0xfffd,
    0x10000...0x1fffd, 0x20000...0x2fffd, 0x30000...0x3fffd, 0x40000...0x4fffd,
    0x50000...0x5fffd, 0x60000...0x6fffd, 0x70000...0x7fffd, 0x80000...0x8fffd,
    0x90000...0x9fffd, 0xa0000...0xafffd, 0xb0000...0xbfffd, 0xc0000...0xcfffd,
    0xd0000...0xdfffd, 0xe0000...0xefffd,
  ]

  private static let tailRanges: [ClosedRange<UInt32>] = [
    0x30...0x39, 0x300...0x36f, 0x1dc0...0x1dff, 0x20d0...0x20ff, 0xfe20...0xfe2f,
  ]
}
