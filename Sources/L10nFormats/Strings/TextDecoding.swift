import L10nModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Recognises how a `.strings` file is stored and yields its text as UTF-8.
enum TextDecoding {
  /// What a file's bytes turned out to be.
  enum Content {
    /// Old-style text, transcoded to UTF-8 with any byte order mark removed.
    case text([UInt8], SourceEncoding)
    /// A property list (XML or binary) with a `.strings` suffix.
    case propertyList(SourceEncoding)
  }

  /// A decoding failure at a byte offset of the original file.
  struct Failure: Error {
    var reason: String
    /// The offset in the returned UTF-8 prefix (the text up to the problem, already decoded).
    var decodedPrefix: [UInt8]
  }

  /// Classifies and decodes `bytes` read from `path`, failing with a `ParseError`.
  ///
  /// The error has the line and column where decoding stopped.
  static func decode(_ bytes: [UInt8], path: String) throws(ParseError) -> Content {
    do {
      return try decode(bytes)
    } catch {
      let location = error.decodedPrefix.withUnsafeBufferPointer {
        LineIndex.location(of: $0.count, in: $0)
      }
      throw ParseError(path: path, location: location, reason: error.reason)
    }
  }

  /// Classifies and decodes `bytes`.
  static func decode(_ bytes: [UInt8]) throws(Failure) -> Content {
    if looksLikeBinaryPropertyList(bytes) { return .propertyList(.binaryPropertyList) }
    if bytes.starts(with: [0xFF, 0xFE]) {
      return .text(
        try withoutNUL(transcodeUTF16(bytes.dropFirst(2), bigEndian: false)),
        .utf16LittleEndianWithBOM)
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return .text(
        try withoutNUL(transcodeUTF16(bytes.dropFirst(2), bigEndian: true)),
        .utf16BigEndianWithBOM)
    }
    let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let body = hasBOM ? Array(bytes.dropFirst(3)) : bytes
    if looksLikeXMLPropertyList(body) { return .propertyList(.xmlPropertyList) }
    if !hasBOM, let bigEndian = utf16WithoutBOM(bytes) {
      let encoding: SourceEncoding = bigEndian ? .utf16BigEndian : .utf16LittleEndian
      return .text(try withoutNUL(transcodeUTF16(bytes[...], bigEndian: bigEndian)), encoding)
    }
    try validateUTF8(body)
    return .text(try withoutNUL(body), hasBOM ? .utf8WithBOM : .utf8)
  }

  /// Whether `bytes` are a binary property list.
  ///
  /// The magic `bplist`, and a trailer whose integer sizes and offset table fit the file. Text
  /// that merely starts with `bplist` (a key `bplist00…` sorted first, its file written without
  /// a byte order mark) stays text.
  static func looksLikeBinaryPropertyList(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 40, bytes.starts(with: Array("bplist".utf8)) else { return false }
    let trailer = bytes.count - 32
    func integer(at offset: Int) -> UInt64 {
      bytes[(trailer + offset)..<(trailer + offset + 8)].reduce(0) { $0 << 8 | UInt64($1) }
    }
    let objects = integer(at: 8)
    let table = integer(at: 24)
    return (1...8).contains(bytes[trailer + 6]) && (1...8).contains(bytes[trailer + 7])
      && objects > 0 && table >= 8 && table < UInt64(trailer)
  }

  /// `text` (UTF-8), refused when it holds a NUL: written back as UTF-8 (a line break more), it
  /// could read as UTF-16 without a byte order mark.
  private static func withoutNUL(_ text: [UInt8]) throws(Failure) -> [UInt8] {
    // memchr: this runs over every byte of every file read.
    let found: Int? = text.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, let match = memchr(base, 0, buffer.count) else {
        return nil
      }
      return base.distance(to: match.assumingMemoryBound(to: UInt8.self))
    }
    guard let offset = found else { return text }
    throw Failure(
      reason: "a NUL character, which no .strings text holds (is it UTF-16 without a byte order "
        + "mark?)", decodedPrefix: Array(text[..<offset]))
  }

  private static func looksLikeXMLPropertyList(_ bytes: [UInt8]) -> Bool {
    let start = bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? bytes.endIndex
    let head = bytes[start...].prefix(64)
    return head.starts(with: Array("<?xml".utf8))
      || head.starts(with: Array("<!DOCTYPE plist".utf8))
      || head.starts(with: Array("<plist".utf8))
  }

  /// UTF-16 without a byte order mark shows as zero bytes in every other position: old-style
  /// plist text starts with ASCII (quotes, comments, letters).
  private static func utf16WithoutBOM(_ bytes: [UInt8]) -> Bool? {
    guard bytes.count >= 4, bytes.count % 2 == 0 else { return nil }
    let sample = bytes.prefix(512)
    var zeroEven = 0
    var zeroOdd = 0
    for (index, byte) in sample.enumerated() where byte == 0 {
      if index % 2 == 0 { zeroEven += 1 } else { zeroOdd += 1 }
    }
    let pairs = sample.count / 2
    if zeroOdd * 2 > pairs && zeroEven == 0 { return false }
    if zeroEven * 2 > pairs && zeroOdd == 0 { return true }
    return nil
  }

  private static func transcodeUTF16(
    _ bytes: ArraySlice<UInt8>, bigEndian: Bool
  ) throws(Failure) -> [UInt8] {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(bigEndian ? first << 8 | second : second << 8 | first)
      index += 2
    }
    var output: [UInt8] = []
    output.reserveCapacity(units.count + units.count / 2)
    var iterator = units.makeIterator()
    var parser = Unicode.UTF16.ForwardParser()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        UTF8.encode(Unicode.UTF16.decode(encoded)) { output.append($0) }
      case .emptyInput:
        if bytes.count % 2 != 0 {
          throw Failure(reason: "the UTF-16 text has an odd number of bytes", decodedPrefix: output)
        }
        return output
      case .error:
        throw Failure(reason: "invalid UTF-16 (an unpaired surrogate)", decodedPrefix: output)
      }
    }
  }

  /// Validates UTF-8, eight ASCII bytes at a time where it can.
  private static func validateUTF8(_ bytes: [UInt8]) throws(Failure) {
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      let byte = String(bytes[offset], radix: 16, uppercase: true)
      throw Failure(
        reason: "invalid UTF-8 (byte 0x\(byte)); save the file as UTF-8 or UTF-16",
        decodedPrefix: Array(bytes[..<offset]))
    }
  }
}
