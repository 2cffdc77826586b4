import Foundation

/// Writing to the standard streams.
enum Output {
  /// Writes text to standard output at once (unbuffered, so it stays in order with standard
  /// error), after what `line` has buffered.
  static func standardOutput(_ text: String) {
    fflush(nil)
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes `lines` to standard output, each followed by a line feed, in blocks of about
  /// 64 KB: memory stays bounded however many lines there are (millions of findings once made
  /// an array of lines and then one string of them all).
  static func standardOutput(lines: some Sequence<String>) {
    var block = ""
    for line in lines {
      block += line
      block += "\n"
      if block.utf8.count >= 65_536 {
        standardOutput(block)
        block = ""
      }
    }
    if !block.isEmpty { standardOutput(block) }
  }

  /// Writes bytes to standard output at once, like `standardOutput(_:)` for text.
  static func standardOutput(_ bytes: [UInt8]) {
    fflush(nil)
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

  /// Writes a line to standard output, made inert (see `InertText`).
  ///
  /// Every message a command prints quotes paths, table names, keys or values from files. Data
  /// (JSON, CSV, code) goes out as bytes instead (`print(_:)` with bytes).
  static func line(_ text: String) {
    Swift.print(InertText.line(text))
  }

  /// Writes a line to standard error, made inert (see `InertText`): messages quote paths and
  /// language codes from files.
  ///
  /// Standard output is flushed first, so that with both streams on one pipe (`2>&1`, CI
  /// logs) the lines come in the order they were written.
  static func standardError(_ line: String) {
    fflush(nil)
    FileHandle.standardError.write(Data((InertText.line(line) + "\n").utf8))
  }
}
