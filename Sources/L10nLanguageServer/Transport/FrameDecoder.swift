import Foundation

/// Cuts a byte stream into the bodies of Language Server Protocol messages: a header block of
/// ASCII `Name: value` lines ending in an empty line (`Content-Length` required, `Content-Type`
/// optional), then that many bytes.
///
/// Bounded: a header block over `maximumHeaderBytes` or a body over `maximumContentBytes` is
/// an error, not an allocation. A body is gathered in its own buffer, sized from its
/// `Content-Length`, and handed over whole: a 10 MB `didOpen` is held once, not also in the
/// stream's buffer and in a copy cut from it. After a malformed header the decoder looks for the next
/// `Content-Length:` and goes on from there; an over-long body is skipped without being held.
package struct FrameDecoder: Sendable {
  /// What `next()` found.
  package enum Event: Equatable, Sendable {
    /// A message's body (its JSON, not yet decoded).
    case frame(Data)
    /// Something that was not a message and was skipped, in words (for standard error).
    case skipped(String)
  }

  /// The largest header block taken, in bytes.
  package static let maximumHeaderBytes = 8 * 1024
  /// The largest body taken, in bytes.
  package static let maximumContentBytes = 64 * 1024 * 1024

  private enum State: Sendable {
    /// Reading a header block.
    case header
    /// Reading a body of this length.
    case body(Int)
    /// Skipping this many bytes of a body over the bound.
    case skipping(Int)
    /// Looking for the next `Content-Length:` after a malformed header.
    case seeking
  }

  private var state = State.header
  private var buffer: [UInt8] = []
  /// The body being read (in state `body`).
  private var body = Data()
  /// Where the unread bytes of `buffer` start.
  private var start = 0

  /// A decoder at the start of a stream.
  package init() {}

  /// Bytes the decoder holds that make no message yet.
  package var pendingByteCount: Int { buffer.count - start }

  /// Takes the next bytes of the stream.
  package mutating func append(_ bytes: some Sequence<UInt8>) {
    if start > 0, start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next message or skipped run, or `nil` until more bytes come.
  package mutating func next() -> Event? {
    while true {
      switch state {
      case .header:
        guard let end = headerEnd() else {
          guard pendingByteCount > Self.maximumHeaderBytes else { return nil }
          state = .seeking
          start += 1
          return .skipped("a header block over \(Self.maximumHeaderBytes) bytes")
        }
        let header = buffer[start..<end]
        start = end + 4
        switch Self.contentLength(of: header) {
        case .success(let length) where length > Self.maximumContentBytes:
          state = .skipping(length)
          return .skipped(
            "a message of \(length) bytes, over the bound of \(Self.maximumContentBytes)")
        case .success(let length):
          state = .body(length)
          body = Data(capacity: length)
        case .failure(let problem):
          state = .seeking
          return .skipped(problem.reason)
        }
      case .body(let length):
        let taken = min(length - body.count, pendingByteCount)
        body.append(contentsOf: buffer[start..<start + taken])
        start += taken
        guard body.count == length else { return nil }
        state = .header
        let frame = body
        body = Data()
        return .frame(frame)
      case .skipping(let length):
        let skipped = min(length, pendingByteCount)
        start += skipped
        guard skipped == length else {
          state = .skipping(length - skipped)
          return nil
        }
        state = .header
      case .seeking:
        guard let found = find(Self.contentLengthName, caseInsensitive: true) else {
          // Keep only what could be the start of the name.
          start = max(start, buffer.count - Self.contentLengthName.count + 1)
          return nil
        }
        start = found
        state = .header
      }
    }
  }

  private static let contentLengthName = Array("content-length:".utf8)
  private static let headerTerminator: [UInt8] = [13, 10, 13, 10]

  /// Where the header block's `\r\n\r\n` starts, if within the bound (the same whether
  /// the bytes came at once or one by one).
  private func headerEnd() -> Int? {
    find(
      Self.headerTerminator, caseInsensitive: false,
      before: min(buffer.count, start + Self.maximumHeaderBytes))
  }

  /// The first place from `start` where `pattern` is, ending before `end` (default: the
  /// buffer's end).
  private func find(_ pattern: [UInt8], caseInsensitive: Bool, before end: Int? = nil) -> Int? {
    let end = end ?? buffer.count
    guard end - start >= pattern.count else { return nil }
    var index = start
    let last = end - pattern.count
    while index <= last {
      var matched = true
      for offset in pattern.indices {
        var byte = buffer[index + offset]
        if caseInsensitive, byte >= 65, byte <= 90 { byte += 32 }
        if byte != pattern[offset] {
          matched = false
          break
        }
      }
      if matched { return index }
      index += 1
    }
    return nil
  }

  /// Why a header block is not one.
  package struct HeaderProblem: Error, Equatable {
    /// In words.
    package var reason: String
  }

  /// The `Content-Length` of a header block (without its final empty line).
  static func contentLength(of header: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
    guard header.allSatisfy({ $0 < 128 }) else {
      return .failure(HeaderProblem(reason: "a header that is not ASCII"))
    }
    let text = String(decoding: header, as: UTF8.self)
    var length: Int?
    for line in text.split(separator: "\r\n", omittingEmptySubsequences: false) {
      guard let colon = line.firstIndex(of: ":") else {
        return .failure(HeaderProblem(reason: "a header line without a colon"))
      }
      let name = line[..<colon].trimmingSpaces.lowercased()
      let value = line[line.index(after: colon)...].trimmingSpaces
      if name == "content-length" {
        guard value.count <= 18, let number = Int(value), number >= 0 else {
          return .failure(HeaderProblem(reason: "a Content-Length that is not a length"))
        }
        length = number
      }
    }
    guard let length else {
      return .failure(HeaderProblem(reason: "a header without Content-Length"))
    }
    return .success(length)
  }
}

extension Substring {
  /// Without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    let trimmed = drop(while: isSpace)
    return trimmed[
      ..<(trimmed.lastIndex { !isSpace($0) }.map(trimmed.index(after:)) ?? trimmed.startIndex)]
  }
}
