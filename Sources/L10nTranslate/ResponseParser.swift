/// Reads one response line (`ProviderProtocol.decode`): strict JSON (RFC 8259) in UTF-8, an
/// object whose `id`, `text` and `error` are strings, each member at most once; other members
/// are skipped, nested at most `maxDepth` deep.
struct ResponseParser {
  private let bytes: [UInt8]
  private var index = 0
  private static let maxDepth = 32

  /// A parser of `bytes`.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// A failure of the line, naming where.
  private struct Failure: Error {
    var message: String
  }

  /// The response, or what is wrong with the line.
  mutating func response() -> Result<ProviderResponse, ProviderProtocolError> {
    guard Self.isUTF8(bytes) else {
      return .failure(ProviderProtocolError(id: nil, "not UTF-8"))
    }
    var members: [String: String] = [:]
    var wrongType: String?
    do throws(Failure) {
      skipSpace()
      guard peek() == UInt8(ascii: "{") else {
        throw Failure(message: bytes.isEmpty ? "an empty line" : "not a JSON object")
      }
      index += 1
      skipSpace()
      if peek() == UInt8(ascii: "}") {
        index += 1
      } else {
        while true {
          skipSpace()
          let name = try string()
          skipSpace()
          try expect(UInt8(ascii: ":"))
          skipSpace()
          if ["id", "text", "error"].contains(name) {
            guard members[name] == nil else {
              throw Failure(message: "the member \"\(name)\" twice")
            }
            if peek() == UInt8(ascii: "\"") {
              members[name] = try string()
            } else {
              try skipValue(depth: 0)
              wrongType = wrongType ?? name
              members[name] = ""
            }
          } else {
            try skipValue(depth: 0)
          }
          skipSpace()
          if peek() == UInt8(ascii: ",") {
            index += 1
            continue
          }
          try expect(UInt8(ascii: "}"))
          break
        }
      }
      skipSpace()
      guard index == bytes.count else { throw Failure(message: "more after the object") }
    } catch {
      return .failure(ProviderProtocolError(id: nil, "not JSON: \(error.message)"))
    }
    let id = wrongType == "id" ? nil : members["id"]
    func refuse(_ message: String) -> Result<ProviderResponse, ProviderProtocolError> {
      .failure(ProviderProtocolError(id: id, message))
    }
    if let wrongType { return refuse("\"\(wrongType)\" is not a string") }
    guard let id else { return refuse("no \"id\"") }
    switch (members["text"], members["error"]) {
    case (let text?, nil): return .success(.translation(id: id, text: text))
    case (nil, let message?):
      return .success(.error(id: id, message: ProviderProtocol.inert(message)))
    case (nil, nil): return refuse("neither \"text\" nor \"error\"")
    case (_?, _?): return refuse("both \"text\" and \"error\"")
    }
  }

  /// Whether `bytes` are well-formed UTF-8 (no overlong forms, no surrogates).
  private static func isUTF8(_ bytes: [UInt8]) -> Bool {
    guard bytes.contains(where: { $0 >= 0x80 }) else { return true }
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  private func peek() -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  private func failure(_ what: String) -> Failure {
    Failure(message: index < bytes.count ? "\(what) at byte \(index + 1)" : "\(what) at the end")
  }

  private mutating func skipSpace() {
    while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      index += 1
    }
  }

  private mutating func expect(_ byte: UInt8) throws(Failure) {
    guard peek() == byte else {
      throw failure("expected \"\(Character(Unicode.Scalar(byte)))\"")
    }
    index += 1
  }

  /// A string at `index`, its escapes read.
  private mutating func string() throws(Failure) -> String {
    try expect(UInt8(ascii: "\""))
    var scalars = String.UnicodeScalarView()
    var start = index
    func flush(_ end: Int) {
      scalars.append(contentsOf: String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars)
    }
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: "\""):
        flush(index)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(index)
        index += 1
        scalars.append(try escape())
        start = index
      case 0x00..<0x20:
        throw failure("a control character in a string")
      default:
        index += 1
      }
    }
    throw failure("an unterminated string")
  }

  /// The character of an escape after its backslash.
  private mutating func escape() throws(Failure) -> Unicode.Scalar {
    guard let byte = peek() else { throw failure("an unterminated escape") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let first = try hex4()
      if (0xD800..<0xDC00).contains(first) {
        guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw failure("a lone surrogate") }
        index += 2
        let second = try hex4()
        guard (0xDC00..<0xE000).contains(second),
          let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        else { throw failure("a lone surrogate") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(first) else { throw failure("a lone surrogate") }
      return scalar
    default:
      index -= 1
      throw failure("an unknown escape")
    }
  }

  private mutating func hex4() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = Self.hexDigit(byte) else {
        throw failure("a bad \\u escape")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// Skips any JSON value at `index`, `depth` arrays or objects deep.
  private mutating func skipValue(depth: Int) throws(Failure) {
    guard depth < Self.maxDepth else { throw failure("values nested too deep") }
    guard let byte = peek() else { throw failure("a missing value") }
    switch byte {
    case UInt8(ascii: "\""):
      _ = try string()
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      let isObject = byte == UInt8(ascii: "{")
      let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
      index += 1
      skipSpace()
      if peek() == close {
        index += 1
        return
      }
      while true {
        skipSpace()
        if isObject {
          _ = try string()
          skipSpace()
          try expect(UInt8(ascii: ":"))
          skipSpace()
        }
        try skipValue(depth: depth + 1)
        skipSpace()
        if peek() == UInt8(ascii: ",") {
          index += 1
          continue
        }
        try expect(close)
        return
      }
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default: try number()
    }
  }

  private mutating func literal(_ word: String) throws(Failure) {
    guard bytes[index...].starts(with: word.utf8) else { throw failure("an unknown value") }
    index += word.utf8.count
  }

  /// Skips a number: `-`? int frac? exp?.
  private mutating func number() throws(Failure) {
    func digits() -> Int {
      let start = index
      while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        index += 1
      }
      return index - start
    }
    if peek() == UInt8(ascii: "-") { index += 1 }
    if peek() == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      throw failure("an unknown value")
    }
    if peek() == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw failure("a bad number") }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      index += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw failure("a bad number") }
    }
  }
}
