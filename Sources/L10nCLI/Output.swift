import Foundation

/// Writing to the standard streams.
enum Output {
  /// Writes text to standard output at once (unbuffered, so it stays in order with standard
  /// error).
  static func standardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes bytes to standard output at once, like `standardOutput(_:)` for text.
  static func standardOutput(_ bytes: [UInt8]) {
    FileHandle.standardOutput.write(Data(bytes))
  }

  /// Writes UTF-8 text after what `print` has buffered, keeping their order.
  static func print(_ bytes: [UInt8]) {
    fflush(nil)
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = write(1, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }

  /// Writes a line to standard error, made inert (see `InertText`): messages quote paths and
  /// language codes from files.
  static func standardError(_ line: String) {
    FileHandle.standardError.write(Data((InertText.line(line) + "\n").utf8))
  }
}
