import L10nModel

/// Splits Objective-C or C source into tokens, dropping comments and preprocessor lines, and
/// collecting `#define NAME "literal"` (and `@"literal"`) definitions.
struct ObjCTokenizer {
  /// The tokens, in order.
  private(set) var tokens: [ObjCToken] = []
  /// String constants defined with `#define`.
  private(set) var definitions: [String: String] = [:]

  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var atLineStart = true
  /// The UTF-8 offset of `index`.
  private var utf8Offset = 0
  /// The enclosing `#if` branches: whether each is debug-only, and whether its `#else` is.
  private var conditions: [(isDebug: Bool, elseIsDebug: Bool)] = []

  /// Tokenizes `text`.
  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
    while index < scalars.count {
      let count = tokens.count
      let start = utf8Offset
      next()
      // One token at most per step; a directive's step makes none.
      if tokens.count == count + 1 {
        tokens[count].utf8Range = start..<utf8Offset
        tokens[count].isDebugOnly = conditions.contains { $0.isDebug }
      }
    }
  }

  private var location: SourceLocation {
    SourceLocation(line: line, column: index - lineStart + 1)
  }

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private mutating func advance() {
    utf8Offset += UTF8.width(scalars[index])
    if scalars[index] == "\n" {
      line += 1
      lineStart = index + 1
      atLineStart = true
    }
    index += 1
  }

  private mutating func next() {
    let scalar = scalars[index]
    let start = location
    switch scalar {
    case "\n", " ", "\t", "\r", "\u{0C}", "\u{0B}":
      advance()
      return
    case "/" where peek(1) == "/":
      while let next = peek(), next != "\n" { advance() }
      return
    case "/" where peek(1) == "*":
      advance()
      advance()
      while index < scalars.count, !(scalars[index] == "*" && peek(1) == "/") { advance() }
      if index < scalars.count {
        advance()
        advance()
      }
      return
    case "#" where atLineStart:
      directive()
      return
    default:
      break
    }
    atLineStart = false
    if scalar == "\"" || (scalar == "@" && peek(1) == "\"") {
      if scalar == "@" { advance() }
      tokens.append(ObjCToken(kind: .string(stringLiteral(quote: "\"")), location: start))
    } else if scalar == "'" {
      _ = stringLiteral(quote: "'")
      tokens.append(ObjCToken(kind: .other, location: start))
    } else if Self.isIdentifierStart(scalar) {
      var name = ""
      while let next = peek(), Self.isIdentifierStart(next) || ("0"..."9").contains(next) {
        name.unicodeScalars.append(next)
        advance()
      }
      tokens.append(ObjCToken(kind: .identifier(name), location: start))
    } else if "()[],:;{}=.".unicodeScalars.contains(scalar) {
      advance()
      tokens.append(ObjCToken(kind: .punctuation(Character(scalar)), location: start))
    } else {
      advance()
      tokens.append(ObjCToken(kind: .other, location: start))
    }
  }

  private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
      || scalar == "$" || scalar.value > 0x7F
  }

  /// A preprocessor line (with `\` continuations); keeps `#define NAME "literal"`.
  private mutating func directive() {
    var text = ""
    while let scalar = peek(), scalar != "\n" {
      if scalar == "\\" && peek(1) == "\n" {
        advance()
        advance()
        text += " "
        continue
      }
      // A block comment may span lines inside a directive.
      if scalar == "/" && peek(1) == "*" {
        while index < scalars.count, !(scalars[index] == "*" && peek(1) == "/") { advance() }
        if index < scalars.count {
          advance()
          advance()
        }
        continue
      }
      if scalar == "/" && peek(1) == "/" {
        while let next = peek(), next != "\n" { advance() }
        break
      }
      text.unicodeScalars.append(scalar)
      advance()
    }
    let inner = ObjCTokenizer(String(text.drop { $0 == "#" }), directive: true)
    let names = inner.tokens.compactMap(\.identifier)
    noteCondition(names.first, text)
    if inner.tokens.count == 3, names.first == "define", names.count == 2,
      let literal = inner.tokens[2].string
    {
      definitions[names[1]] = literal
    }
  }

  /// Follows `#if`, `#ifdef`, `#ifndef`, `#elif`, `#else` and `#endif` (directive `name`, its
  /// `text`): which branches only debug builds compile.
  private mutating func noteCondition(_ name: String?, _ text: String) {
    let namesDebug = text.contains("DEBUG")
    let negates = text.contains("!") || name == "ifndef"
    switch name {
    case "if", "ifdef", "ifndef":
      conditions.append((namesDebug && !negates, namesDebug && negates))
    case "elif" where !conditions.isEmpty:
      conditions[conditions.count - 1] = (namesDebug && !negates, false)
    case "else" where !conditions.isEmpty:
      conditions[conditions.count - 1].isDebug = conditions[conditions.count - 1].elseIsDebug
    case "endif" where !conditions.isEmpty:
      conditions.removeLast()
    default: break
    }
  }

  /// Tokenizes the body of a directive (no further directives inside).
  private init(_ text: String, directive: Bool) {
    scalars = Array(text.unicodeScalars)
    atLineStart = !directive
    while index < scalars.count {
      atLineStart = false
      next()
    }
  }

  /// Reads a quoted literal starting at the opening quote and decodes C escapes.
  private mutating func stringLiteral(quote: Unicode.Scalar) -> String {
    advance()
    var text = ""
    while let scalar = peek(), scalar != quote, scalar != "\n" {
      advance()
      guard scalar == "\\", let escaped = peek() else {
        text.unicodeScalars.append(scalar)
        continue
      }
      advance()
      switch escaped {
      case "n": text += "\n"
      case "t": text += "\t"
      case "r": text += "\r"
      case "0"..."7":
        var value = escaped.value - 48
        for _ in 0..<2 {
          guard let digit = peek(), ("0"..."7").contains(digit) else { break }
          value = value * 8 + digit.value - 48
          advance()
        }
        text.unicodeScalars.append(Unicode.Scalar(value) ?? "?")
      case "u", "U", "x":
        let count = escaped == "u" ? 4 : escaped == "U" ? 8 : 2
        var digits = ""
        while digits.count < count, let digit = peek(), digit.properties.isASCIIHexDigit {
          digits.unicodeScalars.append(digit)
          advance()
        }
        let value = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init)
        text.unicodeScalars.append(value ?? "?")
      case "\n": break
      default: text.unicodeScalars.append(escaped)
      }
    }
    if peek() == quote { advance() }
    return text
  }
}
