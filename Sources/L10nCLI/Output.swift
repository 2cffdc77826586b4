import Foundation

/// Writing to the standard streams.
enum Output {
  /// Writes text to standard output at once (unbuffered, so it stays in order with standard
  /// error).
  static func standardOutput(_ text: String) {
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
    FileHandle.standardOutput.write(Data(bytes))
  }

  /// Prints UTF-8 text through `print`'s buffered standard output.
  static func print(_ bytes: [UInt8]) {
    Swift.print(String(decoding: bytes, as: UTF8.self), terminator: "")
  }

  /// Writes a line to standard error, made inert (see `InertText`): messages quote paths and
  /// language codes from files.
  static func standardError(_ line: String) {
    FileHandle.standardError.write(Data((InertText.line(line) + "\n").utf8))
  }
}
