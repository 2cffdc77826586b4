#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One version of a String Catalog cut into its entries' bytes without building its tree: what
/// history compares first, so that only the entries a commit changed are parsed.
///
/// The bytes are scanned as strict JSON (strings, escapes, numbers, literals, nesting); a
/// version that is not well-formed, whose `strings` or `sourceLanguage` appears twice, or
/// whose entry keys repeat or hold escapes is not cut (`nil`) and is read whole instead.
struct CatalogSlices: Sendable {
  /// One entry of `strings`: its key's bytes (between the quotes) and its value's.
  struct Entry: Sendable {
    var key: Range<Int>
    var value: Range<Int>
  }

  /// The version's bytes.
  let bytes: [UInt8]
  /// The entries of `strings`, in order.
  let entries: [Entry]
  /// The `sourceLanguage` member's value, as it is spelled (`nil`: none).
  let sourceLanguage: Range<Int>?

  /// How deep objects and arrays may nest before a version is read whole instead.
  static let depthLimit = 256

  /// Cuts `bytes`; `nil` when they are not a catalog this scanner reads.
  init?(_ bytes: [UInt8]) {
    var scanner = Scanner(bytes: bytes)
    var entries: [Entry] = []
    var sourceLanguage: Range<Int>?
    var sawStrings = false
    let cut: Bool = bytes.withUnsafeBufferPointer { buffer in
      scanner.buffer = buffer
      guard scanner.skipSpace(), scanner.take(UInt8(ascii: "{")) else { return false }
      if scanner.skipSpace(), scanner.take(UInt8(ascii: "}")) { return scanner.atEnd() }
      repeat {
        guard scanner.skipSpace(), let key = scanner.string(), scanner.skipSpace(),
          scanner.take(UInt8(ascii: ":")), scanner.skipSpace()
        else { return false }
        if scanner.equals(key, "strings") {
          guard !sawStrings, scanner.peek() == UInt8(ascii: "{") else { return false }
          sawStrings = true
          guard let found = scanner.entries() else { return false }
          entries = found
        } else if scanner.equals(key, "sourceLanguage") {
          let start = scanner.position
          guard sourceLanguage == nil, scanner.value(depth: 1) else { return false }
          sourceLanguage = start..<scanner.position
        } else {
          guard scanner.value(depth: 1) else { return false }
        }
        guard scanner.skipSpace() else { return false }
      } while scanner.take(UInt8(ascii: ","))
      return scanner.take(UInt8(ascii: "}")) && scanner.atEnd()
    }
    guard cut else { return nil }
    self.bytes = bytes
    self.entries = entries
    self.sourceLanguage = sourceLanguage
  }

  /// The key of `entry`, as text.
  func key(_ entry: Entry) -> String {
    String(decoding: bytes[entry.key], as: UTF8.self)
  }

  /// Whether `entry` here and `other` there are spelled byte for byte alike (key and value).
  func isSame(_ entry: Entry, as other: Entry, in version: CatalogSlices) -> Bool {
    entry.key.count == other.key.count && entry.value.count == other.value.count
      && Self.equal(bytes, entry.key, version.bytes, other.key)
      && Self.equal(bytes, entry.value, version.bytes, other.value)
  }

  /// Whether `left[leftRange]` and `right[rightRange]` (of one length) hold the same bytes.
  private static func equal(
    _ left: [UInt8], _ leftRange: Range<Int>, _ right: [UInt8], _ rightRange: Range<Int>
  ) -> Bool {
    left.withUnsafeBufferPointer { here in
      right.withUnsafeBufferPointer { there in
        guard let start = here.baseAddress, let other = there.baseAddress else {
          return leftRange.isEmpty
        }
        return memcmp(start + leftRange.lowerBound, other + rightRange.lowerBound, leftRange.count)
          == 0
      }
    }
  }

  /// Whether both versions name the same source language, spelled alike.
  func hasSameSourceLanguage(as other: CatalogSlices) -> Bool {
    switch (sourceLanguage, other.sourceLanguage) {
    case (nil, nil): return true
    case (let here?, let there?): return bytes[here].elementsEqual(other.bytes[there])
    default: return false
    }
  }

  /// A catalog of this version's source language holding only `entry`: what the format's
  /// reader reads to give the entry's values.
  func document(of entry: Entry) -> [UInt8] {
    var document = Array("{".utf8)
    if let sourceLanguage {
      document += "\"sourceLanguage\":".utf8
      document += bytes[sourceLanguage]
      document += ",".utf8
    }
    document += "\"strings\":{\"".utf8
    document += bytes[entry.key]
    document += "\":".utf8
    document += bytes[entry.value]
    document += "}}".utf8
    return document
  }

  /// A strict JSON scanner over the bytes, keeping no values.
  private struct Scanner {
    let bytes: [UInt8]
    var buffer = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func peek() -> UInt8? { position < buffer.count ? buffer[position] : nil }

    mutating func take(_ byte: UInt8) -> Bool {
      guard peek() == byte else { return false }
      position += 1
      return true
    }

    /// Skips white space; always true (for chaining in conditions).
    mutating func skipSpace() -> Bool {
      while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
        position += 1
      }
      return true
    }

    /// Whether only white space is left.
    mutating func atEnd() -> Bool {
      _ = skipSpace()
      return position == buffer.count
    }

    /// Whether the string's bytes (between the quotes) are `text`.
    func equals(_ range: Range<Int>, _ text: StaticString) -> Bool {
      range.count == text.utf8CodeUnitCount
        && (0..<range.count).allSatisfy { buffer[range.lowerBound + $0] == text.utf8Start[$0] }
    }

    /// A string; its bytes between the quotes.
    mutating func string() -> Range<Int>? {
      guard take(UInt8(ascii: "\"")) else { return nil }
      let start = position
      while let byte = peek() {
        switch byte {
        case UInt8(ascii: "\""):
          position += 1
          return start..<position - 1
        case UInt8(ascii: "\\"):
          position += 1
          guard let escaped = peek() else { return nil }
          if escaped == UInt8(ascii: "u") {
            position += 1
            for _ in 0..<4 {
              guard let digit = peek(), Self.isHexDigit(digit) else { return nil }
              position += 1
            }
          } else {
            guard "\"\\/bfnrt".utf8.contains(escaped) else { return nil }
            position += 1
          }
        case 0..<0x20: return nil
        default: position += 1
        }
      }
      return nil
    }

    /// The members of the `strings` object: each key (without escapes, once) and value.
    mutating func entries() -> [Entry]? {
      guard take(UInt8(ascii: "{")), skipSpace() else { return nil }
      var entries: [Entry] = []
      var keys: Set<ArraySlice<UInt8>> = []
      if take(UInt8(ascii: "}")) { return entries }
      repeat {
        guard skipSpace(), let key = string(), !buffer[key].contains(UInt8(ascii: "\\")),
          keys.insert(bytes[key]).inserted, skipSpace(), take(UInt8(ascii: ":")), skipSpace()
        else { return nil }
        let start = position
        guard value(depth: 2) else { return nil }
        entries.append(Entry(key: key, value: start..<position))
        guard skipSpace() else { return nil }
      } while take(UInt8(ascii: ","))
      return take(UInt8(ascii: "}")) ? entries : nil
    }

    /// Skips one value nested `depth` deep.
    mutating func value(depth: Int) -> Bool {
      guard depth <= CatalogSlices.depthLimit, let byte = peek() else { return false }
      switch byte {
      case UInt8(ascii: "\""): return string() != nil
      case UInt8(ascii: "{"):
        position += 1
        guard skipSpace() else { return false }
        if take(UInt8(ascii: "}")) { return true }
        repeat {
          guard skipSpace(), string() != nil, skipSpace(), take(UInt8(ascii: ":")), skipSpace(),
            value(depth: depth + 1), skipSpace()
          else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
      case UInt8(ascii: "["):
        position += 1
        guard skipSpace() else { return false }
        if take(UInt8(ascii: "]")) { return true }
        repeat {
          guard skipSpace(), value(depth: depth + 1), skipSpace() else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]"))
      case UInt8(ascii: "t"): return literal("true")
      case UInt8(ascii: "f"): return literal("false")
      case UInt8(ascii: "n"): return literal("null")
      default: return number()
      }
    }

    private mutating func literal(_ text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard position + count <= buffer.count,
        (0..<count).allSatisfy({ buffer[position + $0] == text.utf8Start[$0] })
      else { return false }
      position += count
      return true
    }

    /// A number as JSON spells it: `-`, digits (no leading zero), fraction, exponent.
    private mutating func number() -> Bool {
      _ = take(UInt8(ascii: "-"))
      if take(UInt8(ascii: "0")) {
      } else {
        guard digits() else { return false }
      }
      if take(UInt8(ascii: ".")) { guard digits() else { return false } }
      if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
        if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
        guard digits() else { return false }
      }
      return true
    }

    private mutating func digits() -> Bool {
      let start = position
      while let byte = peek(), (0x30...0x39).contains(byte) { position += 1 }
      return position > start
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
  }
}
