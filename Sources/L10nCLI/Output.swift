import Foundation

/// Writing to the standard streams.
enum Output {
  /// Writes text to standard output at once (unbuffered, so it stays in order with standard
  /// error).
  static func standardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes a line to standard error.
  static func standardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
