/// The provider protocol: JSON lines on a provider's standard input (requests) and standard
/// output (responses), documented in Documentation/Guides/MachineTranslation.md.
///
/// A request is one line, an object with `protocol` (the version, `1`), `id`, `text`, `source`,
/// `target` and, where they apply, `comment`, `glossary` (`[{"term": …, "translation": …}]`),
/// `maxLength`, `category` and `sample`. A response is one line, `{"id": …, "text": …}` or
/// `{"id": …, "error": …}`, in any order. Members a side does not know are ignored: later
/// versions of 1 may add optional members; a change a version-1 provider could misread raises
/// the number, and a provider answers a request of a version it does not know with an `error`.
@_spi(Fuzzing) public enum ProviderProtocol {
  /// The protocol's version, the `protocol` member of every request.
  package static let version = 1
  /// The most bytes a response line may have (without its line feed).
  @_spi(Fuzzing) public static let maxLineBytes = 1 << 18
  /// The most characters of a provider's error message that are kept.
  @_spi(Fuzzing) public static let maxMessageCharacters = 300

  /// `request` as one line of JSON (without the line feed): members in the order the protocol
  /// names them, absent ones left out, text as UTF-8 with only `"`, `\` and control characters
  /// (and U+2028, U+2029) escaped.
  package static func encode(_ request: ProviderRequest) -> String {
    var line = "{\"protocol\":\(version)"
    func member(_ name: String, _ value: String) {
      line += ",\"\(name)\":"
      appendString(value, to: &line)
    }
    member("id", request.id)
    member("text", request.text)
    member("source", request.source)
    member("target", request.target)
    if let comment = request.comment { member("comment", comment) }
    if !request.glossary.isEmpty {
      line += ",\"glossary\":["
      for (index, term) in request.glossary.enumerated() {
        line += index == 0 ? "{\"term\":" : ",{\"term\":"
        appendString(term.term, to: &line)
        line += ",\"translation\":"
        appendString(term.translation, to: &line)
        line += "}"
      }
      line += "]"
    }
    if let maxLength = request.maxLength { line += ",\"maxLength\":\(maxLength)" }
    if let category = request.category { member("category", category) }
    if let sample = request.sample { member("sample", sample) }
    return line + "}"
  }

  /// `text` as a JSON string (quotes included): only `"`, `\\` and control characters (and
  /// U+2028, U+2029) escaped.
  @_spi(Fuzzing) public static func jsonString(_ text: String) -> String {
    var string = ""
    appendString(text, to: &string)
    return string
  }

  /// Appends `text` as a JSON string.
  private static func appendString(_ text: String, to line: inout String) {
    line += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": line += "\\\""
      case "\\": line += "\\\\"
      case "\n": line += "\\n"
      case "\r": line += "\\r"
      case "\t": line += "\\t"
      case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16, uppercase: true)
        line += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: line.unicodeScalars.append(scalar)
      }
    }
    line += "\""
  }

  /// The response on one line of a provider's output (its bytes without the line feed), or
  /// what is wrong with it.
  @_spi(Fuzzing) public static func decode(_ line: some Collection<UInt8>) -> Result<
    ProviderResponse, ProviderProtocolError
  > {
    guard line.count <= maxLineBytes else {
      return .failure(ProviderProtocolError(id: nil, "a line of more than \(maxLineBytes) bytes"))
    }
    var parser = ResponseParser(Array(line))
    return parser.response()
  }

  /// A provider's message made safe to show: escape sequences and control characters (and
  /// invisible direction marks) removed, white space runs made one space, at most
  /// `maxMessageCharacters` characters (an ellipsis after a cut).
  @_spi(Fuzzing) public static func inert(_ message: String) -> String {
    var shown = ""
    var count = 0
    var scalars = message.unicodeScalars.makeIterator()
    var pendingSpace = false
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        skipEscapeSequence(&scalars)
        continue
      }
      if scalar.properties.isWhitespace || !isShown(scalar) {
        pendingSpace = !shown.isEmpty
        continue
      }
      // The bound holds the space a run of white space became, too (a cut drops it).
      guard count + (pendingSpace ? 2 : 1) <= maxMessageCharacters else { return shown + "…" }
      if pendingSpace {
        shown += " "
        count += 1
        pendingSpace = false
      }
      shown.unicodeScalars.append(scalar)
      count += 1
    }
    return shown
  }

  /// Whether a terminal shows `scalar` as itself: not a control character, line or paragraph
  /// separator, invisible direction or zero-width mark.
  private static func isShown(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF,
      0x061C:
      false
    default: true
    }
  }

  /// Skips the rest of an escape sequence after its ESC: a CSI (`[` … final byte), an OSC, DCS,
  /// SOS, PM or APC string (up to BEL or ESC `\`), or one character.
  private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
    guard let first = scalars.next() else { return }
    switch first {
    case "[":
      while let next = scalars.next(), !("\u{40}"..."\u{7E}").contains(next) {}
    case "]", "P", "X", "^", "_":
      while let next = scalars.next() {
        if next == "\u{07}" { return }
        if next == "\u{1B}" {
          _ = scalars.next()
          return
        }
      }
    default: return
    }
  }
}
