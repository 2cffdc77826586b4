import Foundation
import L10nGrammar

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes framed messages to a file descriptor, one whole message at a time whatever thread
/// sends it.
package final class MessageWriter: Sendable {
  private let descriptor: Int32
  private let lock = Lock()

  /// A writer to `descriptor` (the server's standard output as it was at start).
  package init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Writes one message's JSON with its header; false when the descriptor is closed.
  @discardableResult
  package func send(_ body: Data) -> Bool {
    var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
    bytes.append(contentsOf: body)
    return lock.withLock { Self.writeAll(bytes, to: descriptor) }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        return false
      }
      written += result
    }
    return true
  }
}

/// Reads a file descriptor in chunks.
package struct DescriptorReader: Sendable {
  private let descriptor: Int32

  /// A reader of `descriptor`.
  package init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next bytes, or `nil` at the end of the stream (or on an error).
  package func read() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { bytes in
        #if canImport(Glibc)
        Glibc.read(descriptor, bytes.baseAddress, bytes.count)
        #else
        Darwin.read(descriptor, bytes.baseAddress, bytes.count)
        #endif
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      return Array(buffer.prefix(count))
    }
  }
}
